import type { PatientGender } from '@/generated/model';

import type { Versioned } from '../types';

/** docs/requirements.md 12.9.1: a patient of one customer, with a home clinic. */
export interface DemoPatient extends Versioned {
  id: number;
  /** The patient id the clinic or kiosk uses; unique per customer. */
  external_id: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  gender: PatientGender;
  phone: string;
  email: string | null;
  clinic_id: number;
  customer_id: number;
  /** The upload that created the patient (Upload Patients' idempotency), null for seeded ones. */
  import_id: string | null;
}

/** docs/requirements.md 12.9.2. */
export interface DemoSession {
  id: number;
  patient_id: number;
  clinic_id: number;
  camp_id: number | null;
  kiosk_id: number;
  /** ISO 8601 (UTC). */
  started_at: string;
}

/** docs/requirements.md 12.9.3, with the range that gave the label (null bounds open; both null when none). */
export interface DemoResult {
  id: number;
  session_id: number;
  patient_id: number;
  test_type_id: number;
  value: number | null;
  label: string;
  low: number | null;
  high: number | null;
  /** Whether a range or band gave the label (categorical findings have none). */
  ranged: boolean;
  /** ISO 8601 (UTC). */
  measured_at: string;
  /** measured_at's day, YYYY-MM-DD (the date filters compare it). */
  day: string;
}

/** Sessions and results: seeded on first use, relative to the demo API's today (docs/patients.md). */
export interface DemoScreening {
  sessions: DemoSession[];
  results: DemoResult[];
  /** patient id -> their sessions, newest first. */
  sessionsByPatient: Map<number, DemoSession[]>;
  /** session id -> its results, in test order. */
  resultsBySession: Map<number, DemoResult[]>;
  /** Every result, newest first, then by id (the order the result calls answer in). */
  newestFirst: DemoResult[];
  /** patient id -> their latest session's started_at. */
  lastScreening: Map<number, string>;
}

/**
 * A session a kiosk recorded (docs/demo-api.md, "Recording a screening session") with its results:
 * a row of the `recordedSessions` table, replayed into the screening data when it is seeded.
 */
export interface DemoRecordedSession {
  session: DemoSession;
  results: DemoResult[];
}
