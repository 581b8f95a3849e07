import { describe, expect, it } from 'vitest';

import { defaultFilter, filterDataSchema } from '@/atoms/filter';
import { parseApiDate, toApiDate } from '@/lib/dates';

import { apiDateOf, dateOrderError, moveEnd, moveStart, pickerDateOf } from './date-rules';

const TODAY = '2026-03-15';
const range = (start_date: string, end_date: string) => ({ start_date, end_date });

describe('moveStart', () => {
  it('keeps an end within a year', () => {
    expect(moveStart(range('2026-02-15', TODAY), '2025-03-15', TODAY)).toEqual(range('2025-03-15', TODAY));
  });
  it('pulls an end more than a year later to start + 1 year', () => {
    expect(moveStart(range('2026-02-15', TODAY), '2025-03-14', TODAY)).toEqual(
      range('2025-03-14', '2026-03-14'),
    );
    expect(moveStart(range('2024-06-01', '2025-02-28'), '2024-02-29', TODAY)).toEqual(
      range('2024-02-29', '2025-02-28'),
    );
  });
  it('never goes past today', () => {
    expect(moveStart(range('2026-02-15', TODAY), '2026-04-01', TODAY)).toEqual(range(TODAY, TODAY));
  });
  it('leaves a start after the end for Apply to refuse', () => {
    expect(moveStart(range('2026-02-15', '2026-02-20'), '2026-03-01', TODAY)).toEqual(
      range('2026-03-01', '2026-02-20'),
    );
  });
});

describe('moveEnd', () => {
  it('pulls a start more than a year earlier to end - 1 year', () => {
    expect(moveEnd(range('2025-01-01', '2026-01-01'), '2026-03-10', TODAY)).toEqual(
      range('2025-03-10', '2026-03-10'),
    );
  });
  it('keeps a start within a year', () => {
    expect(moveEnd(range('2025-03-10', '2026-01-01'), '2026-03-10', TODAY)).toEqual(
      range('2025-03-10', '2026-03-10'),
    );
  });
  it('pulls the start to 1 March, not 28 February, for a 29 February end', () => {
    expect(moveEnd(range('2022-01-01', '2023-06-01'), '2024-02-29', TODAY)).toEqual(
      range('2023-03-01', '2024-02-29'),
    );
  });
  it('gives, for every end day, the earliest start a stored filter accepts', () => {
    const restorable = (r: { start_date: string; end_date: string }): boolean =>
      filterDataSchema.safeParse({ ...defaultFilter(null, null), ...r }).success;
    const first = parseApiDate('2023-01-01');
    if (!first) throw new Error('bad fixture date');
    for (let day = first; day.year() < 2026; day = day.add(1, 'day')) {
      const end = toApiDate(day);
      const moved = moveEnd(range('2020-01-01', end), end, TODAY);
      expect(restorable(moved), end).toBe(true);
      const dayEarlier = toApiDate((parseApiDate(moved.start_date) ?? first).subtract(1, 'day'));
      expect(restorable(range(dayEarlier, end)), end).toBe(false);
    }
  });
  it('never goes past today', () => {
    expect(moveEnd(range('2026-02-15', '2026-03-01'), '2027-01-01', TODAY)).toEqual(
      range('2026-02-15', TODAY),
    );
  });
});

describe('dateOrderError', () => {
  it('is the spec text when the end is before the start, and nothing otherwise', () => {
    expect(dateOrderError(range('2026-02-15', '2026-02-14'))).toBe(
      'End date must be greater than Start date.',
    );
    expect(dateOrderError(range('2026-02-15', '2026-02-15'))).toBeNull();
    expect(dateOrderError(range('2026-02-15', '2026-02-16'))).toBeNull();
  });
});

describe('picker dates', () => {
  it('round-trip the calendar day through a local Date', () => {
    expect(pickerDateOf('2026-03-01').getDate()).toBe(1);
    expect(apiDateOf(pickerDateOf('2026-03-01'))).toBe('2026-03-01');
    expect(apiDateOf(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
  });
});
