import type { KioskEvent, KioskRecord, KioskRow } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoKiosk, DemoKioskStatus } from '../types';
import { type TimelineEvent, timelineOf } from './audit-index';
import { kioskConfigOf } from './kiosk-rollout-sim';
import { fromOrderReason, orderDelivering } from './order-serials';
import { byRole, everyRow, recordKit } from './record-kit';
import { isAdministrator } from './scope';

/**
 * A kiosk as the proposed kiosk calls answer it (docs/proposed-api.md, "Kiosks"): administrators
 * see every kiosk, a customer those at their clinics (in repair too), a doctor none.
 */
export const KIOSKS = recordKit<DemoKiosk, 'change'>({
  noun: 'kiosk',
  find: (db, id) => db.kiosks.find((kiosk) => kiosk.id === id),
  scope: byRole<DemoKiosk>({
    Administrator: everyRow,
    Customer: (db, user) => (kiosk) =>
      kiosk.clinic_id !== null && db.clinic(kiosk.clinic_id)?.user_id === user.id,
    Doctor: () => () => false,
  }),
  foreign: 'This kiosk is not one of yours.',
  actions: {
    change: { allowed: isAdministrator, refused: 'Only administrators can receive, move or retire kiosks.' },
  },
});

const MINUTE = 60_000;

/**
 * A deployed kiosk reports every minute, each at its own second, so its last heartbeat follows the
 * demo clock (docs/home-and-monitor.md, "Where the counts come from"). A `quiet` one stops at its
 * `last_heartbeat_at` (which may still be ahead on the demo day): from then on that is its last.
 */
export const heartbeatOf = (db: DemoDb, kiosk: DemoKiosk): string | null => {
  if (kiosk.status !== 'deployed') return kiosk.last_heartbeat_at;
  const now = db.now().getTime();
  const stopped = kiosk.last_heartbeat_at === null || Date.parse(kiosk.last_heartbeat_at) <= now;
  if (kiosk.quiet && stopped) return kiosk.last_heartbeat_at;
  const beat = Math.floor(now / MINUTE) * MINUTE + ((kiosk.id * 17) % 60) * 1000;
  return new Date(beat > now ? beat - MINUTE : beat).toISOString();
};

/** Deployed, and no heartbeat since `before` (ms): the kiosk list's `silent_minutes` and out of sync. */
export const isSilentSince = (db: DemoDb, kiosk: DemoKiosk, before: number): boolean => {
  if (kiosk.status !== 'deployed') return false;
  const beat = heartbeatOf(db, kiosk);
  return beat === null || Date.parse(beat) < before;
};

/** The newest active APK release with force_update, or null when none is forced. */
export const newestForced = (db: DemoDb) =>
  db.catalogues.apkVersions
    .filter((apk) => apk.force_update && apk.status)
    .reduce<{ name: string; code: number } | null>(
      (best, apk) =>
        best === null || apk.version_code > best.code
          ? { name: apk.version_name, code: apk.version_code }
          : best,
      null,
    );

/** Deployed and below the newest forced version (docs/home-and-monitor.md, "Kiosk Inventory"). */
export const isOutOfDate = (kiosk: DemoKiosk, forced: { code: number } | null): boolean =>
  kiosk.status === 'deployed' && forced !== null && kiosk.app_version_code < forced.code;

const clinicOf = (db: DemoDb, id: number | null) => {
  const clinic = id === null ? undefined : db.clinic(id);
  return clinic ? { id: clinic.id, name: clinic.name } : null;
};

const configOf = (db: DemoDb, id: number | null) => {
  const config = id === null ? undefined : db.catalogues.kioskConfigs.find((row) => row.id === id);
  return config ? { id: config.id, name: config.name } : null;
};

export const kioskRowOf = (
  db: DemoDb,
  kiosk: DemoKiosk,
  forced: { code: number } | null = newestForced(db),
): KioskRow => {
  const clinic = kiosk.clinic_id === null ? undefined : db.clinic(kiosk.clinic_id);
  const customer = clinic ? db.customer(clinic.user_id) : undefined;
  const apk = db.catalogues.apkVersions.find((row) => row.version_code === kiosk.app_version_code);
  const manufacturer = db.catalogues.deviceManufacturers.find((row) => row.id === kiosk.manufacturer_id);
  return {
    id: kiosk.id,
    serial_number: kiosk.serial_number,
    model: {
      manufacturer: { id: kiosk.manufacturer_id, name: manufacturer?.name ?? '' },
      name: kiosk.model_name,
    },
    status: kiosk.status,
    clinic: clinicOf(db, kiosk.clinic_id),
    customer: customer ? { id: customer.id, name: `${customer.first_name} ${customer.last_name}` } : null,
    app_version: { name: apk?.version_name ?? String(kiosk.app_version_code), code: kiosk.app_version_code },
    app_out_of_date: isOutOfDate(kiosk, forced),
    // Kiosk configuration rollouts (docs/kiosk-rollouts.md) settle these on the demo clock.
    config_applied: configOf(db, kioskConfigOf(db, kiosk).applied_id),
    config_target: configOf(db, kioskConfigOf(db, kiosk).target_id),
    last_heartbeat_at: heartbeatOf(db, kiosk),
    installed_at: kiosk.installed_at,
    version: kiosk.version,
  };
};

const placeOf = (db: DemoDb, status: DemoKioskStatus | null, clinicId: number | null) =>
  status === null ? null : { status, clinic: clinicOf(db, clinicId) };

const eventOf = (db: DemoDb, event: TimelineEvent<'kiosk'>): KioskEvent => {
  const byId = event.actor_id ?? 0;
  const by = db.user(byId);
  const { line } = event;
  return {
    id: event.id,
    at: event.at,
    by: { id: byId, name: by ? `${by.first_name} ${by.last_name}` : '' },
    action: line.action,
    from: placeOf(db, line.from_status, line.from_clinic_id),
    to: placeOf(db, line.to_status, line.to_clinic_id),
    reason: line.reason,
  };
};

export const kioskRecordOf = (db: DemoDb, kiosk: DemoKiosk): KioskRecord => {
  const forced = newestForced(db);
  // A kiosk an order delivered names it on its arrival (docs/orders.md, "What a receipt does").
  const order = orderDelivering(db.orders, kiosk.serial_number);
  const arrival = (event: KioskEvent): KioskEvent =>
    order !== null && event.action === 'received' ? { ...event, reason: fromOrderReason(order.id) } : event;
  return {
    ...kioskRowOf(db, kiosk, forced),
    newest_forced: forced,
    created_at: kiosk.created_at,
    updated_at: kiosk.updated_at,
    // The kiosk's audit events (docs/audit.md, "Timelines read the trail"), newest first.
    history: timelineOf(db, 'kiosk', kiosk.id).map((event) => arrival(eventOf(db, event))),
  };
};
