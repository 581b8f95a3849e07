import { Controller, type FieldValues, type Path } from 'react-hook-form';

import { customerName, useActiveCustomers } from '../customers';
import { Field } from '../field';
import { OptionPicker, type PickerOption } from '../option-picker';
import type { EntityForm } from './use-entity-form';

/**
 * A form's customer: the one list of active customers (`useActiveCustomers`), picked by name, bound to
 * the form's `customer_id`. The doctor and clinic forms use it.
 */
export const CustomerPicker = <Values extends FieldValues & { customer_id: PickerOption | null }, Payload>({
  form,
}: {
  form: EntityForm<Values, Payload>;
}) => {
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
        name={'customer_id' as Path<Values>}
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
