import { rangeProblems, type ReferenceRangeLike, type TestKind } from './reference-ranges';

/**
 * The rules of a test type's body beyond the contract's schema (docs/master-data.md, "Test types and
 * reference ranges"): what each kind needs and may not have. The form checks them before anything
 * is sent, and the demo API refuses a body that breaks them (422 with the field), with the same
 * words.
 */
export interface TestTypeBody {
  kind: TestKind;
  unit?: string | undefined;
  labels: readonly string[];
  question_category_id?: number | null | undefined;
  ranges: readonly ReferenceRangeLike[];
}

export type TestTypeField = 'unit' | 'labels' | 'question_category_id' | 'ranges';

export interface TestTypeProblem {
  field: TestTypeField;
  /** For a problem of one range: its index. */
  row?: number;
  message: string;
}

export const TEST_TYPE_TEXT = {
  unitRequired: 'Unit is required for a numeric test',
  rangesRequired: 'A numeric test needs its reference ranges: add at least one',
  noRanges: 'Only a numeric test has reference ranges',
  questionCategoryRequired: 'Question category is required for a questionnaire test',
  noQuestionCategory: 'Only a questionnaire test has a question category',
  repeatedLabel: (label: string) => `${label} is listed twice`,
} as const;

/** Every problem of the body, in the form's field order (unit, labels, question category, ranges). */
export const testTypeProblems = (body: TestTypeBody): TestTypeProblem[] => {
  const problems: TestTypeProblem[] = [];
  const numeric = body.kind === 'numeric';
  if (numeric && (body.unit ?? '').trim() === '') {
    problems.push({ field: 'unit', message: TEST_TYPE_TEXT.unitRequired });
  }
  const repeated = body.labels.find((label, index) => body.labels.indexOf(label) !== index);
  if (repeated !== undefined)
    problems.push({ field: 'labels', message: TEST_TYPE_TEXT.repeatedLabel(repeated) });
  const questions = body.question_category_id !== null && body.question_category_id !== undefined;
  if (body.kind === 'questionnaire' && !questions) {
    problems.push({ field: 'question_category_id', message: TEST_TYPE_TEXT.questionCategoryRequired });
  } else if (body.kind !== 'questionnaire' && questions) {
    problems.push({ field: 'question_category_id', message: TEST_TYPE_TEXT.noQuestionCategory });
  }
  if (!numeric) {
    if (body.ranges.length > 0) problems.push({ field: 'ranges', message: TEST_TYPE_TEXT.noRanges });
    return problems;
  }
  if (body.ranges.length === 0) {
    problems.push({ field: 'ranges', message: TEST_TYPE_TEXT.rangesRequired });
    return problems;
  }
  for (const problem of rangeProblems(body.ranges, body.labels)) {
    problems.push({ field: 'ranges', row: problem.row, message: problem.message });
  }
  return problems;
};
