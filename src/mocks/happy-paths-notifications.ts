import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';

/**
 * The proposed notification calls (docs/notifications.md): the list, the live count, a send now to
 * the customers, a test (the caller's own, whose receipt the caller then records), a seeded scheduled
 * notification read and cancelled, and the caller's inbox.
 */
export const notificationPaths = (db: DemoDb): Record<string, HappyPath> => {
  const now = db.now().getTime();
  const scheduled = db.notifications.find(
    (row) => row.cancelled_at === null && Date.parse(row.send_at) > now + 3_600_000,
  );
  if (!scheduled) throw new Error('The demo data has no scheduled notification');
  const last = db.notifications.reduce((max, row) => Math.max(max, row.id), 0);
  // createNotification then sendTestNotification add the next two ids: the test is the caller's.
  const test = last + 2;
  const content = {
    title: 'Kiosk maintenance on Sunday',
    body: 'Kiosks restart between 06:00 and 06:30 for an update.',
    link: 'https://help.example.com/maintenance',
    image_url: null,
  };
  const audience = { kind: 'users', user_types: ['Customer'], role_ids: [] };
  return {
    filterNotifications: { path: '/v3/notification/filter', body: { page: 1, limit: 10, status: null } },
    listNotificationAudience: { path: '/v3/notification/audience', body: { audience } },
    createNotification: { path: '/v3/notification/', body: { ...content, audience, send_at: null } },
    sendTestNotification: { path: '/v3/notification/test', body: content },
    getNotification: { path: `/v3/notification/${scheduled.id}` },
    cancelNotification: {
      path: `/v3/notification/${scheduled.id}/cancel`,
      body: { version: scheduled.version },
    },
    listNotificationInbox: { path: '/v3/notification/inbox' },
    recordNotificationReceipt: { path: `/v3/notification/${test}/receipt`, body: { event: 'clicked' } },
  };
};
