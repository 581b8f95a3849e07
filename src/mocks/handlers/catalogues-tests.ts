import type { TestTypeWriteRequest } from '@/generated/model';
import { isApiDate } from '@/lib/dates';
import { testTypeProblems } from '@/lib/test-type-rules';

import type { DemoDb } from '../db';
import { catalogueRoutes, countOf, textOf } from './catalogue-kit';
import { notARealDay } from './dates';
import { pointedBy, rows } from './catalogues';
import type { Refusal, RouteDefinition } from './kit';

/**
 * Test categories and test types (docs/proposed-api.md, docs/master-data.md "Test types and
 * reference ranges"). A category with active test types, or a test type a kiosk configuration
 * offers, cannot be disabled. A test type's body follows the rules of its kind, checked by the same
 * function as the form (src/lib/test-type-rules.ts): a numeric test has a unit and ranges without
 * overlaps or gaps whose labels are the test's; a questionnaire test names an active question
 * category; a categorical test has no ranges.
 */
const questionCategoryRefusal = (db: DemoDb, id: number | null | undefined): Refusal | null => {
  if (id === null || id === undefined) return null;
  const category = db.catalogues.questionCategories.find((row) => row.id === id);
  if (!category) return { message: 'That question category does not exist.', field: 'question_category_id' };
  return category.status
    ? null
    : {
        message: `${category.name} is inactive: enable it first, or choose another question category.`,
        field: 'question_category_id',
      };
};

/** The first field with a problem; of the ranges, every problem, so one answer names them all. */
export const testTypeRefusal = (db: DemoDb, write: TestTypeWriteRequest): Refusal | null => {
  // A range from an impossible day (2024-02-30) was stored as sent (issue 32).
  const badDay = write.ranges.findIndex((range) => !isApiDate(range.effective_from));
  const badRange = write.ranges[badDay];
  if (badRange)
    return {
      message: `Range ${badDay + 1}: effective from ${notARealDay(badRange.effective_from)}`,
      field: 'ranges',
    };
  const problems = testTypeProblems(write);
  const first = problems[0];
  if (first === undefined) return questionCategoryRefusal(db, write.question_category_id);
  const same = problems.filter((problem) => problem.field === first.field);
  return { message: same.map((problem) => problem.message).join('; '), field: first.field };
};

export const testRoutes: RouteDefinition[] = [
  ...catalogueRoutes({
    noun: 'test category',
    stem: 'TestCategory',
    plural: 'TestCategories',
    rows: rows('testCategories'),
    unique: [{ field: 'name' }],
    dependants: [
      pointedBy('testTypes', 'category_id', (n) => `${countOf(n, 'test type is', 'test types are')} in it`),
    ],
    extra: (db, row) => ({
      active_tests: db.catalogues.testTypes.filter((test) => test.category_id === row.id && test.status)
        .length,
    }),
  }),
  ...catalogueRoutes<TestTypeWriteRequest>({
    noun: 'test type',
    stem: 'TestType',
    plural: 'TestTypes',
    rows: rows('testTypes'),
    unique: [{ field: 'name' }, { field: 'code' }],
    references: [
      { field: 'category_id', rows: rows('testCategories'), noun: 'test category', as: 'category' },
    ],
    dependants: [
      pointedBy(
        'kioskConfigs',
        'test_type_ids',
        (n) => `${countOf(n, 'kiosk configuration offers', 'kiosk configurations offer')} it`,
      ),
    ],
    searchable: (row) => [textOf(row.name), textOf(row.code)],
    check: testTypeRefusal,
  }),
];
