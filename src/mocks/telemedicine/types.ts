import type { BookingStatus, ConsultationStatus } from '@/generated/model';

import type { Versioned } from '../types';

/** docs/requirements.md 12.9.8: a doctor of one customer. The id is the doctor's user id. */
export interface DemoDoctor extends Versioned {
  id: number;
  first_name: string;
  last_name: string;
  qualification: string;
  specialisation: string;
  registration_number: string;
  phone: string;
  email: string;
  customer_id: number;
  /** The clinics the doctor serves (their customer's), in the order assigned. */
  clinic_ids: number[];
  /** A PNG or JPEG data URL, or null. */
  signature: string | null;
  letterhead_clinic_id: number | null;
  status: boolean;
}

export interface DemoPrescriptionItem {
  medicine_id: number;
  dose: string;
  frequency: string;
  duration: string;
  instructions: string;
}

export interface DemoConsultationEvent {
  status: ConsultationStatus;
  at: string;
  by: string;
  reason: string | null;
}

/** docs/requirements.md 12.9.6 and 12.9.7. Times are ISO 8601 (UTC). */
export interface DemoConsultation {
  id: number;
  patient_id: number;
  /** Null while only requested: the request waits in the queue of every doctor of the clinic. */
  doctor_id: number | null;
  clinic_id: number;
  customer_id: number;
  /** The screening session whose results are the pre-read. */
  session_id: number | null;
  status: ConsultationStatus;
  requested_at: string;
  scheduled_at: string | null;
  started_at: string | null;
  ended_at: string | null;
  notes: string;
  diagnosis: string;
  follow_up: string | null;
  prescription: DemoPrescriptionItem[];
  video_url: string | null;
  history: DemoConsultationEvent[];
  saved_at: string | null;
  version: number;
}

/** docs/requirements.md 12.9.9. */
export interface DemoBooking {
  id: number;
  doctor_id: number;
  patient_id: number;
  clinic_id: number;
  slot_start: string;
  slot_end: string;
  status: BookingStatus;
  consultation_id: number | null;
}

/**
 * Consultations and bookings: seeded on first use relative to the demo API's today (like the
 * screening sessions they link to), then changed by the calls and persisted by the browser.
 */
export interface DemoTelemedicine {
  /** The day they were seeded for (YYYY-MM-DD). */
  seeded_on: string;
  consultations: DemoConsultation[];
  bookings: DemoBooking[];
  /** The time (ms) of the last arrival of a new request (docs/telemedicine.md, "The queue lives"). */
  last_arrival: number;
  /** How many requests have arrived since seeding (picks their patients in turn). */
  arrivals: number;
}
