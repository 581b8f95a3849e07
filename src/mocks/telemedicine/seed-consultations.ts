import type { ConsultationStatus } from '@/generated/model';

import { createPrng, type Prng } from '../prng';
import type { DemoScreening, DemoSession } from '../screening/types';
import { clinicalNoteFor } from './clinical';
import { consultationRecord } from './record';
import { DEMO_DOCTOR_ID } from './seed-doctors';
import type { DemoBooking, DemoConsultation, DemoDoctor, DemoTelemedicine } from './types';

/** Consultations per unit of scale, and the cap (`DEMO_SCALE=max`: 50,000; docs/telemedicine.md). */
export const BASE_CONSULTATIONS = 1_000;
export const MAX_CONSULTATIONS = 50_000;
const SEED = 20_261_128;
const MINUTE = 60_000;
const DAY = 86_400_000;

export interface TelemedicineInputs {
  scale: number;
  now: number;
  doctors: readonly DemoDoctor[];
  screening: DemoScreening;
  /** clinic id -> its customer. */
  customerOf: (clinicId: number) => number;
  /** test type id -> its code. */
  codeOf: (testTypeId: number) => string;
}

const iso = (ms: number): string => new Date(ms).toISOString();
export const videoUrlFor = (id: number): string => `https://meet.example.com/hcd-${id}`;
export const doctorName = (doctor: Pick<DemoDoctor, 'first_name' | 'last_name'>): string =>
  `Dr ${doctor.first_name} ${doctor.last_name}`;

type Draft = Omit<DemoConsultation, 'id' | 'video_url' | 'version'> & { video: boolean };

/** A consultation's moves, each by whom, from its times (the seed writes what the calls would). */
const historyOf = (draft: Omit<Draft, 'history'>, doctor: DemoDoctor | undefined, reason: string | null) => {
  const by = doctor ? doctorName(doctor) : 'Clinic staff';
  const events: Draft['history'] = [
    { status: 'requested', at: draft.requested_at, by: 'Kiosk', reason: null },
  ];
  if (draft.scheduled_at) events.push({ status: 'scheduled', at: draft.scheduled_at, by, reason: null });
  if (draft.started_at) events.push({ status: 'in_progress', at: draft.started_at, by, reason: null });
  if (draft.status === 'completed' && draft.ended_at)
    events.push({ status: 'completed', at: draft.ended_at, by, reason: null });
  if (draft.status === 'cancelled' && draft.ended_at)
    events.push({ status: 'cancelled', at: draft.ended_at, by, reason });
  return events;
};

interface DraftArgs {
  session: DemoSession;
  doctor: DemoDoctor | undefined;
  status: ConsultationStatus;
  requested: number;
  inputs: TelemedicineInputs;
  prng: Prng;
}

/** One consultation with times that follow its status; completed ones carry the doctor's note. */
const draftOf = ({ session, doctor, status, requested, inputs, prng }: DraftArgs): Draft => {
  const scheduled = status === 'requested' ? null : requested + prng.int(3, 40) * MINUTE;
  const started =
    ['in_progress', 'completed'].includes(status) && scheduled ? scheduled + prng.int(0, 25) * MINUTE : null;
  const ended =
    status === 'completed' && started
      ? started + prng.int(8, 25) * MINUTE
      : status === 'cancelled'
        ? (scheduled ?? requested) + prng.int(5, 60) * MINUTE
        : null;
  const note =
    status === 'completed'
      ? clinicalNoteFor(inputs.screening.resultsBySession.get(session.id) ?? [], inputs.codeOf)
      : { notes: '', diagnosis: '', prescription: [] };
  const base = {
    patient_id: session.patient_id,
    doctor_id: status === 'requested' ? null : (doctor?.id ?? null),
    clinic_id: session.clinic_id,
    customer_id: inputs.customerOf(session.clinic_id),
    session_id: session.id,
    status,
    requested_at: iso(requested),
    scheduled_at: scheduled === null ? null : iso(scheduled),
    started_at: started === null ? null : iso(started),
    ended_at: ended === null ? null : iso(ended),
    ...note,
    follow_up:
      status === 'completed' && note.prescription.length
        ? iso((ended ?? requested) + 30 * DAY).slice(0, 10)
        : null,
    saved_at: status === 'completed' && ended ? iso(ended) : null,
    video: prng.chance(0.6),
  };
  const reason =
    status === 'cancelled'
      ? prng.pick(['Patient left the clinic', 'Patient asked to reschedule', 'Duplicate request'])
      : null;
  return { ...base, history: historyOf(base, doctor, reason) };
};

/**
 * Consultations and bookings for the day `now` falls on (docs/telemedicine.md, "Demo data"): the
 * past ones follow screening sessions at clinics with doctors (the demo doctor's clinics more
 * often), mostly completed with a note drawn from the session's abnormal results; today every
 * doctor's queue holds requests and the demo doctor has scheduled and completed ones, but nothing
 * in progress (Live Consultation starts empty). Ids follow the request time.
 */
export const seedTelemedicine = (inputs: TelemedicineInputs): DemoTelemedicine => {
  const prng = createPrng(SEED);
  const { doctors, screening, now } = inputs;
  const active = doctors.filter((doctor) => doctor.status && doctor.clinic_ids.length > 0);
  const doctorsOf = new Map<number, DemoDoctor[]>();
  for (const doctor of active)
    for (const clinic of doctor.clinic_ids) doctorsOf.set(clinic, [...(doctorsOf.get(clinic) ?? []), doctor]);
  const served = screening.sessions.filter((session) => doctorsOf.has(session.clinic_id));
  const demoClinics = new Set(doctors.find((doctor) => doctor.id === DEMO_DOCTOR_ID)?.clinic_ids ?? []);
  const demoSessions = served.filter((session) => demoClinics.has(session.clinic_id));
  const drafts: Draft[] = [];
  const today = now - (now % DAY);
  const target = Math.min(MAX_CONSULTATIONS, Math.round(BASE_CONSULTATIONS * inputs.scale));
  for (let index = 0; index < target && served.length > 0; index += 1) {
    const pool = demoSessions.length && prng.chance(0.12) ? demoSessions : served;
    const session = prng.pick(pool);
    const requested = Math.min(
      Date.parse(session.started_at) + prng.int(5, 180) * MINUTE,
      today - 3 * 60 * MINUTE,
    );
    const status: ConsultationStatus = prng.chance(0.9) ? 'completed' : 'cancelled';
    const doctor = prng.pick(doctorsOf.get(session.clinic_id) ?? active);
    drafts.push(draftOf({ session, doctor, status, requested, inputs, prng }));
  }
  // Today: the queues. A patient's latest session is their pre-read.
  const latest = (clinic: number): DemoSession | undefined => {
    const at = served.filter((session) => session.clinic_id === clinic);
    const session = at.length ? prng.pick(at) : undefined;
    return session ? (screening.sessionsByPatient.get(session.patient_id)?.[0] ?? session) : undefined;
  };
  const sinceMidnight = Math.max(1, Math.floor((now - today) / MINUTE));
  const todayAt = (): number => now - prng.int(1, Math.min(sinceMidnight, 240)) * MINUTE;
  for (const [clinic, serving] of doctorsOf) {
    const isDemo = demoClinics.has(clinic);
    const plan: Array<[ConsultationStatus, number]> = isDemo
      ? [
          ['requested', 2],
          ['scheduled', 1],
          ['completed', 1],
        ]
      : [
          ['requested', prng.chance(0.3) ? 1 : 0],
          ['in_progress', prng.chance(0.1) ? 1 : 0],
          ['completed', prng.chance(0.3) ? 1 : 0],
        ];
    for (const [status, count] of plan) {
      for (let n = 0; n < count; n += 1) {
        const session = latest(clinic);
        if (!session) continue;
        const doctor =
          isDemo && status !== 'requested'
            ? doctors.find((d) => d.id === DEMO_DOCTOR_ID)
            : prng.pick(serving);
        const draft = draftOf({ session, doctor, status, requested: todayAt(), inputs, prng });
        // Today's times stay in the past of `now`.
        if (
          [draft.scheduled_at, draft.started_at, draft.ended_at].some(
            (at) => at !== null && Date.parse(at) > now,
          )
        )
          continue;
        drafts.push(draft);
      }
    }
  }
  const bookings = seedBookings(prng, active, served, today);
  drafts.sort((a, b) => (a.requested_at < b.requested_at ? -1 : a.requested_at > b.requested_at ? 1 : 0));
  const consultations = drafts.map(({ video, ...draft }, index): DemoConsultation => {
    const id = index + 1;
    const video_url = video ? videoUrlFor(id) : null;
    return consultationRecord({ ...draft, id, video_url, version: draft.history.length });
  });
  return { seeded_on: iso(now).slice(0, 10), consultations, bookings, last_arrival: now, arrivals: 0 };
};

/**
 * Bookings from three days ago to thirteen days ahead: the demo doctor's four a day, others none to
 * three, in 20-minute slots from 10:00 IST (04:30 UTC). Past days' bookings are cancelled or were
 * missed (still `booked`): converting one is a choice a doctor makes on the day.
 */
const seedBookings = (
  prng: Prng,
  doctors: readonly DemoDoctor[],
  sessions: readonly DemoSession[],
  today: number,
): DemoBooking[] => {
  const patientsAt = new Map<number, number[]>();
  for (const session of sessions)
    patientsAt.set(session.clinic_id, [...(patientsAt.get(session.clinic_id) ?? []), session.patient_id]);
  const bookings: DemoBooking[] = [];
  for (const doctor of doctors) {
    for (let offset = -3; offset <= 13; offset += 1) {
      const count = doctor.id === DEMO_DOCTOR_ID ? 4 : prng.int(0, 3);
      for (let slot = 0; slot < count; slot += 1) {
        const clinic = prng.pick(doctor.clinic_ids);
        const patients = patientsAt.get(clinic);
        if (!patients?.length) continue;
        const start = today + offset * DAY + (4 * 60 + 30 + slot * 20) * MINUTE;
        bookings.push({
          id: bookings.length + 1,
          doctor_id: doctor.id,
          patient_id: prng.pick(patients),
          clinic_id: clinic,
          slot_start: iso(start),
          slot_end: iso(start + 20 * MINUTE),
          status: prng.chance(offset < 0 ? 0.3 : 0.08) ? 'cancelled' : 'booked',
          consultation_id: null,
        });
      }
    }
  }
  return bookings;
};
