import {
  CreateDoctorBody,
  FilterDoctorsBody,
  SetDoctorClinicsBody,
  SetDoctorSignatureBody,
  UpdateDoctorBody,
} from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import { countsByDoctor, doctorDto, doctorRow, FOREIGN_DOCTOR, mayReadDoctor } from '../telemedicine/scope';
import { SECOND_DOCTOR_ID } from '../telemedicine/seed-doctors';
import type { DemoDoctor } from '../telemedicine/types';
import type { DemoUser } from '../types';
import { fail, ok, parseBody, type RouteDefinition, type RouteResult } from './kit';
import { refusal } from './resource-kit';
import { compareText, isAdministrator, pageOf } from './scope';

/** A signature image: PNG or JPEG, at most this many bytes decoded (docs/telemedicine.md). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

const idOf = (raw: unknown): number | null =>
  typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;

const clean = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** The doctor of a path, or the 404/403 answer. */
const readable = (
  db: DemoDb,
  user: DemoUser,
  raw: unknown,
): { doctor: DemoDoctor } | { result: RouteResult } => {
  const id = idOf(raw);
  const doctor = id === null ? undefined : db.doctor(id);
  if (!doctor) return { result: fail(404, 'Doctor not found') };
  if (!mayReadDoctor(user, doctor)) return { result: fail(403, FOREIGN_DOCTOR) };
  return { doctor };
};

const conflict = (db: DemoDb, doctor: DemoDoctor): RouteResult => ({
  status: 409,
  body: {
    error: true,
    message: 'This doctor was changed by someone else while you were editing them.',
    current: doctorDto(db, doctor),
  },
});

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
    const holder = mayReadDoctor(user, taken) ? `Dr ${taken.first_name} ${taken.last_name}'s` : 'taken';
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

/** Doctors change only their own letter head; customers their own doctors; administrators any. */
const mayChange = (user: DemoUser, doctor: DemoDoctor): boolean => mayReadDoctor(user, doctor);

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
      const found = db.doctors
        .filter(
          (doctor) =>
            mayReadDoctor(user, doctor) &&
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
      if (user.user_type === 'Doctor') return fail(403, 'Doctors cannot create doctors.');
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
      const found = readable(db, user, params.id);
      return 'result' in found ? found.result : ok(doctorDto(db, found.doctor));
    },
  },
  {
    operation: 'updateDoctor',
    mutates: true,
    resolve: ({ db, user, params, body }) => {
      const found = readable(db, user, params.id);
      if ('result' in found) return found.result;
      const { doctor } = found;
      if (!mayChange(user, doctor)) return fail(403, FOREIGN_DOCTOR);
      const parsed = parseBody(UpdateDoctorBody, body);
      if (!parsed.ok) return parsed.result;
      const write = parsed.value;
      if (write.version !== doctor.version) return conflict(db, doctor);
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
      const found = readable(db, user, params.id);
      if ('result' in found) return found.result;
      const { doctor } = found;
      if (user.user_type === 'Doctor') return fail(403, 'Doctors cannot change their clinics.');
      const parsed = parseBody(SetDoctorClinicsBody, body);
      if (!parsed.ok) return parsed.result;
      if (parsed.value.version !== doctor.version) return conflict(db, doctor);
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
      const found = readable(db, user, params.id);
      if ('result' in found) return found.result;
      const { doctor } = found;
      const parsed = parseBody(SetDoctorSignatureBody, body);
      if (!parsed.ok) return parsed.result;
      if (parsed.value.version !== doctor.version) return conflict(db, doctor);
      const { signature } = parsed.value;
      const problem = signature === null || signature === undefined ? null : validSignature(signature);
      if (problem) return refusal(problem, 'signature');
      return touch(db, doctor, { signature: signature ?? null });
    },
  },
];
