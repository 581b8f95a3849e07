import { Link } from 'wouter';
import type { ZodType } from 'zod';

import { HealthResultTag } from '@/components/health-result-tag';
import { catalogue } from '@/components/resource/catalogue/catalogue';
import type { Choice, RowsColumnSpec } from '@/components/resource/catalogue/fields';
import { callsOf, schemasOf } from '@/components/resource/catalogue/generated';
import { referenceOptions } from '@/components/resource/catalogue/reference-options';
import * as questionnairesApi from '@/generated/api/questionnaires/questionnaires';
import * as testsApi from '@/generated/api/tests/tests';
import type {
  QuestionCategory,
  TestCategory,
  TestCategoryWriteRequest,
  TestType,
  TestTypeWriteRequest,
} from '@/generated/model';
import * as v3 from '@/generated/zod/v3.zod';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDate, todayUtc } from '@/lib/dates';
import { HEALTH_RESULT_KINDS, HEALTH_RESULTS } from '@/lib/health-results';
import { testTypeProblems } from '@/lib/test-type-rules';

import { DESCRIPTION, MASTER, NAME } from './paths';
import { LabelTags, RangesView } from './ranges-view';

/**
 * Test categories and test types (docs/master-data.md, "Test types and reference ranges"):
 * requirements 2.11.17's routes, on the catalogue layer. A numeric test's ranges are a rows editor
 * checked by the same rules as the server's (src/lib/test-type-rules.ts) before anything is sent.
 */
const CATEGORY = `${MASTER}/testCategory`;
export const CATEGORY_PATHS = {
  list: CATEGORY,
  create: `${CATEGORY}/create`,
  view: (id: number) => `${CATEGORY}/view?category_id=${id}`,
  tests: (id: number) => `${CATEGORY}/test?category_id=${id}`,
  test: (id: number) => `${CATEGORY}/test/view?test_id=${id}`,
};

const name = (record: { name: string }): string => record.name;

export const testCategories = catalogue<TestCategory, TestCategoryWriteRequest>({
  singular: 'Test Category',
  plural: 'Test Categories',
  id: 'test-category',
  paths: CATEGORY_PATHS,
  fields: [NAME, DESCRIPTION],
  calls: callsOf(testsApi, 'TestCategory', 'TestCategories'),
  schemas: schemasOf(v3, 'TestCategory'),
  extraColumns: [
    { key: 'active_tests', header: 'Active tests', cell: (row) => row.active_tests, align: 'end' },
  ],
  extraSummary: (category) => [['Active tests', String(category.active_tests)]],
  actions: (category) => (
    <Link href={absolute(CATEGORY_PATHS.tests(category.id))} className="ui-btn ui-btn-outline">
      Tests
    </Link>
  ),
  disableNote: () => 'A category with active tests cannot be disabled: disable or move them first.',
  alsoRefresh: [testsApi.getFilterTestTypesQueryKey],
});

const KINDS: readonly Choice[] = [
  { value: 'numeric', label: 'Numeric' },
  { value: 'categorical', label: 'Categorical' },
  { value: 'questionnaire', label: 'Questionnaire' },
];

const keyOf = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** Every label of docs/requirements.md section 3, under its kind, shown in its tone. */
const LABELS: readonly Choice[] = HEALTH_RESULT_KINDS.flatMap(({ kind, title }) =>
  HEALTH_RESULTS.filter((result) => result.kind === kind).map((result) => ({
    value: result.label,
    label: result.text,
    group: title,
    // Minimal is shown as Normal: the box says which of the two it is.
    content:
      keyOf(result.text) === keyOf(result.label) ? (
        <HealthResultTag label={result.label} />
      ) : (
        <>
          <HealthResultTag label={result.label} /> ({result.label})
        </>
      ),
  })),
);

const RANGE_COLUMNS: readonly RowsColumnSpec[] = [
  {
    key: 'gender',
    label: 'Gender',
    kind: 'choice',
    choices: [
      { value: 'any', label: 'Any' },
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ],
  },
  { key: 'age_from', label: 'Age from', kind: 'number', narrow: true },
  { key: 'age_to', label: 'Age to', kind: 'number', narrow: true },
  { key: 'low', label: 'Low', kind: 'number', decimals: true, blank: 'null', placeholder: 'none' },
  { key: 'high', label: 'High', kind: 'number', decimals: true, blank: 'null', placeholder: 'none' },
  { key: 'label', label: 'Label', kind: 'choice', choicesFrom: { field: 'labels', choices: LABELS } },
  { key: 'effective_from', label: 'Effective from', kind: 'date' },
];

type Row = Readonly<Record<string, string>>;

/** A new range carries on from the last: its set, from its high, with the next label picked after its. */
const nextRange = (rows: readonly Row[], values: Readonly<Record<string, unknown>>): Row => {
  const last = rows.at(-1);
  const picked = Array.isArray(values.labels) ? (values.labels as readonly string[]) : [];
  const after = last ? picked[picked.indexOf(last.label ?? '') + 1] : undefined;
  return {
    gender: last?.gender ?? 'any',
    age_from: last?.age_from ?? '18',
    age_to: last?.age_to ?? '120',
    low: last?.high ?? '',
    high: '',
    label: after ?? last?.label ?? picked[0] ?? '',
    effective_from: last?.effective_from ?? formatDisplayDate(todayUtc()),
  };
};

/** The kinds' rules (src/lib/test-type-rules.ts) on the contract's body: each message on its field or row. */
const withKindRules = <Payload extends TestTypeWriteRequest>(schema: ZodType<Payload>): ZodType<Payload> =>
  schema.superRefine(
    (body, ctx) => {
      const problems = testTypeProblems({
        kind: body.kind,
        unit: body.unit,
        labels: Array.isArray(body.labels) ? body.labels : [],
        question_category_id: body.question_category_id,
        ranges: Array.isArray(body.ranges) ? body.ranges : [],
      });
      for (const problem of problems) {
        const path = problem.row === undefined ? [problem.field] : [problem.field, problem.row, 'root'];
        ctx.addIssue({ code: 'custom', path, message: problem.message });
      }
    },
    // Also while other fields are wrong: every message shows after the first Save.
    { when: () => true },
  );

const generated = schemasOf<TestType, TestTypeWriteRequest>(v3, 'TestType');

const useQuestionCategories = referenceOptions<QuestionCategory>(
  questionnairesApi.useFilterQuestionCategories,
  name,
);

const QuestionCategoryName = ({ id }: { id: number | null | undefined }) => {
  const { options } = useQuestionCategories();
  if (id === null || id === undefined) return '—';
  return options.find((option) => option.id === id)?.name ?? `#${id}`;
};

export const testTypes = catalogue<TestType, TestTypeWriteRequest>({
  singular: 'Test Type',
  plural: 'Test Types',
  id: 'test-type',
  paths: {
    list: `${MASTER}/testType`,
    create: `${MASTER}/testType/create`,
    view: (id) => `${MASTER}/testType/view/${id}`,
  },
  fields: [
    NAME,
    {
      key: 'code',
      label: 'Code',
      control: { kind: 'text', maxLength: 12, letters: 'upper' },
      format: 'Code must start with a letter and hold only capitals, digits and _ (BP_SYS)',
      column: true,
    },
    {
      key: 'category_id',
      label: 'Category',
      as: 'category',
      control: {
        kind: 'reference',
        useOptions: referenceOptions<TestCategory>(testsApi.useFilterTestCategories, name),
      },
      column: true,
      show: (test) => (
        <Link href={absolute(CATEGORY_PATHS.view(test.category.id))} className="ui-link">
          {test.category.name}
        </Link>
      ),
    },
    { key: 'kind', label: 'Kind', control: { kind: 'choice', choices: KINDS }, column: true },
    {
      key: 'unit',
      label: 'Unit',
      control: { kind: 'text', maxLength: 20 },
      optional: true,
      column: true,
      onlyWhen: { field: 'kind', is: ['numeric'] },
    },
    {
      key: 'labels',
      label: 'Labels',
      control: { kind: 'choices', choices: LABELS },
      none: 'Pick at least one label',
      show: (test) => <LabelTags labels={test.labels} />,
    },
    {
      key: 'question_category_id',
      label: 'Question category',
      control: { kind: 'reference', useOptions: useQuestionCategories },
      onlyWhen: { field: 'kind', is: ['questionnaire'], otherwise: null },
      show: (test) => <QuestionCategoryName id={test.question_category_id} />,
    },
    {
      key: 'ranges',
      label: 'Reference ranges',
      control: {
        kind: 'rows',
        rowName: 'Range',
        columns: RANGE_COLUMNS,
        newRow: nextRange,
        note: 'A range holds its low value, and values up to, not including, its high one; leave Low or High empty for no bound. Ages likewise: from, up to (not including) to.',
      },
      onlyWhen: { field: 'kind', is: ['numeric'], otherwise: [] },
      show: (test) => <RangesView ranges={test.ranges} unit={test.unit} />,
    },
  ],
  calls: callsOf(testsApi, 'TestType', 'TestTypes'),
  schemas: { ...generated, create: withKindRules(generated.create), update: withKindRules(generated.update) },
  alsoRefresh: [testsApi.getFilterTestCategoriesQueryKey],
  alsoRefreshOf: (test) => [testsApi.getGetTestCategoryQueryKey(test.category_id)],
  disableNote: () => 'Results already recorded keep their labels; kiosks offering it must drop it first.',
});
