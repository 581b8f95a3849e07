import type { DemoScreening } from '../screening/types';
import { videoUrlFor } from './seed-consultations';
import type { DemoTelemedicine } from './types';

/** Consultations are only ever appended, so the last holds the highest id. */
export const nextConsultationId = (tm: DemoTelemedicine): number => (tm.consultations.at(-1)?.id ?? 0) + 1;

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
    const at = new Date(tm.last_arrival).toISOString();
    tm.arrivals += 1;
    tm.consultations.push({
      id,
      patient_id: session.patient_id,
      doctor_id: null,
      clinic_id: seen.clinic_id,
      customer_id: inputs.customerOf(seen.clinic_id),
      session_id: session.id,
      status: 'requested',
      requested_at: at,
      scheduled_at: null,
      started_at: null,
      ended_at: null,
      notes: '',
      diagnosis: '',
      follow_up: null,
      prescription: [],
      video_url: tm.arrivals % 2 === 0 ? videoUrlFor(id) : null,
      history: [{ status: 'requested', at, by: 'Kiosk', reason: null }],
      saved_at: null,
      version: 1,
    });
    added += 1;
  }
  return added;
};
