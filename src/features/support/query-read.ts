import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { getGetQueryQueryKey, useMarkQueryRead } from '@/generated/api/support/support';
import type { QueryRecord } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

import { refreshQuery } from './query-cache';

/** A marker that did not move is only logged: the page reads as it did, and the next open tries again. */
const MARK_META = { meta: { errorMode: 'log' } satisfies ErrorMeta } as const;

/**
 * The caller's read marker (docs/support.md, "Unread"): when the page shows a message newer than
 * the marker (on open, and when one arrives), markQueryRead moves it to the newest, once per
 * message; the lists' unread markers and the sidebar's badge (getUnreadCounts) then ask again.
 */
export const useReadMarker = (query: QueryRecord): void => {
  const client = useQueryClient();
  // The refresh is the mutation's own, not mutate()'s: it still runs when the reader has already left
  // the page (mutate()'s callbacks would be dropped with the page), so the badge and the lists follow.
  const mark = useMarkQueryRead({
    mutation: {
      ...MARK_META,
      onSuccess: (answer, { id, data: { message_id } }) => {
        client.setQueryData<QueryRecord>(getGetQueryQueryKey(id), (shown) =>
          shown
            ? { ...shown, read_up_to: Math.max(shown.read_up_to ?? 0, message_id), unread: answer.unread }
            : shown,
        );
        void refreshQuery(client);
      },
    },
  });
  const sent = useRef<number | null>(null);
  const newest = query.messages.at(-1)?.id ?? null;
  const behind = newest !== null && (query.read_up_to === null || query.read_up_to < newest);
  const { mutate } = mark;
  useEffect(() => {
    if (!behind || newest === null || sent.current === newest) return;
    sent.current = newest;
    mutate({ id: query.id, data: { message_id: newest } });
  }, [behind, newest, query.id, mutate]);
};
