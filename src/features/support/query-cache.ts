import type { QueryClient } from '@tanstack/react-query';

import {
  getFilterQueriesQueryKey,
  getGetQueryQueryKey,
  getGetUnreadCountsQueryKey,
} from '@/generated/api/support/support';
import type { QueryRecord } from '@/generated/model';
import { keyPrefix } from '@/lib/query-keys';

/**
 * After a query changes on its page (a message, a move, a triage, a read marker): the page shows the
 * query as the server answered it, and the lists (their rows, views, unread markers) and the
 * sidebar's unread badge (getUnreadCounts) ask again.
 */
export const refreshQuery = async (client: QueryClient, saved?: QueryRecord): Promise<void> => {
  if (saved) client.setQueryData(getGetQueryQueryKey(saved.id), saved);
  await Promise.all([
    client.invalidateQueries({ queryKey: keyPrefix(getFilterQueriesQueryKey()) }),
    client.invalidateQueries({ queryKey: getGetUnreadCountsQueryKey() }),
  ]);
};
