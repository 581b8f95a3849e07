import { FilterResultsBody, FilterScreeningSessionsBody, FilterSummaryBody } from '@/generated/zod/v3.zod';
import type { ScreeningScope } from '@/generated/model';
import { outcomeOf, type ResultOutcome } from '@/lib/result-outcome';

import type { DemoDb } from '../db';
import { inDays, patientScope, resultDto, resultRowDto } from '../screening/scope';
import type { DemoResult } from '../screening/types';
import type { DemoUser } from '../types';
import { dateRefusal, SCOPE_DATES } from './dates';
import { ok, parseBody, type RouteDefinition } from './kit';
import { PATIENTS } from './records';
import { pageOf } from './scope';

const outcomes = new Map<string, ResultOutcome>();
/** outcomeOf, remembered per label (250,000 results share 46 labels). */
const outcome = (label: string): ResultOutcome => {
  let known = outcomes.get(label);
  if (known === undefined) {
    known = outcomeOf(label);
    outcomes.set(label, known);
  }
  return known;
};

/**
 * Visits the results in a scope, newest first: a mask of the patients in scope, then the day. The
 * Summary counts them as they come; a list keeps them (resultsInScope).
 */
const eachResultInScope = (
  db: DemoDb,
  user: DemoUser,
  scope: ScreeningScope,
  visit: (result: DemoResult) => void,
): void => {
  const { visible, start, end } = patientScope(db, user, scope);
  const inScope = new Uint8Array(db.patients.length + 2);
  db.patients.forEach((patient, index) => {
    inScope[index] = visible(patient) ? 1 : 0;
  });
  const newest = db.screening.newestFirst;
  const from = start === null ? newest.length : firstIndexBefore(newest, start);
  const to = end === null ? 0 : firstIndexBefore(newest, end, true);
  // Only the results of the date range (newest first, so a contiguous slice), then the patients.
  // The slice holds the range's days and no other, so no day is compared again here: comparing
  // the day strings of ~46,000 results (a month at DEMO_SCALE=max) took 10 of the Summary's 17 ms.
  for (let index = to; index < from; index += 1) {
    const result = newest[index];
    if (result !== undefined && inScope[result.patient_id - 1] === 1) visit(result);
  }
};

/** The results in a scope that `keep` keeps, newest first. */
const resultsInScope = (
  db: DemoDb,
  user: DemoUser,
  scope: ScreeningScope,
  keep: (result: DemoResult) => boolean = () => true,
): DemoResult[] => {
  const found: DemoResult[] = [];
  eachResultInScope(db, user, scope, (result) => {
    if (keep(result)) found.push(result);
  });
  return found;
};

/**
 * Each patient's results in `newestFirst`'s order (newest first, then by id), built on first use and
 * rebuilt when `newestFirst` is another array or has another length (a recorded session or a Pact
 * provider state inserts results; nothing removes one). Patient Details' trend asks for one patient's
 * results: this answers it from their own few dozen instead of a scan of all ~244,000 at max scale.
 */
interface PatientResultsIndex {
  newest: readonly DemoResult[];
  length: number;
  byPatient: Map<number, DemoResult[]>;
}
const patientIndexes = new WeakMap<DemoDb, PatientResultsIndex>();

export const resultsOfPatient = (db: DemoDb, patientId: number): readonly DemoResult[] => {
  const newest = db.screening.newestFirst;
  let index = patientIndexes.get(db);
  if (index?.newest !== newest || index.length !== newest.length) {
    const byPatient = new Map<number, DemoResult[]>();
    for (const result of newest) {
      const list = byPatient.get(result.patient_id);
      if (list) list.push(result);
      else byPatient.set(result.patient_id, [result]);
    }
    index = { newest, length: newest.length, byPatient };
    patientIndexes.set(db, index);
  }
  return index.byPatient.get(patientId) ?? [];
};

/**
 * One patient's results in a scope, newest first: the same answer as resultsInScope with a
 * patient_id test, from the patient's own results.
 */
const patientResultsInScope = (
  db: DemoDb,
  user: DemoUser,
  scope: ScreeningScope,
  patientId: number,
  keep: (result: DemoResult) => boolean,
): DemoResult[] => {
  const patient = db.patient(patientId);
  if (!patient) return [];
  const { visible, start, end } = patientScope(db, user, scope);
  if (!visible(patient)) return [];
  return resultsOfPatient(db, patientId).filter((result) => inDays(result.day, start, end) && keep(result));
};

/**
 * The Summary's counts over the results in scope, counted as they are visited (no list of them is
 * kept: 46,000 pushes took 3 ms): distinct patients and sessions marked in typed arrays by id, not
 * Sets (about 46,000 results in a month at DEMO_SCALE=max; 15.6 -> 12.7 ms in Node), and each test
 * type's labels, the types by id in an array. The outcomes are read once per type and label at the
 * end, not once per result. With the day check gone (eachResultInScope) the call's minimum went
 * from 15.4 to about 7 ms on 2026-11-28.
 */
const summaryCounter = (db: DemoDb) => {
  const seenPatient = new Uint8Array(db.patients.length + 2);
  const seenSession = new Uint8Array(db.screening.sessions.length + 2);
  let tests = 0;
  let patients = 0;
  let sessions = 0;
  const labelsOfType: (Map<string, number> | undefined)[] = [];
  const add = (result: DemoResult): void => {
    tests += 1;
    if (seenPatient[result.patient_id] === 0) {
      seenPatient[result.patient_id] = 1;
      patients += 1;
    }
    if (seenSession[result.session_id] === 0) {
      seenSession[result.session_id] = 1;
      sessions += 1;
    }
    let labels = labelsOfType[result.test_type_id];
    if (labels === undefined) {
      labels = new Map<string, number>();
      labelsOfType[result.test_type_id] = labels;
    }
    labels.set(result.label, (labels.get(result.label) ?? 0) + 1);
  };
  const totals = () => {
    let abnormal = 0;
    let failed = 0;
    const byType = new Map<number, Map<string, number>>();
    labelsOfType.forEach((labels, typeId) => {
      if (labels === undefined) return;
      byType.set(typeId, labels);
      for (const [label, count] of labels) {
        const kind = outcome(label);
        if (kind === 'abnormal') abnormal += count;
        else if (kind === 'failed') failed += count;
      }
    });
    return { tests, patients, sessions, abnormal, failed, byType };
  };
  return { add, totals };
};

/**
 * In results ordered newest first, the index of the first one whose day is before `day` (or, with
 * `inclusive`, not after it): a binary search, so a date range scans its own results only.
 */
export const firstIndexBefore = (newest: readonly DemoResult[], day: string, inclusive = false): number => {
  let low = 0;
  let high = newest.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = newest[middle]?.day ?? '';
    if (inclusive ? value <= day : value < day) high = middle;
    else low = middle + 1;
  }
  return low;
};

export const resultRoutes: RouteDefinition[] = [
  {
    operation: 'filterScreeningSessions',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterScreeningSessionsBody, body);
      if (!parsed.ok) return parsed.result;
      const { patient_id, page, limit } = parsed.value;
      const found = PATIENTS.readable(db, user, patient_id);
      if (!found.ok) return found.result;
      const patient = found.row;
      const sessions = db.screening.sessionsByPatient.get(patient.id) ?? [];
      return ok({
        records: pageOf(sessions, page, limit).map((session) => ({
          id: session.id,
          patient_id: session.patient_id,
          started_at: session.started_at,
          clinic: { id: session.clinic_id, name: db.clinic(session.clinic_id)?.name ?? 'Unknown clinic' },
          camp_id: session.camp_id,
          kiosk_id: session.kiosk_id,
          results: (db.screening.resultsBySession.get(session.id) ?? []).map((result) =>
            resultDto(db, result),
          ),
        })),
        total_count: sessions.length,
      });
    },
  },
  {
    operation: 'filterResults',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterResultsBody, body);
      if (!parsed.ok) return parsed.result;
      const badDate = dateRefusal(parsed.value, SCOPE_DATES);
      if (badDate) return badDate;
      const { page, limit, patient_id, test_type_id, label, outcome: wanted, ...scope } = parsed.value;
      // A patient the user may not read is a 403; an unknown one simply has no results.
      const asked = patient_id == null ? null : PATIENTS.find(db, patient_id);
      const foreign = asked?.ok ? PATIENTS.outOfScope(db, user, asked.row) : null;
      if (foreign) return foreign;
      const wantedLabel = label?.toLowerCase() ?? null;
      const keep = (result: DemoResult): boolean =>
        (test_type_id == null || result.test_type_id === test_type_id) &&
        (wantedLabel === null || result.label.toLowerCase() === wantedLabel) &&
        (wanted == null || outcome(result.label) === wanted);
      const found =
        patient_id == null
          ? resultsInScope(db, user, scope, keep)
          : patientResultsInScope(db, user, scope, patient_id, keep);
      return ok({
        records: pageOf(found, page, limit).map((result) => resultRowDto(db, result)),
        total_count: found.length,
      });
    },
  },
  {
    operation: 'filterSummary',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterSummaryBody, body);
      if (!parsed.ok) return parsed.result;
      const badDate = dateRefusal(parsed.value, SCOPE_DATES);
      if (badDate) return badDate;
      const counter = summaryCounter(db);
      eachResultInScope(db, user, parsed.value, counter.add);
      const { tests, patients, sessions, abnormal, failed, byType } = counter.totals();
      const tests_by_type = db.catalogues.testTypes
        .filter((test) => byType.has(test.id))
        .map((test) => {
          const counts = byType.get(test.id) ?? new Map<string, number>();
          const order = [
            ...test.labels,
            ...[...counts.keys()].filter((label) => !test.labels.includes(label as never)),
          ];
          const labels = order
            .filter((label) => (counts.get(label) ?? 0) > 0)
            .map((label) => ({ label, count: counts.get(label) ?? 0 }));
          return {
            test_type: { id: test.id, name: test.name, code: test.code, kind: test.kind, unit: test.unit },
            total: labels.reduce((sum, entry) => sum + entry.count, 0),
            labels,
          };
        });
      return ok({
        patients,
        sessions,
        tests,
        abnormal,
        failed,
        tests_by_type,
      });
    },
  },
];
