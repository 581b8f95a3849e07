import type { ScoreBand } from '@/lib/score-bands';
import { bandFor } from '@/lib/score-bands';
import { labelFor } from '@/lib/reference-ranges';

import { seedQuestionnaires } from '../catalogues/seed-questionnaires';
import { seedTests } from '../catalogues/seed-tests';
import { createPrng, type Prng } from '../prng';
import { ageOn } from './age';
import type { DemoPatient, DemoResult, DemoScreening, DemoSession } from './types';

const SEED = 20_261_126;
const DAY = 86_400_000;
/**
 * Sessions lie in the 450 days before today, more of them recent (a kiosk network that grows); none
 * today, so that none is later than the clock whatever the hour.
 */
const SPAN_DAYS = 450;

type SeededTest = ReturnType<typeof seedTests>['testTypes'][number];

/** A normal draw (Box-Muller), for plausible values around a mean. */
const gauss = (prng: Prng, mean: number, sd: number): number =>
  mean + sd * Math.sqrt(-2 * Math.log(1 - prng.next())) * Math.cos(2 * Math.PI * prng.next());

const round = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

interface Person {
  age: number;
  gender: 'male' | 'female';
}

/**
 * Values by test code, from the person's age and gender (docs/patients.md, "Demo data"): blood
 * pressure, sugar and lipids rise with age, haemoglobin is lower in women, a few values land in
 * every label's range. The label is never drawn: the test's ranges give it.
 */
const NUMERIC: Readonly<Record<string, (prng: Prng, person: Person) => number>> = {
  BP_SYS: (prng, { age }) => round(clamp(gauss(prng, 100 + 0.55 * age, 14), 78, 215), 0),
  BP_DIA: (prng, { age }) => round(clamp(gauss(prng, 62 + 0.28 * age, 9), 45, 130), 0),
  GLU_F: (prng, { age }) =>
    round(clamp(gauss(prng, 88 + 0.35 * age, 12) + (prng.chance(0.1) ? gauss(prng, 60, 30) : 0), 60, 380), 0),
  HBA1C: (prng, { age }) =>
    round(clamp(gauss(prng, 5.0 + 0.012 * age, 0.35) + (prng.chance(0.1) ? gauss(prng, 2, 1) : 0), 4, 14), 1),
  CHOL_T: (prng, { age }) => round(clamp(gauss(prng, 160 + 0.7 * age, 32), 100, 360), 0),
  CHOL_LDL: (prng, { age }) => round(clamp(gauss(prng, 85 + 0.6 * age, 28), 40, 260), 0),
  TRIG: (prng) => round(clamp(Math.exp(gauss(prng, Math.log(125), 0.42)), 40, 900), 0),
  PULSE: (prng) => round(clamp(gauss(prng, 77, 12), 42, 140), 0),
  SPO2: (prng) => round(clamp(gauss(prng, 97.3, 1.4), 86, 100), 0),
  HB: (prng, { gender }) => round(clamp(gauss(prng, gender === 'female' ? 12.9 : 14.6, 1.3), 7, 19), 1),
};

/** Findings by code, [label, weight]; the ECG's rhythm follows the session's pulse (see below). */
const FINDINGS: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  ECG_1L: [
    ['Normal Sinus Rhythm', 86],
    ['Possible Atrial Fibrillation', 3],
    ['Unclassified', 4],
    ['Too Short', 4],
    ['Unreadable', 3],
  ],
  SPIRO: [
    ['Normal', 80],
    ['Obstructive defect', 9],
    ['Restrictive pattern', 7],
    ['Mixed pattern', 4],
  ],
  STETH_H: [
    ['Normal Heart Sound', 89],
    ['Murmur', 5],
    ['Arrhythmia', 2],
    ['Invalid', 4],
  ],
  STETH_L: [
    ['Normal lung Sound', 88],
    ['Abnormal', 6],
    ['Pulmonary Arterial Hypertension', 1],
    ['Invalid', 5],
  ],
};

const weighted = (prng: Prng, options: ReadonlyArray<readonly [string, number]>): string => {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = prng.next() * total;
  for (const [label, weight] of options) {
    if (roll < weight) return label;
    roll -= weight;
  }
  return options[0]?.[0] ?? 'Normal';
};

/** Which tests a session measures: the vitals always, the rest by chance (about 8 a session). */
const PANEL: ReadonlyArray<readonly [string, number]> = [
  ['BP_SYS', 1],
  ['BP_DIA', 1],
  ['PULSE', 1],
  ['SPO2', 1],
  ['ECG_1L', 0.6],
  ['GLU_F', 0.5],
  ['HBA1C', 0.2],
  ['CHOL_T', 0.35],
  ['CHOL_LDL', 0.35],
  ['TRIG', 0.35],
  ['HB', 0.3],
  ['SPIRO', 0.2],
  ['VISION_C', 0.15],
  ['STETH_H', 0.25],
  ['STETH_L', 0.25],
  ['PHQ9', 0.3],
  ['PRAKRITI', 0.12],
];

interface Context {
  prng: Prng;
  tests: ReadonlyMap<string, SeededTest>;
  bands: ReadonlyMap<number, readonly ScoreBand[]>;
}

type Drawn = Pick<DemoResult, 'value' | 'label' | 'low' | 'high' | 'ranged'>;

const drawResult = (
  context: Context,
  test: SeededTest,
  person: Person,
  day: string,
  pulse: number | null,
): Drawn | null => {
  const { prng } = context;
  if (test.kind === 'numeric') {
    const model = NUMERIC[test.code];
    if (!model) return null;
    const value = model(prng, person);
    const found = labelFor(test, value, person, day);
    // No range covers the person (a child, for adult cut-offs): the kiosk does not offer the test.
    return found
      ? { value, label: found.label, low: found.range.low, high: found.range.high, ranged: true }
      : null;
  }
  if (test.kind === 'questionnaire') {
    if (person.age < 18) return null;
    const categoryId = test.question_category_id;
    const bands = categoryId === null || categoryId === undefined ? undefined : context.bands.get(categoryId);
    const top = Math.max(0, ...(bands ?? []).map((band) => band.to));
    const value =
      test.code === 'PHQ9'
        ? clamp(Math.floor(Math.exp(gauss(prng, 1.2, 0.9))) - 1, 0, top)
        : prng.int(0, top);
    const label = bands ? bandFor(bands, value) : null;
    const band = bands?.find((candidate) => candidate.label === label);
    return label && band ? { value, label, low: band.from, high: band.to + 1, ranged: true } : null;
  }
  if (test.code === 'VISION_C') {
    const deficient = prng.chance(person.gender === 'male' ? 0.08 : 0.005);
    return {
      value: null,
      label: deficient ? 'Red Green Deficiency' : 'Normal Vision',
      low: null,
      high: null,
      ranged: false,
    };
  }
  if (test.code === 'ECG_1L' && pulse !== null && (pulse < 50 || pulse > 100) && prng.chance(0.85)) {
    return {
      value: null,
      label: pulse < 50 ? 'Bradycardia' : 'Tachycardia',
      low: null,
      high: null,
      ranged: false,
    };
  }
  const findings = FINDINGS[test.code];
  if (!findings) return null;
  const label = weighted(prng, findings);
  return test.labels.includes(label as never)
    ? { value: null, label, low: null, high: null, ranged: false }
    : null;
};

const sessionCount = (prng: Prng): number => {
  const roll = prng.next();
  return roll < 0.5 ? 1 : roll < 0.85 ? 2 : 3;
};

const iso = (ms: number): string => new Date(ms).toISOString();
const two = (value: number): string => (value < 10 ? `0${value}` : `${value}`);

/**
 * `iso(ms)` for a time on `day` (its ISO date, the day of `dayStart`), whole minutes only: the
 * seed's results are stamped a minute apart within their session's day, and formatting them without
 * a Date each keeps the first load of the demo's screening data short (docs/performance.md).
 */
const isoOnDay = (day: string, dayStart: number, ms: number): string => {
  const minutes = Math.floor((ms - dayStart) / 60_000);
  return `${day}T${two(Math.floor(minutes / 60))}:${two(minutes % 60)}:00.000Z`;
};

/**
 * Every patient's sessions and results, deterministic for the patients and the day: sessions in the
 * 450 days before `today` (YYYY-MM-DD) at the patient's home clinic, each measuring the vitals and a
 * few more tests, labelled by the seeded test types' ranges and score bands.
 */
export const seedScreening = (patients: readonly DemoPatient[], today: string): DemoScreening => {
  const prng = createPrng(SEED);
  const { testTypes } = seedTests();
  const { questionCategories } = seedQuestionnaires();
  const context: Context = {
    prng,
    tests: new Map(testTypes.map((test) => [test.code, test])),
    bands: new Map(questionCategories.map((category) => [category.id, category.bands])),
  };
  const end = Date.parse(`${today}T00:00:00.000Z`);
  const sessions: DemoSession[] = [];
  const results: DemoResult[] = [];
  for (const patient of patients) {
    if (patient.import_id !== null) continue;
    const count = sessionCount(prng);
    const days = Array.from({ length: count }, () => Math.floor(SPAN_DAYS * prng.next() ** 1.6)).sort(
      (a, b) => b - a,
    );
    for (const daysAgo of days) {
      const started = end - (daysAgo + 1) * DAY + prng.int(8 * 60, 18 * 60) * 60_000;
      const session: DemoSession = {
        id: sessions.length + 1,
        patient_id: patient.id,
        clinic_id: patient.clinic_id,
        camp_id: null,
        kiosk_id: patient.clinic_id * 2 - prng.int(0, 1),
        started_at: iso(started),
      };
      sessions.push(session);
      const day = session.started_at.slice(0, 10);
      const dayStart = Date.parse(`${day}T00:00:00.000Z`);
      const person: Person = { age: ageOn(patient.date_of_birth, day), gender: patient.gender };
      let pulse: number | null = null;
      let minute = 1;
      for (const [code, chance] of PANEL) {
        if (chance < 1 && !prng.chance(chance)) continue;
        const test = context.tests.get(code);
        if (!test) continue;
        const drawn = drawResult(context, test, person, day, pulse);
        if (!drawn) continue;
        if (code === 'PULSE') pulse = drawn.value;
        // Sessions start on the minute between 08:00 and 18:00: their results stay on that day.
        const measured = isoOnDay(day, dayStart, started + minute * 60_000);
        minute += 1;
        results.push({
          id: results.length + 1,
          session_id: session.id,
          patient_id: patient.id,
          test_type_id: test.id,
          ...drawn,
          measured_at: measured,
          day: measured.slice(0, 10),
        });
      }
    }
  }
  return indexScreening(sessions, results);
};

/** The lookups the handlers use, built once. */
export const indexScreening = (sessions: DemoSession[], results: DemoResult[]): DemoScreening => {
  const sessionsByPatient = new Map<number, DemoSession[]>();
  for (const session of sessions) {
    const list = sessionsByPatient.get(session.patient_id) ?? [];
    list.push(session);
    sessionsByPatient.set(session.patient_id, list);
  }
  const lastScreening = new Map<number, string>();
  for (const [patientId, list] of sessionsByPatient) {
    // ISO times of one format: their code-unit order is their time order (no locale collation).
    list.sort((a, b) => (a.started_at < b.started_at ? 1 : a.started_at > b.started_at ? -1 : b.id - a.id));
    const latest = list[0];
    if (latest) lastScreening.set(patientId, latest.started_at);
  }
  const resultsBySession = new Map<number, DemoResult[]>();
  for (const result of results) {
    const list = resultsBySession.get(result.session_id) ?? [];
    list.push(result);
    resultsBySession.set(result.session_id, list);
  }
  // Newest first, then by id: sorted on numeric keys (a time, an id), not on strings, which took
  // most of the first Summary's or Patients' load at the seeded scale.
  const times = results.map((result) => Date.parse(result.measured_at));
  const order = Array.from(results.keys()).sort(
    (a, b) => (times[b] ?? 0) - (times[a] ?? 0) || (results[a]?.id ?? 0) - (results[b]?.id ?? 0),
  );
  const newestFirst = order.map((index) => results[index] as DemoResult);
  return { sessions, results, sessionsByPatient, resultsBySession, newestFirst, lastScreening };
};
