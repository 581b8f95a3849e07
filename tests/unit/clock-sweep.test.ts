import { afterAll, describe, expect, it } from 'vitest';

import { defaultFilter, earliestStartFor, isApiDate, oneYearAfter } from '@/atoms/filter';
import { apiDateOf, moveEnd, moveStart, pickerDateOf } from '@/features/filter/date-rules';
import { formatWait, waitMinutes } from '@/lib/consultation-status';
import { toApiDate, todayUtc } from '@/lib/dates';
import { pinClockAt } from '@/mocks/clock';
import { createDemoDb } from '@/mocks/db';

import { TEST_NOW } from '../setup/now';

/**
 * The clock sweep (docs/testing.md, "One clock"): the date-sensitive logic (seeding, filter
 * defaults, "today" counts, waits and date ranges) at the instants where a day, a month, a leap
 * year or a daylight-saving change turns, in UTC and in a browser zone far from it. The rest of the
 * suite runs at one pinned instant (tests/setup/now.ts); this file proves that instant is not special.
 */
interface Instant {
  at: string;
  zone: string;
}

const INSTANTS: Instant[] = [
  { at: '2026-06-01T00:05:00.000Z', zone: 'UTC' },
  { at: '2026-06-01T12:00:00.000Z', zone: 'UTC' },
  { at: '2026-06-01T23:55:00.000Z', zone: 'UTC' },
  // The hour the old suite failed at (issue 31): ten consultations requested after the test's one.
  { at: '2026-11-27T21:17:00.000Z', zone: 'UTC' },
  // The last day of a month, whose month-back default has no day 31.
  { at: '2026-03-31T23:55:00.000Z', zone: 'UTC' },
  // 29 February of a leap year: a year back has no 29 February.
  { at: '2028-02-29T00:05:00.000Z', zone: 'UTC' },
  { at: '2028-02-29T23:55:00.000Z', zone: 'UTC' },
  // Europe/Berlin's clocks go forward at 01:00 UTC on 29 March 2026 and back on 25 October.
  { at: '2026-03-29T00:05:00.000Z', zone: 'Europe/Berlin' },
  { at: '2026-03-29T12:00:00.000Z', zone: 'Europe/Berlin' },
  { at: '2026-10-25T00:30:00.000Z', zone: 'Europe/Berlin' },
  { at: '2026-06-01T12:00:00.000Z', zone: 'Pacific/Kiritimati' },
];

const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

afterAll(() => {
  process.env.TZ = 'UTC';
  pinClockAt(TEST_NOW);
});

describe.each(INSTANTS)('at $at in $zone', ({ at: instant, zone }) => {
  const pin = () => {
    process.env.TZ = zone;
    pinClockAt(Date.parse(instant));
  };
  const day = instant.slice(0, 10);

  it("reads today as the UTC day, whatever the browser's zone", () => {
    pin();
    expect(toApiDate(todayUtc())).toBe(day);
  });

  it('defaults the filter to a valid range ending today: a month back, a year for customers on the home', () => {
    pin();
    const admin = defaultFilter({ user_type: 'Administrator' }, 'static');
    const customer = defaultFilter({ user_type: 'Customer' }, 'static');
    for (const range of [admin, customer]) {
      expect(range.end_date).toBe(day);
      expect(isApiDate(range.start_date)).toBe(true);
      expect(range.start_date < range.end_date).toBe(true);
      expect(range.start_date >= earliestStartFor(range.end_date)).toBe(true);
    }
    expect(oneYearAfter(customer.start_date) >= day).toBe(true);
  });

  it('keeps picked dates on their day and never past today', () => {
    pin();
    for (let offset = -3; offset <= 3; offset += 1) {
      const picked = toApiDate(todayUtc().add(offset, 'day'));
      expect(apiDateOf(pickerDateOf(picked))).toBe(picked);
    }
    const range = { start_date: earliestStartFor(day), end_date: day };
    expect(moveEnd(range, '2999-01-01').end_date).toBe(day);
    expect(moveStart(range, '2999-01-01').start_date).toBe(day);
  });

  it('seeds every dated record around this today, none of them later than the clock', () => {
    pin();
    const now = Date.now();
    const db = createDemoDb({ arrivalSeconds: 0 });
    expect(db.now().getTime()).toBeGreaterThanOrEqual(now);
    const today = toApiDate(todayUtc());

    // Camps: a year and a half of them, the last few still to come; created before they start.
    const starts = db.camps.map((camp) => camp.start_date.slice(0, 10)).sort();
    expect(starts[0]! < today && starts.at(-1)! >= toApiDate(todayUtc().subtract(31, 'day'))).toBe(true);
    for (const camp of db.camps) {
      expect(camp.end_date >= camp.start_date).toBe(true);
      expect(Date.parse(camp.created_at)).toBeLessThanOrEqual(now);
    }
    for (const release of db.catalogues.apkVersions) expect(release.released_at <= today).toBe(true);

    // Screening results: the 450 days up to today, none in the future.
    const sessions = db.screening.sessions;
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      expect(Date.parse(session.started_at)).toBeLessThanOrEqual(now);
      expect(Date.parse(session.started_at)).toBeGreaterThan(now - 451 * DAY);
    }

    // Consultations: requested before now, started after requested, never a negative wait.
    const { consultations } = db.telemedicine;
    for (const c of consultations) {
      expect(
        Date.parse(c.requested_at),
        `consultation ${c.id} requested ${c.requested_at}`,
      ).toBeLessThanOrEqual(now);
      if (c.started_at) expect(c.started_at >= c.requested_at).toBe(true);
      const wait = waitMinutes(c, now);
      if (wait !== null) {
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(formatWait(wait)).toMatch(/^\d+ (min|h|d)/);
      }
    }
    // "Today" holds requests whatever the hour: at 00:05 only those of the last five minutes.
    const requestedToday = consultations.filter((c) => c.requested_at.slice(0, 10) === today);
    expect(requestedToday.length).toBeGreaterThan(0);
    expect(requestedToday.every((c) => Date.parse(c.requested_at) >= Date.parse(`${today}T00:00:00Z`))).toBe(
      true,
    );
    expect(at(now).slice(0, 10)).toBe(today);
  });
});
