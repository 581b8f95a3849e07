import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, records, serveDemoDb, totalCount } from '../test-utils';

/**
 * One source of truth (docs/home-and-monitor.md, "Where the counts come from"): the header's
 * monitors (filterClinicMonitor), Clinic Details' `sync` (getClinic) and Kiosk Inventory
 * (filterKiosks) agree, each computed here again from the tables alone.
 */

const MINUTE = 60_000;
const TEN = Date.parse('2026-06-01T10:00:00Z');

let db: DemoDb;
let admin: string;
let now: number;
beforeEach(() => {
  now = TEN;
  db = serveDemoDb({ now: () => new Date(now) });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown) => call(path, { body, token: admin });

/** The monitor's clinic ids (every page at once). */
const monitorIds = async (monitor: 'clinics-not-synced' | 'pending-forced-update') => {
  const result = await post('/v3/clinic/filter', { status: true, page: 1, limit: 5000, monitor });
  const ids = records<{ id: number }>(result).map(({ id }) => id);
  expect(totalCount(result)).toBe(ids.length);
  return new Set(ids);
};

/** The active clinics of the kiosks Kiosk Inventory lists under a filter. */
const inventoryClinics = async (filter: Record<string, unknown>) => {
  const result = await post('/v3/kiosk/filter', { page: 1, limit: 500, ...filter });
  const rows = records<{ clinic: { id: number } | null }>(result);
  expect(totalCount(result)).toBe(rows.length);
  const ids = rows.flatMap(({ clinic }) => (clinic && db.clinic(clinic.id)?.status ? [clinic.id] : []));
  return { kiosks: rows.length, clinics: new Set(ids) };
};

/** Clinic Details' sync of every active clinic, read through getClinic. */
const detailsSync = async () => {
  const flagged = { outOfSync: new Set<number>(), pending: new Set<number>() };
  for (const clinic of db.clinics.filter((row) => row.status)) {
    const { data } = await call(`/v3/clinic/${clinic.id}`, { method: 'GET', token: admin });
    const { sync } = data as { sync: { synced: boolean; pending_forced_update: boolean } };
    if (!sync.synced) flagged.outOfSync.add(clinic.id);
    if (sync.pending_forced_update) flagged.pending.add(clinic.id);
  }
  return flagged;
};

const deployedAtActive = () =>
  db.kiosks.filter(
    (kiosk) => kiosk.status === 'deployed' && kiosk.clinic_id !== null && db.clinic(kiosk.clinic_id)?.status,
  );

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

describe('pending for app update', () => {
  it('a new forced APK released in Master: the monitor counts the clinics with a deployed kiosk below it', async () => {
    const before = await monitorIds('pending-forced-update');
    const released = await post('/v3/apk/', {
      version_name: '2.5.0',
      version_code: 250,
      release_notes: 'Every kiosk must take it.',
      force_update: true,
      released_at: '2026-06-01',
      file_url: 'https://downloads.example.com/kiosk-2.5.0.apk',
    });
    expect(released.status).toBe(200);
    // A few kiosks install it at once: their clinics leave the count unless another kiosk holds them.
    for (const kiosk of deployedAtActive().slice(0, 5)) kiosk.app_version_code = 250;

    const below = new Set(
      deployedAtActive()
        .filter((kiosk) => kiosk.app_version_code < 250)
        .map((kiosk) => kiosk.clinic_id as number),
    );
    const pending = await monitorIds('pending-forced-update');
    expect(pending.size).toBeGreaterThan(before.size);
    expect(sorted(pending)).toEqual(sorted(below));

    const inventory = await inventoryClinics({ app_out_of_date: true });
    expect(inventory.kiosks).toBe(
      db.kiosks.filter((kiosk) => kiosk.status === 'deployed' && kiosk.app_version_code < 250).length,
    );
    expect(sorted(inventory.clinics)).toEqual(sorted(below));
    expect(sorted((await detailsSync()).pending)).toEqual(sorted(below));
  });
});

describe('out of sync', () => {
  /** Clinics with a deployed kiosk whose last heartbeat is older than 30 minutes, from the table. */
  const silentClinics = () => {
    const cutoff = now - 30 * MINUTE;
    return new Set(
      deployedAtActive()
        .filter(
          (kiosk) =>
            kiosk.quiet && (kiosk.last_heartbeat_at === null || Date.parse(kiosk.last_heartbeat_at) < cutoff),
        )
        .map((kiosk) => kiosk.clinic_id as number),
    );
  };

  it('the monitor, Clinic Details and Kiosk Inventory name the same clinics', async () => {
    const expected = silentClinics();
    expect(expected.size).toBeGreaterThan(10);
    expect(sorted(await monitorIds('clinics-not-synced'))).toEqual(sorted(expected));
    expect(sorted((await inventoryClinics({ silent_minutes: 30 })).clinics)).toEqual(sorted(expected));
    expect(sorted((await detailsSync()).outOfSync)).toEqual(sorted(expected));
  });

  it('moves as the demo clock runs: kiosks go quiet over the day', async () => {
    const morning = await monitorIds('clinics-not-synced');
    now = Date.parse('2026-06-01T23:50:00Z');
    const evening = await monitorIds('clinics-not-synced');
    expect(evening.size).toBeGreaterThan(morning.size);
    expect(sorted(evening)).toEqual(sorted(silentClinics()));
    expect([...morning].every((id) => evening.has(id))).toBe(true);
  });

  it('a deployed kiosk that reports again takes its clinic off, unless another one is quiet', async () => {
    const [clinicId] = sorted(await monitorIds('clinics-not-synced'));
    for (const kiosk of db.kiosks.filter((row) => row.clinic_id === clinicId)) kiosk.quiet = false;
    expect((await monitorIds('clinics-not-synced')).has(clinicId as number)).toBe(false);
  });
});
