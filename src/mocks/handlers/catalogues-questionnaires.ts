import type { DemoDb } from '../db';
import { catalogueRoutes, countOf, textOf } from './catalogue-kit';
import { pointedBy, rows } from './catalogues';
import type { RouteDefinition } from './kit';

/** The highest score a question's active options give. */
const maxOfQuestion = (db: DemoDb, questionId: number): number =>
  Math.max(
    0,
    ...db.catalogues.questionOptions
      .filter((option) => option.question_id === questionId && option.status)
      .map((option) => option.score),
  );

/**
 * Question categories, their questions and the questions' options (docs/proposed-api.md): a
 * questionnaire such as PHQ-9 is a category whose questions' option scores add up to a total, and
 * whose bands turn the total into a label.
 */
export const questionnaireRoutes: RouteDefinition[] = [
  ...catalogueRoutes({
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
    extra: (db, row) => {
      const questions = db.catalogues.questions.filter(
        (question) => question.category_id === row.id && question.status,
      );
      return {
        questions: questions.length,
        max_score: questions.reduce((total, question) => total + maxOfQuestion(db, question.id), 0),
      };
    },
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
