import { NEXT_STATUSES, STATUS_TEXT } from '@/lib/consultation-status';

import { FOREIGN_PATIENT, mayRead } from '../screening/scope';
import type { DemoPatient } from '../screening/types';
import {
  consultationReader,
  FOREIGN_CONSULTATION,
  FOREIGN_DOCTOR,
  mayReadDoctor,
} from '../telemedicine/scope';
import type { DemoBooking, DemoConsultation, DemoDoctor } from '../telemedicine/types';
import type { DemoAssignment, DemoCamp, DemoClinic, DemoUser } from '../types';
import { byRole, everyRow, recordKit } from './record-kit';
import { isAdministrator, visibleCamp } from './scope';
import { enumStatus } from './status-codec';

/**
 * The records of the hand-written handlers (docs/demo-api.md, "The record kit"): how each is
 * found, whose rows each role sees, and the texts of their 403s. The 403, 404 and 409 bodies come
 * from these, never from a handler.
 */

const notDoctor = (user: DemoUser): boolean => user.user_type !== 'Doctor';

/** docs/patients.md, "Who sees what": administrators all, a customer their own, a doctor those they consulted. */
export const PATIENTS = recordKit<DemoPatient, 'change' | 'upload'>({
  noun: 'patient',
  find: (db, id) => db.patient(id),
  scope: (db, user) => (patient) => mayRead(db, user, patient),
  foreign: FOREIGN_PATIENT,
  pronoun: 'them',
  actions: {
    change: { allowed: notDoctor, refused: 'Doctors cannot change patients.' },
    upload: { allowed: notDoctor, refused: 'Doctors cannot upload patients.' },
  },
});

/**
 * A clinic (a patient upload's, Clinic Details'): administrators any, a customer their own; only
 * administrators create and change clinics (docs/proposed-api.md, "Clinics").
 */
export const CLINICS = recordKit<DemoClinic, 'change'>({
  noun: 'clinic',
  find: (db, id) => db.clinic(id),
  scope: (_db, user) => (clinic) => isAdministrator(user) || clinic.user_id === user.id,
  foreign: 'This clinic is not one of yours.',
  actions: {
    change: { allowed: isAdministrator, refused: 'Only administrators can create or change clinics.' },
  },
});

/** docs/telemedicine.md, "Who sees what": administrators every doctor, a customer their own, a doctor themselves. */
export const DOCTORS = recordKit<DemoDoctor, 'create' | 'assign clinics'>({
  noun: 'doctor',
  find: (db, id) => db.doctor(id),
  scope: (_db, user) => (doctor) => mayReadDoctor(user, doctor),
  foreign: FOREIGN_DOCTOR,
  pronoun: 'them',
  actions: {
    create: { allowed: notDoctor, refused: 'Doctors cannot create doctors.' },
    'assign clinics': { allowed: notDoctor, refused: 'Doctors cannot change their clinics.' },
  },
});

/** A consultation's status: forward only, cancelled from any status before completed (docs/telemedicine.md). */
export const CONSULTATION_STATUS = enumStatus({
  initial: 'requested',
  next: NEXT_STATUSES,
  text: STATUS_TEXT,
  transitions: {
    requested: 'request',
    scheduled: 'accept',
    in_progress: 'start',
    completed: 'complete',
    cancelled: 'cancel',
  },
});

/** docs/telemedicine.md, "Who sees what" (`consultationReader`). */
export const CONSULTATIONS = recordKit<DemoConsultation, 'work' | 'write notes'>({
  noun: 'consultation',
  find: (db, id) => {
    const list = db.telemedicine.consultations;
    const guess = list[id - 1];
    return guess?.id === id ? guess : list.find((c) => c.id === id);
  },
  scope: consultationReader,
  foreign: FOREIGN_CONSULTATION,
  actions: {
    work: {
      allowed: (user) => user.user_type === 'Doctor',
      refused: 'Only doctors accept, start and complete consultations.',
    },
    'write notes': {
      allowed: (user, c) => c?.doctor_id === user.id,
      refused: 'Only the consultation’s doctor writes its notes.',
    },
  },
});

/** Administrators every booking, a doctor their own, a customer their doctors'. */
export const BOOKINGS = recordKit<DemoBooking, 'convert'>({
  noun: 'booking',
  find: (db, id) => db.telemedicine.bookings.find((row) => row.id === id),
  scope: byRole({
    Administrator: everyRow,
    Doctor: (_db, user) => (booking) => booking.doctor_id === user.id,
    Customer: (db, user) => (booking) => db.doctor(booking.doctor_id)?.customer_id === user.id,
  }),
  actions: {
    convert: {
      allowed: (user, booking) => booking?.doctor_id === user.id,
      refused: 'Only the booked doctor turns a booking into a consultation.',
    },
  },
});

/** A legacy call's path id: any positive safe integer (leading zeros too). */
export const legacyId = (raw: unknown): number | null => {
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
};

/** Administrators every camp, a customer their own; another's camp is not found (404), as the legacy API answers. */
export const CAMPS = recordKit<DemoCamp>({
  noun: 'camp',
  find: (db, id) => db.camp(id),
  parseId: legacyId,
  scope: (_db, user) => (camp) => isAdministrator(user) || camp.user_id === user.id,
});

/** A camp's assignment row: found only when its camp is the user's (else 404). */
export const ASSIGNMENTS = recordKit<DemoAssignment>({
  noun: 'assignment',
  find: (db, id) => db.assignment(id),
  parseId: legacyId,
  scope: (db, user) => (row) => visibleCamp(db, user, row.camp_id) !== undefined,
});
