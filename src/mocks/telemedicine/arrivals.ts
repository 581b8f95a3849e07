import type { DemoScreening } from '../screening/types';
import { videoUrlFor } from './seed-consultations';
import { consultationRecord } from './record';
import type { DemoConsultation, DemoTelemedicine } from './types';

/** Consultations are only ever appended, so the last holds the highest id. */
export const nextConsultationId = (tm: DemoTelemedicine): number => (tm.consultations.at(-1)?.id ?? 0) + 1;

/** What a new request names; everything else of a new consultation is the same for every request. */
export interface NewRequest {
  patient_id: number;
  clinic_id: number;
  customer_id: number;
  /** The screening session whose results are the pre-read. */
  session_id: number | null;
  /** When it was requested (ISO 8601). */
  at: string;
  /** Who asked (default 'Kiosk'), and why (a converted booking's 'Booking #12'). */
  by?: string;
  reason?: string | null;
  video_url?: string | null;
}

/**
 * A new request, waiting for a doctor, appended with the next id: an arrival, a converted booking
 * (which its doctor then schedules), or a provider state's.
 */
export const addRequest = (tm: DemoTelemedicine, request: NewRequest): DemoConsultation => {
  const { at, by = 'Kiosk', reason = null, video_url = null, ...about } = request;
  const consultation = consultationRecord({
    id: nextConsultationId(tm),
    ...about,
    doctor_id: null,
    status: 'requested',
    requested_at: at,
    scheduled_at: null,
    started_at: null,
    ended_at: null,
    notes: '',
    diagnosis: '',
    follow_up: null,
    prescription: [],
    video_url,
    history: [{ status: 'requested', at, by, reason }],
    saved_at: null,
    version: 1,
  });
  tm.consultations.push(consultation);
  return consultation;
};

/** At most this many requests wait in the demo doctor's clinics before arrivals pause. */
export const ARRIVAL_QUEUE_CAP = 15;
/** A tab left open all night catches up with at most this many arrivals at once. */
const CATCH_UP = 3;

export interface ArrivalInputs {
  now: number;
  /** 0: no arrivals (tests that count the queue). */
  intervalMs: number;
  /** The clinics new requests arrive at (the demo doctor's). */
  clinicIds: readonly number[];
  screening: DemoScreening;
  customerOf: (clinicId: number) => number;
}

/**
 * The queue lives (docs/telemedicine.md): in demo mode a new request arrives every `intervalMs` at
 * one of the demo doctor's clinics, in turn, for a patient screened there (their latest session is
 * the pre-read). Called before every read of consultations, so arrivals need no timer.
 */
export const arrive = (tm: DemoTelemedicine, inputs: ArrivalInputs): number => {
  const { now, intervalMs, clinicIds, screening } = inputs;
  if (intervalMs <= 0 || clinicIds.length === 0) return 0;
  const due = Math.floor((now - tm.last_arrival) / intervalMs);
  if (due <= 0) return 0;
  const skipped = Math.max(0, due - CATCH_UP);
  tm.last_arrival += skipped * intervalMs;
  let added = 0;
  const clinics = new Set(clinicIds);
  const sessions = screening.sessions.filter((session) => clinics.has(session.clinic_id));
  for (let n = skipped; n < due; n += 1) {
    tm.last_arrival += intervalMs;
    const waiting = tm.consultations.filter(
      (consultation) => consultation.status === 'requested' && clinics.has(consultation.clinic_id),
    ).length;
    if (waiting >= ARRIVAL_QUEUE_CAP || sessions.length === 0) continue;
    const seen = sessions[(tm.arrivals * 7919) % sessions.length];
    if (!seen) continue;
    const session = screening.sessionsByPatient.get(seen.patient_id)?.[0] ?? seen;
    const id = nextConsultationId(tm);
    tm.arrivals += 1;
    addRequest(tm, {
      patient_id: session.patient_id,
      clinic_id: seen.clinic_id,
      customer_id: inputs.customerOf(seen.clinic_id),
      session_id: session.id,
      at: new Date(tm.last_arrival).toISOString(),
      video_url: tm.arrivals % 2 === 0 ? videoUrlFor(id) : null,
    });
    added += 1;
  }
  return added;
};
