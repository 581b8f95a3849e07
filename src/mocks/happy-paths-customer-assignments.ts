import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';
import { CUSTOMER_ID } from './test-utils';

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The demo data has no ${what}`);
  return value;
};

const OPEN = new Set(['scheduled', 'in_progress']);

/**
 * The proposed customer-assignment calls (docs/customer-assignments.md): the demo customer's lists,
 * and moving to them another customer's clinic without patients and a doctor with nothing open.
 */
export const customerAssignmentPaths = (db: DemoDb): Record<string, HappyPath> => {
  const withPatients = new Set(db.patients.map((patient) => patient.clinic_id));
  const clinic = must(
    db.clinics.find((row) => row.user_id !== CUSTOMER_ID && !withPatients.has(row.id)),
    "another customer's clinic without patients",
  );
  const busy = new Set(
    db.telemedicine.consultations.filter((row) => OPEN.has(row.status)).map((row) => row.doctor_id),
  );
  const doctor = must(
    db.doctors.find((row) => row.customer_id !== CUSTOMER_ID && !busy.has(row.id)),
    "another customer's doctor with nothing open",
  );
  const list = { page: 1, limit: 10, searchValue: null, others: false };
  return {
    filterCustomerClinics: { path: `/v3/customer/${CUSTOMER_ID}/clinics/filter`, body: list },
    assignCustomerClinic: {
      path: `/v3/customer/${CUSTOMER_ID}/clinics/assign`,
      body: { clinic_id: clinic.id, version: clinic.version },
    },
    filterCustomerDoctors: { path: `/v3/customer/${CUSTOMER_ID}/doctors/filter`, body: list },
    assignCustomerDoctor: {
      path: `/v3/customer/${CUSTOMER_ID}/doctors/assign`,
      body: { doctor_id: doctor.id, version: doctor.version },
    },
  };
};
