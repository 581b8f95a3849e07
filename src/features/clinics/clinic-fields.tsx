import { describedBy, Field } from '@/components/field';
import { TextControl } from '@/components/form/text-control';
import { CustomerPicker } from '@/components/form/customer-picker';
import { PlaceFields } from '@/components/form/place-fields';
import type { EntityForm } from '@/components/form/use-entity-form';
import { WHOLE_LIST_QUERY } from '@/components/resource/list-rows';
import { useFilterClinicTypes } from '@/generated/api/clinic-types/clinic-types';
import type { ClinicRecord } from '@/generated/model';

import { ClinicHours } from './clinic-hours';
import type { ClinicPayload, ClinicValues } from './clinic-values';

type ClinicForm = EntityForm<ClinicValues, ClinicPayload>;

/** The active clinic types of the catalogue (Master > Clinic types); the clinic's own stays shown. */
const ClinicTypeSelect = ({ form, record }: { form: ClinicForm; record?: ClinicRecord | undefined }) => {
  const types = useFilterClinicTypes({ page: 1, limit: 100, status: true }, { query: WHOLE_LIST_QUERY });
  const options = types.data?.records ?? [];
  const own = record?.clinic_type;
  const id = form.idOf('clinic_type_id');
  const error =
    form.errorOf('clinic_type_id') ?? (types.isError ? 'The clinic types did not load.' : undefined);
  return (
    <Field id={id} label="Clinic type" error={error}>
      <select
        id={id}
        className="ui-input"
        {...form.form.register('clinic_type_id')}
        {...describedBy(id, error)}
      >
        <option value="">Select a clinic type</option>
        {own && !options.some((type) => type.id === own.id) ? (
          <option value={own.id}>{own.name}</option>
        ) : null}
        {options.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </select>
    </Field>
  );
};

/** Create Clinic and Edit Clinic (docs/lists.md, "Clinics"). */
export const ClinicFields = ({ form, record }: { form: ClinicForm; record?: ClinicRecord }) => (
  <>
    <TextControl form={form} name="name" label="Name" maxLength={100} />
    <CustomerPicker form={form} />
    <ClinicTypeSelect form={form} record={record} />
    <PlaceFields form={form} />
    <TextControl form={form} name="address" label="Address" maxLength={200} />
    <TextControl form={form} name="phone" label="Phone" type="tel" maxLength={20} />
    <TextControl form={form} name="email" label="Email" type="email" maxLength={120} />
    <ClinicHours form={form} />
    <TextControl form={form} name="amc_start" label="AMC start" type="date" />
    <TextControl form={form} name="amc_expiry" label="AMC expiry" type="date" />
  </>
);
