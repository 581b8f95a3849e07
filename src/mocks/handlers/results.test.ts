import { describe, expect, it } from 'vitest';

import { createDemoDb } from '../db';
import type { DemoResult } from '../screening/types';
import { firstIndexBefore, resultRoutes, resultsOfPatient } from './results';

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

describe("one patient's results", () => {
  const filter = resultRoutes.find((route) => route.operation === 'filterResults')!;
  const ask = (db: ReturnType<typeof createDemoDb>, body: Record<string, unknown>) =>
    filter.resolve({
      db,
      user: db.users.find((user) => user.email.startsWith('admin'))!,
      body: { page: 1, limit: 500, ...body },
      params: {},
      token: null,
    }) as { body: { data: { records: { id: number }[]; total_count: number } } };

  it('answers from the patient index what a scan of every result finds, newest first', () => {
    const db = createDemoDb();
    const patientId = db.screening.newestFirst[0]!.patient_id;
    const testTypeId = db.screening.newestFirst[0]!.test_type_id;
    const scan = (keep: (result: DemoResult) => boolean) =>
      db.screening.newestFirst
        .filter((result) => result.patient_id === patientId && keep(result))
        .map((r) => r.id);
    expect(resultsOfPatient(db, patientId).map((result) => result.id)).toEqual(scan(() => true));
    const all = ask(db, { patient_id: patientId, test_type_id: testTypeId });
    expect(all.body.data.records.map((row) => row.id)).toEqual(scan((r) => r.test_type_id === testTypeId));
    expect(all.body.data.total_count).toBeGreaterThan(0);
    const start = db.screening.newestFirst[0]!.day;
    const recent = ask(db, { patient_id: patientId, start_date: start });
    expect(recent.body.data.records.map((row) => row.id)).toEqual(scan((r) => r.day >= start));
  });

  it('follows a result added after the index was built', () => {
    const db = createDemoDb();
    const newest = db.screening.newestFirst;
    const model = newest[0]!;
    const before = ask(db, { patient_id: model.patient_id }).body.data.total_count;
    const copy = { ...model, id: db.screening.results.length + 1 };
    db.screening.results.push(copy);
    newest.splice(1, 0, copy);
    const after = ask(db, { patient_id: model.patient_id }).body.data;
    expect(after.total_count).toBe(before + 1);
    expect(after.records[1]?.id).toBe(copy.id);
  });

  it('has no results for an unknown patient', () => {
    const db = createDemoDb();
    expect(ask(db, { patient_id: 9_999_999 }).body.data).toMatchObject({ records: [], total_count: 0 });
  });
});
