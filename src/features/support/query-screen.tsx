import './query.css';

import { useListReturnPath } from '@/components/form/list-return';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { useRecordRoute } from '@/components/resource/record-route';
import { useGetQuery } from '@/generated/api/support/support';
import type { QueryRecord } from '@/generated/model';

import { QueryView } from './query-view';
import { queryTitle } from './query-words';
import { QUERIES_PATH } from './support-paths';

const useQueryRecord = (id: number) => useGetQuery<QueryRecord, unknown>(id, { query: RECORD_QUERY });

/**
 * Query Details (`manage/query/:query_id`; docs/support.md, "The query page"): the query titled
 * '#12 Kiosk printer jams', on the record frame's states (a bad id, loading, not found, another
 * customer's query, a failure with Try again).
 */
export const QueryScreen = () => {
  const route = useRecordRoute({
    singular: 'Query',
    param: 'query_id',
    foreign: 'This query belongs to another customer.',
  });
  const back = { label: 'Back to Support Queries', href: useListReturnPath(QUERIES_PATH) };
  return (
    <RecordFrame
      route={route}
      useRecord={useQueryRecord}
      title="Query Details"
      titleOf={queryTitle}
      titleId="query-title"
      back={back}
    >
      {(query) => <QueryView query={query} />}
    </RecordFrame>
  );
};
