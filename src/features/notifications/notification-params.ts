import { listCodec, type ListParams } from '@/components/resource/list-params';
import type { NotificationStatus } from '@/generated/model';

import { STATUSES } from './notification-words';

/** Notifications' URL state: the status tab (`status=scheduled`, none for All), beside search and page. */
export interface NotificationFilterParams {
  tab: NotificationStatus | null;
}

export type NotificationParams = ListParams & NotificationFilterParams;

/** Built once: the list hooks compare codecs by identity. */
export const notificationCodec = listCodec<NotificationFilterParams>({
  status: false,
  extra: {
    parse: (query) => ({ tab: STATUSES.find((status) => status === query.get('status')) ?? null }),
    write: (query, extra) => {
      if (extra.tab) query.set('status', extra.tab);
    },
  },
});
