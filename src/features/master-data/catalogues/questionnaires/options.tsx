import type { EntityForm } from '@/components/form/use-entity-form';
import { catalogue } from '@/components/resource/catalogue/catalogue';
import { FieldControl } from '@/components/resource/catalogue/field-control';
import type { CatalogueField } from '@/components/resource/catalogue/fields';
import { callsOf, schemasOf } from '@/components/resource/catalogue/generated';
import type { FieldValue } from '@/components/resource/catalogue/values';
import * as questionnairesApi from '@/generated/api/questionnaires/questionnaires';
import type { QuestionOption, QuestionOptionWriteRequest } from '@/generated/model';
import * as v3 from '@/generated/zod/v3.zod';

import { RECORD_QUERY, recordLink, refreshQuestionnaires } from './common';
import { optionCreatePath, optionPath, QUESTIONNAIRES, questionPath } from './paths';
import { FixedParent, presetParent } from './questions';

const useQuestionText = (id: number | null): string | undefined =>
  questionnairesApi.useGetQuestion(id ?? 0, { query: { ...RECORD_QUERY.query, enabled: id !== null } }).data
    ?.text;

const unusedOptions = () => ({ options: [], loading: false, failed: false, retry: () => undefined });

const FIELDS: readonly CatalogueField<QuestionOption>[] = [
  {
    key: 'question_id',
    label: 'Question',
    as: 'question',
    control: { kind: 'reference', useOptions: unusedOptions },
    show: (option) => recordLink(questionPath(option.question_id), option.question.name),
  },
  { key: 'text', label: 'Option', control: { kind: 'text', maxLength: 200, wide: true } },
  { key: 'score', label: 'Score', control: { kind: 'number', min: 0, max: 100 } },
  { key: 'position', label: 'Position', control: { kind: 'number', min: 1, max: 20 } },
];

const [QUESTION, ...OWN] = FIELDS as readonly CatalogueField<unknown>[];

const OptionFields = ({
  form,
}: {
  form: EntityForm<Record<string, FieldValue>, QuestionOptionWriteRequest>;
}) => (
  <>
    {QUESTION ? (
      <FixedParent form={form} name={QUESTION.key} label={QUESTION.label} useName={useQuestionText} />
    ) : null}
    {OWN.map((field) => (
      <FieldControl key={field.key} form={form} field={field} />
    ))}
  </>
);

const base = catalogue<QuestionOption, QuestionOptionWriteRequest>({
  singular: 'Question Option',
  plural: 'Question Options',
  id: 'question-option',
  nameOf: (option) => option.text,
  paths: { list: QUESTIONNAIRES, create: optionCreatePath(0), view: optionPath },
  fields: FIELDS,
  calls: callsOf(questionnairesApi, 'QuestionOption', 'QuestionOptions'),
  schemas: schemasOf(v3, 'QuestionOption'),
  disableNote: () => 'Its score no longer counts towards its question’s highest score.',
  Fields: OptionFields,
});

const TO_QUESTION = 'Back to the question';

/**
 * An answer to a question (docs/requirements.md 2.11.21): its text and position unique within the
 * question, its score 0 to 100 (the contract's range). Its score changes the question's highest
 * score and so the category's highest total: the category's page says when its bands no longer
 * reach it (docs/master-data.md, "Questionnaires").
 */
export const questionOptions = {
  record: {
    ...base.record,
    parentOf: (option: QuestionOption) => ({ path: questionPath(option.question_id), label: TO_QUESTION }),
    createParentOf: (presets: URLSearchParams) => {
      const question = presetParent(presets, 'question_id');
      return question ? { path: questionPath(question.id), label: TO_QUESTION } : null;
    },
    invalidate: refreshQuestionnaires,
    form: {
      ...base.record.form,
      empty: (presets: URLSearchParams) => ({
        ...base.record.form.empty(presets),
        question_id: presetParent(presets, 'question_id'),
      }),
    },
  },
};
