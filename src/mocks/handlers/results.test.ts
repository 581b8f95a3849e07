import { describe, expect, it } from 'vitest';

import { createDemoDb } from '../db';
import type { DemoResult } from '../screening/types';
import { firstIndexBefore, resultRoutes } from './results';

const days = (...values: string[]) => values.map((day) => ({ day }) as DemoResult);

describe('the results in a date range', () => {
  it('finds where a day starts in results ordered newest first', () => {
    const newest = days('2026-03-05', '2026-03-04', '2026-03-04', '2026-03-01');
    expect(firstIndexBefore(newest, '2026-03-04')).toBe(3);
    expect(firstIndexBefore(newest, '2026-03-04', true)).toBe(1);
    expect(firstIndexBefore(newest, '2026-03-09', true)).toBe(0);
    expect(firstIndexBefore(newest, '2026-02-01')).toBe(4);
  });

  it('counts in the summary exactly the results a plain scan of the range finds', () => {
    const db = createDemoDb();
    const admin = db.users.find((user) => user.email.startsWith('admin'))!;
    const summary = resultRoutes.find((route) => route.operation === 'filterSummary')!;
    const newest = db.screening.newestFirst;
    const start = newest[Math.floor(newest.length / 3)]!.day;
    const end = newest[Math.floor(newest.length / 10)]!.day;
    const answer = summary.resolve({
      db,
      user: admin,
      body: { start_date: start, end_date: end },
      params: {},
      token: null,
    });
    const expected = db.screening.results.filter((result) => result.day >= start && result.day <= end).length;
    expect(expected).toBeGreaterThan(0);
    expect(answer).toMatchObject({ body: { data: { tests: expected } } });
  });
});
