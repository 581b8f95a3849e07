import type { Path } from 'react-hook-form';

import { describedBy } from '@/components/field';
import { PlaceFields } from '@/components/form/place-fields';
import { TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { CustomerRecord } from '@/generated/model';

import { ApiAccessOffConfirm } from './customer-api-access';
import type { CustomerPayload, CustomerValues } from './customer-values';

type CustomerForm = EntityForm<CustomerValues, CustomerPayload>;

const Check = ({ form, name, label }: { form: CustomerForm; name: Path<CustomerValues>; label: string }) => {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  return (
    <div className="ui-field ui-check-field">
      <label className="ui-check">
        <input id={id} type="checkbox" {...form.form.register(name)} {...describedBy(id, error)} />
        {label}
      </label>
    </div>
  );
};

/** Create Customer and Edit Customer (docs/customers.md); the status is set on create only. */
export const CustomerFields = ({ form, record }: { form: CustomerForm; record?: CustomerRecord }) => (
  <>
    <TextControl form={form} name="first_name" label="First name" maxLength={60} autoComplete="off" />
    <TextControl form={form} name="last_name" label="Last name" maxLength={60} />
    <TextControl form={form} name="organisation_name" label="Organisation name" maxLength={120} />
    <TextControl form={form} name="email" label="Email" type="email" maxLength={120} />
    <TextControl form={form} name="phone" label="Phone" type="tel" maxLength={20} />
    <TextControl form={form} name="address" label="Address" maxLength={200} />
    <PlaceFields form={form} />
    <Check form={form} name="is_expose_api" label="API access (is_expose_api)" />
    {record === undefined ? <Check form={form} name="status" label="Active (can sign in)" /> : null}
    {record?.is_expose_api ? <ApiAccessOffConfirm /> : null}
  </>
);
