import type { DemoDb } from './db';
import type { ProviderStateHandler } from './provider-states';
import { filled } from './provider-states-patients';
import { addRequest } from './telemedicine/arrivals';
import { consultedPatients } from './telemedicine/consulted';
import { doctorName, videoUrlFor } from './telemedicine/seed-consultations';
import { DEMO_DOCTOR_ID, SECOND_DOCTOR_ID } from './telemedicine/seed-doctors';
import type { DemoBooking, DemoConsultation, DemoDoctor } from './telemedicine/types';

/**
 * Provider states of the proposed doctor, consultation and booking calls (the proposals pact,
 * docs/contracts.md, docs/telemedicine.md). Records are picked by rules, never by a seeded id, and
 * each state makes its record answer every field with one type (a pact matches a field by one
 * type: a `null` is not a string): a video room, a pre-read of filled results only, no reasons in
 * the history. Like the others, they only make sure of what they need, in any order.
 */
const intParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};
const stringParam = (params: Record<string, unknown>, key: string): string => {
  const value = params[key];
  if (typeof value !== 'string' || value === '') throw new Error(`"${key}" must be a non-empty string`);
  return value;
};
const DAY = 86_400_000;
const dayAfter = (iso: string, days: number): string =>
  new Date(Date.parse(iso.slice(0, 10)) + days * DAY).toISOString().slice(0, 10);

const doctorById = (db: DemoDb, id: number): DemoDoctor => {
  const doctor = db.doctor(id);
  if (!doctor) throw new Error(`The demo data has no doctor ${id}`);
  doctor.status = true;
  if (doctor.clinic_ids.length === 0) {
    const clinic = db.clinics.find((row) => row.user_id === doctor.customer_id && row.status);
    if (!clinic) throw new Error(`Customer ${doctor.customer_id} has no active clinic`);
    doctor.clinic_ids = [clinic.id];
  }
  return doctor;
};

/**
 * The customer's first doctor (by id) who is not a demo doctor, active, with a clinic, that clinic
 * on the letter head and no signature: the record Doctor Details, Edit Doctor and the writes use.
 */
export const pactDoctorOf = (db: DemoDb, customerId: number): DemoDoctor => {
  const found = db.doctors
    .filter(
      (row) => row.customer_id === customerId && row.id !== DEMO_DOCTOR_ID && row.id !== SECOND_DOCTOR_ID,
    )
    .sort((a, b) => a.id - b.id)[0];
  if (!found) throw new Error(`The demo data has no doctor of customer ${customerId}`);
  const doctor = doctorById(db, found.id);
  doctor.signature = null;
  doctor.letterhead_clinic_id = doctor.clinic_ids[0] ?? null;
  return doctor;
};

/** The first doctor (by id) of any other customer. */
export const foreignDoctorOf = (db: DemoDb, customerId: number): DemoDoctor => {
  const doctor = [...db.doctors].sort((a, b) => a.id - b.id).find((row) => row.customer_id !== customerId);
  if (!doctor) throw new Error(`The demo data has no doctor of a customer other than ${customerId}`);
  return doctor;
};

/** A session at the clinic whose results are, once trimmed to the filled ones, not empty. */
const filledSessionAt = (db: DemoDb, clinicId: number) => {
  const { sessions, sessionsByPatient, resultsBySession } = db.screening;
  for (const seen of sessions) {
    if (seen.clinic_id !== clinicId) continue;
    const newest = sessionsByPatient.get(seen.patient_id)?.[0] ?? seen;
    if ((resultsBySession.get(newest.id) ?? []).some((result) => filled(db, result))) return newest;
  }
  throw new Error(`No session at clinic ${clinicId} has a filled result`);
};

/** The session's results keep only the filled ones (see provider-states-patients.ts). */
const keepFilledSession = (db: DemoDb, sessionId: number): void => {
  const { resultsBySession } = db.screening;
  resultsBySession.set(
    sessionId,
    (resultsBySession.get(sessionId) ?? []).filter((result) => filled(db, result)),
  );
};

/** The consultation answers every field with one type: a video room, a filled pre-read, no reasons. */
const tidy = (db: DemoDb, c: DemoConsultation): DemoConsultation => {
  const session =
    c.session_id === null ? undefined : db.screening.sessions.find((s) => s.id === c.session_id);
  const hasFilled =
    session && (db.screening.resultsBySession.get(session.id) ?? []).some((result) => filled(db, result));
  if (!hasFilled) {
    const other = filledSessionAt(db, c.clinic_id);
    c.patient_id = other.patient_id;
    c.session_id = other.id;
  }
  if (c.session_id !== null) keepFilledSession(db, c.session_id);
  c.video_url = videoUrlFor(c.id);
  for (const event of c.history) event.reason = null;
  return c;
};

const requestAt = (db: DemoDb, clinicId: number): DemoConsultation => {
  const tm = db.telemedicine;
  const session = filledSessionAt(db, clinicId);
  return addRequest(tm, {
    patient_id: session.patient_id,
    clinic_id: clinicId,
    customer_id: db.clinic(clinicId)?.user_id ?? 0,
    session_id: session.id,
    at: new Date(db.now().getTime() - 10 * 60_000).toISOString(),
  });
};

/** The oldest request waiting at the doctor's clinics (the head of their queue); one is made if none waits. */
export const queuedRequestOf = (db: DemoDb, doctorId: number): DemoConsultation => {
  const doctor = doctorById(db, doctorId);
  const clinics = new Set(doctor.clinic_ids);
  const waiting = db.telemedicine.consultations.find(
    (c) => c.status === 'requested' && clinics.has(c.clinic_id),
  );
  return tidy(db, waiting ?? requestAt(db, doctor.clinic_ids[0] ?? 0));
};

/** Moves a consultation on as the calls would (the state's shortcut to a status). */
const moveTo = (db: DemoDb, c: DemoConsultation, doctor: DemoDoctor, status: 'in_progress') => {
  const now = db.now().toISOString();
  c.doctor_id = doctor.id;
  c.scheduled_at ??= now;
  c.started_at = now;
  c.status = status;
  c.version += 1;
  c.history.push({ status, at: now, by: doctorName(doctor), reason: null });
};

/** The doctor's consultation in progress (their queue's head started when they have none). */
export const inProgressOf = (db: DemoDb, doctorId: number): DemoConsultation => {
  const doctor = doctorById(db, doctorId);
  const open = db.telemedicine.consultations.find(
    (c) => c.doctor_id === doctorId && c.status === 'in_progress',
  );
  if (open) return tidy(db, open);
  const c = queuedRequestOf(db, doctorId);
  moveTo(db, c, doctor, 'in_progress');
  return c;
};

/** A consultation of a clinic both doctors serve, started by the other doctor. */
export const takenByOther = (db: DemoDb, doctorId: number, otherId: number): DemoConsultation => {
  const doctor = doctorById(db, doctorId);
  const other = doctorById(db, otherId);
  const clinic = doctor.clinic_ids.find((id) => other.clinic_ids.includes(id)) ?? doctor.clinic_ids[0] ?? 0;
  if (!other.clinic_ids.includes(clinic)) other.clinic_ids.push(clinic);
  const started = db.telemedicine.consultations.find(
    (c) => c.doctor_id === otherId && c.status === 'in_progress' && c.clinic_id === clinic,
  );
  if (started) return tidy(db, started);
  const c = tidy(db, requestAt(db, clinic));
  moveTo(db, c, other, 'in_progress');
  return c;
};

/** The last version at which the consultation still waited (what a doctor of the clinic saw). */
const waitingVersionOf = (c: DemoConsultation): number =>
  c.history.findLastIndex((event) => event.status === 'requested') + 1 || 1;

/**
 * A consultation of a clinic both doctors serve that the other doctor completed (the probe of
 * issue 32: the doctor moves it with the version it had while it waited, and must read a 403).
 */
export const completedByOther = (db: DemoDb, doctorId: number, otherId: number): DemoConsultation => {
  const doctor = doctorById(db, doctorId);
  const other = doctorById(db, otherId);
  const clinic = doctor.clinic_ids.find((id) => other.clinic_ids.includes(id)) ?? doctor.clinic_ids[0] ?? 0;
  if (!other.clinic_ids.includes(clinic)) other.clinic_ids.push(clinic);
  const done = db.telemedicine.consultations.find(
    (c) => c.doctor_id === otherId && c.status === 'completed' && c.clinic_id === clinic,
  );
  if (done) return done;
  const c = requestAt(db, clinic);
  moveTo(db, c, other, 'in_progress');
  const now = db.now().toISOString();
  c.diagnosis = 'Hypertension';
  c.ended_at = now;
  c.status = 'completed';
  c.version += 1;
  c.history.push({ status: 'completed', at: now, by: doctorName(other), reason: null });
  return c;
};

/** The doctor's first completed consultation with a filled pre-read, with one medicine and a follow-up. */
export const completedOf = (db: DemoDb, doctorId: number): DemoConsultation => {
  const c = db.telemedicine.consultations.find(
    (row) =>
      row.doctor_id === doctorId &&
      row.status === 'completed' &&
      row.session_id !== null &&
      (db.screening.resultsBySession.get(row.session_id) ?? []).some((result) => filled(db, result)),
  );
  if (!c) throw new Error(`Doctor ${doctorId} has no completed consultation with a filled pre-read`);
  const medicine = db.catalogues.medicines.find((row) => row.id === 1);
  if (medicine) medicine.status = true;
  c.prescription = [
    {
      medicine_id: 1,
      dose: '500 mg',
      frequency: 'Twice a day',
      duration: '30 days',
      instructions: 'After meals',
    },
  ];
  c.diagnosis ||= 'Type 2 diabetes mellitus';
  c.follow_up = dayAfter(c.requested_at, 30);
  c.saved_at ??= c.ended_at ?? c.requested_at;
  return tidy(db, c);
};

/** A consultation that is not the doctor's and not waiting in a queue (another doctor's). */
export const foreignConsultationOf = (db: DemoDb, doctorId: number): DemoConsultation => {
  const c = db.telemedicine.consultations.find(
    (row) => row.status === 'completed' && row.doctor_id !== null && row.doctor_id !== doctorId,
  );
  if (!c) throw new Error(`The demo data has no other doctor's consultation than doctor ${doctorId}'s`);
  return c;
};

/** The first patient (by id) the doctor never consulted. */
export const unconsultedPatientOf = (db: DemoDb, doctorId: number): number => {
  const seen = consultedPatients(db, doctorId);
  const patient = db.patients.find((row) => !seen.has(row.id));
  if (!patient) throw new Error(`Doctor ${doctorId} has consulted every patient`);
  return patient.id;
};

/**
 * The doctor's booking at `hh:mm` UTC of the day (before the seeded slots, so first in slot
 * order), with this status, for a patient screened at the doctor's first clinic.
 */
export const bookingOf = (
  db: DemoDb,
  doctorId: number,
  day: string,
  time: string,
  status: 'booked' | 'cancelled',
): DemoBooking => {
  const doctor = doctorById(db, doctorId);
  const slot = `${day}T${time}:00.000Z`;
  const { bookings } = db.telemedicine;
  let booking = bookings.find((row) => row.doctor_id === doctorId && row.slot_start === slot);
  if (!booking) {
    const clinic = doctor.clinic_ids[0] ?? 0;
    const session = filledSessionAt(db, clinic);
    booking = {
      id: Math.max(0, ...bookings.map((row) => row.id)) + 1,
      doctor_id: doctorId,
      patient_id: session.patient_id,
      clinic_id: clinic,
      slot_start: slot,
      slot_end: new Date(Date.parse(slot) + 20 * 60_000).toISOString(),
      status,
      consultation_id: null,
    };
    bookings.push(booking);
    keepFilledSession(db, session.id);
  }
  Object.assign(booking, { status, consultation_id: null });
  return booking;
};

const freeRegistration = (db: DemoDb, number: string, keep?: DemoDoctor) => {
  for (const doctor of db.doctors)
    if (doctor !== keep && doctor.registration_number.toLowerCase() === number.toLowerCase())
      doctor.registration_number = `${doctor.registration_number}-${doctor.id}`;
};

const doctorParam = (params: Record<string, unknown>) => intParam(params, 'doctor_id', DEMO_DOCTOR_ID);

export const telemedicineProviderStates: Record<string, ProviderStateHandler> = {
  /** params: customer_id. Answers id, version, clinic_id (its first clinic) of the customer's doctor. */
  'a doctor of the customer exists': (db, params) => {
    const doctor = pactDoctorOf(db, intParam(params, 'customer_id', 2));
    return { id: doctor.id, version: doctor.version, clinic_id: doctor.clinic_ids[0] ?? 0 };
  },
  /** params: customer_id. Answers the id of a doctor the customer may not read. */
  'a doctor of another customer exists': (db, params) => ({
    id: foreignDoctorOf(db, intParam(params, 'customer_id', 2)).id,
  }),
  /** params: customer_id. The customer's doctor was saved after version 1. Answers id. */
  'a doctor was changed since version 1': (db, params) => {
    const doctor = pactDoctorOf(db, intParam(params, 'customer_id', 2));
    if (doctor.version < 2) doctor.version = 2;
    return { id: doctor.id };
  },
  /** params: registration_number. No doctor has it: a create with it makes a doctor. */
  'no doctor has this registration number': (db, params) => {
    freeRegistration(db, stringParam(params, 'registration_number'));
  },
  /** params: customer_id, registration_number. The customer's doctor has it. */
  'a doctor has this registration number': (db, params) => {
    const number = stringParam(params, 'registration_number');
    const doctor = pactDoctorOf(db, intParam(params, 'customer_id', 2));
    freeRegistration(db, number, doctor);
    doctor.registration_number = number;
  },
  /** params: doctor_id. A request waits at one of the doctor's clinics. Answers id, version of the oldest. */
  "a request waits in the doctor's queue": (db, params) => {
    const c = queuedRequestOf(db, doctorParam(params));
    return { id: c.id, version: c.version };
  },
  /** params: doctor_id. The doctor has a consultation in progress. Answers id, version, follow_up. */
  'the doctor has a consultation in progress': (db, params) => {
    const c = inProgressOf(db, doctorParam(params));
    return { id: c.id, version: c.version, follow_up: dayAfter(c.requested_at, 14) };
  },
  /**
   * params: doctor_id, other_doctor_id. A consultation of a clinic both serve was started by the
   * other doctor. Answers id, version, waiting_version (the version it had while it waited: the
   * version the doctor saw in their queue before losing the race).
   */
  'another doctor started a consultation of the clinic': (db, params) => {
    const c = takenByOther(db, doctorParam(params), intParam(params, 'other_doctor_id', SECOND_DOCTOR_ID));
    return { id: c.id, version: c.version, waiting_version: waitingVersionOf(c) };
  },
  /**
   * params: doctor_id, other_doctor_id. A consultation of a clinic both serve was completed by the
   * other doctor. Answers id, waiting_version (the version it had while it waited).
   */
  'another doctor completed a consultation of the clinic': (db, params) => {
    const c = completedByOther(
      db,
      doctorParam(params),
      intParam(params, 'other_doctor_id', SECOND_DOCTOR_ID),
    );
    return { id: c.id, waiting_version: waitingVersionOf(c) };
  },
  /** params: doctor_id. Answers the id of the doctor's completed consultation (one medicine, a follow-up). */
  'the doctor completed a consultation': (db, params) => ({ id: completedOf(db, doctorParam(params)).id }),
  /** params: doctor_id. Answers the id of another doctor's completed consultation. */
  "another doctor's consultation exists": (db, params) => ({
    id: foreignConsultationOf(db, doctorParam(params)).id,
  }),
  /** params: doctor_id. Answers the id of a patient the doctor never consulted. */
  'a patient the doctor never consulted exists': (db, params) => ({
    id: unconsultedPatientOf(db, doctorParam(params)),
  }),
  /** params: doctor_id, day. The doctor's booking at 03:00 UTC of the day, booked. Answers id. */
  'the doctor has a booking on the day': (db, params) => ({
    id: bookingOf(db, doctorParam(params), stringParam(params, 'day'), '03:00', 'booked').id,
  }),
  /** params: doctor_id, day. The doctor's booking at 03:20 UTC of the day, cancelled. Answers id. */
  "the doctor's booking was cancelled": (db, params) => ({
    id: bookingOf(db, doctorParam(params), stringParam(params, 'day'), '03:20', 'cancelled').id,
  }),
};
