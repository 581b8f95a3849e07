import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getGetDiscussionQueryKey, useMarkDiscussionRead } from '@/generated/api/discussions/discussions';
import type { DiscussionRecord } from '@/generated/model';

import { refreshBoard } from './discussion-queries';

/**
 * Opening a topic reads it (docs/discussions.md, "Unread"): the marker moves to its last message
 * once per newer message, then the board and the sidebar's counts are asked again. A failure is
 * only logged: the thread is on screen, and the next visit tries again.
 */
export const useMarkRead = (topic: DiscussionRecord): void => {
  const client = useQueryClient();
  const { mutateAsync } = useMarkDiscussionRead({ mutation: { meta: { errorMode: 'log' } } });
  const last = topic.messages.at(-1)?.id ?? null;
  const unread = last !== null && (topic.read_up_to === null || topic.read_up_to < last);
  useEffect(() => {
    if (!unread || last === null) return;
    mutateAsync({ id: topic.id, data: { message_id: last } })
      .then(async () => {
        client.setQueryData<DiscussionRecord>(getGetDiscussionQueryKey(topic.id), (current) =>
          current ? { ...current, read_up_to: last, unread: 0 } : current,
        );
        await refreshBoard(client);
      })
      .catch(() => undefined);
  }, [client, mutateAsync, topic.id, last, unread]);
};
