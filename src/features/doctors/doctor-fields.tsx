import { Controller } from 'react-hook-form';

import { customerName, useActiveCustomers } from '@/components/customers';
import { describedBy, Field } from '@/components/field';
import { FixedValue, TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import { OptionPicker } from '@/components/option-picker';
import type { Doctor } from '@/generated/model';

import type { DoctorPayload, DoctorValues } from './doctor-record';

type DoctorForm = EntityForm<DoctorValues, DoctorPayload>;
interface FieldsProps {
  form: DoctorForm;
  record?: Doctor;
}

/** The customer picker of the camp forms' pattern: the one active-customers list. */
const CustomerPicker = ({ form }: { form: DoctorForm }) => {
  const customers = useActiveCustomers();
  const options = (customers.data ?? []).map((customer) => ({
    id: customer.id,
    name: customerName(customer),
  }));
  const id = form.idOf('customer_id');
  const error = form.errorOf('customer_id');
  return (
    <Field id={id} label="Customer" error={error}>
      <Controller
        control={form.form.control}
        name="customer_id"
        render={({ field: { value, onChange } }) => (
          <OptionPicker
            id={id}
            value={value}
            onChange={onChange}
            options={options}
            loading={customers.isFetching}
            error={customers.isError}
            placeholder="Choose a customer"
            emptyText="No customers found"
            invalidText={error}
          />
        )}
      />
    </Field>
  );
};

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
