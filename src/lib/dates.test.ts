import { describe, expect, it } from 'vitest';

import { inTimeZone } from '@tests/unit/time-zone';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  isApiDate,
  parseApiDate,
  parseApiDateTime,
  toApiDate,
} from './dates';

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

// Issue 32, finding 3 (docs/reliability.md): dayjs rolled 2026-02-30 over to 2 March, so impossible
// days were stored.
describe('the strict API parser (issue 32)', () => {
  it.each(['2026-02-30', '1990-13-45', '2025-02-29', '2026-04-31', '2026-00-01', '2026-01-00', '0000-01-01'])(
    'refuses %s, a day that is not in the calendar',
    (day) => {
      expect(parseApiDate(day)).toBeNull();
      expect(isApiDate(day)).toBe(false);
    },
  );

  it.each(['2026-3-1', '26-03-01', '2026/03/01', ' 2026-03-01', '2026-03-01T00:00:00Z', '01-03-2026', ''])(
    'refuses %j, which is not written YYYY-MM-DD',
    (text) => expect(parseApiDate(text)).toBeNull(),
  );

  it('reads a real day, 29 February of a leap year included, as its UTC midnight', () => {
    expect(parseApiDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseApiDate('0001-01-01')?.format('YYYY-MM-DD')).toBe('0001-01-01');
    expect(isApiDate('2026-12-31')).toBe(true);
  });

  it('reads an ISO 8601 date-time with its zone as the instant it names', () => {
    expect(parseApiDateTime('2026-03-01T10:00:00Z')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseApiDateTime('2026-03-01T10:00Z')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseApiDateTime('2026-03-01T10:00:00.123Z')?.toISOString()).toBe('2026-03-01T10:00:00.123Z');
    expect(parseApiDateTime('2026-03-01T05:30:00+05:30')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseApiDateTime('2026-02-28T23:00:00-08:00')?.toISOString()).toBe('2026-03-01T07:00:00.000Z');
  });

  it.each([
    '2026-02-30T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-03-01T24:00:00Z',
    '2026-03-01T10:60:00Z',
    '2026-03-01T10:00:60Z',
    '2026-03-01T10:00:00+24:00',
    '2026-03-01T10:00:00+05:60',
    '2026-03-01T10:00:00',
    '2026-03-01 10:00:00Z',
    '2026-03-01',
    'garbage',
  ])('refuses the date-time %s (impossible, or without a zone)', (text) => {
    expect(parseApiDateTime(text)).toBeNull();
  });
});

// Issue 32, finding 9 (docs/reliability.md): five copies of this formatter, one in the browser's zone.
describe('the one display formatter', () => {
  it('shows DD-MM-YYYY HH:mm in UTC, and nothing for nothing', () => {
    expect(formatDisplayDateTime('2026-03-01T23:30:00Z')).toBe('01-03-2026 23:30');
    expect(formatDisplayDateTime('2026-03-02T05:00:00+05:30')).toBe('01-03-2026 23:30');
    expect(formatDisplayDateTime(null)).toBe('');
    expect(formatDisplayDateTime('')).toBe('');
    expect(formatDisplayDateTime('not a date')).toBe('');
    expect(formatDisplayTime('2026-03-01T23:30:00Z')).toBe('23:30');
  });

  it('shows the UTC day and time in Kiritimati (UTC+14)', async () => {
    await inTimeZone('Pacific/Kiritimati', () => {
      expect(new Date('2026-03-01T23:30:00Z').getDate()).toBe(2);
      expect(formatDisplayDateTime('2026-03-01T23:30:00Z')).toBe('01-03-2026 23:30');
      expect(formatDisplayDate('2026-03-01T23:30:00Z')).toBe('01-03-2026');
      expect(formatDisplayTime('2026-03-01T23:30:00Z')).toBe('23:30');
    });
  });
});
