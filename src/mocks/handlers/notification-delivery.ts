import type { NotificationDelivery, NotificationStatus } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoKiosk, DemoNotification, DemoNotificationReceipt } from '../types';

/**
 * A notification's status and delivery, computed at read time on the demo clock
 * (docs/notifications.md, "Statuses" and "Delivery"). Nothing here writes.
 */

const MINUTE = 60_000;
/** How long after `send_at` a notification reads `sending`. */
export const SENDING_MS = 2 * MINUTE;

export const statusOf = (notification: DemoNotification, now: number): NotificationStatus => {
  if (notification.cancelled_at !== null) return 'cancelled';
  const sendAt = Date.parse(notification.send_at);
  if (now < sendAt) return 'scheduled';
  return now < sendAt + SENDING_MS ? 'sending' : 'sent';
};

export const noDelivery = (): NotificationDelivery => ({
  delivered: 0,
  displayed: 0,
  clicked: 0,
  failed: 0,
  pending: 0,
});

/** 0-99, the same for a notification and a recipient on every read (no PRNG state). */
const share = (notificationId: number, recipientId: number): number => {
  let hash = Math.imul(notificationId, 0x9e3779b1) ^ Math.imul(recipientId, 0x85ebca6b);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x7feb352d);
  hash ^= hash >>> 15;
  return (hash >>> 0) % 100;
};

/** Most kiosks show what they receive, and some of those are tapped. */
const DISPLAYED_PERCENT = 85;
const CLICKED_PERCENT = 15;

export type KioskOutcome = 'delivered' | 'pending' | 'failed';

/**
 * A kiosk's outcome: retired or in stock (no app running), failed; in repair, pending (it comes
 * back); deployed, delivered at its first heartbeat at or after `send_at` (each kiosk beats every
 * minute at its own second, kiosk-view.ts), pending while that heartbeat has not come: not yet, or
 * never because the kiosk went quiet before it.
 */
export const kioskOutcome = (kiosk: DemoKiosk | undefined, sendAt: number, now: number): KioskOutcome => {
  if (!kiosk || kiosk.status === 'retired' || kiosk.status === 'in_stock') return 'failed';
  if (kiosk.status === 'in_repair') return 'pending';
  const offset = ((kiosk.id * 17) % 60) * 1000;
  let beat = Math.floor(sendAt / MINUTE) * MINUTE + offset;
  if (beat < sendAt) beat += MINUTE;
  if (beat > now) return 'pending';
  if (kiosk.quiet && (kiosk.last_heartbeat_at === null || Date.parse(kiosk.last_heartbeat_at) < beat)) {
    return 'pending';
  }
  return 'delivered';
};

/** Kiosks by id, read once per call. */
export const kioskIndex = (db: DemoDb): ReadonlyMap<number, DemoKiosk> =>
  new Map(db.kiosks.map((kiosk) => [kiosk.id, kiosk]));

/** Receipts by notification, read once per call. */
export const receiptIndex = (db: DemoDb): ReadonlyMap<number, DemoNotificationReceipt[]> => {
  const index = new Map<number, DemoNotificationReceipt[]>();
  for (const receipt of db.notificationReceipts) {
    const list = index.get(receipt.notification_id);
    if (list) list.push(receipt);
    else index.set(receipt.notification_id, [receipt]);
  }
  return index;
};

export interface DeliveryIndexes {
  kiosks: ReadonlyMap<number, DemoKiosk>;
  receipts: ReadonlyMap<number, DemoNotificationReceipt[]>;
  users: ReadonlySet<number>;
}

export const deliveryIndexes = (db: DemoDb): DeliveryIndexes => ({
  kiosks: kioskIndex(db),
  receipts: receiptIndex(db),
  users: new Set(db.users.map((user) => user.id)),
});

const userDelivery = (notification: DemoNotification, indexes: DeliveryIndexes): NotificationDelivery => {
  const receipts = new Map(
    (indexes.receipts.get(notification.id) ?? []).map((receipt) => [receipt.user_id, receipt]),
  );
  const delivery = noDelivery();
  for (const id of notification.recipients) {
    const receipt = receipts.get(id);
    if (!indexes.users.has(id)) delivery.failed += 1;
    else if (!receipt) delivery.pending += 1;
    else {
      delivery.delivered += 1;
      if (receipt.displayed_at !== null) delivery.displayed += 1;
      if (receipt.clicked_at !== null) delivery.clicked += 1;
    }
  }
  return delivery;
};

/** Delivered, displayed, clicked, failed and pending so far; all 0 before sending or once cancelled. */
export const deliveryOf = (
  notification: DemoNotification,
  now: number,
  indexes: DeliveryIndexes,
): NotificationDelivery => {
  const status = statusOf(notification, now);
  if (status === 'scheduled' || status === 'cancelled') return noDelivery();
  if (notification.audience.kind === 'users') return userDelivery(notification, indexes);
  const sendAt = Date.parse(notification.send_at);
  const delivery = noDelivery();
  for (const id of notification.recipients) {
    const outcome = kioskOutcome(indexes.kiosks.get(id), sendAt, now);
    delivery[outcome] += 1;
    if (outcome !== 'delivered') continue;
    const roll = share(notification.id, id);
    if (roll < DISPLAYED_PERCENT) delivery.displayed += 1;
    if (roll < CLICKED_PERCENT) delivery.clicked += 1;
  }
  return delivery;
};

/** The kiosks that keep a sent notification pending, the longest silent first. */
export const pendingKiosksOf = (
  notification: DemoNotification,
  now: number,
  kiosks: ReadonlyMap<number, DemoKiosk>,
): DemoKiosk[] => {
  const status = statusOf(notification, now);
  if (notification.audience.kind !== 'kiosks' || status === 'scheduled' || status === 'cancelled') return [];
  const sendAt = Date.parse(notification.send_at);
  return notification.recipients
    .map((id) => kiosks.get(id))
    .filter((kiosk): kiosk is DemoKiosk => kioskOutcome(kiosk, sendAt, now) === 'pending');
};
