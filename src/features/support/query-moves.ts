import { useQueryClient } from '@tanstack/react-query';

import { announceSuccess } from '@/components/form/announce';
import { currentOf } from '@/components/resource/conflict';
import { getGetQueryQueryKey, useSetQueryStatus, useTriageQuery } from '@/generated/api/support/support';
import type { QueryRecord, QueryStatus, QueryTriageRequest } from '@/generated/model';
import { GetQueryResponse } from '@/generated/zod/v3.zod';
import { toApiError } from '@/lib/http/api-error';

import { refreshQuery } from './query-cache';
import { conflictText } from './query-words';
import { queryNumber } from './support-words';

const QUERY = GetQueryResponse.shape.data;

/** The status moves the page offers, as `allowed_actions` names them, and where each goes. */
export type QueryMove = 'start' | 'resolve' | 'close' | 'reopen';

export const MOVE_TO: Record<QueryMove, QueryStatus> = {
  start: 'in_progress',
  resolve: 'resolved',
  close: 'closed',
  reopen: 'open',
};

const DONE: Record<QueryMove, string> = {
  start: 'started',
  resolve: 'resolved',
  close: 'closed',
  reopen: 'reopened',
};

export interface QueryMoves {
  move: (action: QueryMove) => Promise<QueryRecord>;
  triage: (body: Omit<QueryTriageRequest, 'version'>) => Promise<QueryRecord>;
}

/**
 * The writes of one query's page that carry its version (docs/support.md, "The query page"): a
 * status move and a triage. Done: one success toast and the query as answered. A failure is the
 * query client's one 'Error' toast, rethrown so a form keeps what was typed; besides, a stale one
 * (409) shows the query as it is now and `onConflict` says who changed it, and a refused one (422)
 * reads the query again.
 */
export const useQueryMoves = (query: QueryRecord, onConflict: (text: string | null) => void): QueryMoves => {
  const client = useQueryClient();
  const setStatus = useSetQueryStatus();
  const setTriage = useTriageQuery();
  const run = async (send: () => Promise<QueryRecord>, done: string): Promise<QueryRecord> => {
    onConflict(null);
    try {
      const saved = await send();
      announceSuccess(`Query ${queryNumber(query.id)} ${done}.`);
      await refreshQuery(client, saved);
      return saved;
    } catch (error) {
      const problem = toApiError(error);
      const current = currentOf<QueryRecord>(problem, QUERY);
      if (current) {
        onConflict(conflictText(query, current));
        await refreshQuery(client, current);
      } else if (problem.status === 422) {
        await client.invalidateQueries({ queryKey: getGetQueryQueryKey(query.id) });
      }
      throw error;
    }
  };
  return {
    move: (action) =>
      run(
        () =>
          setStatus.mutateAsync({
            id: query.id,
            data: { version: query.version, status: MOVE_TO[action] },
          }),
        DONE[action],
      ),
    triage: (body) =>
      run(
        () => setTriage.mutateAsync({ id: query.id, data: { ...body, version: query.version } }),
        'triaged',
      ),
  };
};
