import { describe, expect, it } from 'vitest';

import { formatDisplayDate, parseApiDate, toApiDate } from './dates';

describe('dates', () => {
  it('shows DD-MM-YYYY in UTC', () => {
    expect(formatDisplayDate('2026-03-01T23:30:00Z')).toBe('01-03-2026');
    expect(formatDisplayDate('2026-03-01')).toBe('01-03-2026');
  });

  it('shows nothing for a missing or unparsable date', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });

  it('sends YYYY-MM-DD', () => {
    expect(toApiDate('2026-12-31T10:00:00Z')).toBe('2026-12-31');
    expect(parseApiDate('2026-12-31')?.format('YYYY-MM-DD')).toBe('2026-12-31');
    expect(parseApiDate('garbage')).toBeNull();
  });
});
