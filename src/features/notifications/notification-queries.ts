import type { QueryClient } from '@tanstack/react-query';

import {
  getFilterNotificationsQueryKey,
  getGetNotificationQueryKey,
} from '@/generated/api/notifications/notifications';
import type { NotificationRecord } from '@/generated/model';
import { keyPrefix } from '@/lib/query-keys';

/** After a send or a cancel: the page shows the notification as answered, and the list asks again. */
export const refreshNotifications = async (
  client: QueryClient,
  saved?: NotificationRecord,
): Promise<void> => {
  if (saved) client.setQueryData(getGetNotificationQueryKey(saved.id), saved);
  await client.invalidateQueries({ queryKey: keyPrefix(getFilterNotificationsQueryKey()) });
};
