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
  /** How many of `screening.results` the index has taken in. */
  results: number;
  /** clinic id -> test type id -> its days. */
  byClinic: Map<number, Map<number, TestDays>>;
  /** A new object whenever the index is built: the cache key of what is derived from it. */
  token: object;
  /** A clinic's own key, new whenever its results change after the build (takeInNewResults). */
  tokens: Map<number, object>;
  /** usedLast30's answers for one today: per clinic, per consumable's `uses` (the array). */
  last30: { today: number; byClinic: Map<number, WeakMap<object, number>> } | null;
}

const indexes = new WeakMap<DemoDb, UsageIndex>();

/** The clinic of each session, by the session's id (sessions keep consecutive ids from 1). */
const clinicOfSession = (screening: DemoScreening, sessionId: number): number | undefined => {
  const session = screening.sessions[sessionId - 1];
  if (session?.id === sessionId) return session.clinic_id;
  return screening.sessions.find((row) => row.id === sessionId)?.clinic_id;
};

const buildIndex = (screening: DemoScreening): UsageIndex => {
  const clinicOf = new Map<number, number>();
  for (const session of screening.sessions) clinicOf.set(session.id, session.clinic_id);
  const counts = new Map<number, Map<number, Map<number, number>>>();
  for (const result of screening.results) {
    const clinicId = clinicOf.get(result.session_id);
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
  return {
    screening,
    results: screening.results.length,
    byClinic,
    token: {},
    tokens: new Map(),
    last30: null,
  };
};

/** One more result of a test on a day: its day inserted if new, the running counts from it raised. */
const withResult = (test: TestDays | undefined, day: number): TestDays => {
  if (!test) return { days: Int32Array.of(day), cumulative: Float64Array.of(1) };
  const slot = countBefore(test.days, day);
  const known = test.days[slot] === day;
  const length = test.days.length + (known ? 0 : 1);
  const days = known ? test.days : new Int32Array(length);
  const cumulative = known ? test.cumulative : new Float64Array(length);
  if (!known) {
    days.set(test.days.subarray(0, slot));
    days[slot] = day;
    days.set(test.days.subarray(slot), slot + 1);
    cumulative.set(test.cumulative.subarray(0, slot));
    cumulative[slot] = slot > 0 ? (test.cumulative[slot - 1] ?? 0) : 0;
    cumulative.set(test.cumulative.subarray(slot), slot + 1);
  }
  for (let i = slot; i < length; i += 1) cumulative[i] = (cumulative[i] ?? 0) + 1;
  return { days, cumulative };
};

/**
 * Takes in the results appended since the index was built (a recorded session, docs/demo-api.md,
 * "Recording a screening session"): the same index a build over every result would give, without
 * the build (about 0.9 s at DEMO_SCALE=max).
 */
const takeInNewResults = (index: UsageIndex): void => {
  const { screening } = index;
  for (; index.results < screening.results.length; index.results += 1) {
    const result = screening.results[index.results];
    const clinicId = result ? clinicOfSession(screening, result.session_id) : undefined;
    if (!result || clinicId === undefined) continue;
    let tests = index.byClinic.get(clinicId);
    if (!tests) index.byClinic.set(clinicId, (tests = new Map<number, TestDays>()));
    tests.set(result.test_type_id, withResult(tests.get(result.test_type_id), dayNumber(result.day)));
    // Only this clinic's balances and uses are derived again.
    index.tokens.set(clinicId, {});
    index.last30?.byClinic.delete(clinicId);
  }
};

const usageIndex = (db: DemoDb): UsageIndex => {
  const screening = db.screening;
  let index = indexes.get(db);
  if (index?.screening !== screening || index.results > screening.results.length) {
    index = buildIndex(screening);
    indexes.set(db, index);
  } else if (index.results < screening.results.length) takeInNewResults(index);
  return index;
};

/**
 * A clinic's usage key: a new one whenever its results change (a cache key of its balances). The
 * index is read once: a reader for the pairs of one call.
 */
export const usageTokens = (db: DemoDb): ((clinicId: number) => object) => {
  const index = usageIndex(db);
  return (clinicId) => index.tokens.get(clinicId) ?? index.token;
};

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

/**
 * Units of the consumable used at the clinic over the 30 days before today: the daily use of the
 * cover (stock-cover.ts). Kept with the usage index until today, the results or the consumable's
 * uses change, so Running low over 12,000 pairs reads them from a map.
 */
export const usedLast30 = (db: DemoDb, clinicId: number, consumable: Pick<DemoConsumable, 'uses'>): number =>
  last30Reader(db)(clinicId, consumable);

/** usedLast30 for many pairs in one call: today and the usage index read once. */
export const last30Reader = (
  db: DemoDb,
): ((clinicId: number, consumable: Pick<DemoConsumable, 'uses'>) => number) => {
  const today = todayNumber(db);
  const index = usageIndex(db);
  if (index.last30?.today !== today) index.last30 = { today, byClinic: new Map() };
  const { byClinic } = index.last30;
  return (clinicId, consumable) => {
    let byUses = byClinic.get(clinicId);
    if (!byUses) byClinic.set(clinicId, (byUses = new WeakMap<object, number>()));
    let used = byUses.get(consumable.uses);
    if (used === undefined) {
      used = usedBetween(db, clinicId, consumable, today - 30, today);
      byUses.set(consumable.uses, used);
    }
    return used;
  };
};
