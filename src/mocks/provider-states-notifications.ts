import type { DemoDb } from './db';
import type { ProviderStateHandler } from './provider-states';
import type { DemoNotification, DemoNotificationAudience } from './types';

/**
 * Provider states of the proposed notification calls (the proposals pact, docs/contracts.md;
 * docs/notifications.md). A state leaves exactly one notification and no receipts: Asha Rao's, to
 * every kiosk or to the customers (the demo customer among them, without a receipt yet), either
 * scheduled for tomorrow or sent an hour ago, at the version asked. So every field the pact pins
 * answers with one type, and every list one length, on any demo database.
 */

const ADMIN = 1;
const HOUR = 3_600_000;

const intParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};

const notificationAt = (
  db: DemoDb,
  scheduled: boolean,
  toUsers: boolean,
  version: number,
): DemoNotification => {
  const now = db.now().getTime();
  const audience: DemoNotificationAudience = toUsers
    ? { kind: 'users', user_types: ['Customer'], role_ids: [] }
    : { kind: 'kiosks', scope: 'all', ids: [], models: [] };
  const recipients = toUsers
    ? db.users.filter((user) => user.user_type === 'Customer').map((user) => user.id)
    : db.kiosks.map((kiosk) => kiosk.id);
  const created = new Date(now - 2 * HOUR).toISOString();
  const notification: DemoNotification = {
    id: 1,
    title: 'Kiosk maintenance on Sunday',
    body: 'Kiosks restart between 06:00 and 06:30 for an update. Screenings resume right after.',
    link: 'https://help.example.com/maintenance',
    image_url: null,
    audience,
    send_at: new Date(scheduled ? now + 24 * HOUR : now - HOUR).toISOString(),
    created_by: ADMIN,
    cancelled_at: null,
    cancelled_by: null,
    test: false,
    recipients,
    version,
    created_at: created,
    updated_at: created,
  };
  db.notifications.splice(0, db.notifications.length, notification);
  db.notificationReceipts.splice(0, db.notificationReceipts.length);
  return notification;
};

export const notificationProviderStates: Record<string, ProviderStateHandler> = {
  /**
   * params: status (scheduled or sent), audience (kiosks or users), version (1 by default). The
   * only notification; answers its id and version.
   */
  'a notification exists': (db, params) => {
    const notification = notificationAt(
      db,
      params.status !== 'sent',
      params.audience === 'users',
      intParam(params, 'version', 1),
    );
    return { id: notification.id, version: notification.version };
  },
};
