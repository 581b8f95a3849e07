import type { QueryClient } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';

import type { PickerOption } from '@/components/option-picker';
import type { RecordDefinition, SummaryItem } from '@/components/resource/record-definition';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import {
  getFilterDoctorsQueryKey,
  getGetDoctorQueryKey,
  useCreateDoctor,
  useGetDoctor,
  useUpdateDoctor,
} from '@/generated/api/doctors/doctors';
import type { Doctor, DoctorWriteRequest } from '@/generated/model';
import { CreateDoctorBody, GetDoctorResponse } from '@/generated/zod/v3.zod';
import { keyPrefix } from '@/lib/query-keys';

import { AdminFields, LetterHeadFields } from './doctor-fields';
import { DOCTORS_PATH, doctorName, doctorViewPath } from './doctor-paths';

export interface DoctorValues {
  first_name: string;
  last_name: string;
  qualification: string;
  specialisation: string;
  registration_number: string;
  phone: string;
  email: string;
  /** The picked customer (administrators); a customer's own, fixed. */
  customer_id: PickerOption | null;
  status: boolean;
  /** A clinic id as the select holds it; '' for the consultation's clinic. */
  letterhead_clinic_id: string;
}

export type DoctorPayload = DoctorWriteRequest & { letterhead_clinic_id?: number | null };

export const DOCTOR_FIELDS = {
  first_name: { label: 'First name', format: 'First name cannot be only spaces' },
  last_name: { label: 'Last name', format: 'Last name cannot be only spaces' },
  qualification: { label: 'Qualification', format: 'Qualification cannot be only spaces' },
  specialisation: { label: 'Specialisation', format: 'Specialisation cannot be only spaces' },
  registration_number: {
    label: 'Registration number',
    format: 'Registration number may hold letters, digits, spaces, / and - only',
  },
  phone: {
    label: 'Phone',
    format: 'Phone must be 7 to 20 digits, with an optional leading + (spaces, - and () allowed)',
  },
  email: { label: 'Email', format: 'Email must be an address such as name@example.com' },
  customer_id: { label: 'Customer' },
  status: { label: 'Status' },
  letterhead_clinic_id: { label: 'Letter head clinic' },
} as const;

/** The contract's create body (CreateDoctorBody), with the letter head clinic an edit may send. */
const SCHEMA = CreateDoctorBody.extend({
  letterhead_clinic_id: z.int().min(1).nullable().optional(),
}) as unknown as ZodType<DoctorPayload>;

const toPayload = (values: DoctorValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  qualification: values.qualification.trim(),
  specialisation: values.specialisation.trim(),
  registration_number: values.registration_number.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  customer_id: values.customer_id?.id,
  status: values.status,
  letterhead_clinic_id: values.letterhead_clinic_id === '' ? null : Number(values.letterhead_clinic_id),
});

/** `GET v3/doctor/{id}`; its failures are shown by the screens, so only logged. */
export const useDoctor = (id: number) => useGetDoctor<Doctor, unknown>(id, { query: RECORD_QUERY });

/** The letter head clinic's name, or what the letter head says without one. */
export const letterHeadClinicName = (doctor: Doctor): string =>
  doctor.clinics.find((clinic) => clinic.id === doctor.letterhead_clinic_id)?.name ??
  "The consultation's clinic";

/** Doctor Details' profile, and the lines a 409 compares. */
export const doctorSummary = (doctor: Doctor): readonly SummaryItem[] => [
  ['Name', doctorName(doctor)],
  ['Qualification', doctor.qualification],
  ['Specialisation', doctor.specialisation],
  ['Registration no.', doctor.registration_number],
  ['Phone', doctor.phone],
  ['Email', doctor.email],
  ['Customer', doctor.customer.name],
  ['Status', doctor.status ? 'Active' : 'Inactive'],
  ['Letter head clinic', letterHeadClinicName(doctor)],
];

/** Who is writing: a customer's doctors are always their own. */
export interface Writer {
  role: 'Administrator' | 'Customer' | 'Doctor';
  /** The customer a customer's new doctor belongs to. */
  self: PickerOption | null;
}

/**
 * Create Doctor, Edit Doctor and Edit Letter Head through the record layer (docs/adding-a-screen.md):
 * validation on the generated zod, leave guard, the 422 on its field, the 409 path. A doctor edits
 * only the letter head's fields; the others go back as they were (the server keeps them anyway).
 */
export const doctorRecord = (writer: Writer): RecordDefinition<Doctor, DoctorValues, DoctorPayload> => ({
  singular: writer.role === 'Doctor' ? 'Letter head' : 'Doctor',
  nameOf: doctorName,
  listPath: DOCTORS_PATH,
  viewPath: doctorViewPath,
  useRecord: useDoctor,
  recordSchema: GetDoctorResponse.shape.data,
  summary: doctorSummary,
  form: {
    idPrefix: 'doctor',
    fields: DOCTOR_FIELDS,
    createSchema: SCHEMA,
    updateSchema: SCHEMA,
    empty: () => ({
      first_name: '',
      last_name: '',
      qualification: '',
      specialisation: '',
      registration_number: '',
      phone: '',
      email: '',
      customer_id: writer.role === 'Administrator' ? null : writer.self,
      status: true,
      letterhead_clinic_id: '',
    }),
    fromRecord: (doctor) => ({
      first_name: doctor.first_name,
      last_name: doctor.last_name,
      qualification: doctor.qualification,
      specialisation: doctor.specialisation,
      registration_number: doctor.registration_number,
      phone: doctor.phone,
      email: doctor.email,
      customer_id: { id: doctor.customer.id, name: doctor.customer.name },
      status: doctor.status,
      letterhead_clinic_id: doctor.letterhead_clinic_id === null ? '' : String(doctor.letterhead_clinic_id),
    }),
    toPayload,
    Fields: writer.role === 'Doctor' ? LetterHeadFields : AdminFields(writer.role === 'Administrator'),
  },
  useWrites: () => {
    const create = useCreateDoctor();
    const update = useUpdateDoctor();
    return {
      // A new doctor has no clinics yet, so no letter head clinic either.
      create: ({ letterhead_clinic_id: _unused, ...data }) => create.mutateAsync({ data }),
      update: (id, data) =>
        update.mutateAsync({
          id,
          data: { ...data, letterhead_clinic_id: data.letterhead_clinic_id ?? null },
        }),
      setStatus: () => Promise.reject(new Error('A doctor’s status is set on Edit Doctor')),
    };
  },
  invalidate: async (client: QueryClient, doctor) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetDoctorQueryKey(doctor.id) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterDoctorsQueryKey()) }),
    ]);
  },
});
