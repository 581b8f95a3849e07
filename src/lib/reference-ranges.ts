/**
 * Reference ranges: how a numeric test's value becomes a health-result label (docs/requirements.md
 * 12.9.5, 12.10; the contract's ReferenceRange in openapi/v3.yaml), and what makes a set of ranges
 * wrong (overlaps, gaps, a label the test cannot give). Pure: the screens, the demo API and any
 * later result screen use the same rules (docs/master-data.md, "Test types and reference ranges").
 */
export type RangeGender = 'any' | 'male' | 'female';
export type TestKind = 'numeric' | 'categorical' | 'questionnaire';

export interface ReferenceRangeLike {
  gender: RangeGender;
  /** Years, included. */
  age_from: number;
  /** Years, excluded: 18 to 120 is 18 up to 119. */
  age_to: number;
  /** Included; null: no lower bound. */
  low: number | null;
  /** Excluded; null: no upper bound. */
  high: number | null;
  label: string;
  /** YYYY-MM-DD: the range applies to results from this day. */
  effective_from: string;
}

export interface LabelledTest<Range extends ReferenceRangeLike = ReferenceRangeLike> {
  kind: TestKind;
  ranges: readonly Range[];
  labels: readonly string[];
}

export interface Patient {
  /** Whole years on the day of the result. */
  age: number;
  gender: 'male' | 'female';
}

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `low <= value < high`, a null bound open. */
export const inRange = (range: Pick<ReferenceRangeLike, 'low' | 'high'>, value: number): boolean =>
  (range.low === null || range.low <= value) && (range.high === null || value < range.high);

/** One gender's ranges for one age band from one date: a set, meant to cover values without overlap. */
const setKey = (range: ReferenceRangeLike): string =>
  `${range.gender}|${range.age_from}|${range.age_to}|${range.effective_from}`;

/**
 * The label a value gets, and the range that gave it; null when the test is not numeric, the value
 * or the age is not a number, or no range applies. The rules (docs/master-data.md):
 * - a range applies to `low <= value < high` (null open), ages `age_from <= age < age_to`, its gender
 *   'any' or the patient's, from its `effective_from` on;
 * - the ranges of one gender, age band and date are a set; of the sets that cover the patient on
 *   the day, those for the patient's gender win over 'any' (a gender's set replaces the 'any' set
 *   for that patient entirely), then the latest date wins (a newer set replaces an older one), then
 *   the narrowest age band (overlapping bands are refused by `rangeProblems`);
 * - a range whose label is not among the test's labels is never used.
 */
export const labelFor = <Range extends ReferenceRangeLike>(
  test: LabelledTest<Range>,
  value: number,
  patient: Patient,
  on: string,
): { label: string; range: Range } | null => {
  if (!Number.isFinite(value)) return null;
  const range = applicableSet(test, patient, on).find((candidate) => inRange(candidate, value));
  return range ? { label: range.label, range } : null;
};

/**
 * The set of ranges that applies to a patient on a day (labelFor's rules above), or [] when the test
 * is not numeric or none covers the patient. Its ranges are in the order the test holds them.
 */
export const applicableSet = <Range extends ReferenceRangeLike>(
  test: LabelledTest<Range>,
  patient: Patient,
  on: string,
): Range[] => {
  if (test.kind !== 'numeric' || !API_DATE.test(on)) return [];
  if (!Number.isFinite(patient.age) || patient.age < 0) return [];
  const covering = test.ranges.filter(
    (range) =>
      test.labels.includes(range.label) &&
      range.effective_from <= on &&
      range.age_from <= patient.age &&
      patient.age < range.age_to &&
      (range.gender === 'any' || range.gender === patient.gender),
  );
  const own = covering.filter((range) => range.gender === patient.gender);
  const pool = own.length > 0 ? own : covering;
  const best = pool.reduce<Range | undefined>((chosen, range) => {
    if (chosen === undefined) return range;
    if (range.effective_from !== chosen.effective_from)
      return range.effective_from > chosen.effective_from ? range : chosen;
    const width = range.age_to - range.age_from;
    const chosenWidth = chosen.age_to - chosen.age_from;
    if (width !== chosenWidth) return width < chosenWidth ? range : chosen;
    return range.age_from < chosen.age_from ? range : chosen;
  }, undefined);
  if (best === undefined) return [];
  const key = setKey(best);
  return pool.filter((candidate) => setKey(candidate) === key);
};

/**
 * The values the applicable set labels normal (its ranges whose label is in `isNormal`), as one span
 * from the lowest low to the highest high (null open), for a trend chart's shaded band; null when
 * no normal range applies.
 */
export const normalSpanOf = (
  ranges: readonly Pick<ReferenceRangeLike, 'low' | 'high' | 'label'>[],
  isNormal: (label: string) => boolean,
): { low: number | null; high: number | null } | null => {
  const normal = ranges.filter((range) => isNormal(range.label));
  if (normal.length === 0) return null;
  const lows = normal.map((range) => range.low);
  const highs = normal.map((range) => range.high);
  return {
    low: lows.includes(null) ? null : Math.min(...(lows as number[])),
    high: highs.includes(null) ? null : Math.max(...(highs as number[])),
  };
};

/** 'YYYY-MM-DD' as 'DD-MM-YYYY' (docs/requirements.md section 9's display format). */
const shownDate = (date: string): string =>
  API_DATE.test(date) ? date.split('-').reverse().join('-') : date;

const GENDER_NAMES: Readonly<Record<RangeGender, string>> = {
  any: 'Any gender',
  male: 'Male',
  female: 'Female',
};

type SetFields = Pick<ReferenceRangeLike, 'gender' | 'age_from' | 'age_to' | 'effective_from'>;

/** A set's gender ('Any gender'), ages ('18 to 120') and first day ('01-01-2024'), as people read them. */
export const setParts = (range: SetFields) => ({
  gender: GENDER_NAMES[range.gender],
  ages: `${range.age_from} to ${range.age_to}`,
  from: shownDate(range.effective_from),
});

/** 'Any gender, 18 to 120, from 01-01-2024': a set as the rules' messages name it. */
export const describeSet = (range: SetFields): string => {
  const { gender, ages, from } = setParts(range);
  return `${gender}, ${ages}, from ${from}`;
};

/** 'below 100', '100 to 126', '126 and above', 'any value'. */
export const describeValues = (range: Pick<ReferenceRangeLike, 'low' | 'high'>): string =>
  range.low === null
    ? range.high === null
      ? 'any value'
      : `below ${range.high}`
    : range.high === null
      ? `${range.low} and above`
      : `${range.low} to ${range.high}`;

export interface RangeProblem {
  /** The index of the range to fix (of two that clash, the later one by value or age). */
  row: number;
  message: string;
}

const bound = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** A range whose every field is usable; a form's half-typed row is left to its fields' messages. */
const wellFormed = (range: ReferenceRangeLike): boolean =>
  range.gender in GENDER_NAMES &&
  Number.isInteger(range.age_from) &&
  Number.isInteger(range.age_to) &&
  bound(range.low) &&
  bound(range.high) &&
  typeof range.label === 'string' &&
  typeof range.effective_from === 'string' &&
  API_DATE.test(range.effective_from);

interface Indexed {
  range: ReferenceRangeLike;
  row: number;
}

const groupBy = (items: readonly Indexed[], key: (range: ReferenceRangeLike) => string) => {
  const groups = new Map<string, Indexed[]>();
  for (const item of items) {
    const name = key(item.range);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups.values()];
};

const lowOf = (range: ReferenceRangeLike): number => range.low ?? -Infinity;
const highOf = (range: ReferenceRangeLike): number => range.high ?? Infinity;

/** Overlaps and gaps of one set, by value: sorted by low, each range against the reach so far. */
const valueProblems = (set: readonly Indexed[]): RangeProblem[] => {
  const sorted = [...set].sort(
    (a, b) => lowOf(a.range) - lowOf(b.range) || highOf(a.range) - highOf(b.range),
  );
  const [first, ...rest] = sorted;
  if (first === undefined) return [];
  const name = describeSet(first.range);
  const problems: RangeProblem[] = [];
  let reach = first;
  for (const next of rest) {
    const end = highOf(reach.range);
    const start = lowOf(next.range);
    if (start < end) {
      problems.push({
        row: next.row,
        message: `${name}: ${describeValues(reach.range)} overlaps ${describeValues(next.range)}`,
      });
    } else if (start > end) {
      problems.push({ row: next.row, message: `${name}: nothing between ${end} and ${start}` });
    }
    if (highOf(next.range) > end) reach = next;
  }
  return problems;
};

/** Age bands of one gender and date that overlap (gaps are allowed: no ranges for children). */
const ageProblems = (sameGenderAndDate: readonly Indexed[]): RangeProblem[] => {
  const bands = groupBy(sameGenderAndDate, (range) => `${range.age_from}|${range.age_to}`)
    .flatMap((band) => band.slice(0, 1))
    .sort((a, b) => a.range.age_from - b.range.age_from || a.range.age_to - b.range.age_to);
  const problems: RangeProblem[] = [];
  let reach: Indexed | undefined;
  for (const band of bands) {
    if (reach !== undefined && band.range.age_from < reach.range.age_to) {
      const { gender, effective_from } = band.range;
      problems.push({
        row: band.row,
        message:
          `${GENDER_NAMES[gender]}, from ${shownDate(effective_from)}: ages ${reach.range.age_from} to ` +
          `${reach.range.age_to} overlap ages ${band.range.age_from} to ${band.range.age_to}`,
      });
    }
    if (reach === undefined || band.range.age_to > reach.range.age_to) reach = band;
  }
  return problems;
};

/**
 * What is wrong with a test's ranges, in plain words naming the ranges, ordered by row: an empty
 * age band or value range, a label not among `labels`, overlapping or gapped ranges within a set
 * (one gender, age band and date), and overlapping age bands of one gender and date. Gaps between
 * age bands are allowed, and so are open ends (no range below the first). Empty when all is well.
 */
export const rangeProblems = (
  ranges: readonly ReferenceRangeLike[],
  labels?: readonly string[],
): RangeProblem[] => {
  const usable: Indexed[] = [];
  const problems: RangeProblem[] = [];
  ranges.forEach((range, row) => {
    if (!wellFormed(range)) return;
    const name = describeSet(range);
    if (range.age_from >= range.age_to) {
      problems.push({ row, message: `${name}: the ages must go up (age from below age to)` });
      return;
    }
    if (range.low !== null && range.high !== null && range.low >= range.high) {
      problems.push({ row, message: `${name}: ${range.low} to ${range.high} is empty (low below high)` });
      return;
    }
    if (labels !== undefined && !labels.includes(range.label)) {
      problems.push({ row, message: `${name}: ${range.label} is not one of this test’s labels` });
    }
    usable.push({ range, row });
  });
  for (const set of groupBy(usable, setKey)) problems.push(...valueProblems(set));
  for (const group of groupBy(usable, (range) => `${range.gender}|${range.effective_from}`)) {
    problems.push(...ageProblems(group));
  }
  return problems.sort((a, b) => a.row - b.row);
};
