import type { DemoDb } from './db';
import { fleetHealth } from './handlers/kiosk-health';
import { newestForced } from './handlers/kiosk-view';
import { kioskSerial } from './seed-kiosks';
import { heartbeatMinutes } from './settings';
import type { DemoClinic, DemoKiosk } from './types';

/**
 * The header monitors' provider states (filterClinicMonitor, contracts/consumer/filter-calls.ts):
 * since issue 34 a clinic is out of sync or pending an app update through its deployed kiosks
 * (handlers/kiosk-health.ts), so the states set those kiosks up, never a flag on the clinic.
 */

const MINUTE = 60_000;

/** A deployed kiosk at the clinic: one already there, else one from stock, else a new one. */
const deployedKioskAt = (db: DemoDb, clinic: DemoClinic): DemoKiosk => {
  const there = db.kiosks.find((kiosk) => kiosk.status === 'deployed' && kiosk.clinic_id === clinic.id);
  if (there) return there;
  const now = db.now().toISOString();
  const id = Math.max(0, ...db.kiosks.map((kiosk) => kiosk.id)) + 1;
  const kiosk: DemoKiosk = db.kiosks.find((row) => row.status === 'in_stock') ?? {
    id,
    serial_number: kioskSerial(id),
    manufacturer_id: 3,
    model_name: 'HK-300 Health Kiosk',
    clinic_id: null,
    status: 'in_stock',
    app_version_code: newestForced(db)?.code ?? 1,
    config_applied_id: null,
    config_target_id: null,
    last_heartbeat_at: null,
    quiet: false,
    installed_at: null,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  if (!db.kiosks.includes(kiosk)) db.kiosks.push(kiosk);
  Object.assign(kiosk, { status: 'deployed', clinic_id: clinic.id, installed_at: now.slice(0, 10) });
  return kiosk;
};

/** A deployed kiosk of the clinic stopped reporting N + 30 minutes ago. */
export const makeOutOfSync = (db: DemoDb, clinic: DemoClinic): void => {
  const kiosk = deployedKioskAt(db, clinic);
  const stopped = db.now().getTime() - (heartbeatMinutes(db) + 30) * MINUTE;
  Object.assign(kiosk, { quiet: true, last_heartbeat_at: new Date(stopped).toISOString() });
};

/** An active forced release exists and a deployed kiosk of the clinic runs an older app. */
export const makePendingUpdate = (db: DemoDb, clinic: DemoClinic): void => {
  let forced = newestForced(db);
  if (forced === null) {
    const active = db.catalogues.apkVersions.filter((apk) => apk.status);
    const newest = active.sort((a, b) => b.version_code - a.version_code)[0];
    if (!newest) throw new Error('The demo data has no active APK release');
    newest.force_update = true;
    forced = newestForced(db);
  }
  const below = db.catalogues.apkVersions
    .map((apk) => apk.version_code)
    .filter((code) => code < (forced?.code ?? 0))
    .sort((a, b) => b - a)[0];
  deployedKioskAt(db, clinic).app_version_code = below ?? (forced?.code ?? 1) - 1;
};

/** At least `count` active clinics counted by the monitor, raising more through their kiosks. */
const ensureMonitored = (
  db: DemoDb,
  flagged: (db: DemoDb) => ReadonlySet<number>,
  raise: (db: DemoDb, clinic: DemoClinic) => void,
  count: number,
): void => {
  const live = db.clinics.filter((clinic) => clinic.status);
  const already = flagged(db);
  let missing = count - live.filter((clinic) => already.has(clinic.id)).length;
  for (const clinic of live) {
    if (missing <= 0) return;
    if (already.has(clinic.id)) continue;
    raise(db, clinic);
    missing -= 1;
  }
  if (missing > 0) throw new Error(`The demo data has fewer than ${count} active clinics`);
};

const outOfSync = (db: DemoDb) => fleetHealth(db).outOfSync;
const pendingUpdate = (db: DemoDb) => fleetHealth(db).pendingUpdate;

/** At least `count` active clinics out of sync. */
export const ensureOutOfSync = (db: DemoDb, count = 1): void =>
  ensureMonitored(db, outOfSync, makeOutOfSync, count);

/** At least `count` active clinics pending a forced app update. */
export const ensurePendingUpdate = (db: DemoDb, count = 1): void =>
  ensureMonitored(db, pendingUpdate, makePendingUpdate, count);

/** Every kiosk reports and runs the newest release: no clinic is counted by either monitor. */
export const healFleet = (db: DemoDb): void => {
  const newest = Math.max(...db.catalogues.apkVersions.map((apk) => apk.version_code));
  for (const kiosk of db.kiosks) Object.assign(kiosk, { quiet: false, app_version_code: newest });
};
