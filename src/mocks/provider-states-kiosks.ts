import type { DemoDb } from './db';
import { replaceTimeline } from './handlers/audit-index';
import type { ProviderStateHandler } from './provider-states';
import type { DemoKiosk } from './types';

/**
 * Provider states of the proposed kiosk calls (the proposals pact, docs/contracts.md). The kiosk a
 * state names is put in a known place with a known history (received, then installed at the
 * customer's clinic), so every field the pact pins answers with one type on any demo database.
 */

const idParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};

const serialParam = (params: Record<string, unknown>): string => {
  const value = params.serial_number;
  if (typeof value !== 'string' || value.trim() === '') throw new Error('"serial_number" is required');
  return value.trim();
};

const sameSerial = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** No kiosk but `keep` has the serial number: the others get their id appended. */
const freeSerial = (db: DemoDb, serial: string, keep?: DemoKiosk): void => {
  for (const kiosk of db.kiosks)
    if (kiosk !== keep && sameSerial(kiosk.serial_number, serial))
      kiosk.serial_number = `${kiosk.serial_number}-${kiosk.id}`;
};

/** The manufacturer a create names is there and active. */
const ensureManufacturer = (db: DemoDb, params: Record<string, unknown>): void => {
  const id = idParam(params, 'manufacturer_id', 3);
  const manufacturer = db.catalogues.deviceManufacturers.find((row) => row.id === id);
  if (!manufacturer) throw new Error(`The demo data has no device manufacturer ${id}`);
  manufacturer.status = true;
};

/** An active APK release is forced, so a kiosk answers its `newest_forced`; answers the newest code. */
const ensureForcedRelease = (db: DemoDb): number => {
  const active = db.catalogues.apkVersions.filter((apk) => apk.status);
  const newest = active.reduce<(typeof active)[number] | undefined>(
    (best, apk) => (best === undefined || apk.version_code > best.version_code ? apk : best),
    undefined,
  );
  if (!newest) throw new Error('The demo data has no active APK release');
  if (!active.some((apk) => apk.force_update)) newest.force_update = true;
  return newest.version_code;
};

/**
 * A kiosk of the customer, deployed at an active clinic of theirs with a configuration, under the
 * serial number given, at version 1, its history two lines: received, then installed.
 */
const deployForCustomer = (db: DemoDb, customerId: number, serial: string): DemoKiosk => {
  const clinics = db.clinics.filter((clinic) => clinic.user_id === customerId);
  const clinic = clinics.find((row) => row.status) ?? clinics[0];
  if (!clinic) throw new Error(`The demo data has no clinic of customer ${customerId}`);
  clinic.status = true;
  const kiosk =
    db.kiosks.find((row) => sameSerial(row.serial_number, serial)) ??
    db.kiosks.find((row) => clinics.some(({ id }) => id === row.clinic_id));
  if (!kiosk) throw new Error(`The demo data has no kiosk of customer ${customerId}`);
  freeSerial(db, serial, kiosk);
  const config = db.catalogues.kioskConfigs[0];
  if (!config) throw new Error('The demo data has no kiosk configuration');
  const code = ensureForcedRelease(db);
  const now = db.now().getTime();
  const received = new Date(now - 90 * 86_400_000).toISOString();
  const installed = new Date(now - 80 * 86_400_000).toISOString();
  Object.assign(kiosk, {
    serial_number: serial,
    clinic_id: clinic.id,
    status: 'deployed',
    app_version_code: code,
    config_applied_id: config.id,
    config_target_id: config.id,
    last_heartbeat_at: null,
    quiet: false,
    installed_at: installed.slice(0, 10),
    version: 1,
    created_at: received,
    updated_at: installed,
  } satisfies Partial<DemoKiosk>);
  // Its history is the trail's (docs/audit.md, "Timelines read the trail").
  replaceTimeline(db, 'kiosk', kiosk.id, [
    {
      at: received,
      by: 1,
      line: {
        entity: 'kiosk',
        action: 'received',
        from_status: null,
        from_clinic_id: null,
        to_status: 'in_stock',
        to_clinic_id: null,
        reason: 'Received from the manufacturer.',
      },
    },
    {
      at: installed,
      by: 1,
      line: {
        entity: 'kiosk',
        action: 'moved',
        from_status: 'in_stock',
        from_clinic_id: null,
        to_status: 'deployed',
        to_clinic_id: clinic.id,
        reason: 'Installed at the clinic.',
      },
    },
  ]);
  return kiosk;
};

export const kioskProviderStates: Record<string, ProviderStateHandler> = {
  /**
   * params: customer_id, serial_number. A kiosk of the customer, deployed at their clinic under that
   * serial number (no other kiosk has it), with a configuration; answers id and version.
   */
  'a kiosk of the customer is deployed': (db, params) => {
    const kiosk = deployForCustomer(db, idParam(params, 'customer_id', 2), serialParam(params));
    return { id: kiosk.id, version: kiosk.version };
  },
  /** params: customer_id, serial_number. The same, moved by someone since version 1; answers id. */
  'a kiosk of the customer was moved since version 1': (db, params) => {
    const kiosk = deployForCustomer(db, idParam(params, 'customer_id', 2), serialParam(params));
    kiosk.version = 2;
    return { id: kiosk.id };
  },
  /** params: customer_id. A kiosk at a clinic of another customer; answers id. */
  'a kiosk of another customer exists': (db, params) => {
    const customerId = idParam(params, 'customer_id', 2);
    const kiosk = db.kiosks.find((row) => {
      const owner = row.clinic_id === null ? undefined : db.clinic(row.clinic_id)?.user_id;
      return owner !== undefined && owner !== customerId;
    });
    if (!kiosk) throw new Error(`The demo data has no kiosk of a customer other than ${customerId}`);
    return { id: kiosk.id };
  },
  /** params: serial_number, manufacturer_id. No kiosk has the serial number; the manufacturer is active. */
  'no kiosk has this serial number': (db, params) => {
    ensureManufacturer(db, params);
    ensureForcedRelease(db);
    freeSerial(db, serialParam(params));
  },
  /** params: serial_number, manufacturer_id. A kiosk has the serial number (the duplicate refused). */
  'a kiosk has this serial number': (db, params) => {
    ensureManufacturer(db, params);
    const serial = serialParam(params);
    if (db.kiosks.some((kiosk) => sameSerial(kiosk.serial_number, serial))) return;
    const kiosk = db.kiosks.find((row) => row.status === 'in_stock') ?? db.kiosks[0];
    if (!kiosk) throw new Error('The demo data has no kiosk');
    kiosk.serial_number = serial;
  },
};
