import type { DemoCatalogues } from './catalogues/types';
import { type AudienceSource, resolveAudience } from './handlers/notification-audience';
import { createPrng } from './prng';
import { DAY } from './seed-day';
import { DEMO_CUSTOMER_ID, MAX_SCALE } from './seed-records';
import type {
  DemoClinic,
  DemoCustomer,
  DemoKiosk,
  DemoNotification,
  DemoNotificationAudience,
  DemoNotificationReceipt,
  DemoUser,
} from './types';

/**
 * Seeded notifications (docs/notifications.md, "Demo data"): every status (scheduled, sending, sent,
 * cancelled) to kiosk and user audiences, then filler over the last 90 days. Recipients are resolved
 * from the seeded fleet and users; every seeded user notification already sent has its receipts,
 * so nobody's inbox is full of old news at sign-in. A PRNG of its own, so no other table moves.
 */

const SEED = 0x2f1e57;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** docs/demo-api.md, "Scale": notifications at `DEMO_SCALE=max`. */
export const MAX_NOTIFICATIONS = 2_000;
const BASE_NOTIFICATIONS = 24;
/** Asha Rao composes the seeded notifications. */
const ADMIN = 1;

export const notificationCountFor = (scale: number): number =>
  scale >= MAX_SCALE ? MAX_NOTIFICATIONS : BASE_NOTIFICATIONS;

const MESSAGES: ReadonlyArray<readonly [string, string, string | null]> = [
  [
    'Kiosk maintenance on Sunday',
    'Kiosks restart between 06:00 and 06:30 for an update. Screenings resume right after.',
    'https://help.example.com/maintenance',
  ],
  [
    'Kiosk app 2.4.1 is available',
    'The update fixes printing of long reports and speeds up the blood-pressure test.',
    'https://help.example.com/releases/2-4-1',
  ],
  [
    'Clean the touch screen daily',
    'Use a dry microfibre cloth; sprays damage the coating. A short video shows how.',
    'https://help.example.com/care',
  ],
  [
    'New consumables price list',
    'Prices for test strips change on 1 July. The new list is in Consumables.',
    null,
  ],
  [
    'Support hours over the holiday',
    'Support answers from 09:00 to 17:00 on 15 August. Urgent kiosk faults are still covered.',
    null,
  ],
  [
    'Printer paper recall',
    'Paper rolls from batch PR-2405 may jam. Replace them; we send new rolls free of charge.',
    'https://help.example.com/recall',
  ],
  [
    'Screening camp season',
    'Plan your camps for September now: kiosks can be booked for camps from the Camps page.',
    null,
  ],
  [
    'Glucose strips: new batch',
    'Batch GS-2606 needs the new calibration code. Kiosks pick it up automatically tonight.',
    null,
  ],
];

interface Tables {
  users: readonly DemoUser[];
  customers: readonly DemoCustomer[];
  clinics: readonly DemoClinic[];
  kiosks: readonly DemoKiosk[];
  catalogues: Pick<DemoCatalogues, 'apkVersions' | 'roles'>;
}

interface Draft {
  audience: DemoNotificationAudience;
  sendAt: number;
  /** When it was cancelled (before sending), or null. */
  cancelledAt: number | null;
}

export interface SeededNotifications {
  notifications: DemoNotification[];
  notificationReceipts: DemoNotificationReceipt[];
}

const kiosksAll = (): DemoNotificationAudience => ({ kind: 'kiosks', scope: 'all', ids: [], models: [] });

export const seedNotifications = (scale: number, clock: number, tables: Tables): SeededNotifications => {
  // On the minute: two starts in the same minute seed the same notifications (src/mocks/seed.test.ts).
  const now = Math.floor(clock / 60_000) * 60_000;
  const prng = createPrng(SEED);
  const source: AudienceSource = tables;
  const demoClinic = tables.clinics.find((clinic) => clinic.user_id === DEMO_CUSTOMER_ID);
  const versions = [...tables.catalogues.apkVersions].sort((a, b) => a.version_code - b.version_code);
  const older = versions[Math.max(0, versions.length - 2)]?.version_code ?? 1;
  const customers = tables.customers.map((customer) => customer.id);
  const clinics = tables.clinics.map((clinic) => clinic.id);
  const special: Draft[] = [
    { audience: kiosksAll(), sendAt: now - 3 * DAY, cancelledAt: null },
    {
      audience: { kind: 'kiosks', scope: 'customer', ids: [DEMO_CUSTOMER_ID], models: [] },
      sendAt: now - DAY,
      cancelledAt: null,
    },
    {
      audience: { kind: 'users', user_types: ['Customer'], role_ids: [] },
      sendAt: now - 20 * HOUR,
      cancelledAt: null,
    },
    {
      audience: { kind: 'users', user_types: ['Administrator'], role_ids: [] },
      sendAt: now - 2 * DAY,
      cancelledAt: null,
    },
    // Sending: sent 40 seconds ago, its kiosks still taking it at their next heartbeat.
    {
      audience: { kind: 'kiosks', scope: 'clinic', ids: demoClinic ? [demoClinic.id] : [], models: [] },
      sendAt: now - 40_000,
      cancelledAt: null,
    },
    {
      audience: { kind: 'kiosks', scope: 'model', ids: [], models: ['HK-500 Health Kiosk'] },
      sendAt: now + 2 * DAY,
      cancelledAt: null,
    },
    {
      audience: { kind: 'users', user_types: ['Customer', 'Doctor'], role_ids: [] },
      sendAt: now + 5 * HOUR,
      cancelledAt: null,
    },
    {
      audience: { kind: 'kiosks', scope: 'app_version', ids: [older], models: [] },
      sendAt: now + DAY,
      cancelledAt: now - HOUR,
    },
    {
      audience: { kind: 'kiosks', scope: 'app_version', ids: [older], models: [] },
      sendAt: now - 10 * DAY,
      cancelledAt: null,
    },
  ];
  const filler = Math.max(0, notificationCountFor(scale) - special.length);
  const drafts: Draft[] = [...special];
  for (let index = 0; index < filler; index += 1) {
    const roll = prng.next();
    // At max scale only customer, clinic and user audiences: their recipients stay small.
    const audience: DemoNotificationAudience =
      roll < 0.45
        ? { kind: 'kiosks', scope: 'customer', ids: [prng.pick(customers)], models: [] }
        : roll < 0.8
          ? { kind: 'kiosks', scope: 'clinic', ids: [prng.pick(clinics), prng.pick(clinics)], models: [] }
          : {
              kind: 'users',
              user_types: [prng.pick(['Administrator', 'Customer', 'Doctor'] as const)],
              role_ids: [],
            };
    const state = prng.next();
    const sendAt =
      state < 0.05
        ? now + prng.int(1, 240) * HOUR
        : now - prng.int(1, 90 * 24) * HOUR - prng.int(0, 59) * MINUTE;
    drafts.push({ audience, sendAt, cancelledAt: state > 0.96 ? sendAt - prng.int(1, 48) * HOUR : null });
  }
  const notifications: DemoNotification[] = [];
  const notificationReceipts: DemoNotificationReceipt[] = [];
  drafts.forEach((draft, index) => {
    const id = index + 1;
    const [title, body, link] = MESSAGES[index % MESSAGES.length] ?? ['Notice', 'A notice.', null];
    const created = Math.min(draft.sendAt, now) - prng.int(1, 72) * HOUR;
    const cancelled =
      draft.cancelledAt === null ? null : new Date(Math.min(draft.cancelledAt, now)).toISOString();
    const recipients = resolveAudience(source, draft.audience).ids;
    notifications.push({
      id,
      title,
      body,
      link,
      image_url: null,
      audience: draft.audience,
      send_at: new Date(draft.sendAt).toISOString(),
      created_by: ADMIN,
      cancelled_at: cancelled,
      cancelled_by: cancelled === null ? null : ADMIN,
      test: false,
      recipients,
      version: cancelled === null ? 1 : 2,
      created_at: new Date(created).toISOString(),
      updated_at: cancelled ?? new Date(created).toISOString(),
    });
    if (draft.audience.kind !== 'users' || draft.sendAt > now || cancelled !== null) return;
    for (const userId of recipients) {
      const shown = new Date(Math.min(now, draft.sendAt + prng.int(1, 600) * 1000)).toISOString();
      notificationReceipts.push({
        notification_id: id,
        user_id: userId,
        displayed_at: shown,
        clicked_at: link !== null && prng.chance(0.3) ? shown : null,
      });
    }
  });
  return { notifications, notificationReceipts };
};
