import { describe, expect, it } from 'vitest';

import {
  applicableSet,
  describeValues,
  inRange,
  labelFor,
  normalSpanOf,
  type LabelledTest,
  rangeProblems,
  type ReferenceRangeLike,
} from './reference-ranges';

/** A range of adults (18 to 120) of any gender from 2024-01-01, with what the case changes. */
const range = (
  low: number | null,
  high: number | null,
  label: string,
  more: Partial<ReferenceRangeLike> = {},
): ReferenceRangeLike => ({
  gender: 'any',
  age_from: 18,
  age_to: 120,
  low,
  high,
  label,
  effective_from: '2024-01-01',
  ...more,
});

/** Fasting glucose as docs/requirements.md 12.10.2 gives it (ADA). */
const GLUCOSE = [range(null, 100, 'Normal'), range(100, 126, 'Prediabetic'), range(126, null, 'Diabetic')];
const numeric = (ranges: readonly ReferenceRangeLike[], labels?: readonly string[]): LabelledTest => ({
  kind: 'numeric',
  ranges,
  labels: labels ?? [...new Set(ranges.map((item) => item.label))],
});
const ADULT = { age: 40, gender: 'female' } as const;
const DAY = '2026-03-01';

describe('inRange: low included, high excluded, null open', () => {
  it.each([
    [99.99, false],
    [100, true],
    [125.99, true],
    [126, false],
  ])('100 to 126 holds %s: %s', (value, expected) => {
    expect(inRange({ low: 100, high: 126 }, value)).toBe(expected);
  });

  it('takes any value below an open high or above an open low', () => {
    expect(inRange({ low: null, high: 100 }, -1e9)).toBe(true);
    expect(inRange({ low: 126, high: null }, 1e9)).toBe(true);
    expect(inRange({ low: null, high: null }, 0)).toBe(true);
  });
});

describe('labelFor', () => {
  it('gives the label and the range that applied', () => {
    expect(labelFor(numeric(GLUCOSE), 110, ADULT, DAY)).toEqual({ label: 'Prediabetic', range: GLUCOSE[1] });
  });

  it('gives nothing for a test that is not numeric, or a value that is not a number', () => {
    expect(labelFor({ ...numeric(GLUCOSE), kind: 'categorical' }, 90, ADULT, DAY)).toBeNull();
    expect(labelFor({ ...numeric(GLUCOSE), kind: 'questionnaire' }, 90, ADULT, DAY)).toBeNull();
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(labelFor(numeric(GLUCOSE), value, ADULT, DAY)).toBeNull();
    }
  });

  it('gives nothing for an age that is not a number, or a day that is not YYYY-MM-DD', () => {
    expect(labelFor(numeric(GLUCOSE), 90, { ...ADULT, age: Number.NaN }, DAY)).toBeNull();
    expect(labelFor(numeric(GLUCOSE), 90, { ...ADULT, age: -1 }, DAY)).toBeNull();
    expect(labelFor(numeric(GLUCOSE), 90, ADULT, '01-03-2026')).toBeNull();
  });

  it('applies an age band from its first year up to, not including, its last', () => {
    const at = (age: number) => labelFor(numeric(GLUCOSE), 90, { ...ADULT, age }, DAY)?.label ?? null;
    expect([at(17), at(18), at(119), at(120)]).toEqual([null, 'Normal', 'Normal', null]);
  });

  it('applies a range from its effective day on, not before', () => {
    const at = (day: string) => labelFor(numeric(GLUCOSE), 90, ADULT, day)?.label ?? null;
    expect([at('2023-12-31'), at('2024-01-01'), at('2030-06-30')]).toEqual([null, 'Normal', 'Normal']);
  });

  it('applies an any-gender range to both genders, and a gender’s range to that gender only', () => {
    const men = numeric([
      range(null, 13, 'Low', { gender: 'male' }),
      range(13, null, 'Normal', { gender: 'male' }),
    ]);
    expect(labelFor(numeric(GLUCOSE), 90, { age: 40, gender: 'male' }, DAY)?.label).toBe('Normal');
    expect(labelFor(numeric(GLUCOSE), 90, { age: 40, gender: 'female' }, DAY)?.label).toBe('Normal');
    expect(labelFor(men, 12, { age: 40, gender: 'male' }, DAY)?.label).toBe('Low');
    expect(labelFor(men, 12, { age: 40, gender: 'female' }, DAY)).toBeNull();
  });

  it('prefers the patient’s gender over any, for the same band, and uses only that set', () => {
    const test = numeric([
      range(null, 12, 'Low'),
      range(12, null, 'Normal'),
      range(null, 13, 'Low', { gender: 'male' }),
      range(13, 17, 'Normal', { gender: 'male' }),
    ]);
    expect(labelFor(test, 12.5, { age: 40, gender: 'male' }, DAY)?.label).toBe('Low');
    expect(labelFor(test, 12.5, { age: 40, gender: 'female' }, DAY)?.label).toBe('Normal');
    // Above the men's set: the 'any' set does not fill in for a set it was replaced by.
    expect(labelFor(test, 18, { age: 40, gender: 'male' }, DAY)).toBeNull();
  });

  it('lets a newer set replace an older one from its day on, and keeps the older one before it', () => {
    const test = numeric([
      ...GLUCOSE,
      range(null, 110, 'Normal', { effective_from: '2026-01-01' }),
      range(110, 126, 'Prediabetic', { effective_from: '2026-01-01' }),
      range(126, null, 'Diabetic', { effective_from: '2026-01-01' }),
    ]);
    expect(labelFor(test, 105, ADULT, '2025-12-31')?.label).toBe('Prediabetic');
    expect(labelFor(test, 105, ADULT, '2026-01-01')).toMatchObject({
      label: 'Normal',
      range: { effective_from: '2026-01-01' },
    });
  });

  it('waits for a gender’s set until its day, using the any-gender set before', () => {
    const test = numeric([
      ...GLUCOSE,
      range(null, null, 'High', { gender: 'female', effective_from: '2027-01-01' }),
    ]);
    expect(labelFor(test, 90, ADULT, DAY)?.label).toBe('Normal');
    expect(labelFor(test, 90, ADULT, '2027-01-01')?.label).toBe('High');
  });

  it('takes the newer of two age bands that both cover the patient, then the narrower', () => {
    const rebanded = numeric([
      range(null, null, 'Normal'),
      range(null, null, 'High', { age_from: 30, age_to: 60, effective_from: '2025-01-01' }),
    ]);
    expect(labelFor(rebanded, 1, ADULT, DAY)?.label).toBe('High');
    const sameDay = numeric([
      range(null, null, 'Normal'),
      range(null, null, 'High', { age_from: 30, age_to: 60 }),
    ]);
    expect(labelFor(sameDay, 1, ADULT, DAY)?.label).toBe('High');
  });

  it('gives nothing for a value no range of the set holds (a bounded set)', () => {
    const spo2 = numeric([range(70, 95, 'Low'), range(95, 101, 'Normal')]);
    expect(labelFor(spo2, 69, ADULT, DAY)).toBeNull();
    expect(labelFor(spo2, 101, ADULT, DAY)).toBeNull();
  });

  it('never uses a range whose label the test cannot give', () => {
    expect(labelFor(numeric(GLUCOSE, ['Normal', 'Diabetic']), 110, ADULT, DAY)).toBeNull();
    expect(labelFor(numeric(GLUCOSE, ['Normal', 'Diabetic']), 130, ADULT, DAY)?.label).toBe('Diabetic');
  });
});

describe('describeValues', () => {
  it('says a range as people read it', () => {
    expect(
      [
        range(null, 100, 'Normal'),
        range(100, 126, 'Normal'),
        range(126, null, 'Normal'),
        range(null, null, 'Normal'),
      ].map(describeValues),
    ).toEqual(['below 100', '100 to 126', '126 and above', 'any value']);
  });
});

describe('rangeProblems', () => {
  const messages = (ranges: readonly ReferenceRangeLike[], labels?: readonly string[]) =>
    rangeProblems(ranges, labels).map((problem) => problem.message);

  it('finds nothing wrong with ranges that meet end to end, open at both ends', () => {
    expect(rangeProblems(GLUCOSE, ['Normal', 'Prediabetic', 'Diabetic'])).toEqual([]);
  });

  it('names two ranges that overlap, on the later one', () => {
    expect(
      rangeProblems([
        range(null, 100, 'Normal'),
        range(120, 140, 'Diabetic'),
        range(100, 126, 'Prediabetic'),
      ]),
    ).toEqual([
      { row: 1, message: 'Any gender, 18 to 120, from 01-01-2024: 100 to 126 overlaps 120 to 140' },
    ]);
  });

  it('names a gap between two ranges, on the range after it', () => {
    expect(
      rangeProblems([
        range(null, 100, 'Normal'),
        range(100, 126, 'Prediabetic'),
        range(130, null, 'Diabetic'),
      ]),
    ).toEqual([{ row: 2, message: 'Any gender, 18 to 120, from 01-01-2024: nothing between 126 and 130' }]);
  });

  it('names every range a wide one covers, and two open ends that overlap', () => {
    expect(messages([range(0, 100, 'Normal'), range(10, 20, 'Low'), range(20, 30, 'Low')])).toEqual([
      'Any gender, 18 to 120, from 01-01-2024: 0 to 100 overlaps 10 to 20',
      'Any gender, 18 to 120, from 01-01-2024: 0 to 100 overlaps 20 to 30',
    ]);
    expect(messages([range(null, 100, 'Normal'), range(null, 90, 'Low')])).toEqual([
      'Any gender, 18 to 120, from 01-01-2024: below 90 overlaps below 100',
    ]);
    expect(messages([range(126, null, 'High'), range(130, 140, 'High')])).toEqual([
      'Any gender, 18 to 120, from 01-01-2024: 126 and above overlaps 130 to 140',
    ]);
  });

  it('names a range given twice', () => {
    expect(messages([range(100, 126, 'Prediabetic'), range(100, 126, 'Prediabetic')])).toEqual([
      'Any gender, 18 to 120, from 01-01-2024: 100 to 126 overlaps 100 to 126',
    ]);
  });

  it('compares ranges only within one gender, age band and date', () => {
    expect(
      rangeProblems([
        ...GLUCOSE,
        range(null, 100, 'Normal', { gender: 'male' }),
        range(null, 100, 'Normal', { gender: 'female' }),
        range(null, 100, 'Normal', { effective_from: '2026-01-01' }),
        range(null, 100, 'Normal', { age_from: 0, age_to: 18 }),
      ]),
    ).toEqual([]);
  });

  it('names a label the test cannot give', () => {
    expect(rangeProblems(GLUCOSE, ['Normal', 'Diabetic'])).toEqual([
      {
        row: 1,
        message: 'Any gender, 18 to 120, from 01-01-2024: Prediabetic is not one of this test’s labels',
      },
    ]);
    expect(rangeProblems(GLUCOSE)).toEqual([]);
  });

  it('names an empty range and an age band the wrong way round, and leaves them out of the rest', () => {
    expect(
      messages([
        range(null, 100, 'Normal'),
        range(126, 100, 'Prediabetic'),
        range(100, null, 'Diabetic', { age_from: 60, age_to: 18 }),
      ]),
    ).toEqual([
      'Any gender, 18 to 120, from 01-01-2024: 126 to 100 is empty (low below high)',
      'Any gender, 60 to 18, from 01-01-2024: the ages must go up (age from below age to)',
    ]);
  });

  it('names age bands of one gender and date that overlap, and allows gaps between bands', () => {
    const male = { gender: 'male' } as const;
    expect(
      rangeProblems([
        range(null, null, 'Normal', { ...male, age_from: 18, age_to: 60 }),
        range(null, null, 'Normal', { ...male, age_from: 40, age_to: 120 }),
      ]),
    ).toEqual([{ row: 1, message: 'Male, from 01-01-2024: ages 18 to 60 overlap ages 40 to 120' }]);
    expect(
      rangeProblems([
        range(null, null, 'Normal', { age_from: 5, age_to: 12 }),
        range(null, null, 'Normal', { age_from: 15, age_to: 120 }),
        range(null, null, 'Normal', { ...male, age_from: 0, age_to: 120 }),
        range(null, null, 'Normal', { age_from: 40, age_to: 120, effective_from: '2026-01-01' }),
      ]),
    ).toEqual([]);
  });

  it('leaves half-typed ranges to their fields’ own messages', () => {
    const typing = { ...range(100, 126, 'Prediabetic'), low: Number.NaN };
    expect(rangeProblems([range(null, 100, 'Normal'), typing, range(126, null, 'Diabetic')])).toEqual([
      { row: 2, message: 'Any gender, 18 to 120, from 01-01-2024: nothing between 100 and 126' },
    ]);
    expect(rangeProblems([{ ...range(null, 100, 'Normal'), effective_from: '01-01-2024' }])).toEqual([]);
  });

  it('orders the problems by row, so the first names the first range to fix', () => {
    const rows = rangeProblems(
      [range(130, null, 'Diabetic'), range(100, 126, 'Prediabetic'), range(null, 100, 'Normal')],
      ['Normal', 'Prediabetic'],
    ).map((problem) => problem.row);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    expect(rows[0]).toBe(0);
  });
});

describe('applicableSet and normalSpanOf', () => {
  const test = {
    kind: 'numeric' as const,
    labels: ['Low', 'Normal', 'High'],
    ranges: [
      {
        gender: 'any' as const,
        age_from: 18,
        age_to: 120,
        low: null,
        high: 60,
        label: 'Low',
        effective_from: '2024-01-01',
      },
      {
        gender: 'any' as const,
        age_from: 18,
        age_to: 120,
        low: 60,
        high: 101,
        label: 'Normal',
        effective_from: '2024-01-01',
      },
      {
        gender: 'any' as const,
        age_from: 18,
        age_to: 120,
        low: 101,
        high: null,
        label: 'High',
        effective_from: '2024-01-01',
      },
    ],
  };

  it('finds the set that covers the patient, and none for a child outside every band', () => {
    expect(applicableSet(test, { age: 40, gender: 'male' }, '2026-01-01')).toHaveLength(3);
    expect(applicableSet(test, { age: 10, gender: 'male' }, '2026-01-01')).toEqual([]);
    expect(applicableSet(test, { age: 40, gender: 'male' }, '2023-12-31')).toEqual([]);
  });

  it('spans the normal ranges, and is null without one', () => {
    const set = applicableSet(test, { age: 40, gender: 'female' }, '2026-01-01');
    expect(normalSpanOf(set, (label) => label === 'Normal')).toEqual({ low: 60, high: 101 });
    expect(normalSpanOf(set, () => false)).toBeNull();
    expect(normalSpanOf(set, (label) => label !== 'High')).toEqual({ low: null, high: 101 });
  });
});
