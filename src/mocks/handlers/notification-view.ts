import type { NotificationRecord, NotificationRow } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoNotification } from '../types';
import { audienceText } from './notification-audience';
import {
  deliveryIndexes,
  type DeliveryIndexes,
  deliveryOf,
  pendingKiosksOf,
  statusOf,
} from './notification-delivery';
import { heartbeatOf } from './kiosk-view';
import { personName } from './order-view';
import { byRole, recordKit } from './record-kit';
import { isAdministrator } from './scope';

/**
 * A notification as the proposed calls answer it (docs/notifications.md; docs/proposed-api.md,
 * "Notifications"): administrators only, except the inbox and the receipt (notification-inbox.ts).
 */
export const NOTIFICATIONS = recordKit<DemoNotification, 'manage'>({
  noun: 'notification',
  find: (db, id) => db.notifications.find((notification) => notification.id === id),
  scope: byRole<DemoNotification>({
    Administrator: () => () => true,
    Customer: () => () => false,
    Doctor: () => () => false,
  }),
  actions: {
    manage: { allowed: isAdministrator, refused: 'Only administrators can send or read notifications.' },
  },
});

/** The audience in words: a test names its author; otherwise the audience as it reads now. */
export const audienceTextOf = (db: DemoDb, notification: DemoNotification): string =>
  notification.test
    ? `Test: ${personName(db, notification.created_by)} only`
    : audienceText(db, notification.audience);

export const notificationRowOf = (
  db: DemoDb,
  notification: DemoNotification,
  indexes: DeliveryIndexes = deliveryIndexes(db),
): NotificationRow => {
  const now = db.now().getTime();
  return {
    id: notification.id,
    title: notification.title,
    status: statusOf(notification, now),
    audience_text: audienceTextOf(db, notification),
    audience_count: notification.recipients.length,
    send_at: notification.send_at,
    delivery: deliveryOf(notification, now, indexes),
    created_by: { id: notification.created_by, name: personName(db, notification.created_by) },
    version: notification.version,
    created_at: notification.created_at,
    updated_at: notification.updated_at,
  };
};

const PENDING_SHOWN = 50;

export const notificationRecordOf = (db: DemoDb, notification: DemoNotification): NotificationRecord => {
  const indexes = deliveryIndexes(db);
  const now = db.now().getTime();
  const pending = pendingKiosksOf(notification, now, indexes.kiosks)
    .map((kiosk) => ({ kiosk, beat: heartbeatOf(db, kiosk) }))
    .sort((a, b) => (a.beat ?? '').localeCompare(b.beat ?? '') || a.kiosk.id - b.kiosk.id);
  const status = statusOf(notification, now);
  return {
    ...notificationRowOf(db, notification, indexes),
    body: notification.body,
    link: notification.link,
    image_url: notification.image_url,
    audience: { ...notification.audience },
    test: notification.test,
    cancelled_at: notification.cancelled_at,
    cancelled_by:
      notification.cancelled_by === null
        ? null
        : { id: notification.cancelled_by, name: personName(db, notification.cancelled_by) },
    pending_kiosks: {
      total: pending.length,
      records: pending.slice(0, PENDING_SHOWN).map(({ kiosk, beat }) => {
        const clinic = kiosk.clinic_id === null ? undefined : db.clinic(kiosk.clinic_id);
        return {
          id: kiosk.id,
          serial_number: kiosk.serial_number,
          clinic: clinic ? { id: clinic.id, name: clinic.name } : null,
          last_heartbeat_at: beat,
        };
      }),
    },
    allowed_actions: status === 'scheduled' ? ['cancel'] : [],
  };
};
