import type { ConsultationScope } from '@/generated/model';

import type { DemoDb } from '../db';
import { inPlace, isAdministrator } from '../handlers/scope';
import { inDays, resultDto } from '../screening/scope';
import { ageOn } from '../screening/age';
import type { DemoUser } from '../types';
import { doctorName } from './seed-consultations';
import type { DemoBooking, DemoConsultation, DemoDoctor } from './types';

export const FOREIGN_CONSULTATION = 'This consultation is not one of yours.';
export const FOREIGN_DOCTOR = 'This doctor is not one of yours.';

/** The signed-in doctor's record; null for anyone else. */
export const doctorOf = (db: DemoDb, user: DemoUser): DemoDoctor | null =>
  user.user_type === 'Doctor' ? (db.doctor(user.id) ?? null) : null;

/** Administrators every doctor, a customer their own, a doctor themselves. */
export const mayReadDoctor = (user: DemoUser, doctor: DemoDoctor): boolean =>
  isAdministrator(user) ||
  (user.user_type === 'Doctor' ? doctor.id === user.id : doctor.customer_id === user.id);

/**
 * Who reads a consultation (docs/telemedicine.md, "Who sees what"): administrators all; a customer
 * their clinics'; a doctor their own, and the requests waiting at the clinics they serve (the queue).
 */
export const consultationReader = (db: DemoDb, user: DemoUser): ((c: DemoConsultation) => boolean) => {
  if (isAdministrator(user)) return () => true;
  const doctor = doctorOf(db, user);
  if (user.user_type === 'Doctor') {
    const clinics = new Set(doctor?.status ? doctor.clinic_ids : []);
    return (c) => c.doctor_id === user.id || (c.status === 'requested' && clinics.has(c.clinic_id));
  }
  return (c) => c.customer_id === user.id;
};

/** The filter panel's scope over consultations: the request day, customer, place, clinic, doctor. */
export const consultationScope = (db: DemoDb, user: DemoUser, scope: ConsultationScope) => {
  const readable = consultationReader(db, user);
  const customer = isAdministrator(user) ? (scope.customer_id ?? null) : null;
  const place = {
    country_id: scope.country_id ?? null,
    state_id: scope.state_id ?? null,
    district_id: scope.district_id ?? null,
    location_id: scope.location_id ?? null,
  };
  const placed = Object.values(place).some((id) => id !== null);
  const located = new Map<number, boolean>();
  const clinicInPlace = (clinicId: number): boolean => {
    let answer = located.get(clinicId);
    if (answer === undefined) {
      const location = db.clinic(clinicId)?.location_id;
      answer = location !== undefined && inPlace(db, location, place);
      located.set(clinicId, answer);
    }
    return answer;
  };
  const start = scope.start_date ?? null;
  const end = scope.end_date ?? null;
  return (c: DemoConsultation): boolean =>
    readable(c) &&
    (customer === null || c.customer_id === customer) &&
    (scope.clinic_id == null || c.clinic_id === scope.clinic_id) &&
    (scope.doctor_id == null || c.doctor_id === scope.doctor_id) &&
    inDays(c.requested_at.slice(0, 10), start, end) &&
    (!placed || clinicInPlace(c.clinic_id));
};

const named = (id: number, name: string | undefined, fallback: string) => ({ id, name: name ?? fallback });

const patientRef = (db: DemoDb, patientId: number) => {
  const patient = db.patient(patientId);
  return {
    id: patientId,
    external_id: patient?.external_id ?? '',
    first_name: patient?.first_name ?? 'Unknown',
    last_name: patient?.last_name ?? '',
    age: patient ? Math.max(0, ageOn(patient.date_of_birth, db.now().toISOString().slice(0, 10))) : 0,
    gender: patient?.gender ?? ('male' as const),
  };
};

/** The list row's one-text prescription (openapi ConsultationRow.medicines), for the doctor's export. */
const medicinesText = (db: DemoDb, c: DemoConsultation): string =>
  c.prescription
    .map((item) => {
      const medicine = db.catalogues.medicines.find((candidate) => candidate.id === item.medicine_id);
      const name = medicine ? `${medicine.name} ${medicine.strength}`.trim() : 'Unknown medicine';
      return [name, item.dose, item.frequency, item.duration].filter((part) => part !== '').join(', ');
    })
    .join('; ');

export const consultationRow = (db: DemoDb, c: DemoConsultation) => {
  const doctor = c.doctor_id === null ? undefined : db.doctor(c.doctor_id);
  return {
    id: c.id,
    status: c.status,
    patient: patientRef(db, c.patient_id),
    doctor: c.doctor_id === null ? null : named(c.doctor_id, doctor && doctorName(doctor), 'Unknown doctor'),
    clinic: named(c.clinic_id, db.clinic(c.clinic_id)?.name, 'Unknown clinic'),
    requested_at: c.requested_at,
    scheduled_at: c.scheduled_at,
    started_at: c.started_at,
    ended_at: c.ended_at,
    video_url: c.video_url,
    version: c.version,
    diagnosis: c.diagnosis,
    follow_up: c.follow_up,
    medicines: medicinesText(db, c),
  };
};

export const consultationDto = (db: DemoDb, c: DemoConsultation) => {
  const medicines = db.catalogues.medicines;
  return {
    ...consultationRow(db, c),
    session_id: c.session_id,
    preread:
      c.session_id === null
        ? []
        : (db.screening.resultsBySession.get(c.session_id) ?? []).map((result) => resultDto(db, result)),
    notes: c.notes,
    diagnosis: c.diagnosis,
    follow_up: c.follow_up,
    prescription: c.prescription.map((item) => {
      const medicine = medicines.find((candidate) => candidate.id === item.medicine_id);
      return {
        ...item,
        medicine: {
          id: item.medicine_id,
          name: medicine?.name ?? 'Unknown medicine',
          strength: medicine?.strength ?? '',
          form: medicine?.form ?? '',
        },
      };
    }),
    history: c.history,
    saved_at: c.saved_at,
  };
};

/** Consultation counts per doctor, for the doctors' rows (one pass). */
export const countsByDoctor = (db: DemoDb) => {
  const counts = new Map<number, { total: number; completed: number; open: number }>();
  for (const c of db.telemedicine.consultations) {
    if (c.doctor_id === null) continue;
    const entry = counts.get(c.doctor_id) ?? { total: 0, completed: 0, open: 0 };
    entry.total += 1;
    if (c.status === 'completed') entry.completed += 1;
    if (c.status === 'scheduled' || c.status === 'in_progress') entry.open += 1;
    counts.set(c.doctor_id, entry);
  }
  return counts;
};

const customerName = (db: DemoDb, id: number): string => {
  const customer = db.customer(id);
  return customer ? `${customer.first_name} ${customer.last_name}`.trim() : 'Unknown customer';
};

export const doctorRow = (db: DemoDb, doctor: DemoDoctor, counts = countsByDoctor(db)) => ({
  id: doctor.id,
  first_name: doctor.first_name,
  last_name: doctor.last_name,
  qualification: doctor.qualification,
  specialisation: doctor.specialisation,
  registration_number: doctor.registration_number,
  phone: doctor.phone,
  email: doctor.email,
  customer: { id: doctor.customer_id, name: customerName(db, doctor.customer_id) },
  clinics: doctor.clinic_ids.map((id) => named(id, db.clinic(id)?.name, 'Unknown clinic')),
  consultations: counts.get(doctor.id) ?? { total: 0, completed: 0, open: 0 },
  status: doctor.status,
});

export const doctorDto = (db: DemoDb, doctor: DemoDoctor) => ({
  ...doctorRow(db, doctor),
  signature: doctor.signature,
  letterhead_clinic_id: doctor.letterhead_clinic_id,
  version: doctor.version,
  created_at: doctor.created_at,
  updated_at: doctor.updated_at,
});

export const bookingDto = (db: DemoDb, booking: DemoBooking) => {
  const doctor = db.doctor(booking.doctor_id);
  return {
    id: booking.id,
    status: booking.status,
    patient: patientRef(db, booking.patient_id),
    doctor: named(booking.doctor_id, doctor && doctorName(doctor), 'Unknown doctor'),
    clinic: named(booking.clinic_id, db.clinic(booking.clinic_id)?.name, 'Unknown clinic'),
    slot_start: booking.slot_start,
    slot_end: booking.slot_end,
    consultation_id: booking.consultation_id,
  };
};
