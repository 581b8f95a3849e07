import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, records, serveDemoDb, totalCount } from '../test-utils';
import { addMonths, amcMatcher } from './amc-expiry';

/** docs/lists.md, "AMC License": the clinic route's call narrows by the real expiry dates. */

let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
});

const clinics = (amc_expired: string | null) =>
  call('/v3/Clinic/filter', { token: admin, body: { page: 1, limit: 1000, amc_expired } });

describe('the AMC License filter on POST /v3/Clinic/filter', () => {
  it('adds calendar months, clamping the day to the month', () => {
    expect(addMonths('2026-06-01', 1)).toBe('2026-07-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('includes both ends: today and today + 1 month; yesterday is expired', () => {
    const within = amcMatcher('one_month', '2026-06-01');
    expect(within({ amc_expiry: '2026-06-01' })).toBe(true);
    expect(within({ amc_expiry: '2026-07-01' })).toBe(true);
    expect(within({ amc_expiry: '2026-07-02' })).toBe(false);
    expect(within({ amc_expiry: '2026-05-31' })).toBe(false);
    expect(amcMatcher('expired', '2026-06-01')({ amc_expiry: '2026-05-31' })).toBe(true);
    expect(amcMatcher('expired', '2026-06-01')({ amc_expiry: '2026-06-01' })).toBe(false);
  });

  it.each([
    ['expired', (day: string) => day < '2026-06-01'],
    ['one_month', (day: string) => day >= '2026-06-01' && day <= '2026-07-01'],
    ['three_months', (day: string) => day >= '2026-06-01' && day <= '2026-09-01'],
    ['six_months', (day: string) => day >= '2026-06-01' && day <= '2026-12-01'],
  ])('%s answers exactly the clinics whose expiry falls in it', async (value, inside) => {
    const expected = db.clinics.filter((clinic) => inside(clinic.amc_expiry)).map(({ id }) => id);
    expect(expected.length).toBeGreaterThan(0);
    const result = await clinics(value);
    expect(totalCount(result)).toBe(expected.length);
    expect(
      records<{ id: number }>(result)
        .map(({ id }) => id)
        .sort((a, b) => a - b),
    ).toEqual(expected.sort((a, b) => a - b));
  });

  it('does not narrow without a value', async () => {
    expect(totalCount(await clinics(null))).toBe(db.clinics.length);
  });
});
