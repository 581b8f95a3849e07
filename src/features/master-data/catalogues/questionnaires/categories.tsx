import { z, type ZodType } from 'zod';

import { catalogue } from '@/components/resource/catalogue/catalogue';
import { FieldControl } from '@/components/resource/catalogue/field-control';
import type { CatalogueField } from '@/components/resource/catalogue/fields';
import { callsOf, schemasOf } from '@/components/resource/catalogue/generated';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { EditedRow } from '@/components/form/rows-editor';
import * as questionnairesApi from '@/generated/api/questionnaires/questionnaires';
import type { QuestionCategory, QuestionCategoryWriteRequest } from '@/generated/model';
import * as v3 from '@/generated/zod/v3.zod';
import { bandProblems, bandsMessage, type DraftBand, sortBands } from '@/lib/score-bands';

import { DESCRIPTION, NAME } from '../paths';
import { BandsControl, BandsTable, bandRows, draftBands, limitOf } from './bands';
import { CategoryQuestions } from './category-questions';
import { refreshQuestionnaires, statusText, type Values } from './common';
import { categoryCreatePath, categoryPath, QUESTIONNAIRES } from './paths';

type Payload = QuestionCategoryWriteRequest;

const { CreateQuestionCategoryBody } = v3;

/**
 * The write body with the bands checked by the demo API's own rule (src/lib/score-bands.ts):
 * every problem is one message on the bands field, in the words the server would use, before the
 * contract's own per-band rules (which then always pass).
 */
const bodyWithBands = (maxScore: number | null): ZodType<Payload> =>
  CreateQuestionCategoryBody.extend({
    bands: z
      .array(z.unknown())
      .superRefine((bands, context) => {
        const message = bandsMessage(bandProblems(bands as DraftBand[], maxScore));
        if (message !== null) context.addIssue({ code: 'custom', message });
      })
      .pipe(CreateQuestionCategoryBody.shape.bands),
  });

const text = (value: unknown): string | undefined => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
};

const CategoryFields = ({
  form,
  record,
}: {
  form: EntityForm<Values, Payload>;
  record?: QuestionCategory;
}) => (
  <>
    <FieldControl form={form} field={NAME} />
    <FieldControl form={form} field={DESCRIPTION} />
    <BandsControl form={form} record={record} />
  </>
);

const count = (record: QuestionCategory) => String(record.questions);
const highest = (record: QuestionCategory) => String(record.max_score);

/** Only the list's columns: the form and the view are the category's own below. */
const COLUMNS: readonly CatalogueField<QuestionCategory>[] = [
  { key: 'questions', label: 'Questions', control: { kind: 'number' }, column: true, show: count },
  { key: 'max_score', label: 'Highest total', control: { kind: 'number' }, column: true, show: highest },
];

const base = catalogue<QuestionCategory, Payload>({
  singular: 'Question Category',
  plural: 'Question Categories',
  id: 'question-category',
  paths: { list: QUESTIONNAIRES, create: categoryCreatePath, view: categoryPath },
  fields: COLUMNS,
  calls: callsOf(questionnairesApi, 'QuestionCategory', 'QuestionCategories'),
  schemas: schemasOf(v3, 'QuestionCategory'),
});

/**
 * Question categories (docs/requirements.md 2.11.21): a questionnaire such as PHQ-9 (12.10.6), its
 * bands turning the total of the answers' scores into a label (docs/master-data.md,
 * "Questionnaires"). The list, create and the record's page are the catalogue layer's; the form,
 * the view and the questions below it are the category's own.
 */
export const questionCategories = {
  list: base.list,
  record: {
    ...base.record,
    summary: (record: QuestionCategory) =>
      [
        ['Name', record.name],
        ['Description', record.description?.trim() ? record.description : '—'],
        ['Active questions', count(record)],
        ['Highest total', highest(record)],
        ['Score bands', <BandsTable bands={sortBands(record.bands)} />],
        ['Status', statusText(record)],
      ] as const,
    Details: CategoryQuestions,
    disableNote: () => 'A test type that asks it must be disabled or given another questionnaire first.',
    invalidate: refreshQuestionnaires,
    form: {
      idPrefix: 'question-category',
      fields: {
        name: { label: 'Name' },
        description: { label: 'Description' },
        bands: { label: 'Score bands' },
      },
      createSchema: bodyWithBands(null),
      updateSchema: bodyWithBands(null),
      updateSchemaFor: (record: QuestionCategory) => bodyWithBands(limitOf(record)),
      empty: (): Values => ({ name: '', description: '', bands: [{ from: '0', to: '', label: '' }] }),
      fromRecord: (record: QuestionCategory): Values => ({
        name: record.name,
        description: record.description ?? '',
        bands: bandRows(sortBands(record.bands)),
      }),
      toPayload: (values: Values) => ({
        name: text(values.name),
        description: text(values.description),
        bands: draftBands((values.bands ?? []) as readonly EditedRow[]),
      }),
      Fields: CategoryFields,
    },
  },
};
