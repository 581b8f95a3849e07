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

export interface DemoClinic {
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
