import type { DemoDb } from './db';
import { sameName } from './handlers/resource-kit';
import type { ProviderStateHandler } from './provider-states';
import type { DemoDoctor } from './telemedicine/types';
import type { DemoClinic } from './types';

/**
 * Provider states of the proposed customer-assignment calls (the proposals pact, docs/contracts.md;
 * docs/customer-assignments.md). The clinic or doctor a state names is picked by a rule and given a
 * known shape (no doctors or camps on a clinic, the clinics of a doctor known), so every field the
 * pact pins answers with one type on any demo database.
 */

const idParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};

const textParam = (params: Record<string, unknown>, key: string): string => {
  const value = params[key];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`"${key}" is required`);
  return value.trim();
};

const OPEN = new Set(['scheduled', 'in_progress']);

/** The customer of the path, active. */
const ensureCustomer = (db: DemoDb, params: Record<string, unknown>): number => {
  const id = idParam(params, 'customer_id', 2);
  const customer = db.customer(id);
  if (!customer) throw new Error(`The demo data has no customer ${id}`);
  customer.status = true;
  return id;
};

/** No doctor serves the clinic and it is in no camp: its lists answer empty. */
const detach = (db: DemoDb, clinic: DemoClinic): void => {
  for (const doctor of db.doctors) {
    doctor.clinic_ids = doctor.clinic_ids.filter((id) => id !== clinic.id);
    if (doctor.letterhead_clinic_id === clinic.id) doctor.letterhead_clinic_id = null;
  }
  for (const row of db.assignments) if (row.clinic_id === clinic.id) row.status = false;
};

/** An active clinic of another customer, at version 1, no doctors or camps; with or without patients. */
const foreignClinic = (db: DemoDb, customerId: number, patients: boolean): DemoClinic => {
  const registered = new Set(db.patients.map((patient) => patient.clinic_id));
  const clinic = db.clinics.find(
    (row) => row.user_id !== customerId && row.status && registered.has(row.id) === patients,
  );
  const fallback = db.clinics.find((row) => row.user_id !== customerId && registered.has(row.id));
  const picked = clinic ?? fallback;
  if (!picked) throw new Error(`The demo data has no clinic of a customer other than ${customerId}`);
  if (!patients) {
    // Its patients move to another clinic of its customer (a rule of the data, not of the call).
    const other = db.clinics.find((row) => row.user_id === picked.user_id && row.id !== picked.id);
    if (!other) throw new Error(`Customer ${picked.user_id} has one clinic only`);
    for (const patient of db.patients) if (patient.clinic_id === picked.id) patient.clinic_id = other.id;
  }
  detach(db, picked);
  const owner = db.customer(picked.user_id);
  if (owner) owner.status = true;
  Object.assign(picked, { status: true, version: 1 });
  return picked;
};

/** A free name for the customer: another clinic of theirs with the name is renamed. */
const freeName = (db: DemoDb, customerId: number, clinic: DemoClinic): void => {
  for (const row of db.clinics)
    if (row !== clinic && row.user_id === customerId && sameName(row.name, clinic.name))
      row.name = `${row.name} (${row.id})`;
};

/** A doctor of another customer at version 1 serving one clinic of theirs. */
const foreignDoctor = (db: DemoDb, customerId: number): DemoDoctor => {
  const doctor = db.doctors.find((row) => row.customer_id !== customerId && row.status);
  if (!doctor) throw new Error(`The demo data has no doctor of a customer other than ${customerId}`);
  const clinic = db.clinics.find((row) => row.user_id === doctor.customer_id);
  Object.assign(doctor, { version: 1, clinic_ids: clinic ? [clinic.id] : [], letterhead_clinic_id: null });
  return doctor;
};

export const customerAssignmentProviderStates: Record<string, ProviderStateHandler> = {
  /** params: customer_id, name. A clinic of the customer has the name, with no doctors or camps; answers id. */
  'the customer has a clinic with this name': (db, params) => {
    const customerId = ensureCustomer(db, params);
    const name = textParam(params, 'name');
    const clinic = db.clinics.find((row) => row.user_id === customerId);
    if (!clinic) throw new Error(`The demo data has no clinic of customer ${customerId}`);
    for (const row of db.clinics)
      if (row !== clinic && row.name.toLowerCase().includes(name.toLowerCase()))
        row.name = `Clinic ${row.id}`;
    clinic.name = name;
    detach(db, clinic);
    return { id: clinic.id };
  },
  /** params: customer_id, last_name. A doctor of the customer has the last name and serves one clinic. */
  'the customer has a doctor with this last name': (db, params) => {
    const customerId = ensureCustomer(db, params);
    const lastName = textParam(params, 'last_name');
    const doctor = db.doctors.find((row) => row.customer_id === customerId);
    const clinic = db.clinics.find((row) => row.user_id === customerId);
    if (!doctor || !clinic)
      throw new Error(`The demo data has no doctor and clinic of customer ${customerId}`);
    for (const row of db.doctors)
      if (row !== doctor && row.last_name.toLowerCase().includes(lastName.toLowerCase()))
        row.last_name = `Doctor ${row.id}`;
    Object.assign(doctor, { last_name: lastName, clinic_ids: [clinic.id] });
    return { id: doctor.id };
  },
  /** params: customer_id. A clinic of another customer without patients may move; answers id, version. */
  'a clinic of another customer without patients exists': (db, params) => {
    const customerId = ensureCustomer(db, params);
    const clinic = foreignClinic(db, customerId, false);
    freeName(db, customerId, clinic);
    return { id: clinic.id, version: clinic.version };
  },
  /** params: customer_id. The same, changed by someone since version 1; answers id. */
  'a clinic of another customer without patients was changed since version 1': (db, params) => {
    const customerId = ensureCustomer(db, params);
    const clinic = foreignClinic(db, customerId, false);
    freeName(db, customerId, clinic);
    clinic.version = 2;
    return { id: clinic.id };
  },
  /** params: customer_id. A clinic of another customer with patients (the move refused); answers id, version. */
  'a clinic of another customer with patients exists': (db, params) => {
    const customerId = ensureCustomer(db, params);
    const clinic = foreignClinic(db, customerId, true);
    freeName(db, customerId, clinic);
    return { id: clinic.id, version: clinic.version };
  },
  /** params: customer_id. A doctor of another customer with nothing open may move; answers id, version. */
  'a doctor of another customer without open consultations exists': (db, params) => {
    const customerId = ensureCustomer(db, params);
    const doctor = foreignDoctor(db, customerId);
    for (const consultation of db.telemedicine.consultations)
      if (consultation.doctor_id === doctor.id && OPEN.has(consultation.status))
        consultation.status = 'cancelled';
    return { id: doctor.id, version: doctor.version };
  },
  /** params: customer_id. The same, changed by someone since version 1; answers id. */
  'a doctor of another customer was changed since version 1': (db, params) => {
    const customerId = ensureCustomer(db, params);
    const doctor = foreignDoctor(db, customerId);
    doctor.version = 2;
    return { id: doctor.id };
  },
  /** params: customer_id. A doctor of another customer has a consultation in progress; answers id, version. */
  'a doctor of another customer has a consultation in progress': (db, params) => {
    const customerId = ensureCustomer(db, params);
    const doctor = foreignDoctor(db, customerId);
    const open = db.telemedicine.consultations.some((c) => c.doctor_id === doctor.id && OPEN.has(c.status));
    if (!open) {
      const consultation = db.telemedicine.consultations.find((c) => c.doctor_id === doctor.id);
      if (!consultation) throw new Error(`Doctor ${doctor.id} has no consultation`);
      consultation.status = 'in_progress';
    }
    return { id: doctor.id, version: doctor.version };
  },
};
