import type { ConsultationStatus } from '@/generated/model';
import {
  ConsultationSummaryBody,
  FilterBookingsBody,
  FilterConsultationsBody,
  MoveConsultationBody,
  SaveConsultationNoteBody,
} from '@/generated/zod/v3.zod';
import { NEXT_STATUSES, STATUS_TEXT } from '@/lib/consultation-status';
import { isApiDate } from '@/lib/dates';

import type { DemoDb } from '../db';
import { inDays } from '../screening/scope';
import { nextConsultationId } from '../telemedicine/arrivals';
import {
  bookingDto,
  consultationDto,
  consultationReader,
  consultationRow,
  consultationScope,
  doctorOf,
  FOREIGN_CONSULTATION,
} from '../telemedicine/scope';
import { doctorName } from '../telemedicine/seed-consultations';
import type { DemoConsultation } from '../telemedicine/types';
import type { DemoUser } from '../types';
import { dateRefusal, notARealDay, SCOPE_DATES } from './dates';
import { fail, ok, parseBody, type RouteDefinition, type RouteResult } from './kit';
import { refusal } from './resource-kit';
import { isAdministrator, pageOf } from './scope';

const idOf = (raw: unknown): number | null =>
  typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;

/** Status words for messages: 'in progress'. */
const words = (status: ConsultationStatus): string => STATUS_TEXT[status].toLowerCase();

const findConsultation = (db: DemoDb, raw: unknown): DemoConsultation | undefined => {
  const id = idOf(raw);
  if (id === null) return undefined;
  const list = db.telemedicine.consultations;
  const guess = list[id - 1];
  return guess?.id === id ? guess : list.find((c) => c.id === id);
};

const readable = (
  db: DemoDb,
  user: DemoUser,
  raw: unknown,
): { c: DemoConsultation } | { result: RouteResult } => {
  const c = findConsultation(db, raw);
  if (!c) return { result: fail(404, 'Consultation not found') };
  if (!consultationReader(db, user)(c)) return { result: fail(403, FOREIGN_CONSULTATION) };
  return { c };
};

/**
 * A refused move's 409: who has the consultation, at which status and version, and nothing of the
 * record (patient, results, notes): the second doctor of a race may no longer read it (issue 32).
 */
const conflict = (db: DemoDb, c: DemoConsultation, message: string): RouteResult => {
  const { id, status, doctor, version } = consultationRow(db, c);
  return { status: 409, body: { error: true, message, current: { id, status, doctor, version } } };
};

/**
 * The race of two doctors of the clinic on a waiting request: the caller's version is one at which
 * the consultation was still requested (the version counts its history's moves), and another
 * doctor has accepted or started it since. Anything else the caller may not read is a 403, as its
 * GET is: another doctor's finished consultation, or a version the caller never saw waiting.
 */
const lostRace = (c: DemoConsultation, userId: number, version: number): boolean =>
  c.doctor_id !== null &&
  c.doctor_id !== userId &&
  (c.status === 'scheduled' || c.status === 'in_progress') &&
  c.history[version - 1]?.status === 'requested';

/** Who took the consultation first, for the second doctor's 409. */
const takenMessage = (db: DemoDb, c: DemoConsultation): string => {
  const doctor = c.doctor_id === null ? undefined : db.doctor(c.doctor_id);
  const who = doctor ? doctorName(doctor) : 'Another doctor';
  return c.status === 'scheduled'
    ? `${who} has already accepted this consultation.`
    : `${who} has already ${c.status === 'in_progress' ? 'started' : words(c.status)} this consultation.`;
};

const move = (
  db: DemoDb,
  user: DemoUser,
  c: DemoConsultation,
  to: ConsultationStatus,
  reason: string | null,
): RouteResult => {
  const now = db.now().toISOString();
  const by = doctorOf(db, user);
  if (to === 'scheduled' || to === 'in_progress') c.doctor_id = user.id;
  if (to === 'scheduled') c.scheduled_at = now;
  if (to === 'in_progress') {
    c.scheduled_at ??= now;
    c.started_at = now;
  }
  if (to === 'completed' || to === 'cancelled') c.ended_at = now;
  c.status = to;
  c.version += 1;
  c.history.push({
    status: to,
    at: now,
    by: by ? doctorName(by) : `${user.first_name} ${user.last_name}`,
    reason,
  });
  return ok(consultationDto(db, c));
};

const moveConsultation: RouteDefinition = {
  operation: 'moveConsultation',
  mutates: true,
  resolve: ({ db, user, params, body }) => {
    const c = findConsultation(db, params.id);
    if (!c) return fail(404, 'Consultation not found');
    const doctor = doctorOf(db, user);
    const mayRead = consultationReader(db, user)(c);
    // A doctor of the clinic who lost the race reads a 409 naming who won (lostRace), not a 403.
    const ofMyClinic = doctor?.status === true && doctor.clinic_ids.includes(c.clinic_id);
    if (!mayRead && !ofMyClinic) return fail(403, FOREIGN_CONSULTATION);
    const parsed = parseBody(MoveConsultationBody, body);
    if (!parsed.ok) return parsed.result;
    const { status: to, version, reason } = parsed.value;
    if (!mayRead)
      return lostRace(c, user.id, version)
        ? conflict(db, c, takenMessage(db, c))
        : fail(403, FOREIGN_CONSULTATION);
    if (to !== 'cancelled' && user.user_type !== 'Doctor')
      return fail(403, 'Only doctors accept, start and complete consultations.');
    if (doctor && c.doctor_id !== null && c.doctor_id !== user.id)
      return conflict(db, c, takenMessage(db, c));
    if (version !== c.version)
      return conflict(db, c, `This consultation is ${words(c.status)} now; it changed after you opened it.`);
    if (!NEXT_STATUSES[c.status].includes(to))
      return refusal(`A ${words(c.status)} consultation cannot become ${words(to)}.`, 'status');
    if (to === 'in_progress') {
      const busy = db.telemedicine.consultations.find(
        (other) => other.id !== c.id && other.doctor_id === user.id && other.status === 'in_progress',
      );
      if (busy) return refusal(`Finish consultation #${busy.id} first: you have it in progress.`, 'status');
    }
    if (to === 'completed' && c.diagnosis.trim() === '')
      return refusal('Write a diagnosis before completing the consultation.', 'diagnosis');
    return move(db, user, c, to, to === 'cancelled' ? reason?.trim() || null : null);
  },
};

const saveConsultationNote: RouteDefinition = {
  operation: 'saveConsultationNote',
  mutates: true,
  resolve: ({ db, user, params, body }) => {
    const found = readable(db, user, params.id);
    if ('result' in found) return found.result;
    const { c } = found;
    if (c.doctor_id !== user.id) return fail(403, 'Only the consultation’s doctor writes its notes.');
    const parsed = parseBody(SaveConsultationNoteBody, body);
    if (!parsed.ok) return parsed.result;
    if (c.status !== 'in_progress')
      return refusal(`This consultation is ${words(c.status)}: notes are written while it is in progress.`);
    const { notes, diagnosis, follow_up, prescription } = parsed.value;
    for (const [index, item] of prescription.entries()) {
      const medicine = db.catalogues.medicines.find((candidate) => candidate.id === item.medicine_id);
      if (!medicine?.status)
        return refusal(
          `Medicine ${index + 1}: choose an active medicine.`,
          `prescription.${index}.medicine_id`,
        );
      for (const field of ['dose', 'frequency', 'duration'] as const) {
        if (item[field].trim() === '')
          return refusal(
            `Medicine ${index + 1} (${medicine.name}): the ${field} is required.`,
            `prescription.${index}.${field}`,
          );
      }
    }
    if (follow_up != null && !isApiDate(follow_up))
      return refusal(
        `The follow-up must be a real day after the consultation: ${notARealDay(follow_up)}.`,
        'follow_up',
      );
    if (follow_up != null && follow_up <= c.requested_at.slice(0, 10))
      return refusal('The follow-up must be a real day after the consultation.', 'follow_up');
    Object.assign(c, {
      notes,
      diagnosis: diagnosis.trim(),
      follow_up: follow_up ?? null,
      prescription: prescription.map((item) => ({
        ...item,
        dose: item.dose.trim(),
        frequency: item.frequency.trim(),
        duration: item.duration.trim(),
        instructions: item.instructions.trim(),
      })),
      saved_at: db.now().toISOString(),
    });
    return ok(consultationDto(db, c));
  },
};

const bookingReader = (db: DemoDb, user: DemoUser) => {
  if (isAdministrator(user)) return () => true;
  if (user.user_type === 'Doctor') return (doctorId: number) => doctorId === user.id;
  return (doctorId: number) => db.doctor(doctorId)?.customer_id === user.id;
};

export const consultationRoutes: RouteDefinition[] = [
  {
    operation: 'filterConsultations',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterConsultationsBody, body);
      if (!parsed.ok) return parsed.result;
      const badDate = dateRefusal(parsed.value, SCOPE_DATES);
      if (badDate) return badDate;
      const { page, limit, status, patient_id, order, ...scope } = parsed.value;
      const inScope = consultationScope(db, user, scope);
      const found = db.telemedicine.consultations.filter(
        (c) =>
          (status == null || c.status === status) &&
          (patient_id == null || c.patient_id === patient_id) &&
          inScope(c),
      );
      // Ids follow the request time, so the id order is the time order.
      if (order !== 'queue') found.reverse();
      return ok({
        records: pageOf(found, page, limit).map((c) => consultationRow(db, c)),
        total_count: found.length,
      });
    },
  },
  {
    operation: 'consultationSummary',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(ConsultationSummaryBody, body ?? {});
      if (!parsed.ok) return parsed.result;
      const badDate = dateRefusal(parsed.value, SCOPE_DATES);
      if (badDate) return badDate;
      const inScope = consultationScope(db, user, parsed.value);
      const counts = { total: 0, requested: 0, scheduled: 0, in_progress: 0, completed: 0, cancelled: 0 };
      let waited = 0;
      let started = 0;
      for (const c of db.telemedicine.consultations) {
        if (!inScope(c)) continue;
        counts.total += 1;
        counts[c.status] += 1;
        if (c.started_at) {
          waited += Date.parse(c.started_at) - Date.parse(c.requested_at);
          started += 1;
        }
      }
      return ok({
        ...counts,
        average_wait_minutes: started ? Math.round(waited / started / 6_000) / 10 : null,
      });
    },
  },
  {
    operation: 'getConsultation',
    resolve: ({ db, user, params }) => {
      const found = readable(db, user, params.id);
      return 'result' in found ? found.result : ok(consultationDto(db, found.c));
    },
  },
  moveConsultation,
  saveConsultationNote,
  {
    operation: 'filterBookings',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterBookingsBody, body);
      if (!parsed.ok) return parsed.result;
      const badDate = dateRefusal(parsed.value, SCOPE_DATES);
      if (badDate) return badDate;
      const { start_date, end_date, doctor_id, page, limit } = parsed.value;
      const mayRead = bookingReader(db, user);
      const found = db.telemedicine.bookings
        .filter(
          (booking) =>
            mayRead(booking.doctor_id) &&
            (doctor_id == null || booking.doctor_id === doctor_id) &&
            inDays(booking.slot_start.slice(0, 10), start_date, end_date),
        )
        .sort((a, b) => (a.slot_start < b.slot_start ? -1 : a.slot_start > b.slot_start ? 1 : a.id - b.id));
      return ok({
        records: pageOf(found, page, limit).map((booking) => bookingDto(db, booking)),
        total_count: found.length,
      });
    },
  },
  {
    operation: 'convertBooking',
    mutates: true,
    resolve: ({ db, user, params }) => {
      const id = idOf(params.id);
      const tm = db.telemedicine;
      const booking = id === null ? undefined : tm.bookings.find((row) => row.id === id);
      if (!booking) return fail(404, 'Booking not found');
      if (booking.doctor_id !== user.id)
        return fail(403, 'Only the booked doctor turns a booking into a consultation.');
      if (booking.status !== 'booked') {
        const message =
          booking.status === 'converted'
            ? `This booking is already consultation #${booking.consultation_id ?? ''}.`
            : 'This booking was cancelled.';
        return { status: 409, body: { error: true, message, current: bookingDto(db, booking) } };
      }
      const now = db.now().toISOString();
      const doctor = db.doctor(booking.doctor_id);
      const by = doctor ? doctorName(doctor) : `${user.first_name} ${user.last_name}`;
      const session = db.screening.sessionsByPatient.get(booking.patient_id)?.[0];
      const c: DemoConsultation = {
        id: nextConsultationId(tm),
        patient_id: booking.patient_id,
        doctor_id: booking.doctor_id,
        clinic_id: booking.clinic_id,
        customer_id: db.clinic(booking.clinic_id)?.user_id ?? 0,
        session_id: session?.id ?? null,
        status: 'scheduled',
        requested_at: now,
        scheduled_at: booking.slot_start,
        started_at: null,
        ended_at: null,
        notes: '',
        diagnosis: '',
        follow_up: null,
        prescription: [],
        video_url: null,
        history: [
          { status: 'requested', at: now, by, reason: `Booking #${booking.id}` },
          { status: 'scheduled', at: now, by, reason: null },
        ],
        saved_at: null,
        version: 2,
      };
      tm.consultations.push(c);
      Object.assign(booking, { status: 'converted', consultation_id: c.id });
      return ok(consultationDto(db, c));
    },
  },
];
