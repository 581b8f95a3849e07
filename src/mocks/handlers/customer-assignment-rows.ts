import type { CustomerClinic, CustomerDoctor } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoDoctor } from '../telemedicine/types';
import type { DemoClinic, DemoCustomer } from '../types';

/**
 * What Assigned Clinics, Assigned Doctors and their assign searches show of a clinic or a doctor
 * (docs/customer-assignments.md): the counts a move depends on, worked out once per answer.
 */

export const customerNameOf = (customer: DemoCustomer | undefined): string =>
  customer ? [customer.first_name, customer.last_name].filter(Boolean).join(' ') : '';

export const doctorNameOf = (doctor: DemoDoctor): string => `Dr ${doctor.first_name} ${doctor.last_name}`;

const countBy = <Row>(rows: readonly Row[], keyOf: (row: Row) => number | null): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

/** The consultations a doctor holds now: waiting for them (scheduled) or in progress. */
export const OPEN_STATUSES: ReadonlySet<string> = new Set(['scheduled', 'in_progress']);

export const openConsultationsOf = (db: DemoDb, doctorId: number): number =>
  db.telemedicine.consultations.filter((c) => c.doctor_id === doctorId && OPEN_STATUSES.has(c.status)).length;

/** Patients registered at the clinic: their records and consents belong to its customer. */
export const patientCountOf = (db: DemoDb, clinicId: number): number =>
  db.patients.filter((patient) => patient.clinic_id === clinicId).length;

/** The clinic rows of one answer, with the counts read in one pass over each table. */
export const clinicRowsOf = (db: DemoDb, clinics: readonly DemoClinic[]): CustomerClinic[] => {
  if (clinics.length === 0) return [];
  const wanted = new Set(clinics.map((clinic) => clinic.id));
  const only = (id: number | null) => (id !== null && wanted.has(id) ? id : null);
  const kiosks = countBy(db.kiosks, (kiosk) => only(kiosk.clinic_id));
  const patients = countBy(db.patients, (patient) => only(patient.clinic_id));
  return clinics.map((clinic) => {
    const location = db.location(clinic.location_id);
    return {
      id: clinic.id,
      name: clinic.name,
      customer: { id: clinic.user_id, name: customerNameOf(db.customer(clinic.user_id)) },
      location: { id: clinic.location_id, name: location?.name ?? '' },
      status: clinic.status,
      kiosk_count: kiosks.get(clinic.id) ?? 0,
      patient_count: patients.get(clinic.id) ?? 0,
      doctors: db.doctors
        .filter((doctor) => doctor.clinic_ids.includes(clinic.id))
        .map((doctor) => ({ id: doctor.id, name: doctorNameOf(doctor) })),
      camps: db.assignments
        .filter((row) => row.clinic_id === clinic.id && row.status)
        .map((row) => ({ id: row.camp_id, name: db.camp(row.camp_id)?.name ?? '' })),
      version: clinic.version,
    };
  });
};

export const doctorRowsOf = (db: DemoDb, doctors: readonly DemoDoctor[]): CustomerDoctor[] => {
  if (doctors.length === 0) return [];
  const wanted = new Set(doctors.map((doctor) => doctor.id));
  const open = countBy(db.telemedicine.consultations, (c) =>
    c.doctor_id !== null && wanted.has(c.doctor_id) && OPEN_STATUSES.has(c.status) ? c.doctor_id : null,
  );
  return doctors.map((doctor) => ({
    id: doctor.id,
    name: doctorNameOf(doctor),
    customer: { id: doctor.customer_id, name: customerNameOf(db.customer(doctor.customer_id)) },
    clinics: doctor.clinic_ids.map((id) => ({ id, name: db.clinic(id)?.name ?? '' })),
    open_consultations: open.get(doctor.id) ?? 0,
    status: doctor.status,
    version: doctor.version,
  }));
};
