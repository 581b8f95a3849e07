import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { type Column, DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}
const COLUMNS: readonly Column<Row>[] = [
  { key: 'id', header: 'Id', cell: (row) => row.id },
  { key: 'name', header: 'Name', cell: (row) => row.name },
];
const renderTable = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  render(
    <DataTable
      caption="Things"
      columns={COLUMNS}
      rows={[]}
      rowKey={(row) => row.id}
      emptyText="No data found"
      {...props}
    />,
  );

describe('DataTable', () => {
  it('shows its rows under column headers', () => {
    renderTable({ rows: [{ id: 7, name: 'Asha' }] });
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Id', 'Name']);
    expect(within(table).getByRole('row', { name: '7 Asha' })).toBeInTheDocument();
  });

  it('shows the empty text in one cell spanning every column', () => {
    renderTable();
    expect(screen.getByRole('cell', { name: 'No data found' })).toHaveAttribute('colspan', '2');
  });

  it('shows a load error as an alert with Try again, in place of rows', async () => {
    const onRetry = vi.fn();
    renderTable({ rows: [{ id: 7, name: 'Asha' }], errorText: 'The clinics could not be loaded.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The clinics could not be loaded.');
    expect(screen.queryByText('Asha')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
