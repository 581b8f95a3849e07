import type { Column } from '@/components/data-table';
import { useFilterQuestions } from '@/generated/api/questionnaires/questionnaires';
import type { Question, QuestionCategory } from '@/generated/model';

import { BandsWarning } from './bands';
import { CHILDREN, ChildRecords, LIST_QUERY, recordLink, statusText } from './common';
import { questionCreatePath, questionPath } from './paths';

const COLUMNS: readonly Column<Question>[] = [
  { key: 'position', header: 'Position', cell: (question) => question.position, align: 'end' },
  {
    key: 'text',
    header: 'Question',
    cell: (question) => recordLink(questionPath(question.id), question.text),
  },
  { key: 'max_score', header: 'Highest score', cell: (question) => question.max_score, align: 'end' },
  { key: 'status', header: 'Status', cell: statusText },
];

/**
 * Below a category's view: a warning when its bands no longer fit its questions, then its questions
 * in order (active and inactive: an inactive one counts for nothing, and is enabled from its page).
 */
export const CategoryQuestions = ({ record }: { record: QuestionCategory }) => {
  const query = useFilterQuestions({ ...CHILDREN, category_id: record.id }, { query: LIST_QUERY });
  return (
    <>
      <BandsWarning category={record} />
      <ChildRecords
        title="Questions"
        id="category-questions"
        add={{ href: questionCreatePath(record.id), label: 'Add question' }}
        query={query}
        columns={COLUMNS}
        emptyText="No questions yet."
        errorText="The questions could not be loaded."
      />
    </>
  );
};
