import { describe, expect, it } from 'vitest';

import { labelFor, rangeProblems } from '@/lib/reference-ranges';
import { testTypeProblems } from '@/lib/test-type-rules';

import { seedTests } from './seed-tests';

/**
 * The seeded ranges through the one label function give every cut-off of docs/requirements.md
 * 12.10 (the adults' public screening cut-offs): each boundary at, just below and just above it.
 * Blood pressure is seeded as two tests (systolic, diastolic); 120 to 129 systolic is BorderLine
 * (ACC/AHA's "elevated": docs/master-data.md).
 */
const { testTypes, testCategories } = seedTests();
const byCode = (code: string) => {
  const test = testTypes.find((candidate) => candidate.code === code);
  if (!test) throw new Error(`no seeded test ${code}`);
  return test;
};
const ADULT = { age: 45, gender: 'male' } as const;
const TODAY = '2026-11-25';

/** [value, label] pairs: a value just below each cut-off, the cut-off, and just above it. */
const CUT_OFFS: ReadonlyArray<[code: string, source: string, points: ReadonlyArray<[number, string]>]> = [
  [
    'BP_SYS',
    '12.10.1 Low below 90, Normal below 120, High from 130, Seriously High 180 or more',
    [
      [89, 'Low'],
      [90, 'Normal'],
      [91, 'Normal'],
      [119, 'Normal'],
      [120, 'BorderLine'],
      [121, 'BorderLine'],
      [129, 'BorderLine'],
      [130, 'High'],
      [131, 'High'],
      [179, 'High'],
      [180, 'Seriously High'],
      [181, 'Seriously High'],
    ],
  ],
  [
    'BP_DIA',
    '12.10.1 Low below 60, Normal below 80, High from 80, Seriously High 120 or more',
    [
      [59, 'Low'],
      [60, 'Normal'],
      [61, 'Normal'],
      [79, 'Normal'],
      [80, 'High'],
      [81, 'High'],
      [119, 'High'],
      [120, 'Seriously High'],
      [121, 'Seriously High'],
    ],
  ],
  [
    'GLU_F',
    '12.10.2 Normal below 100, Prediabetic 100 to 125, Diabetic 126 or more',
    [
      [99, 'Normal'],
      [100, 'Prediabetic'],
      [101, 'Prediabetic'],
      [125, 'Prediabetic'],
      [126, 'Diabetic'],
      [127, 'Diabetic'],
    ],
  ],
  [
    'HBA1C',
    '12.10.2 below 5.7, 5.7 to 6.4, 6.5 or more',
    [
      [5.6, 'Normal'],
      [5.7, 'Prediabetic'],
      [5.8, 'Prediabetic'],
      [6.4, 'Prediabetic'],
      [6.5, 'Diabetic'],
      [6.6, 'Diabetic'],
    ],
  ],
  [
    'CHOL_T',
    '12.10.3 Desirable below 200, BorderLine High 200 to 239, High 240 or more',
    [
      [199, 'Desirable'],
      [200, 'BorderLine High'],
      [201, 'BorderLine High'],
      [239, 'BorderLine High'],
      [240, 'High'],
      [241, 'High'],
    ],
  ],
  [
    'CHOL_LDL',
    '12.10.4 Optimal below 100, Near Optimal 100 to 129, BorderLine High 130 to 159, High 160 to 189, Very High 190 or more',
    [
      [99, 'Optimal'],
      [100, 'Near Optimal'],
      [101, 'Near Optimal'],
      [129, 'Near Optimal'],
      [130, 'BorderLine High'],
      [131, 'BorderLine High'],
      [159, 'BorderLine High'],
      [160, 'High'],
      [161, 'High'],
      [189, 'High'],
      [190, 'Very High'],
      [191, 'Very High'],
    ],
  ],
  [
    'TRIG',
    '12.10.5 Normal below 150, BorderLine High 150 to 199, High 200 to 499, Very High 500 or more',
    [
      [149, 'Normal'],
      [150, 'BorderLine High'],
      [151, 'BorderLine High'],
      [199, 'BorderLine High'],
      [200, 'High'],
      [201, 'High'],
      [499, 'High'],
      [500, 'Very High'],
      [501, 'Very High'],
    ],
  ],
];

describe.each(CUT_OFFS)('%s (docs/requirements.md %s)', (code, _source, points) => {
  it.each(points)('labels %s as %s, for an adult of either gender', (value, label) => {
    for (const gender of ['male', 'female'] as const) {
      expect(labelFor(byCode(code), value, { ...ADULT, gender }, TODAY)?.label).toBe(label);
    }
  });

  it('labels nobody under 18 and nothing before 2024 (the cut-offs are for adults, seeded from 2024)', () => {
    const [value] = points[0]!;
    expect(labelFor(byCode(code), value, { ...ADULT, age: 17 }, TODAY)).toBeNull();
    expect(labelFor(byCode(code), value, ADULT, '2023-12-31')).toBeNull();
  });
});

describe('the seeded ranges not from docs/requirements.md 12.10', () => {
  it('labels a pulse of 60 to 100 bpm Normal (the common adult resting range)', () => {
    const at = (value: number) => labelFor(byCode('PULSE'), value, ADULT, TODAY)?.label;
    expect([at(59), at(60), at(100), at(101)]).toEqual(['Low', 'Normal', 'Normal', 'High']);
  });

  it('labels an SpO2 below 95% Low', () => {
    const at = (value: number) => labelFor(byCode('SPO2'), value, ADULT, TODAY)?.label;
    expect([at(94), at(95), at(100)]).toEqual(['Low', 'Normal', 'Normal']);
  });

  it('labels haemoglobin by WHO’s thresholds for age and gender: ten ranges', () => {
    const hb = byCode('HB');
    expect(hb.ranges).toHaveLength(10);
    const at = (value: number, age: number, gender: 'male' | 'female') =>
      labelFor(hb, value, { age, gender }, TODAY)?.label ?? null;
    expect([
      at(12.5, 40, 'male'),
      at(12.5, 40, 'female'),
      at(12.5, 13, 'male'),
      at(11.6, 8, 'female'),
    ]).toEqual(['Low', 'Normal', 'Normal', 'Normal']);
    expect([at(16.5, 40, 'male'), at(16.6, 40, 'male'), at(16.1, 40, 'female'), at(10, 3, 'male')]).toEqual([
      'Normal',
      'High',
      'High',
      null,
    ]);
  });
});

describe('the seeded test types', () => {
  it('break none of the rules the demo API enforces', () => {
    for (const test of testTypes) {
      expect(testTypeProblems(test), test.code).toEqual([]);
      expect(rangeProblems(test.ranges, test.labels), test.code).toEqual([]);
    }
  });

  it('keep their ids: kiosk configurations offer 1 to 16; 13 and 14 use question categories 1 and 2', () => {
    expect(testTypes.map((test) => test.code)).toEqual([
      'BP_SYS',
      'BP_DIA',
      'GLU_F',
      'HBA1C',
      'CHOL_T',
      'CHOL_LDL',
      'TRIG',
      'ECG_1L',
      'SPIRO',
      'VISION_C',
      'STETH_H',
      'STETH_L',
      'PHQ9',
      'PRAKRITI',
      'PULSE',
      'SPO2',
      'HB',
    ]);
    expect(testTypes.map((test) => test.id)).toEqual(testTypes.map((_, index) => index + 1));
    expect([testTypes[12]!.question_category_id, testTypes[13]!.question_category_id]).toEqual([1, 2]);
    expect(testCategories).toHaveLength(6);
  });
});
