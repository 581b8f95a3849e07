import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';

import { type EditableRow, RowsEditor, type RowsColumn } from './rows-editor';

/** A component that takes everything from its props (docs/testing.md, Exceptions): rendered directly. */
const COLUMNS: readonly RowsColumn[] = [
  { key: 'from', header: 'From', cell: { kind: 'number', min: 0 } },
  { key: 'note', header: 'Note', cell: { kind: 'text', maxLength: 20 } },
  {
    key: 'label',
    header: 'Label',
    cell: {
      kind: 'choice',
      placeholder: 'Select a label',
      choices: [
        { value: 'Normal', label: 'Normal', group: 'Levels' },
        { value: 'High', label: 'High', group: 'Levels' },
        { value: 'Invalid', label: 'Invalid' },
      ],
    },
  },
];

const Harness = ({ initial, error }: { initial: EditableRow[]; error?: string }) => {
  const [rows, setRows] = useState<EditableRow[]>(initial);
  return (
    <>
      <RowsEditor
        id="ranges"
        caption="Ranges"
        rowNoun="range"
        columns={COLUMNS}
        rows={rows}
        onChange={setRows}
        newRow={() => ({ from: '', note: '', label: '' })}
        max={2}
        error={error}
      />
      <output>{JSON.stringify(rows)}</output>
    </>
  );
};

it('edits each cell by its labelled control, adds a row (focus on it) up to the limit, and removes one (focus on Add)', async () => {
  const user = userEvent.setup();
  render(<Harness initial={[{ from: '0', note: '', label: 'Normal' }]} />);
  expect(screen.getByLabelText('From, range 1')).toHaveAttribute('id', 'ranges');
  await user.type(screen.getByLabelText('Note, range 1'), 'fasting');
  await user.click(screen.getByRole('button', { name: 'Add range' }));
  expect(screen.getByLabelText('From, range 2')).toHaveFocus();
  await user.type(screen.getByLabelText('From, range 2'), '100');
  await user.selectOptions(screen.getByLabelText('Label, range 2'), 'High');
  expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
    JSON.stringify([
      { from: '0', note: 'fasting', label: 'Normal' },
      { from: '100', note: '', label: 'High' },
    ]),
  );
  expect(screen.getByRole('button', { name: 'Add range' })).toBeDisabled();
  expect(screen.getByText('At most 2 ranges.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove range 1' }));
  expect(screen.getByLabelText('From, range 1')).toHaveValue(100);
  expect(screen.getByRole('button', { name: 'Add range' })).toHaveFocus();
});

it('says when there are no rows, and gives Add the id a message focuses', () => {
  render(<Harness initial={[]} />);
  expect(screen.getByText('No ranges yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add range' })).toHaveAttribute('id', 'ranges');
});

it('describes the table and marks its controls invalid with one message for the rows together', () => {
  render(<Harness initial={[{ from: '5', note: '', label: '' }]} error="Ranges: nothing below 5." />);
  expect(screen.getByRole('group', { name: 'Ranges' })).toHaveAccessibleDescription(
    'Ranges: nothing below 5.',
  );
  expect(screen.getByLabelText('From, range 1')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Label, range 1')).toHaveAccessibleDescription('Ranges: nothing below 5.');
});
