import { useFilterCustomers } from '@/generated/api/customers/customers';
import { DateField } from '@/components/date-field';
import { OptionPicker } from '@/components/option-picker';
import { errorIdOf, Field } from '@/components/field';

import { useLocationPages } from '../hooks/use-location-pages';
import { LOG_ONLY } from '../model/query-meta';
import type { CampFieldErrors } from '../model/camp-schemas';
import { type CampFormState, customerLabel, fieldId } from './camp-form';

interface CampFormFieldsProps {
  idPrefix: string;
  values: CampFormState;
  errors: CampFieldErrors;
  set: <K extends keyof CampFormState>(key: K, value: CampFormState[K]) => void;
  locationPageSize: number;
}

const BooleanSelect = (props: {
  id: string;
  label: string;
  value: boolean;
  labels: readonly [whenTrue: string, whenFalse: string];
  onChange: (value: boolean) => void;
}) => (
  <Field id={props.id} label={props.label}>
    <select
      id={props.id}
      className="ui-input"
      value={String(props.value)}
      onChange={(event) => props.onChange(event.target.value === 'true')}
    >
      <option value="true">{props.labels[0]}</option>
      <option value="false">{props.labels[1]}</option>
    </select>
  </Field>
);

/** The camp fields shared by Add Camp and the Camp Details edit form (SPEC.md 2.8, 2.9). */
export const CampFormFields = ({ idPrefix, values, errors, set, locationPageSize }: CampFormFieldsProps) => {
  const locations = useLocationPages(locationPageSize);
  const customers = useFilterCustomers({ status: true }, { query: { meta: LOG_ONLY } });
  const customerOptions = (customers.data ?? []).map((customer) => ({
    id: customer.id,
    name: customerLabel(customer),
    first_name: customer.first_name,
  }));
  const id = (field: Parameters<typeof fieldId>[1]) => fieldId(idPrefix, field);
  return (
    <div className="ui-form-grid">
      <Field id={id('start_date')} label="Start Date" error={errors.start_date}>
        <DateField
          id={id('start_date')}
          value={values.start_date}
          onChange={(value) => set('start_date', value)}
          invalidText={errors.start_date}
          errorId={errorIdOf(id('start_date'))}
        />
      </Field>
      <Field id={id('end_date')} label="End Date" error={errors.end_date}>
        <DateField
          id={id('end_date')}
          value={values.end_date}
          onChange={(value) => set('end_date', value)}
          invalidText={errors.end_date}
          errorId={errorIdOf(id('end_date'))}
        />
      </Field>
      <Field id={id('location_id')} label="Location" error={errors.location_id}>
        <OptionPicker
          id={id('location_id')}
          value={values.location}
          onChange={(option) => set('location', option)}
          options={locations.options}
          loading={locations.loading}
          error={locations.error}
          hasMore={locations.hasMore}
          onLoadMore={locations.loadMore}
          placeholder="Choose a location"
          emptyText="No locations found"
          invalidText={errors.location_id}
        />
      </Field>
      <Field id={id('user_id')} label="Customer" error={errors.user_id}>
        <OptionPicker
          id={id('user_id')}
          value={values.customer}
          onChange={(option) =>
            set('customer', customerOptions.find((item) => item.id === option.id) ?? null)
          }
          options={customerOptions}
          loading={customers.isFetching}
          error={customers.isError}
          placeholder="Choose a customer"
          emptyText="No customers found"
          invalidText={errors.user_id}
        />
      </Field>
      <BooleanSelect
        id={id('status')}
        label="Status"
        value={values.status}
        labels={['Active', 'Inactive']}
        onChange={(value) => set('status', value)}
      />
      <BooleanSelect
        id={id('camp_status')}
        label="Camp Status"
        value={values.camp_status}
        labels={['Ongoing', 'Completed']}
        onChange={(value) => set('camp_status', value)}
      />
    </div>
  );
};
