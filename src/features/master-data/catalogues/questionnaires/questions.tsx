import { Controller } from 'react-hook-form';

import { FixedValue } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { PickerOption } from '@/components/option-picker';
import { catalogue } from '@/components/resource/catalogue/catalogue';
import { FieldControl } from '@/components/resource/catalogue/field-control';
import type { CatalogueField } from '@/components/resource/catalogue/fields';
import { callsOf, schemasOf } from '@/components/resource/catalogue/generated';
import type { FieldValue } from '@/components/resource/catalogue/values';
import type { Column } from '@/components/data-table';
import * as questionnairesApi from '@/generated/api/questionnaires/questionnaires';
import type { Question, QuestionOption, QuestionWriteRequest } from '@/generated/model';
import * as v3 from '@/generated/zod/v3.zod';
import { parseId } from '@/lib/ids';

import {
  CHILDREN,
  ChildRecords,
  LIST_QUERY,
  RECORD_QUERY,
  recordLink,
  refreshQuestionnaires,
  statusText,
} from './common';
import {
  categoryPath,
  optionCreatePath,
  optionPath,
  QUESTIONNAIRES,
  questionCreatePath,
  questionPath,
} from './paths';

/** A parent fixed by the page's address (`?category_id=1`), named once it has loaded. */
export const presetParent = (presets: URLSearchParams, key: string): PickerOption | null => {
  const id = parseId(presets.get(key));
  return id === null ? null : { id, name: '' };
};

/** The parent in a form: shown, never edited (a question stays in its category). */
export const FixedParent = <Payload,>({
  form,
  name,
  label,
  useName,
}: {
  form: EntityForm<Record<string, FieldValue>, Payload>;
  name: string;
  label: string;
  /** The parent's name from its id (the page's gate loaded it: a cache hit). */
  useName: (id: number | null) => string | undefined;
}) => (
  <Controller
    control={form.form.control}
    name={name}
    render={({ field }) => (
      <ParentValue label={label} value={field.value as PickerOption | null} useName={useName} />
    )}
  />
);

const ParentValue = ({
  label,
  value,
  useName,
}: {
  label: string;
  value: PickerOption | null;
  useName: (id: number | null) => string | undefined;
}) => {
  const loaded = useName(value?.id ?? null);
  return <FixedValue label={label} value={value?.name || loaded || (value ? `#${value.id}` : '—')} />;
};

const useCategoryName = (id: number | null): string | undefined =>
  questionnairesApi.useGetQuestionCategory(id ?? 0, {
    query: { ...RECORD_QUERY.query, enabled: id !== null },
  }).data?.name;

const unusedOptions = () => ({ options: [], loading: false, failed: false, retry: () => undefined });

const FIELDS: readonly CatalogueField<Question>[] = [
  {
    key: 'category_id',
    label: 'Question category',
    as: 'category',
    control: { kind: 'reference', useOptions: unusedOptions },
    show: (question) => recordLink(categoryPath(question.category_id), question.category.name),
  },
  { key: 'text', label: 'Question', control: { kind: 'textarea', maxLength: 500 } },
  { key: 'position', label: 'Position', control: { kind: 'number', min: 1, max: 200 } },
];

const [CATEGORY, TEXT, POSITION] = FIELDS as [
  CatalogueField<unknown>,
  CatalogueField<unknown>,
  CatalogueField<unknown>,
];

const QuestionFields = ({ form }: { form: EntityForm<Record<string, FieldValue>, QuestionWriteRequest> }) => (
  <>
    <FixedParent form={form} name={CATEGORY.key} label={CATEGORY.label} useName={useCategoryName} />
    <FieldControl form={form} field={TEXT} />
    <FieldControl form={form} field={POSITION} />
  </>
);

const OPTION_COLUMNS: readonly Column<QuestionOption>[] = [
  { key: 'position', header: 'Position', cell: (option) => option.position, align: 'end' },
  { key: 'text', header: 'Option', cell: (option) => recordLink(optionPath(option.id), option.text) },
  { key: 'score', header: 'Score', cell: (option) => option.score, align: 'end' },
  { key: 'status', header: 'Status', cell: statusText },
];

/** Below a question's view: its options in order, with their scores. */
const QuestionOptions = ({ record }: { record: Question }) => {
  const query = questionnairesApi.useFilterQuestionOptions(
    { ...CHILDREN, question_id: record.id },
    { query: LIST_QUERY },
  );
  return (
    <ChildRecords
      title="Options"
      id="question-options"
      add={{ href: optionCreatePath(record.id), label: 'Add option' }}
      query={query}
      columns={OPTION_COLUMNS}
      emptyText="No options yet: the question gives no score until it has some."
      errorText="The options could not be loaded."
    />
  );
};

const base = catalogue<Question, QuestionWriteRequest>({
  singular: 'Question',
  plural: 'Questions',
  id: 'question',
  nameOf: (question) => question.text,
  paths: { list: QUESTIONNAIRES, create: questionCreatePath(0), view: questionPath },
  fields: FIELDS,
  calls: callsOf(questionnairesApi, 'Question', 'Questions'),
  schemas: schemasOf(v3, 'Question'),
  extraSummary: (question) => [['Highest score', String(question.max_score)]],
  disableNote: () => 'It no longer counts towards its category’s highest total.',
  Fields: QuestionFields,
});

const TO_CATEGORY = 'Back to the question category';

/**
 * A question of a category (docs/requirements.md 2.11.21): its text and position, unique within
 * its category (the server refuses a duplicate on its field), and its options below it. Created
 * from its category's page, which fixes the category; Back goes up to it.
 */
export const questions = {
  record: {
    ...base.record,
    Details: QuestionOptions,
    parentOf: (question: Question) => ({ path: categoryPath(question.category_id), label: TO_CATEGORY }),
    createParentOf: (presets: URLSearchParams) => {
      const category = presetParent(presets, 'category_id');
      return category ? { path: categoryPath(category.id), label: TO_CATEGORY } : null;
    },
    invalidate: refreshQuestionnaires,
    form: {
      ...base.record.form,
      empty: (presets: URLSearchParams) => ({
        ...base.record.form.empty(presets),
        category_id: presetParent(presets, 'category_id'),
      }),
    },
  },
};
