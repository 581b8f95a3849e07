import type { ConsultationStatus } from '@/generated/model';
import {
  ConsultationSummaryBody,
  FilterBookingsBody,
  FilterConsultationsBody,
  MoveConsultationBody,
  SaveConsultationNoteBody,
} from '@/generated/zod/v3.zod';
import { isApiDate } from '@/lib/dates';

import type { DemoDb } from '../db';
import { inDays } from '../screening/scope';
import { addRequest } from '../telemedicine/arrivals';
import {
  bookingDto,
  consultationDto,
  consultationRow,
  consultationScope,
  doctorOf,
} from '../telemedicine/scope';
import { doctorName } from '../telemedicine/seed-consultations';
import type { DemoConsultation } from '../telemedicine/types';
import type { DemoUser } from '../types';
import { dateRefusal, notARealDay, SCOPE_DATES } from './dates';
import { emitEvent } from './integration-events';
import { conflict, ok, parseBody, refusal, type RouteDefinition, type RouteResult } from './kit';
import { BOOKINGS, CONSULTATION_STATUS, CONSULTATIONS } from './records';
import { pageOf } from './scope';
import { refuseMove } from './status-codec';

/** Status words for messages: 'in progress'. */
const words = CONSULTATION_STATUS.words;

/**
 * A refused move's 409: who has the consultation, at which status and version, and nothing of the
 * record (patient, results, notes): the second doctor of a race may no longer read it (issue 32).
 */
const refusedMove = (db: DemoDb, c: DemoConsultation, message: string): RouteResult => {
  const { id, status, doctor, version } = consultationRow(db, c);
  return conflict(message, { id, status, doctor, version });
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
  if (to === 'completed')
    emitEvent(db, 'consultation.completed', { consultation_id: c.id, patient_id: c.patient_id });
  return ok(consultationDto(db, c));
};

const moveConsultation: RouteDefinition = {
  operation: 'moveConsultation',
  mutates: true,
  resolve: ({ db, user, params, body }) => {
    const found = CONSULTATIONS.find(db, params.id);
    if (!found.ok) return found.result;
    const c = found.row;
    const doctor = doctorOf(db, user);
    const mayRead = CONSULTATIONS.scope(db, user)(c);
    // A doctor of the clinic who lost the race reads a 409 naming who won (lostRace), not a 403.
    const ofMyClinic = doctor?.status === true && doctor.clinic_ids.includes(c.clinic_id);
    if (!mayRead && !ofMyClinic) return CONSULTATIONS.foreign;
    const parsed = parseBody(MoveConsultationBody, body);
    if (!parsed.ok) return parsed.result;
    const { status: to, version, reason } = parsed.value;
    if (!mayRead)
      return lostRace(c, user.id, version) ? refusedMove(db, c, takenMessage(db, c)) : CONSULTATIONS.foreign;
    const denied = to === 'cancelled' ? null : CONSULTATIONS.refuses('work', user, c);
    if (denied) return denied;
    if (doctor && c.doctor_id !== null && c.doctor_id !== user.id)
      return refusedMove(db, c, takenMessage(db, c));
    if (version !== c.version)
      return refusedMove(
        db,
        c,
        `This consultation is ${words(c.status)} now; it changed after you opened it.`,
      );
    const backwards = refuseMove(CONSULTATION_STATUS, 'consultation', c.status, to);
    if (backwards) return backwards;
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
    const found = CONSULTATIONS.readable(db, user, params.id);
    if (!found.ok) return found.result;
    const c = found.row;
    const denied = CONSULTATIONS.refuses('write notes', user, c);
    if (denied) return denied;
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
      const found = CONSULTATIONS.readable(db, user, params.id);
      return found.ok ? ok(consultationDto(db, found.row)) : found.result;
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
      const mayRead = BOOKINGS.scope(db, user);
      const found = db.telemedicine.bookings
        .filter(
          (booking) =>
            mayRead(booking) &&
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
      const tm = db.telemedicine;
      const found = BOOKINGS.find(db, params.id);
      if (!found.ok) return found.result;
      const booking = found.row;
      const denied = BOOKINGS.refuses('convert', user, booking);
      if (denied) return denied;
      if (booking.status !== 'booked') {
        const message =
          booking.status === 'converted'
            ? `This booking is already consultation #${booking.consultation_id ?? ''}.`
            : 'This booking was cancelled.';
        return conflict(message, bookingDto(db, booking));
      }
      const now = db.now().toISOString();
      const doctor = db.doctor(booking.doctor_id);
      const by = doctor ? doctorName(doctor) : `${user.first_name} ${user.last_name}`;
      const session = db.screening.sessionsByPatient.get(booking.patient_id)?.[0];
      const c = addRequest(tm, {
        patient_id: booking.patient_id,
        clinic_id: booking.clinic_id,
        customer_id: db.clinic(booking.clinic_id)?.user_id ?? 0,
        session_id: session?.id ?? null,
        at: now,
        by,
        reason: `Booking #${booking.id}`,
      });
      // Scheduled at once for the booked slot, by its doctor.
      Object.assign(c, {
        doctor_id: booking.doctor_id,
        status: 'scheduled',
        scheduled_at: booking.slot_start,
      });
      c.history.push({ status: 'scheduled', at: now, by, reason: null });
      c.version = 2;
      Object.assign(booking, { status: 'converted', consultation_id: c.id });
      return ok(consultationDto(db, c));
    },
  },
];
