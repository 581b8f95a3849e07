import { Controller } from 'react-hook-form';

import { useActiveCustomers } from '@/components/customers';
import { DateField } from '@/components/date-field';
import { errorIdOf, Field } from '@/components/field';
import { OptionPicker } from '@/components/option-picker';

import { useLocationPages } from '../hooks/use-location-pages';
import { type CampField, type CampForm, customerLabel } from './camp-form';

interface CampFormFieldsProps {
  form: CampForm;
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

/** The camp fields shared by Add Camp and the Camp Details edit form (requirements 2.8, 2.9). */
export const CampFormFields = ({ form, locationPageSize }: CampFormFieldsProps) => {
  const locations = useLocationPages(locationPageSize);
  const customers = useActiveCustomers();
  const customerOptions = (customers.data ?? []).map((customer) => ({
    id: customer.id,
    name: customerLabel(customer),
    first_name: customer.first_name,
  }));
  const { control } = form.form;
  const id = (field: CampField | 'status' | 'camp_status') => form.idOf(field);
  const error = (field: CampField) => form.errorOf(field);
  return (
    <div className="ui-form-grid">
      {(['start_date', 'end_date'] as const).map((field) => (
        <Field
          key={field}
          id={id(field)}
          label={field === 'start_date' ? 'Start Date' : 'End Date'}
          error={error(field)}
        >
          <Controller
            control={control}
            name={field}
            render={({ field: { value, onChange } }) => (
              <DateField
                id={id(field)}
                value={value}
                onChange={onChange}
                invalidText={error(field)}
                errorId={errorIdOf(id(field))}
              />
            )}
          />
        </Field>
      ))}
      <Field id={id('location_id')} label="Location" error={error('location_id')}>
        <Controller
          control={control}
          name="location_id"
          render={({ field: { value, onChange } }) => (
            <OptionPicker
              id={id('location_id')}
              value={value}
              onChange={onChange}
              options={locations.options}
              loading={locations.loading}
              error={locations.error}
              hasMore={locations.hasMore}
              onLoadMore={locations.loadMore}
              placeholder="Choose a location"
              emptyText="No locations found"
              invalidText={error('location_id')}
            />
          )}
        />
      </Field>
      <Field id={id('user_id')} label="Customer" error={error('user_id')}>
        <Controller
          control={control}
          name="user_id"
          render={({ field: { value, onChange } }) => (
            <OptionPicker
              id={id('user_id')}
              value={value}
              onChange={(option) => onChange(customerOptions.find((item) => item.id === option.id) ?? null)}
              options={customerOptions}
              loading={customers.isFetching}
              error={customers.isError}
              placeholder="Choose a customer"
              emptyText="No customers found"
              invalidText={error('user_id')}
            />
          )}
        />
      </Field>
      <Controller
        control={control}
        name="status"
        render={({ field: { value, onChange } }) => (
          <BooleanSelect
            id={id('status')}
            label="Status"
            value={value}
            labels={['Active', 'Inactive']}
            onChange={onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="camp_status"
        render={({ field: { value, onChange } }) => (
          <BooleanSelect
            id={id('camp_status')}
            label="Camp Status"
            value={value}
            labels={['Ongoing', 'Completed']}
            onChange={onChange}
          />
        )}
      />
    </div>
  );
};
