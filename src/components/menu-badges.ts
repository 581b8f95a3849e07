import { getGetUnreadCountsQueryKey, useGetUnreadCounts } from '@/generated/api/support/support';
import type { UnreadCounts } from '@/generated/model';

/** How often the sidebar asks for its unread counts while the tab is visible (docs/support.md, "Unread"). */
export const UNREAD_REFRESH_MS = 30_000;

/**
 * The unread counts' one cache entry: a screen that marks a thread read invalidates it, so the badge
 * follows at once instead of at the next poll.
 */
export const UNREAD_COUNTS_KEY = getGetUnreadCountsQueryKey();

/** A badge per menu page ('/dashboard/manage/query'), only where there is something unread. */
export type MenuBadges = Readonly<Record<string, number>>;

const NONE: MenuBadges = {};

/**
 * The sidebar's badges (docs/requirements.md 2.5.1): the queries holding unread messages for the
 * signed-in user on Support Queries, the topics with unread replies on Discussions. One small call
 * every 30 s while the tab is visible; react-query stops the interval while the tab is hidden and
 * asks again when it shows. An unchanged answer keeps the same object (structural sharing and the
 * memo below), so a poll that finds nothing new renders nothing.
 */
export const useMenuBadges = (): MenuBadges => {
  // The mutator unwraps the envelope: `data` is `{ queries, discussions }`.
  const { data } = useGetUnreadCounts<UnreadCounts, unknown>({
    query: { refetchInterval: UNREAD_REFRESH_MS, refetchIntervalInBackground: false },
  });
  const queries = data?.queries ?? 0;
  const discussions = data?.discussions ?? 0;
  return queries === 0 && discussions === 0
    ? NONE
    : {
        ...(queries > 0 ? { ['/dashboard/manage/query']: queries } : {}),
        ...(discussions > 0 ? { ['/dashboard/discussions']: discussions } : {}),
      };
};
