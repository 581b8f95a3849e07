import type { AgeBucket, ScreeningScope } from '@/generated/model';
import { parseApiDate } from '@/lib/dates';
import { applicableSet, normalSpanOf } from '@/lib/reference-ranges';
import { isNormalLabel } from '@/lib/result-outcome';

import type { DemoDb } from '../db';
import { inPlace, isAdministrator } from '../handlers/scope';
import { consultedPatients } from '../telemedicine/consulted';
import type { DemoUser } from '../types';
import { ageOn } from './age';
import type { DemoPatient, DemoResult } from './types';

/**
 * The patients a doctor may read: those they have consulted (docs/telemedicine.md, "Who sees
 * what"); null for anyone else.
 */
export const doctorPatientIds = (db: DemoDb, user: DemoUser): ReadonlySet<number> | null =>
  user.user_type === 'Doctor' ? consultedPatients(db, user.id) : null;

/** Whether the user may read the patient: administrators all, a customer their own, a doctor those they consulted. */
export const mayRead = (db: DemoDb, user: DemoUser, patient: DemoPatient): boolean => {
  if (isAdministrator(user)) return true;
  const consulted = doctorPatientIds(db, user);
  return consulted ? consulted.has(patient.id) : patient.customer_id === user.id;
};

export const FOREIGN_PATIENT = 'This patient is not one of yours.';

export const todayOf = (db: DemoDb): string => db.now().toISOString().slice(0, 10);

/** Age buckets in whole years (openapi/v3.yaml AgeBucket): 40-60 holds 60, >60 starts at 61. */
export const inAgeBucket = (age: number, bucket: NonNullable<AgeBucket>): boolean => {
  switch (bucket) {
    case '<18':
      return age < 18;
    case '18-30':
      return age >= 18 && age < 30;
    case '30-40':
      return age >= 30 && age < 40;
    case '40-60':
      return age >= 40 && age <= 60;
    case '>60':
      return age > 60;
    default: {
      const unknown: never = bucket;
      return unknown;
    }
  }
};

/** A real calendar day, or null. */
const day = (value: string | null | undefined): string | null =>
  value && parseApiDate(value) ? value : null;

export interface PatientScope {
  /** Who the user may see, and the customer an administrator picked. */
  visible: (patient: DemoPatient) => boolean;
  start: string | null;
  end: string | null;
}

/**
 * The patients a scope holds (everything but the date, which means another day on each call): the
 * user's visibility, the customer (administrators only), the home clinic's place, the clinic, the
 * age today and the gender.
 */
export const patientScope = (db: DemoDb, user: DemoUser, scope: ScreeningScope): PatientScope => {
  const today = todayOf(db);
  const consulted = doctorPatientIds(db, user);
  const customer = isAdministrator(user) ? (scope.customer_id ?? null) : consulted ? null : user.id;
  const place = {
    country_id: scope.country_id ?? null,
    state_id: scope.state_id ?? null,
    district_id: scope.district_id ?? null,
    location_id: scope.location_id ?? null,
  };
  const placed = Object.values(place).some((id) => id !== null);
  const clinicLocation = new Map(db.clinics.map((clinic) => [clinic.id, clinic.location_id]));
  const inPlaceByClinic = new Map<number, boolean>();
  const clinicInPlace = (clinicId: number): boolean => {
    let answer = inPlaceByClinic.get(clinicId);
    if (answer === undefined) {
      const location = clinicLocation.get(clinicId);
      answer = location !== undefined && inPlace(db, location, place);
      inPlaceByClinic.set(clinicId, answer);
    }
    return answer;
  };
  const { clinic_id, age, gender } = scope;
  return {
    visible: (patient) =>
      (consulted === null || consulted.has(patient.id)) &&
      (customer === null || patient.customer_id === customer) &&
      (clinic_id == null || patient.clinic_id === clinic_id) &&
      (gender == null || patient.gender === gender) &&
      (age == null || inAgeBucket(ageOn(patient.date_of_birth, today), age)) &&
      (!placed || clinicInPlace(patient.clinic_id)),
    start: day(scope.start_date),
    end: day(scope.end_date),
  };
};

export const inDays = (value: string, start: string | null, end: string | null): boolean =>
  (start === null || value >= start) && (end === null || value <= end);

const customerName = (db: DemoDb, id: number): string => {
  const customer = db.customer(id) ?? db.user(id);
  return customer ? `${customer.first_name} ${customer.last_name}`.trim() : 'Unknown customer';
};

const clinicRef = (db: DemoDb, id: number) => ({ id, name: db.clinic(id)?.name ?? 'Unknown clinic' });

export const patientRow = (db: DemoDb, patient: DemoPatient) => ({
  id: patient.id,
  external_id: patient.external_id,
  first_name: patient.first_name,
  last_name: patient.last_name,
  date_of_birth: patient.date_of_birth,
  age: Math.max(0, ageOn(patient.date_of_birth, todayOf(db))),
  gender: patient.gender,
  phone: patient.phone,
  clinic: clinicRef(db, patient.clinic_id),
  customer_id: patient.customer_id,
  last_screening_at: db.screening.lastScreening.get(patient.id) ?? null,
});

export const patientDto = (db: DemoDb, patient: DemoPatient) => ({
  ...patientRow(db, patient),
  email: patient.email,
  customer: { id: patient.customer_id, name: customerName(db, patient.customer_id) },
  version: patient.version,
  created_at: patient.created_at,
  updated_at: patient.updated_at,
});

/** A result as the calls return it: the test, the range that applied and the normal span for the chart. */
export const resultDto = (db: DemoDb, result: DemoResult) => {
  const test = db.catalogues.testTypes.find((candidate) => candidate.id === result.test_type_id);
  const patient = db.patient(result.patient_id);
  const person = patient
    ? { age: ageOn(patient.date_of_birth, result.day), gender: patient.gender }
    : { age: Number.NaN, gender: 'male' as const };
  const normal =
    test && test.kind === 'numeric'
      ? normalSpanOf(applicableSet(test, person, result.day), isNormalLabel)
      : null;
  return {
    id: result.id,
    session_id: result.session_id,
    patient_id: result.patient_id,
    test_type: {
      id: result.test_type_id,
      name: test?.name ?? 'Unknown test',
      code: test?.code ?? '',
      kind: test?.kind ?? 'categorical',
      unit: test?.unit ?? '',
    },
    value: result.value,
    unit: test?.unit ?? '',
    label: result.label,
    range: result.ranged ? { low: result.low, high: result.high, label: result.label } : null,
    normal_range: normal,
    measured_at: result.measured_at,
  };
};

export const resultRowDto = (db: DemoDb, result: DemoResult) => {
  const patient = db.patient(result.patient_id);
  const session = db.screening.sessions[result.session_id - 1];
  return {
    ...resultDto(db, result),
    patient: {
      id: result.patient_id,
      external_id: patient?.external_id ?? '',
      first_name: patient?.first_name ?? 'Unknown',
      last_name: patient?.last_name ?? '',
      age: patient ? Math.max(0, ageOn(patient.date_of_birth, todayOf(db))) : 0,
      gender: patient?.gender ?? 'male',
    },
    clinic: clinicRef(db, session?.clinic_id ?? patient?.clinic_id ?? 0),
  };
};
