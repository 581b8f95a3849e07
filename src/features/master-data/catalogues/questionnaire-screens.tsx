import type { FieldValues } from 'react-hook-form';
import { useSearch } from 'wouter';

import { CatalogueList, RecordAtQuery } from '@/components/resource/catalogue/screens';
import { CreateScreen } from '@/components/resource/create-screen';
import type { EditableRecord, RecordDefinition } from '@/components/resource/record-definition';
import { RecordScreen } from '@/components/resource/record-screen';
import { parseId } from '@/lib/ids';
import { useGetQuestion, useGetQuestionCategory } from '@/generated/api/questionnaires/questionnaires';

import { questionCategories } from './questionnaires/categories';
import { RECORD_QUERY } from './questionnaires/common';
import { questionOptions } from './questionnaires/options';
import { ParentGate } from './questionnaires/parent-gate';
import { categoryCreatePath, categoryPath, questionPath } from './questionnaires/paths';
import { questions } from './questionnaires/questions';

/**
 * The screens of question categories, questions and options (docs/requirements.md 2.11.21): the
 * list, a category's create and info pages, and below a category its questions' create and info
 * pages, below a question its options'. Ids come from the query, as the requirements' routes have
 * them; a page's parent is fixed by its address and its Back goes up to it.
 */
const readOnly = (id: number | null) => ({ query: { ...RECORD_QUERY.query, enabled: id !== null } });
const useCategory = (id: number | null) => useGetQuestionCategory(id ?? 0, readOnly(id));
const useQuestion = (id: number | null) => useGetQuestion(id ?? 0, readOnly(id));

/** A record's page whose id is the query parameter `param` (`question/info?question_id=3`). */
const RecordOfQuery = <Rec extends EditableRecord, Values extends FieldValues, Payload>({
  definition,
  param,
}: {
  definition: RecordDefinition<Rec, Values, Payload>;
  param: string;
}) => {
  const raw = new URLSearchParams(useSearch()).get(param) ?? undefined;
  return <RecordScreen definition={definition} id={parseId(raw)} raw={raw} />;
};

export const QuestionCategoriesScreen = () => (
  <CatalogueList catalogue={questionCategories} createPath={categoryCreatePath} />
);
export const QuestionCategoryCreateScreen = () => <CreateScreen definition={questionCategories.record} />;
export const QuestionCategoryInfoScreen = () => (
  <RecordAtQuery catalogue={questionCategories} param="category_id" />
);

export const QuestionCreateScreen = () => (
  <ParentGate
    title="Create Question"
    param="category_id"
    parent="Question Category"
    parentPath={categoryPath}
    nameOf={(category) => category.name}
    adds="questions"
    useParent={useCategory}
  >
    <CreateScreen definition={questions.record} />
  </ParentGate>
);
export const QuestionInfoScreen = () => <RecordOfQuery definition={questions.record} param="question_id" />;

export const QuestionOptionCreateScreen = () => (
  <ParentGate
    title="Create Question Option"
    param="question_id"
    parent="Question"
    parentPath={questionPath}
    nameOf={(question) => question.text}
    adds="options"
    useParent={useQuestion}
  >
    <CreateScreen definition={questionOptions.record} />
  </ParentGate>
);
export const QuestionOptionInfoScreen = () => (
  <RecordOfQuery definition={questionOptions.record} param="option_id" />
);
