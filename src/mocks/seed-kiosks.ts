import type { DemoCatalogues } from './catalogues/types';
import { createPrng, type Prng } from './prng';
import { DAY } from './seed-day';
import { MAX_SCALE } from './seed-records';
import type { DemoClinic, DemoKiosk, DemoKioskEvent, DemoKioskStatus } from './types';

/**
 * The kiosk fleet (docs/home-and-monitor.md, "Kiosk Inventory"): about 1.5 kiosks per clinic and
 * some in stock, each with its history. A PRNG of its own: the shared one of the original tables
 * draws nothing more, so their seed hash (src/mocks/seed.test.ts) holds.
 */

const KIOSK_SEED = 0x6b_105c;
const MINUTE = 60_000;
/** docs/demo-api.md, "Scale": the fleet at `DEMO_SCALE=max` (2,000 clinics). */
export const MAX_KIOSKS = 3000;
/** The administrator who moves kiosks in the seeded history (Asha Rao). */
const FLEET_ADMIN = 1;
/** Kiosk models: a device manufacturer of the catalogue (ids 1-7) and its model's name. */
export const KIOSK_MODELS: ReadonlyArray<readonly [number, string]> = [
  [3, 'HK-300 Health Kiosk'],
  [3, 'HK-500 Health Kiosk'],
  [1, 'HealthStation K1'],
  [7, 'CareHub 2'],
];
const REPAIRS = [
  'Touch screen not responding.',
  'Printer jams on every report.',
  'Blood-pressure cuff leaking.',
  'Does not boot after a power cut.',
];

interface Place {
  status: DemoKioskStatus;
  clinic_id: number | null;
}

export interface DemoFleet {
  kiosks: DemoKiosk[];
  kioskEvents: DemoKioskEvent[];
}

export const kioskSerial = (id: number): string => `KS-2025-${String(id).padStart(5, '0')}`;

/** The path from arrival in stock to the kiosk's place today, with repair round trips on the way. */
const pathTo = (prng: Prng, final: Place, clinicId: number | null, cycles: number): Place[] => {
  const path: Place[] = [{ status: 'in_stock', clinic_id: null }];
  if (final.status === 'in_stock' || clinicId === null) return path;
  path.push({ status: 'deployed', clinic_id: clinicId });
  for (let cycle = prng.int(0, cycles); cycle > 0; cycle -= 1) {
    path.push({ status: 'in_repair', clinic_id: clinicId }, { status: 'deployed', clinic_id: clinicId });
  }
  if (final.status !== 'deployed') path.push(final);
  return path;
};

const reasonFor = (prng: Prng, from: Place | undefined, to: Place): string => {
  if (from === undefined) return 'Received from the manufacturer.';
  if (to.status === 'in_repair') return prng.pick(REPAIRS);
  if (to.status === 'retired') return 'Beyond economical repair.';
  return from.status === 'in_repair' ? 'Repaired and reinstalled.' : 'Installed at the clinic.';
};

const finalPlace = (prng: Prng, clinicId: number | null): Place => {
  if (clinicId === null) return { status: 'in_stock', clinic_id: null };
  const roll = prng.next();
  if (roll < 0.04) return { status: 'retired', clinic_id: null };
  if (roll < 0.1) return { status: 'in_repair', clinic_id: clinicId };
  return { status: 'deployed', clinic_id: clinicId };
};

const seedFleet = (
  scale: number,
  now: number,
  clinics: readonly DemoClinic[],
  catalogues: Pick<DemoCatalogues, 'apkVersions' | 'kioskConfigs'>,
): DemoFleet => {
  const prng = createPrng(KIOSK_SEED);
  // The day's start: every start on the same day seeds the same fleet (src/mocks/seed.test.ts).
  const today = Math.floor(now / DAY) * DAY;
  const codes = catalogues.apkVersions.map((apk) => apk.version_code).sort((a, b) => a - b);
  const newest = codes.slice(-2);
  const configs = catalogues.kioskConfigs.map((config) => config.id);
  // About 10 history lines a kiosk at the largest scale (docs/demo-api.md, "Scale"), 4 at scale 1.
  const cycles = scale >= MAX_SCALE ? 9 : 2;
  // At the largest scale exactly MAX_KIOSKS: the second kiosks stop when the rest would not fit.
  const limit = scale >= MAX_SCALE ? MAX_KIOSKS : Number.POSITIVE_INFINITY;
  const stock = Math.round(clinics.length * 0.05) + 5;
  const homes: Array<number | null> = [];
  clinics.forEach((clinic, index) => {
    homes.push(clinic.id);
    const room = limit - stock - (clinics.length - index - 1) - homes.length;
    if (prng.chance(0.5) && room > 0) homes.push(clinic.id);
  });
  for (let left = stock; left > 0; left -= 1) homes.push(null);
  const kiosks: DemoKiosk[] = [];
  const kioskEvents: DemoKioskEvent[] = [];
  homes.forEach((home, index) => {
    const id = index + 1;
    const final = finalPlace(prng, home);
    const path = pathTo(prng, final, home, cycles);
    const created = today - prng.int(120, 700) * DAY;
    const step = Math.floor((today - DAY - created) / path.length);
    path.forEach((place, at) => {
      kioskEvents.push({
        id: kioskEvents.length + 1,
        kiosk_id: id,
        at: new Date(created + at * step).toISOString(),
        by_user_id: FLEET_ADMIN,
        action: at === 0 ? 'received' : place.status === 'retired' ? 'retired' : 'moved',
        from_status: path[at - 1]?.status ?? null,
        from_clinic_id: path[at - 1]?.clinic_id ?? null,
        to_status: place.status,
        to_clinic_id: place.clinic_id,
        reason: reasonFor(prng, path[at - 1], place),
      });
    });
    const lastMove = created + (path.length - 1) * step;
    const deployed = final.status === 'deployed';
    const quiet = deployed && prng.chance(0.07);
    // A quiet kiosk reports until its last heartbeat, then stops (docs/home-and-monitor.md, "Where
    // the counts come from"): half stopped before the day began, half stop at a time of the day.
    const before = quiet ? prng.int(31, 600) : 0;
    const stopsAt = id % 2 === 0 ? today - before * MINUTE : today + ((id * 389) % 1440) * MINUTE;
    const [manufacturer_id, model_name] = prng.pick(KIOSK_MODELS);
    const config = final.status === 'in_stock' ? null : prng.pick(configs);
    const createdAt = new Date(created).toISOString();
    kiosks.push({
      id,
      serial_number: kioskSerial(id),
      manufacturer_id,
      model_name,
      clinic_id: final.clinic_id,
      status: final.status,
      // Most run one of the two newest releases; some are below the newest forced one.
      app_version_code: prng.chance(0.08) ? prng.pick(codes.slice(0, -2)) : prng.pick(newest),
      config_applied_id: config,
      config_target_id: config !== null && prng.chance(0.1) ? prng.pick(configs) : config,
      last_heartbeat_at: quiet
        ? new Date(stopsAt).toISOString()
        : path.length > 1 && !deployed
          ? new Date(lastMove).toISOString()
          : null,
      quiet,
      installed_at: path.length > 1 ? new Date(created + step).toISOString().slice(0, 10) : null,
      version: 1,
      created_at: createdAt,
      updated_at: new Date(lastMove).toISOString(),
    });
  });
  return { kiosks, kioskEvents };
};

const fleets = new WeakMap<readonly DemoClinic[], DemoFleet>();

/** The fleet of these seeded clinics, built once for the two tables it fills. */
export const seedKiosks = (...args: Parameters<typeof seedFleet>): DemoFleet => {
  const [, , clinics] = args;
  const fleet = fleets.get(clinics) ?? seedFleet(...args);
  fleets.set(clinics, fleet);
  return fleet;
};
