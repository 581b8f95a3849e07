import { describe, expect, it } from 'vitest';

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
