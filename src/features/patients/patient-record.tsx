import type { QueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { DateField } from '@/components/date-field';
import { describedBy, errorIdOf, Field } from '@/components/field';
import { TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { RecordDefinition } from '@/components/resource/record-definition';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import {
  getFilterPatientsQueryKey,
  getGetPatientQueryKey,
  useGetPatient,
  useUpdatePatient,
} from '@/generated/api/patients/patients';
import type { Patient, PatientGender, PatientUpdateRequest } from '@/generated/model';
import { GetPatientResponse, UpdatePatientBody } from '@/generated/zod/v3.zod';
import { formatDisplayDate } from '@/lib/dates';
import { keyPrefix } from '@/lib/query-keys';

import { fullName, GENDER_TEXT, patientDetailsPath, PATIENTS_PATH } from './patient-paths';

export interface PatientValues {
  external_id: string;
  first_name: string;
  last_name: string;
  /** 'YYYY-MM-DD' or ''. */
  date_of_birth: string;
  gender: PatientGender | '';
  phone: string;
  email: string;
}

type PatientPayload = Omit<PatientUpdateRequest, 'version'>;

const FIELDS = {
  external_id: { label: 'Patient id', format: 'Patient id cannot be only spaces' },
  first_name: { label: 'First name', format: 'First name cannot be only spaces' },
  last_name: { label: 'Last name' },
  date_of_birth: { label: 'Date of birth', format: 'Date of birth must be a date, DD-MM-YYYY' },
  gender: { label: 'Gender' },
  phone: {
    label: 'Phone',
    format: 'Phone must be 7 to 20 digits, with an optional leading + (spaces, - and () allowed)',
  },
  email: { label: 'Email' },
} as const;

/** The contract's rules (UpdatePatientBody), with a word for the two it cannot say itself. */
export const PATIENT_UPDATE_SCHEMA = UpdatePatientBody.omit({ version: true }).extend({
  gender: z.enum(['male', 'female'], { error: 'Choose a gender' }),
  email: z
    .string()
    .max(120, 'Email must be at most 120 characters')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email must be an address such as name@example.com')
    .nullable(),
});

const toPayload = (values: PatientValues) => ({
  external_id: values.external_id.trim(),
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  date_of_birth: values.date_of_birth,
  gender: values.gender === '' ? undefined : values.gender,
  phone: values.phone.trim(),
  email: values.email.trim() === '' ? null : values.email.trim(),
});

const DateOfBirth = ({ form }: { form: EntityForm<PatientValues, PatientPayload> }) => {
  const id = form.idOf('date_of_birth');
  const error = form.errorOf('date_of_birth');
  return (
    <Field id={id} label="Date of birth" error={error}>
      <Controller
        control={form.form.control}
        name="date_of_birth"
        render={({ field }) => (
          <DateField
            id={id}
            value={field.value}
            onChange={field.onChange}
            invalidText={error}
            errorId={errorIdOf(id)}
          />
        )}
      />
    </Field>
  );
};

const GenderSelect = ({ form }: { form: EntityForm<PatientValues, PatientPayload> }) => {
  const id = form.idOf('gender');
  const error = form.errorOf('gender');
  return (
    <Field id={id} label="Gender" error={error}>
      <select id={id} className="ui-input" {...form.form.register('gender')} {...describedBy(id, error)}>
        <option value="">Select a gender</option>
        <option value="female">Female</option>
        <option value="male">Male</option>
      </select>
    </Field>
  );
};

const PatientFields = ({ form }: { form: EntityForm<PatientValues, PatientPayload> }) => (
  <>
    <TextControl form={form} name="external_id" label="Patient id" maxLength={40} />
    <TextControl form={form} name="first_name" label="First name" maxLength={60} />
    <TextControl form={form} name="last_name" label="Last name" maxLength={60} />
    <DateOfBirth form={form} />
    <GenderSelect form={form} />
    <TextControl form={form} name="phone" label="Phone" type="tel" maxLength={20} />
    <TextControl form={form} name="email" label="Email" type="email" maxLength={120} />
  </>
);

const notHere = (): Promise<never> => Promise.reject(new Error('Patients are created by upload only'));

/**
 * Patient Details' read and Edit Patient through the record layer: validation, leave guard, 422 on
 * its field, the 409 path.
 */
export const patientRecord: RecordDefinition<Patient, PatientValues, PatientPayload> = {
  singular: 'Patient',
  nameOf: fullName,
  listPath: PATIENTS_PATH,
  viewPath: patientDetailsPath,
  useRecord: (id) => useGetPatient<Patient, unknown>(id, { query: RECORD_QUERY }),
  recordSchema: GetPatientResponse.shape.data,
  summary: (patient) => [
    ['Patient id', patient.external_id],
    ['First name', patient.first_name],
    ['Last name', patient.last_name],
    ['Date of birth', formatDisplayDate(patient.date_of_birth)],
    ['Gender', GENDER_TEXT[patient.gender]],
    ['Phone', patient.phone],
    ['Email', patient.email ?? '—'],
  ],
  form: {
    idPrefix: 'patient',
    fields: FIELDS,
    createSchema: PATIENT_UPDATE_SCHEMA,
    updateSchema: PATIENT_UPDATE_SCHEMA,
    empty: () => ({
      external_id: '',
      first_name: '',
      last_name: '',
      date_of_birth: '',
      gender: '',
      phone: '',
      email: '',
    }),
    fromRecord: (patient) => ({
      external_id: patient.external_id,
      first_name: patient.first_name,
      last_name: patient.last_name,
      date_of_birth: patient.date_of_birth,
      gender: patient.gender,
      phone: patient.phone,
      email: patient.email ?? '',
    }),
    toPayload: (values) => toPayload(values),
    Fields: PatientFields,
  },
  useWrites: () => {
    const update = useUpdatePatient();
    return {
      create: notHere,
      update: (id, data) => update.mutateAsync({ id, data }),
      setStatus: notHere,
    };
  },
  invalidate: async (client: QueryClient, patient) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetPatientQueryKey(patient.id) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterPatientsQueryKey()) }),
    ]);
  },
};
