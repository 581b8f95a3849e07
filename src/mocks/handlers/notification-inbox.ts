import { RecordNotificationReceiptBody } from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoNotification, DemoUser } from '../types';
import { fail, ok, parseBody, type RouteDefinition } from './kit';
import { statusOf } from './notification-delivery';
import { NOTIFICATIONS } from './notification-view';

/**
 * The foreground path in demo mode (docs/notifications.md, "The foreground path"; docs/push.md):
 * every signed-in user reads their own inbox and records their own receipts. A notification is the
 * caller's when it went to dashboard users and they are among its recipients (a test: its author).
 */

/** At most this many per answer: a user back after a long absence is not flooded. */
export const INBOX_LIMIT = 20;

const isRecipient = (notification: DemoNotification, user: DemoUser): boolean =>
  notification.audience.kind === 'users' && notification.recipients.includes(user.id);

const afterOf = (raw: string | null | undefined): number | null => {
  if (raw == null || raw === '') return 0;
  return /^\d{1,10}$/.test(raw) ? Number(raw) : null;
};

const receivedBy = (db: DemoDb, user: DemoUser): ReadonlySet<number> =>
  new Set(
    db.notificationReceipts
      .filter((receipt) => receipt.user_id === user.id)
      .map((receipt) => receipt.notification_id),
  );

export const notificationInboxRoutes: RouteDefinition[] = [
  {
    operation: 'listNotificationInbox',
    resolve: ({ db, user, query }) => {
      const after = afterOf(query?.get('after'));
      if (after === null) return fail(400, 'Invalid query: after must be a whole number');
      const now = db.now().getTime();
      const received = receivedBy(db, user);
      const items = db.notifications
        .filter(
          (notification) =>
            notification.id > after &&
            !received.has(notification.id) &&
            isRecipient(notification, user) &&
            statusOf(notification, now) !== 'scheduled' &&
            statusOf(notification, now) !== 'cancelled',
        )
        .sort((a, b) => (a.send_at === b.send_at ? a.id - b.id : a.send_at < b.send_at ? -1 : 1))
        .slice(0, INBOX_LIMIT)
        .map((notification) => ({
          id: notification.id,
          title: notification.title,
          body: notification.body,
          link: notification.link,
          image_url: notification.image_url,
          send_at: notification.send_at,
        }));
      return ok(items);
    },
  },
  {
    operation: 'recordNotificationReceipt',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const parsed = parseBody(RecordNotificationReceiptBody, body);
      if (!parsed.ok) return parsed.result;
      const found = NOTIFICATIONS.find(db, params.id);
      // Not the caller's: as unknown as one that does not exist (its existence is not theirs to learn).
      if (!found.ok || !isRecipient(found.row, user)) return NOTIFICATIONS.notFound;
      const notification = found.row;
      const status = statusOf(notification, db.now().getTime());
      if (status === 'scheduled' || status === 'cancelled') return NOTIFICATIONS.notFound;
      const now = db.now().toISOString();
      let receipt = db.notificationReceipts.find(
        (row) => row.notification_id === notification.id && row.user_id === user.id,
      );
      if (!receipt) {
        receipt = {
          notification_id: notification.id,
          user_id: user.id,
          displayed_at: null,
          clicked_at: null,
        };
        db.notificationReceipts.push(receipt);
      }
      receipt.displayed_at ??= now;
      if (parsed.value.event === 'clicked') receipt.clicked_at ??= now;
      return ok({
        notification_id: notification.id,
        displayed_at: receipt.displayed_at,
        clicked_at: receipt.clicked_at,
      });
    },
  },
];
