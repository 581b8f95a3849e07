import { HealthResultTag } from '@/components/health-result-tag';
import { type EditedRow, type RowChoice, RowsEditor, type RowsColumn } from '@/components/form/rows-editor';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { QuestionCategory, QuestionCategoryWriteRequest } from '@/generated/model';
import { HEALTH_RESULT_KINDS, HEALTH_RESULTS } from '@/lib/health-results';
import { bandProblems, bandsMessage, type DraftBand, type ScoreBand } from '@/lib/score-bands';

import type { Values } from './common';

/** The contract's maxItems of a category's bands (openapi/v3.yaml, QuestionCategory). */
export const MAX_BANDS = 20;

/**
 * The labels a band may give: every health-result label of docs/requirements.md 3.16 to 3.21, by
 * kind, each as the contract spells it, with the text results show where that differs (Minimal is
 * shown as Normal).
 */
const LABEL_CHOICES: readonly RowChoice[] = HEALTH_RESULT_KINDS.flatMap(({ kind, title }) =>
  HEALTH_RESULTS.filter((result) => result.kind === kind).map((result) => ({
    value: result.label,
    label:
      result.text.toLowerCase() === result.label.toLowerCase()
        ? result.label
        : `${result.label} (shown as ${result.text})`,
    group: title,
  })),
);

const COLUMNS: readonly RowsColumn[] = [
  { key: 'from', label: 'From', inputMode: 'numeric', narrow: true },
  { key: 'to', label: 'To', inputMode: 'numeric', narrow: true },
  { key: 'label', label: 'Label', options: LABEL_CHOICES, placeholder: 'Select a label' },
];

export const bandRows = (bands: readonly ScoreBand[]): EditedRow[] =>
  bands.map((band) => ({ from: String(band.from), to: String(band.to), label: band.label }));

const numberOf = (text: string | undefined): number | null =>
  text === undefined || text.trim() === '' ? null : Number(text);

/** The rows as the body's bands, blanks as null: the rule names what is missing (score-bands.ts). */
export const draftBands = (rows: readonly EditedRow[]): DraftBand[] =>
  rows.map((row) => ({
    from: numberOf(row.from),
    to: numberOf(row.to),
    label: row.label === undefined || row.label === '' ? null : row.label,
  }));

/** The highest total the bands must reach: none while the category has no active question. */
export const limitOf = (category: Pick<QuestionCategory, 'questions' | 'max_score'> | undefined) =>
  category && category.questions > 0 ? category.max_score : null;

const hintOf = (category: QuestionCategory | undefined): string =>
  category && category.questions > 0
    ? `Its ${category.questions} active questions can give totals from 0 to ${category.max_score}: the bands must cover each of them once.`
    : 'Without questions yet, the bands need only start at 0 and leave no gaps; once it has questions, they must end at the highest total those can give.';

/** A new band carries on from the last one: from the total after its end. */
const nextBand = (rows: readonly EditedRow[]): EditedRow => {
  const last = numberOf(rows.at(-1)?.to);
  return { from: last === null || Number.isNaN(last) ? '' : String(last + 1), to: '', label: '' };
};

/** The form's score bands: a row per band (from, to, label); the rule's message under the table. */
export const BandsControl = ({
  form,
  record,
}: {
  form: EntityForm<Values, QuestionCategoryWriteRequest>;
  record?: QuestionCategory | undefined;
}) => (
  <RowsEditor
    form={form}
    name="bands"
    caption="Score bands"
    rowName="Band"
    columns={COLUMNS}
    newRow={nextBand}
    max={MAX_BANDS}
    note={hintOf(record)}
  />
);

/** A category's bands on its page: a row per band, each label in its tone. */
export const BandsTable = ({ bands }: { bands: readonly ScoreBand[] }) =>
  bands.length === 0 ? (
    'None yet'
  ) : (
    <table className="ui-table qc-bands">
      <caption className="visually-hidden">Score bands</caption>
      <thead>
        <tr>
          <th scope="col">Total</th>
          <th scope="col">Label</th>
        </tr>
      </thead>
      <tbody>
        {bands.map((band) => (
          <tr key={`${band.from}-${band.to}`}>
            <td className="ui-nowrap">{`${band.from} to ${band.to}`}</td>
            <td>
              <HealthResultTag label={band.label} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

/**
 * Said on a category's page when its bands no longer fit its questions (an option or a question
 * changed the highest total since the bands were saved; docs/master-data.md, "Questionnaires").
 */
export const BandsWarning = ({ category }: { category: QuestionCategory }) => {
  const limit = limitOf(category);
  const message = bandsMessage(bandProblems(category.bands, limit));
  if (message === null) return null;
  return (
    <div className="ui-conflict" role="status">
      <p className="ui-message">
        <strong>The score bands no longer fit the questions.</strong> {message} Edit the bands so that they
        cover 0 to {limit ?? 0}, each total once: until then, a total may get no label or one no answer can
        reach.
      </p>
    </div>
  );
};
