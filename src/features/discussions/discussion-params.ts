import type { DiscussionFilterRequest } from '@/generated/model';
import { listCodec, type ListParams } from '@/components/resource/list-params';

/** The board's URL state: `[unread=1] [search] page rows`. */
export interface DiscussionExtra {
  unread: boolean;
}

export type DiscussionParams = ListParams & DiscussionExtra;

export const discussionCodec = listCodec<DiscussionExtra>({
  status: false,
  extra: {
    parse: (query) => ({ unread: query.get('unread') === '1' }),
    write: (query, extra) => {
      if (extra.unread) query.set('unread', '1');
    },
  },
});

export const discussionFilterBody = (params: DiscussionParams): DiscussionFilterRequest => ({
  page: params.page,
  limit: params.rows,
  searchValue: params.search === '' ? null : params.search,
  unread_only: params.unread,
});
