import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Notifications (docs/requirements.md 2.5.12 and 2.11.23; docs/notifications.md): the list, Create
 * Notification and Notification Details, administrators only. Their titles are the requirements'.
 */
export const notificationsResource = defineResource<typeof screens>({
  name: 'notifications',
  area: 'configuration',
  administrators: true,
  routes: [
    { path: 'config/notification', screen: 'NotificationsScreen' },
    { path: 'config/notification/create', screen: 'CreateNotificationScreen' },
    {
      path: 'config/notification/view/:app_id',
      screen: 'NotificationScreen',
      // A sent notification to kiosks, with kiosks still pending (src/mocks/seed-notifications.ts).
      tour: { params: { app_id: '2' } },
    },
  ],
});
