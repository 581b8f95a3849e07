import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { inTimeZone } from '@tests/unit/time-zone';
import { DateField, fromPickedDate, toPickedDate } from './date-field';

const Harness = ({ initial = '' }: { initial?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Start Date</label>
      <DateField id="d" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
};

describe('DateField', () => {
  it('shows DD-MM-YYYY and hands on YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-01" />);
    const input = screen.getByLabelText('Start Date');
    expect(input).toHaveValue('01-03-2026');
    await user.clear(input);
    await user.type(input, '15-04-2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-04-15');
  });

  it('picks a day from the calendar', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-01" />);
    await user.click(screen.getByRole('button', { name: 'Choose Date' }));
    await user.click(await screen.findByText('15'));
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-15');
    expect(screen.getByLabelText('Start Date')).toHaveValue('15-03-2026');
  });

  it('converts without a time-zone shift', () => {
    expect(fromPickedDate(new Date(2026, 0, 31))).toBe('2026-01-31');
    expect(toPickedDate('2026-01-31')?.getDate()).toBe(31);
    expect(toPickedDate('31-01-2026')).toBeNull();
  });

  it.each(['Asia/Kolkata', 'America/Los_Angeles'])('keeps the picked day in %s', async (zone) => {
    await inTimeZone(zone, () => {
      // The calendar hands over local midnight; in Kolkata that is the previous day in UTC.
      expect(fromPickedDate(new Date(2026, 2, 1))).toBe('2026-03-01');
      expect(toPickedDate('2026-03-01')?.getDate()).toBe(1);
    });
  });
});
