import { describe, expect, it } from 'vitest';

import type { ReferenceRangeLike } from './reference-ranges';
import { type TestTypeBody, testTypeProblems } from './test-type-rules';

const adults = { gender: 'any', age_from: 18, age_to: 120, effective_from: '2024-01-01' } as const;
const GLUCOSE: ReferenceRangeLike[] = [
  { ...adults, low: null, high: 100, label: 'Normal' },
  { ...adults, low: 100, high: 126, label: 'Prediabetic' },
  { ...adults, low: 126, high: null, label: 'Diabetic' },
];
const NUMERIC: TestTypeBody = {
  kind: 'numeric',
  unit: 'mg/dL',
  labels: ['Normal', 'Prediabetic', 'Diabetic'],
  question_category_id: null,
  ranges: GLUCOSE,
};
const ECG: TestTypeBody = { kind: 'categorical', labels: ['Normal Sinus Rhythm', 'Bradycardia'], ranges: [] };
const PHQ9: TestTypeBody = {
  kind: 'questionnaire',
  labels: ['Minimal', 'Mild'],
  question_category_id: 1,
  ranges: [],
};

describe('testTypeProblems', () => {
  it('finds nothing wrong with a numeric, a categorical and a questionnaire test as they should be', () => {
    expect([NUMERIC, ECG, PHQ9].flatMap(testTypeProblems)).toEqual([]);
  });

  it('wants a unit of a numeric test', () => {
    for (const unit of [undefined, '', '  ']) {
      expect(testTypeProblems({ ...NUMERIC, unit })).toEqual([
        { field: 'unit', message: 'Unit is required for a numeric test' },
      ]);
    }
    expect(testTypeProblems({ ...ECG, unit: '' })).toEqual([]);
  });

  it('wants reference ranges of a numeric test, and none of another kind', () => {
    expect(testTypeProblems({ ...NUMERIC, ranges: [] })).toEqual([
      { field: 'ranges', message: 'A numeric test needs its reference ranges: add at least one' },
    ]);
    expect(testTypeProblems({ ...ECG, ranges: GLUCOSE })).toEqual([
      { field: 'ranges', message: 'Only a numeric test has reference ranges' },
    ]);
  });

  it('passes on each range problem with its row (overlaps, gaps, labels)', () => {
    const ranges = [GLUCOSE[0]!, { ...GLUCOSE[1]!, high: 120 }, GLUCOSE[2]!];
    expect(testTypeProblems({ ...NUMERIC, ranges, labels: ['Normal', 'Diabetic'] })).toEqual([
      {
        field: 'ranges',
        row: 1,
        message: 'Any gender, 18 to 120, from 01-01-2024: Prediabetic is not one of this test’s labels',
      },
      {
        field: 'ranges',
        row: 2,
        message: 'Any gender, 18 to 120, from 01-01-2024: nothing between 120 and 126',
      },
    ]);
  });

  it('wants the question category of a questionnaire test, and none of another kind', () => {
    expect(testTypeProblems({ ...PHQ9, question_category_id: null })).toEqual([
      { field: 'question_category_id', message: 'Question category is required for a questionnaire test' },
    ]);
    expect(testTypeProblems({ ...ECG, question_category_id: 2 })).toEqual([
      { field: 'question_category_id', message: 'Only a questionnaire test has a question category' },
    ]);
  });

  it('refuses a label listed twice', () => {
    expect(
      testTypeProblems({ ...ECG, labels: ['Bradycardia', 'Normal Sinus Rhythm', 'Bradycardia'] }),
    ).toEqual([{ field: 'labels', message: 'Bradycardia is listed twice' }]);
  });
});
