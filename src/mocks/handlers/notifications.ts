import type { NotificationStatusCounts } from '@/generated/model';
import {
  CancelNotificationBody,
  CreateNotificationBody,
  FilterNotificationsBody,
  ListNotificationAudienceBody,
  SendTestNotificationBody,
} from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoNotification, DemoNotificationAudience, DemoUser } from '../types';
import { ok, parseBody, refusal, type RouteDefinition, type RouteResult } from './kit';
import { audienceOf, resolveAudience } from './notification-audience';
import { deliveryIndexes, statusOf } from './notification-delivery';
import { notificationInboxRoutes } from './notification-inbox';
import { composeOf, type ComposeInput, sendAtOf } from './notification-rules';
import { NOTIFICATIONS, notificationRecordOf, notificationRowOf } from './notification-view';

/**
 * The proposed notification calls (docs/notifications.md; docs/proposed-api.md, "Notifications"):
 * the list with its status counts, the audience's live count, a send (now or scheduled), a test to
 * the caller, one notification with its delivery, and Cancel while scheduled. Administrators only.
 */

const emptyCounts = (): NotificationStatusCounts => ({ scheduled: 0, sending: 0, sent: 0, cancelled: 0 });

const newestFirst = (a: DemoNotification, b: DemoNotification): number =>
  a.send_at === b.send_at ? b.id - a.id : a.send_at < b.send_at ? 1 : -1;

const searchOf = (raw: string | null | undefined) => {
  const text = (raw ?? '').trim().toLowerCase();
  const numberOnly = text.startsWith('#');
  const search = text.replace(/^#/, '');
  return (notification: DemoNotification): boolean => {
    if (search === '') return true;
    if (numberOnly) return String(notification.id) === search;
    return (
      String(notification.id) === search ||
      notification.title.toLowerCase().includes(search) ||
      notification.body.toLowerCase().includes(search)
    );
  };
};

const nextId = (db: DemoDb): number =>
  db.notifications.reduce((max, notification) => Math.max(max, notification.id), 0) + 1;

/** Saves a notification whose rules passed, with its recipients resolved now. */
const save = (
  db: DemoDb,
  user: DemoUser,
  fields: {
    composed: ReturnType<typeof composeOf> & { ok: true };
    audience: DemoNotificationAudience;
    sendAt: string;
    test: boolean;
    recipients: number[];
  },
): DemoNotification => {
  const now = db.now().toISOString();
  const notification: DemoNotification = {
    id: nextId(db),
    ...fields.composed.value,
    audience: fields.audience,
    send_at: fields.sendAt,
    created_by: user.id,
    cancelled_at: null,
    cancelled_by: null,
    test: fields.test,
    recipients: fields.recipients,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  db.notifications.push(notification);
  return notification;
};

const composed = (input: ComposeInput): ReturnType<typeof composeOf> => composeOf(input);

const refused = (result: { ok: false; refusal: { message: string; field?: string } }): RouteResult =>
  refusal(result.refusal.message, result.refusal.field);

const adminRoutes: RouteDefinition[] = [
  {
    operation: 'filterNotifications',
    resolve: ({ db, user, body }) => {
      const denied = NOTIFICATIONS.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(FilterNotificationsBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit, status, searchValue } = parsed.value;
      const now = db.now().getTime();
      const counts = emptyCounts();
      const search = searchOf(searchValue);
      const rows = db.notifications.filter((notification) => {
        if (notification.test || !search(notification)) return false;
        const current = statusOf(notification, now);
        counts[current] += 1;
        return status == null || current === status;
      });
      const indexes = deliveryIndexes(db);
      return ok({
        total_count: rows.length,
        records: rows
          .sort(newestFirst)
          .slice((page - 1) * limit, page * limit)
          .map((notification) => notificationRowOf(db, notification, indexes)),
        status_counts: counts,
      });
    },
  },
  {
    operation: 'listNotificationAudience',
    resolve: ({ db, user, body }) => {
      const denied = NOTIFICATIONS.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(ListNotificationAudienceBody, body);
      if (!parsed.ok) return parsed.result;
      const resolved = resolveAudience(db, audienceOf(parsed.value.audience));
      return ok({ count: resolved.ids.length, text: resolved.text });
    },
  },
  {
    operation: 'createNotification',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = NOTIFICATIONS.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(CreateNotificationBody, body);
      if (!parsed.ok) return parsed.result;
      const message = composed(parsed.value);
      if (!message.ok) return refused(message);
      const sendAt = sendAtOf(parsed.value.send_at, db.now().getTime());
      if (!sendAt.ok) return refused(sendAt);
      const audience = audienceOf(parsed.value.audience);
      const recipients = resolveAudience(db, audience).ids;
      if (recipients.length === 0) {
        return refusal('This audience reaches nobody. Choose at least one kiosk or user.', 'audience');
      }
      const notification = save(db, user, {
        composed: message,
        audience,
        sendAt: sendAt.value,
        test: false,
        recipients,
      });
      return ok(notificationRecordOf(db, notification));
    },
  },
  {
    operation: 'sendTestNotification',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = NOTIFICATIONS.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(SendTestNotificationBody, body);
      if (!parsed.ok) return parsed.result;
      const message = composed(parsed.value);
      if (!message.ok) return refused(message);
      const notification = save(db, user, {
        composed: message,
        audience: { kind: 'users', user_types: [], role_ids: [] },
        sendAt: db.now().toISOString(),
        test: true,
        recipients: [user.id],
      });
      return ok(notificationRecordOf(db, notification));
    },
  },
  {
    operation: 'getNotification',
    resolve: ({ db, user, params }) => {
      const denied = NOTIFICATIONS.refuses('manage', user);
      if (denied) return denied;
      const found = NOTIFICATIONS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      return ok(notificationRecordOf(db, found.row));
    },
  },
  {
    operation: 'cancelNotification',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = NOTIFICATIONS.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(CancelNotificationBody, body);
      if (!parsed.ok) return parsed.result;
      const found = NOTIFICATIONS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const notification = found.row;
      const stale = NOTIFICATIONS.stale(notification, parsed.value.version, () =>
        notificationRecordOf(db, notification),
      );
      if (stale) return stale;
      const status = statusOf(notification, db.now().getTime());
      if (status !== 'scheduled') {
        return refusal(`Only a scheduled notification can be cancelled; this one is ${status}.`, 'status');
      }
      const now = db.now().toISOString();
      notification.cancelled_at = now;
      notification.cancelled_by = user.id;
      notification.version += 1;
      notification.updated_at = now;
      return ok(notificationRecordOf(db, notification));
    },
  },
];

/** The inbox comes first: `GET /v3/notification/inbox` must not be read as `/v3/notification/{id}`. */
export const notificationRoutes: RouteDefinition[] = [...notificationInboxRoutes, ...adminRoutes];
