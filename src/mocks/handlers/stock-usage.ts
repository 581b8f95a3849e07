import type { DemoDb } from '../db';
import { DAY } from '../seed-day';
import type { DemoScreening } from '../screening/types';
import type { DemoConsumable } from '../types';

/**
 * The `used` part of the stock ledger (docs/orders.md, "Stock, days of cover and Running low"):
 * derived from the screening results, never stored. A consumable used `q` times per test takes `q`
 * units for each result of that test at the clinic, counted per day.
 *
 * The index is built once per screening data set, like DemoDb's `screening` itself: per clinic and
 * test, the days with results (ascending day numbers) and the running count, so the results of any
 * span are two binary searches.
 */

/** Whole days since 1970-01-01 (UTC) of a YYYY-MM-DD or an ISO date-time. */
export const dayNumber = (iso: string): number => Math.floor(Date.parse(iso.slice(0, 10)) / DAY);

/** YYYY-MM-DD of a day number. */
export const dayText = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

/** The demo clock's today as a day number. */
export const todayNumber = (db: DemoDb): number => Math.floor(db.now().getTime() / DAY);

interface TestDays {
  /** Days with results, ascending. */
  days: Int32Array;
  /** cumulative[i]: results on days[0..i]. */
  cumulative: Float64Array;
}

interface UsageIndex {
  screening: DemoScreening;
  results: number;
  /** clinic id -> test type id -> its days. */
  byClinic: Map<number, Map<number, TestDays>>;
}

const indexes = new WeakMap<DemoDb, UsageIndex>();

const buildIndex = (screening: DemoScreening): UsageIndex => {
  const clinicOfSession = new Map<number, number>();
  for (const session of screening.sessions) clinicOfSession.set(session.id, session.clinic_id);
  const counts = new Map<number, Map<number, Map<number, number>>>();
  for (const result of screening.results) {
    const clinicId = clinicOfSession.get(result.session_id);
    if (clinicId === undefined) continue;
    let tests = counts.get(clinicId);
    if (!tests) counts.set(clinicId, (tests = new Map<number, Map<number, number>>()));
    let days = tests.get(result.test_type_id);
    if (!days) tests.set(result.test_type_id, (days = new Map<number, number>()));
    const day = dayNumber(result.day);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  const byClinic = new Map<number, Map<number, TestDays>>();
  for (const [clinicId, tests] of counts) {
    const indexed = new Map<number, TestDays>();
    for (const [testId, days] of tests) {
      const sorted = [...days.keys()].sort((a, b) => a - b);
      const cumulative = new Float64Array(sorted.length);
      let total = 0;
      sorted.forEach((day, i) => {
        total += days.get(day) ?? 0;
        cumulative[i] = total;
      });
      indexed.set(testId, { days: Int32Array.from(sorted), cumulative });
    }
    byClinic.set(clinicId, indexed);
  }
  return { screening, results: screening.results.length, byClinic };
};

const usageIndex = (db: DemoDb): UsageIndex => {
  const screening = db.screening;
  let index = indexes.get(db);
  if (index?.screening !== screening || index.results !== screening.results.length) {
    index = buildIndex(screening);
    indexes.set(db, index);
  }
  return index;
};

/** The current usage index: a new one whenever the screening data changes (a cache key). */
export const usageToken = (db: DemoDb): object => usageIndex(db);

/** How many entries of the ascending `days` are before `day` (binary search). */
const countBefore = (days: Int32Array, day: number): number => {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((days[middle] ?? 0) < day) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Results of one test in [from, to) (day numbers). */
const resultsBetween = (test: TestDays, from: number, to: number): number => {
  const start = countBefore(test.days, from);
  const end = countBefore(test.days, to);
  if (end <= start) return 0;
  return (test.cumulative[end - 1] ?? 0) - (start > 0 ? (test.cumulative[start - 1] ?? 0) : 0);
};

/** Units of the consumable used at the clinic on the days [from, to). */
export const usedBetween = (
  db: DemoDb,
  clinicId: number,
  consumable: Pick<DemoConsumable, 'uses'>,
  from: number,
  to: number,
): number => {
  const tests = usageIndex(db).byClinic.get(clinicId);
  if (!tests) return 0;
  let used = 0;
  for (const use of consumable.uses) {
    const test = tests.get(use.test_type_id);
    if (test) used += use.quantity * resultsBetween(test, from, to);
  }
  return used;
};

/** The days in [from, to) with any use of the consumable at the clinic, and the units used on each. */
export const usedByDay = (
  db: DemoDb,
  clinicId: number,
  consumable: Pick<DemoConsumable, 'uses'>,
  from: number,
  to: number,
): Map<number, number> => {
  const byDay = new Map<number, number>();
  const tests = usageIndex(db).byClinic.get(clinicId);
  if (!tests) return byDay;
  for (const use of consumable.uses) {
    const test = tests.get(use.test_type_id);
    if (!test) continue;
    const end = countBefore(test.days, to);
    for (let i = countBefore(test.days, from); i < end; i += 1) {
      const day = test.days[i] ?? 0;
      const count = (test.cumulative[i] ?? 0) - (i > 0 ? (test.cumulative[i - 1] ?? 0) : 0);
      byDay.set(day, (byDay.get(day) ?? 0) + use.quantity * count);
    }
  }
  return byDay;
};
