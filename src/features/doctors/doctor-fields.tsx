import { Controller } from 'react-hook-form';

import { describedBy, Field } from '@/components/field';
import { FixedValue, TextControl } from '@/components/form/text-control';
import { CustomerPicker } from '@/components/form/customer-picker';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { Doctor } from '@/generated/model';

import type { DoctorPayload, DoctorValues } from './doctor-record';

type DoctorForm = EntityForm<DoctorValues, DoctorPayload>;
interface FieldsProps {
  form: DoctorForm;
  record?: Doctor;
}

const StatusSelect = ({ form }: { form: DoctorForm }) => {
  const id = form.idOf('status');
  return (
    <Field id={id} label="Status">
      <Controller
        control={form.form.control}
        name="status"
        render={({ field: { value, onChange } }) => (
          <select
            id={id}
            className="ui-input"
            value={String(value)}
            onChange={(event) => onChange(event.target.value === 'true')}
          >
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        )}
      />
    </Field>
  );
};

/** Which clinic the letter head names: one of the doctor's, or the consultation's own. */
const LetterHeadClinicSelect = ({ form, record }: { form: DoctorForm; record: Doctor }) => {
  const id = form.idOf('letterhead_clinic_id');
  const error = form.errorOf('letterhead_clinic_id');
  return (
    <Field id={id} label="Letter head clinic" error={error}>
      <select
        id={id}
        className="ui-input"
        {...form.form.register('letterhead_clinic_id')}
        {...describedBy(id, error)}
      >
        <option value="">The consultation&apos;s clinic</option>
        {record.clinics.map((clinic) => (
          <option key={clinic.id} value={String(clinic.id)}>
            {clinic.name}
          </option>
        ))}
      </select>
    </Field>
  );
};

const ProfessionFields = ({ form }: { form: DoctorForm }) => (
  <>
    <TextControl form={form} name="qualification" label="Qualification" maxLength={120} />
    <TextControl form={form} name="specialisation" label="Specialisation" maxLength={80} />
    <TextControl form={form} name="registration_number" label="Registration number" maxLength={40} />
    <TextControl form={form} name="phone" label="Phone" type="tel" maxLength={20} />
  </>
);

/**
 * Create Doctor and Edit Doctor: administrators choose the customer; a customer's doctors are their
 * own, so they see no customer field. The letter head clinic is chosen once the doctor has clinics.
 */
export const AdminFields = (administrator: boolean) => {
  const Fields = ({ form, record }: FieldsProps) => (
    <>
      <TextControl form={form} name="first_name" label="First name" maxLength={60} />
      <TextControl form={form} name="last_name" label="Last name" maxLength={60} />
      <ProfessionFields form={form} />
      <TextControl form={form} name="email" label="Email" type="email" maxLength={120} />
      {administrator ? <CustomerPicker form={form} /> : null}
      <StatusSelect form={form} />
      {record ? <LetterHeadClinicSelect form={form} record={record} /> : null}
    </>
  );
  return Fields;
};

/** Edit Letter Head (doctors): the letter head's fields; the name and e-mail are shown, not edited. */
export const LetterHeadFields = ({ form, record }: FieldsProps) => (
  <>
    {record ? <FixedValue label="Name" value={`Dr ${record.first_name} ${record.last_name}`} /> : null}
    <ProfessionFields form={form} />
    {record ? <LetterHeadClinicSelect form={form} record={record} /> : null}
  </>
);
