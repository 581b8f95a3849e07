import { describe, expect, it } from 'vitest';

import { inTimeZone } from '@tests/unit/time-zone';
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

// The tests above run with TZ=UTC, where local time and UTC agree. Near midnight UTC the local
// day differs east (Kolkata, +05:30) and west (Los Angeles, -08:00) of UTC; the UTC day must win.
describe('dates in a browser outside UTC', () => {
  it('shows the UTC day in Kolkata, where it is already the next day', async () => {
    await inTimeZone('Asia/Kolkata', () => {
      const lateEvening = '2026-03-31T23:59:59Z';
      expect(new Date(lateEvening).getDate()).toBe(1); // local: 1 April, 05:29
      expect(formatDisplayDate(lateEvening)).toBe('31-03-2026');
      expect(formatDisplayDate(new Date(lateEvening))).toBe('31-03-2026');
      expect(toApiDate(lateEvening)).toBe('2026-03-31');
      expect(formatDisplayDate('2026-03-31')).toBe('31-03-2026');
    });
  });

  it('shows the UTC day in Los Angeles, where it is still the day before', async () => {
    await inTimeZone('America/Los_Angeles', () => {
      const earlyMorning = '2026-03-01T02:00:00Z';
      expect(new Date(earlyMorning).getDate()).toBe(28); // local: 28 February, 18:00
      expect(formatDisplayDate(earlyMorning)).toBe('01-03-2026');
      expect(toApiDate(earlyMorning)).toBe('2026-03-01');
      expect(formatDisplayDate('2026-03-01')).toBe('01-03-2026');
      expect(parseApiDate('2026-03-01')?.format('YYYY-MM-DD')).toBe('2026-03-01');
    });
  });
});
