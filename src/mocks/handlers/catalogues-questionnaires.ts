import { bandProblems, bandsMessage, type DraftBand, sortBands } from '@/lib/score-bands';

import type { DemoDb } from '../db';
import { catalogueRoutes, countOf, textOf } from './catalogue-kit';
import { pointedBy, rows } from './catalogues';
import type { RouteDefinition } from './kit';

/** The highest score a question's active options give (0 without any). */
export const maxOfQuestion = (db: DemoDb, questionId: number): number =>
  Math.max(
    0,
    ...db.catalogues.questionOptions
      .filter((option) => option.question_id === questionId && option.status)
      .map((option) => option.score),
  );

const activeQuestionsOf = (db: DemoDb, categoryId: number) =>
  db.catalogues.questions.filter((question) => question.category_id === categoryId && question.status);

/**
 * The highest total a category's active questions can give (the sum of each one's highest active
 * option score), or null while it has no active question: then its bands need not reach anything.
 */
export const maxScoreOf = (db: DemoDb, categoryId: number): number | null => {
  const questions = activeQuestionsOf(db, categoryId);
  return questions.length === 0
    ? null
    : questions.reduce((total, question) => total + maxOfQuestion(db, question.id), 0);
};

/**
 * Question categories, their questions and the questions' options (docs/proposed-api.md,
 * docs/master-data.md "Questionnaires"): a questionnaire such as PHQ-9 is a category whose
 * questions' option scores add up to a total, and whose bands turn the total into a label.
 *
 * The bands are checked with the form's own rule (src/lib/score-bands.ts) when the category is
 * written. A question or an option is never refused for what it does to the bands: a questionnaire
 * is built one option at a time, and each step changes the highest total; the category's page says
 * when its bands no longer reach it (docs/master-data.md, "Questionnaires").
 */
export const questionnaireRoutes: RouteDefinition[] = [
  ...catalogueRoutes<{ bands?: DraftBand[] }>({
    noun: 'question category',
    stem: 'QuestionCategory',
    plural: 'QuestionCategories',
    rows: rows('questionCategories'),
    unique: [{ field: 'name' }],
    dependants: [
      pointedBy(
        'testTypes',
        'question_category_id',
        (n) => `${countOf(n, 'test type uses', 'test types use')} it`,
      ),
    ],
    check: (db, write, existing) => {
      const message = bandsMessage(
        bandProblems(write.bands ?? [], existing ? maxScoreOf(db, existing.id) : null),
      );
      return message === null ? null : { message, field: 'bands' };
    },
    extra: (db, row) => ({
      bands: sortBands((row.bands ?? []) as { from: number; to: number; label: string }[]),
      questions: activeQuestionsOf(db, row.id).length,
      max_score: maxScoreOf(db, row.id) ?? 0,
    }),
  }),
  ...catalogueRoutes({
    noun: 'question',
    stem: 'Question',
    plural: 'Questions',
    rows: rows('questions'),
    unique: [
      { field: 'text', within: ['category_id'] },
      { field: 'position', within: ['category_id'] },
    ],
    references: [
      { field: 'category_id', rows: rows('questionCategories'), noun: 'question category', as: 'category' },
    ],
    nameOf: (row) => textOf(row.text),
    searchable: (row) => [textOf(row.text)],
    order: (a, b) => Number(a.position) - Number(b.position) || a.id - b.id,
    extra: (db, row) => ({ max_score: maxOfQuestion(db, row.id) }),
  }),
  ...catalogueRoutes({
    noun: 'question option',
    stem: 'QuestionOption',
    plural: 'QuestionOptions',
    rows: rows('questionOptions'),
    unique: [
      { field: 'text', within: ['question_id'] },
      { field: 'position', within: ['question_id'] },
    ],
    references: [
      {
        field: 'question_id',
        rows: rows('questions'),
        noun: 'question',
        as: 'question',
        nameOf: (row) => textOf(row.text),
      },
    ],
    nameOf: (row) => textOf(row.text),
    searchable: (row) => [textOf(row.text)],
    order: (a, b) => Number(a.position) - Number(b.position) || a.id - b.id,
  }),
];
