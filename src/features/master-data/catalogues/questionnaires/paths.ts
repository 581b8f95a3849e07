import { MASTER } from '../paths';

/**
 * The questionnaire routes of docs/requirements.md 2.11.21, all under master/questioncategory: a
 * record's page and a create page take their ids from the query, as the requirements spell them.
 */
export const QUESTIONNAIRES = `${MASTER}/questioncategory`;
export const categoryCreatePath = `${QUESTIONNAIRES}/create`;
export const categoryPath = (id: number): string => `${QUESTIONNAIRES}/info?category_id=${id}`;
export const questionCreatePath = (categoryId: number): string =>
  `${QUESTIONNAIRES}/question/create?category_id=${categoryId}`;
export const questionPath = (id: number): string => `${QUESTIONNAIRES}/question/info?question_id=${id}`;
export const optionCreatePath = (questionId: number): string =>
  `${QUESTIONNAIRES}/question/option/create?question_id=${questionId}`;
export const optionPath = (id: number): string => `${QUESTIONNAIRES}/question/option/info?option_id=${id}`;
