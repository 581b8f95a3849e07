import type { DemoDb } from '../db';
import { heartbeatMinutes } from '../settings';
import { isOutOfDate, isSilentSince, newestForced } from './kiosk-view';

/**
 * One source of truth for the header's monitors, the Monitor, Clinic Details' sync and the kiosk
 * list (docs/home-and-monitor.md, "Where the counts come from"; docs/requirements.md 2.4). A clinic
 * is counted when at least one of its deployed kiosks is:
 * - out of sync: its last heartbeat is older than N minutes (the heartbeat setting, 30);
 * - pending for app update: its app is below the newest forced APK release of the catalogue.
 */
export interface FleetHealth {
  outOfSync: ReadonlySet<number>;
  pendingUpdate: ReadonlySet<number>;
}

const MINUTE = 60_000;

/** The instant before which a deployed kiosk's last heartbeat makes it out of sync. */
export const silentBefore = (db: DemoDb, minutes = heartbeatMinutes(db)): number =>
  db.now().getTime() - minutes * MINUTE;

/** The clinics (by id) out of sync and pending an app update, from their deployed kiosks now. */
export const fleetHealth = (db: DemoDb): FleetHealth => {
  const before = silentBefore(db);
  const forced = newestForced(db);
  const outOfSync = new Set<number>();
  const pendingUpdate = new Set<number>();
  for (const kiosk of db.kiosks) {
    if (kiosk.status !== 'deployed' || kiosk.clinic_id === null) continue;
    if (isSilentSince(db, kiosk, before)) outOfSync.add(kiosk.clinic_id);
    if (isOutOfDate(kiosk, forced)) pendingUpdate.add(kiosk.clinic_id);
  }
  return { outOfSync, pendingUpdate };
};

/** Clinic Details' `sync` block (getClinic), from the same fleet health. */
export const clinicSyncOf = (health: FleetHealth, clinicId: number) => ({
  synced: !health.outOfSync.has(clinicId),
  pending_forced_update: health.pendingUpdate.has(clinicId),
});
