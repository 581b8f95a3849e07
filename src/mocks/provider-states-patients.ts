import type { DemoDb } from './db';
import { firstIndexBefore } from './handlers/results';
import type { ProviderStateHandler } from './provider-states';
import type { AgeBucket } from '@/generated/model';

import { ageOn } from './screening/age';
import { inAgeBucket, resultDto, todayOf } from './screening/scope';
import type { DemoPatient, DemoResult } from './screening/types';

/**
 * Provider states of the proposed patient, result and summary calls (the proposals pact,
 * docs/contracts.md). Patients are picked by rules, never by a seeded id: the first patient of the
 * customer whose newest session holds only numeric results with a range (so every field of it is
 * filled), and the first patient of another customer. Like the others, they only make sure of
 * what they need.
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

const bounded = (span: { low: number | null; high: number | null } | null): boolean =>
  span !== null && span.low !== null && span.high !== null;

/** A result the calls answer with every field filled: a value, and both bounds of both ranges. */
export const filled = (db: DemoDb, result: DemoResult): boolean => {
  const dto = resultDto(db, result);
  return dto.value !== null && bounded(dto.range) && bounded(dto.normal_range);
};

/**
 * The customer's first patient (by id) whose newest session holds a filled result (see `filled`).
 * Open bounds and categorical findings answer null where others answer a number, and a pact
 * matches a field by one type.
 */
export const screenedPatientOf = (db: DemoDb, customerId: number): DemoPatient => {
  const { sessionsByPatient, resultsBySession } = db.screening;
  const patient = db.patients.find((candidate) => {
    if (candidate.customer_id !== customerId) return false;
    const newest = sessionsByPatient.get(candidate.id)?.[0];
    return (newest ? (resultsBySession.get(newest.id) ?? []) : []).some((result) => filled(db, result));
  });
  if (!patient) throw new Error(`The demo data has no screened patient of customer ${customerId}`);
  return patient;
};

/** The patient's newest session keeps only its filled results (the others leave the session). */
export const keepFilledResults = (db: DemoDb, patient: DemoPatient): void => {
  const { sessionsByPatient, resultsBySession } = db.screening;
  const newest = sessionsByPatient.get(patient.id)?.[0];
  if (!newest) return;
  resultsBySession.set(
    newest.id,
    (resultsBySession.get(newest.id) ?? []).filter((result) => filled(db, result)),
  );
};

/** The first patient of any other customer. */
export const foreignPatientOf = (db: DemoDb, customerId: number): DemoPatient => {
  const patient = db.patients.find((candidate) => candidate.customer_id !== customerId);
  if (!patient) throw new Error(`The demo data has no patient of a customer other than ${customerId}`);
  return patient;
};

/** The patient's id moved out of the way when another patient of the customer must take it. */
const freeExternalId = (db: DemoDb, customerId: number, externalId: string, keep?: DemoPatient) => {
  for (const patient of db.patients) {
    if (patient === keep || patient.customer_id !== customerId) continue;
    if (patient.external_id.toLowerCase() === externalId.toLowerCase())
      patient.external_id = `${patient.external_id}-${patient.id}`;
  }
};

/** An active clinic of the customer (the home clinic of an import). */
const clinicOf = (db: DemoDb, customerId: number) => {
  const clinic = db.clinics.find((candidate) => candidate.user_id === customerId);
  if (!clinic) throw new Error(`The demo data has no clinic of customer ${customerId}`);
  clinic.status = true;
  return clinic;
};

export const patientProviderStates: Record<string, ProviderStateHandler> = {
  /**
   * params: age (an age bucket), gender. A patient of that age today and gender has been screened
   * (so the newest-screened first page of the filter answers one with its last screening).
   */
  'a patient of this age and gender was screened': (db, params) => {
    const age = stringParam(params, 'age') as NonNullable<AgeBucket>;
    const gender = stringParam(params, 'gender');
    const today = todayOf(db);
    const { lastScreening } = db.screening;
    const found = db.patients.some(
      (patient) =>
        patient.gender === gender &&
        inAgeBucket(ageOn(patient.date_of_birth, today), age) &&
        lastScreening.has(patient.id),
    );
    if (!found) throw new Error(`The demo data has no screened ${gender} patient aged ${age}`);
  },
  /**
   * params: customer_id. The customer's screened patient (see above), whose newest session holds
   * only filled results. Answers id and version.
   */
  'a patient of the customer has screening sessions': (db, params) => {
    const patient = screenedPatientOf(db, intParam(params, 'customer_id', 2));
    keepFilledResults(db, patient);
    return { id: patient.id, version: patient.version };
  },
  /** params: customer_id. Answers the id of a patient the customer may not read. */
  'a patient of another customer exists': (db, params) => ({
    id: foreignPatientOf(db, intParam(params, 'customer_id', 2)).id,
  }),
  /** params: customer_id. The screened patient was saved after version 1. Answers id. */
  'a patient was changed since version 1': (db, params) => {
    const patient = screenedPatientOf(db, intParam(params, 'customer_id', 2));
    if (patient.version < 2) {
      patient.version = 2;
      patient.updated_at = db.now().toISOString();
    }
    return { id: patient.id };
  },
  /**
   * params: customer_id, external_id. Another patient of the customer has this patient id (the
   * customer's next patient takes it). Answers id and version of the screened patient.
   */
  'another patient of the customer has this patient id': (db, params) => {
    const customerId = intParam(params, 'customer_id', 2);
    const externalId = stringParam(params, 'external_id');
    const patient = screenedPatientOf(db, customerId);
    const other = db.patients.find((row) => row.customer_id === customerId && row !== patient);
    if (!other) throw new Error(`Customer ${customerId} has one patient only`);
    freeExternalId(db, customerId, externalId, other);
    other.external_id = externalId;
    return { id: patient.id, version: patient.version };
  },
  /**
   * params: customer_id, external_id. A patient of the customer has this patient id (an upload of it
   * is a duplicate). Answers clinic_id, an active clinic of the customer.
   */
  'a patient of the customer has this patient id': (db, params) => {
    const customerId = intParam(params, 'customer_id', 2);
    const externalId = stringParam(params, 'external_id');
    const holder = db.patients.find((row) => row.customer_id === customerId);
    if (!holder) throw new Error(`Customer ${customerId} has no patient`);
    freeExternalId(db, customerId, externalId, holder);
    holder.external_id = externalId;
    holder.import_id = null;
    return { clinic_id: clinicOf(db, customerId).id };
  },
  /**
   * params: customer_id, external_id, first_name, last_name. No patient of the customer has this
   * patient id or name: an upload of it creates one. Answers clinic_id.
   */
  'a patient can be imported': (db, params) => {
    const customerId = intParam(params, 'customer_id', 2);
    freeExternalId(db, customerId, stringParam(params, 'external_id'));
    const first = stringParam(params, 'first_name').toLowerCase();
    const last = stringParam(params, 'last_name').toLowerCase();
    for (const patient of db.patients) {
      if (patient.first_name.toLowerCase() === first && patient.last_name.toLowerCase() === last)
        patient.last_name = `${patient.last_name} ${patient.id}`;
    }
    return { clinic_id: clinicOf(db, customerId).id };
  },
  /**
   * params: test_type_id, label, start_date, end_date. At least one result of the test with the label
   * was measured in the range: a copy of the newest such result, on the first day, when none was.
   */
  'a result of this test and label lies in the range': (db, params) => {
    const testTypeId = intParam(params, 'test_type_id', 1);
    const label = stringParam(params, 'label');
    const start = stringParam(params, 'start_date');
    const end = stringParam(params, 'end_date');
    const { newestFirst, results, resultsBySession } = db.screening;
    const fits = (day: string) => day >= start && day <= end;
    const same = newestFirst.filter((row) => row.test_type_id === testTypeId && row.label === label);
    if (same.some((row) => fits(row.day))) return;
    const model = same[0];
    if (!model) throw new Error(`The demo data has no ${label} result of test type ${testTypeId}`);
    const copy = {
      ...model,
      id: Math.max(...results.map((row) => row.id)) + 1,
      day: start,
      measured_at: `${start}T09:00:00.000Z`,
    };
    results.push(copy);
    newestFirst.splice(firstIndexBefore(newestFirst, start), 0, copy);
    resultsBySession.get(copy.session_id)?.push(copy);
  },
};
