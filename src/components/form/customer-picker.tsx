import type { FieldValues, Path } from 'react-hook-form';

import { customerName, useActiveCustomers } from '../customers';
import type { PickerOption } from '../option-picker';
import { PickerField } from './picker-field';
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
  return (
    <PickerField
      form={form}
      name={'customer_id' as Path<Values>}
      label="Customer"
      options={options}
      loading={customers.isFetching}
      error={customers.isError}
      placeholder="Choose a customer"
      emptyText="No customers found"
    />
  );
};
