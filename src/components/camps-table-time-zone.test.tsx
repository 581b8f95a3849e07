import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Camp } from '@/generated/model';

import { inTimeZone } from '@tests/unit/time-zone';
import { CampsTable } from './camps-table';

const campTwo: Camp = {
  id: 12,
  name: 'Camp_Ravi_Bandra_10-04-2026',
  start_date: '2026-04-10T00:00:00Z',
  end_date: '2026-04-12T00:00:00Z',
  location_id: 6,
  user_id: 7,
  status: true,
  camp_status: false,
  created_at: '2026-03-31T23:59:59Z',
  customer: { id: 7, first_name: 'Ravi', last_name: 'Kumar' },
  location: { id: 6, name: 'Bandra' },
};

/** The row's cells by column header: Name, Start Date, End Date, Location, Camp Status, Create Date. */
const cellsOfFirstRow = (): Record<string, string> => {
  const table = screen.getByRole('table', { name: 'Camps' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
  const cells = within(within(table).getAllByRole('row')[1]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
};

// Every Vitest project runs with TZ=UTC; a browser east or west of UTC must still see UTC days.
// campTwo starts at 2026-04-10T00:00Z (9 April in Los Angeles) and was created at
// 2026-03-31T23:59:59Z (1 April in Kolkata).
describe('Camps table outside UTC', () => {
  it.each(['America/Los_Angeles', 'Asia/Kolkata'])('shows the UTC days in %s', async (zone) => {
    await inTimeZone(zone, () => {
      render(<CampsTable camps={[campTwo]} loading={false} />);
      expect(cellsOfFirstRow()).toMatchObject({
        Name: 'Camp_Ravi_Bandra_10-04-2026',
        'Start Date': '10-04-2026',
        'End Date': '12-04-2026',
        'Create Date': '31-03-2026',
      });
    });
  });
});
