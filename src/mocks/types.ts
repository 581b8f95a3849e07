/** The demo API's records. Ids are positive integers; `status` false means inactive. */

export type DemoUserType = 'Administrator' | 'Customer' | 'Doctor';

export interface DemoUser {
  id: number;
  user_type: DemoUserType;
  is_expose_api: boolean;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  role: { id: number; name: string };
}

/** A customer (clinic operator). Its id is the customer's user id: camps and clinics point at it. */
export interface DemoCustomer {
  id: number;
  first_name: string;
  last_name: string;
  status: boolean;
}

/** A record the proposed calls edit: every change raises `version` (stale edits get 409). */
export interface Versioned {
  version: number;
  /** ISO 8601 date-times (UTC). */
  created_at: string;
  updated_at: string;
}

export interface DemoCountry extends Versioned {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  status: boolean;
}

export interface DemoState extends Versioned {
  id: number;
  name: string;
  country_id: number;
  status: boolean;
}

export interface DemoDistrict extends Versioned {
  id: number;
  name: string;
  state_id: number;
  status: boolean;
}

export interface DemoLocation extends Versioned {
  id: number;
  name: string;
  district_id: number;
  status: boolean;
}

export interface DemoClinic extends DemoClinicProfile {
  id: number;
  name: string;
  location_id: number;
  /** The owning customer's id. */
  user_id: number;
  status: boolean;
  /** False: the clinic's kiosk has not synced (header monitor 'clinics-not-synced'). */
  synced: boolean;
  /** True: the clinic must install an app update (header monitor 'pending-forced-update'). */
  pending_forced_update: boolean;
}

/** A day's hours, HH:MM; both null: closed that day (docs/lists.md, "Clinics"). */
export interface DemoOpeningHours {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  open: string | null;
  close: string | null;
}

/** What the proposed clinic calls add to a clinic (docs/proposed-api.md, "Clinics"). */
export interface DemoClinicProfile extends Versioned {
  clinic_type_id: number;
  address: string;
  phone: string;
  email: string;
  opening_hours: DemoOpeningHours[];
  /** YYYY-MM-DD. */
  amc_start: string;
  amc_expiry: string;
}

export interface DemoGroup {
  id: number;
  name: string;
  code: string;
  status: boolean;
}

export interface DemoCamp {
  id: number;
  name: string;
  /** ISO 8601 date-time at midnight UTC. */
  start_date: string;
  end_date: string;
  location_id: number;
  /** The customer's id. */
  user_id: number;
  status: boolean;
  camp_status: boolean;
  is_enabled: boolean;
  created_at: string;
}

/** A clinic assigned to a camp; unassigning sets `status` false (the row stays, as on the server). */
export interface DemoAssignment {
  assign_id: number;
  camp_id: number;
  clinic_id: number;
  group_id: number;
  status: boolean;
}

/** Everything the handlers read and write, by table: derived from the registry (src/mocks/tables.ts). */
export type { DemoData } from './tables';

/** docs/home-and-monitor.md, "Kiosk Inventory": a kiosk's place in its lifecycle. */
export type DemoKioskStatus = 'in_stock' | 'deployed' | 'in_repair' | 'retired';

/** A kiosk of the fleet (docs/proposed-api.md, "Kiosks"). */
export interface DemoKiosk extends Versioned {
  id: number;
  serial_number: string;
  /** The device manufacturer (catalogue `deviceManufacturers`) and its model name. */
  manufacturer_id: number;
  model_name: string;
  /** null in stock and once retired; kept while in repair (where it comes back to). */
  clinic_id: number | null;
  status: DemoKioskStatus;
  /** The installed app's `version_code` (catalogue `apkVersions`). */
  app_version_code: number;
  /** Kiosk configuration catalogue ids (`kioskConfigs`); null: none. */
  config_applied_id: number | null;
  config_target_id: number | null;
  /**
   * The last heartbeat while it is not reporting (gone quiet, in stock, in repair, retired); a
   * deployed kiosk that is not `quiet` reports every minute, so its last heartbeat follows the clock.
   */
  last_heartbeat_at: string | null;
  quiet: boolean;
  /** YYYY-MM-DD of its first deployment; null while never deployed. */
  installed_at: string | null;
}

/** One line of a kiosk's history: who moved it, when, from where to where, and why. */
export interface DemoKioskEvent {
  id: number;
  kiosk_id: number;
  at: string;
  by_user_id: number;
  action: 'received' | 'moved' | 'retired';
  from_status: DemoKioskStatus | null;
  from_clinic_id: number | null;
  to_status: DemoKioskStatus;
  to_clinic_id: number | null;
  reason: string;
}
