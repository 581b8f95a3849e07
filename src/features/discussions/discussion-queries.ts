import type { QueryClient } from '@tanstack/react-query';

import { UNREAD_COUNTS_KEY } from '@/components/menu-badges';
import {
  getFilterDiscussionsQueryKey,
  getGetDiscussionQueryKey,
} from '@/generated/api/discussions/discussions';
import type { DiscussionRecord } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { keyPrefix } from '@/lib/query-keys';

/** After a write: the topic as answered, and the board's pages and the sidebar's counts asked again. */
export const refreshBoard = async (client: QueryClient, topic?: DiscussionRecord): Promise<void> => {
  if (topic) client.setQueryData(getGetDiscussionQueryKey(topic.id), topic);
  await Promise.all([
    client.invalidateQueries({ queryKey: keyPrefix(getFilterDiscussionsQueryKey()) }),
    client.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY }),
  ]);
};

/** A 422's field and message, else null. */
export const refusalOf = (error: unknown): { field: string; message: string } | null => {
  const problem = toApiError(error);
  const field = (problem.body as { field?: unknown } | null | undefined)?.field;
  return problem.status === 422 && typeof field === 'string'
    ? { field, message: problem.serverMessage ?? problem.message }
    : null;
};
