import {
  CreateDoctorBody,
  FilterDoctorsBody,
  SetDoctorClinicsBody,
  SetDoctorSignatureBody,
  UpdateDoctorBody,
} from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import { countsByDoctor, doctorDto, doctorRow } from '../telemedicine/scope';
import { SECOND_DOCTOR_ID } from '../telemedicine/seed-doctors';
import type { DemoDoctor } from '../telemedicine/types';
import type { DemoUser } from '../types';
import { ok, parseBody, refusal, type RouteDefinition, type RouteResult } from './kit';
import { DOCTORS } from './records';
import { compareText, isAdministrator, pageOf } from './scope';

/** A signature image: PNG or JPEG, at most this many bytes decoded (docs/telemedicine.md). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

const clean = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** The 409 of an edit made from another version than the doctor's, or null. */
const stale = (db: DemoDb, doctor: DemoDoctor, version: number): RouteResult | null =>
  DOCTORS.stale(doctor, version, () => doctorDto(db, doctor));

const searchOf = (search: string | null | undefined) => {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return () => true;
  return (doctor: DemoDoctor) =>
    `${doctor.first_name} ${doctor.last_name}`.toLowerCase().includes(needle) ||
    doctor.registration_number.toLowerCase().includes(needle) ||
    doctor.email.toLowerCase().includes(needle) ||
    doctor.phone.replace(/\D/g, '').includes(needle.replace(/\D/g, '') || '\u0000');
};

/**
 * The rules a write must pass: the customer exists, the registration number is nobody else's. The
 * holder of a taken number is named only to a user who may read them (issue 32's no-leak sweep: a
 * customer or doctor learnt another customer's or doctor's name from the 422).
 */
const writeProblem = (
  db: DemoDb,
  user: DemoUser,
  write: { registration_number: string; customer_id: number },
  self: number | null,
): RouteResult | null => {
  if (!db.customer(write.customer_id)) return refusal('Choose a customer.', 'customer_id');
  const number = clean(write.registration_number).toLowerCase();
  const taken = db.doctors.find(
    (other) => other.id !== self && other.registration_number.toLowerCase() === number,
  );
  if (taken) {
    const holder = DOCTORS.scope(db, user)(taken) ? `Dr ${taken.first_name} ${taken.last_name}'s` : 'taken';
    return refusal(
      `Registration number ${clean(write.registration_number)} is already ${holder}.`,
      'registration_number',
    );
  }
  return null;
};

const touch = (db: DemoDb, doctor: DemoDoctor, fields: Partial<DemoDoctor>): RouteResult => {
  Object.assign(doctor, fields, { version: doctor.version + 1, updated_at: db.now().toISOString() });
  return ok(doctorDto(db, doctor));
};

const validSignature = (value: string): string | null => {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+=*)$/.exec(value);
  if (!match?.[2]) return 'The signature must be a PNG or JPEG image.';
  const bytes = Math.floor((match[2].length * 3) / 4) - (match[2].match(/=+$/)?.[0].length ?? 0);
  if (bytes > SIGNATURE_MAX_BYTES) return 'The signature image must be 200 KB or smaller.';
  return null;
};

export const doctorRoutes: RouteDefinition[] = [
  {
    operation: 'filterDoctors',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterDoctorsBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit, searchValue, customer_id, clinic_id, status } = parsed.value;
      const matches = searchOf(searchValue);
      const inScope = DOCTORS.scope(db, user);
      const found = db.doctors
        .filter(
          (doctor) =>
            inScope(doctor) &&
            (!isAdministrator(user) || customer_id == null || doctor.customer_id === customer_id) &&
            (clinic_id == null || doctor.clinic_ids.includes(clinic_id)) &&
            (status == null || doctor.status === status) &&
            matches(doctor),
        )
        .sort(
          (a, b) =>
            compareText(a.last_name, b.last_name) || compareText(a.first_name, b.first_name) || a.id - b.id,
        );
      const counts = countsByDoctor(db);
      return ok({
        records: pageOf(found, page, limit).map((doctor) => doctorRow(db, doctor, counts)),
        total_count: found.length,
      });
    },
  },
  {
    operation: 'createDoctor',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = DOCTORS.refuses('create', user);
      if (denied) return denied;
      const parsed = parseBody(CreateDoctorBody, body);
      if (!parsed.ok) return parsed.result;
      const write = {
        ...parsed.value,
        customer_id: isAdministrator(user) ? parsed.value.customer_id : user.id,
      };
      const problem = writeProblem(db, user, write, null);
      if (problem) return problem;
      const now = db.now().toISOString();
      const doctor: DemoDoctor = {
        id: Math.max(SECOND_DOCTOR_ID, ...db.doctors.map((row) => row.id)) + 1,
        first_name: clean(write.first_name),
        last_name: clean(write.last_name),
        qualification: clean(write.qualification),
        specialisation: clean(write.specialisation),
        registration_number: clean(write.registration_number),
        phone: clean(write.phone),
        email: write.email.trim().toLowerCase(),
        customer_id: write.customer_id,
        clinic_ids: [],
        signature: null,
        letterhead_clinic_id: null,
        status: write.status,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      db.doctors.push(doctor);
      return ok(doctorDto(db, doctor));
    },
  },
  {
    operation: 'getDoctor',
    resolve: ({ db, user, params }) => {
      const found = DOCTORS.readable(db, user, params.id);
      return found.ok ? ok(doctorDto(db, found.row)) : found.result;
    },
  },
  {
    operation: 'updateDoctor',
    mutates: true,
    resolve: ({ db, user, params, body }) => {
      // Doctors change only their own letter head; customers their own doctors; administrators any.
      const found = DOCTORS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const doctor = found.row;
      const parsed = parseBody(UpdateDoctorBody, body);
      if (!parsed.ok) return parsed.result;
      const write = parsed.value;
      const conflict = stale(db, doctor, write.version);
      if (conflict) return conflict;
      // Only administrators move a doctor to another customer; a doctor keeps their status too.
      const customer_id = isAdministrator(user) ? write.customer_id : doctor.customer_id;
      const status = user.user_type === 'Doctor' ? doctor.status : write.status;
      const problem = writeProblem(db, user, { ...write, customer_id }, doctor.id);
      if (problem) return problem;
      if (write.letterhead_clinic_id != null && !doctor.clinic_ids.includes(write.letterhead_clinic_id))
        return refusal('The letter head clinic must be one of the doctor’s clinics.', 'letterhead_clinic_id');
      // A doctor edits only their letter head fields: their name and e-mail stay too (openapi/v3.yaml).
      const own = user.user_type === 'Doctor';
      return touch(db, doctor, {
        first_name: own ? doctor.first_name : clean(write.first_name),
        last_name: own ? doctor.last_name : clean(write.last_name),
        qualification: clean(write.qualification),
        specialisation: clean(write.specialisation),
        registration_number: clean(write.registration_number),
        phone: clean(write.phone),
        email: own ? doctor.email : write.email.trim().toLowerCase(),
        customer_id,
        status,
        letterhead_clinic_id: write.letterhead_clinic_id ?? null,
        // A move to another customer takes the doctor off the old customer's clinics.
        ...(customer_id === doctor.customer_id ? {} : { clinic_ids: [], letterhead_clinic_id: null }),
      });
    },
  },
  {
    operation: 'setDoctorClinics',
    mutates: true,
    resolve: ({ db, user, params, body }) => {
      const found = DOCTORS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const doctor = found.row;
      const denied = DOCTORS.refuses('assign clinics', user, doctor);
      if (denied) return denied;
      const parsed = parseBody(SetDoctorClinicsBody, body);
      if (!parsed.ok) return parsed.result;
      const conflict = stale(db, doctor, parsed.value.version);
      if (conflict) return conflict;
      const ids = [...new Set(parsed.value.clinic_ids)];
      const foreign = ids.find((id) => {
        const clinic = db.clinic(id);
        return !clinic || clinic.user_id !== doctor.customer_id || !clinic.status;
      });
      if (foreign !== undefined)
        return refusal(`Clinic ${foreign} is not an active clinic of this doctor’s customer.`, 'clinic_ids');
      const letterhead = doctor.letterhead_clinic_id !== null && ids.includes(doctor.letterhead_clinic_id);
      return touch(db, doctor, {
        clinic_ids: ids,
        letterhead_clinic_id: letterhead ? doctor.letterhead_clinic_id : null,
      });
    },
  },
  {
    operation: 'setDoctorSignature',
    mutates: true,
    resolve: ({ db, user, params, body }) => {
      const found = DOCTORS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const doctor = found.row;
      const parsed = parseBody(SetDoctorSignatureBody, body);
      if (!parsed.ok) return parsed.result;
      const conflict = stale(db, doctor, parsed.value.version);
      if (conflict) return conflict;
      const { signature } = parsed.value;
      const problem = signature === null || signature === undefined ? null : validSignature(signature);
      if (problem) return refusal(problem, 'signature');
      return touch(db, doctor, { signature: signature ?? null });
    },
  },
];
