import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import { customerName } from '@/components/customers';
import type { PickerOption } from '@/components/option-picker';
import type { RecordDefinition, RecordWrites, SummaryItem } from '@/components/resource/record-definition';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import {
  createCustomer,
  getGetCustomerQueryKey,
  useGetCustomer,
  useSetCustomerStatus,
  useUpdateCustomer,
} from '@/generated/api/customer-records/customer-records';
import { getFilterCustomersQueryKey } from '@/generated/api/customers/customers';
import type { CustomerRecord } from '@/generated/model';
import { CreateCustomerBody, GetCustomerResponse } from '@/generated/zod/v3.zod';
import { CUSTOMERS_PATH } from '@/lib/app-paths';
import { keyPrefix } from '@/lib/query-keys';

import { ApiAccessKept, confirmApiAccessOff } from './customer-api-access';
import { CustomerDetails } from './customer-details';
import { CustomerFields } from './customer-fields';
import { customerEditPath, customerViewPath } from './customer-paths';
import type { CustomerPayload, CustomerValues } from './customer-values';
import { holdTemporaryPassword } from './temporary-password';

export const CUSTOMER_FIELDS = {
  first_name: { label: 'First name' },
  last_name: { label: 'Last name' },
  organisation_name: { label: 'Organisation name' },
  email: { label: 'Email', format: 'Email must be an address such as name@example.com' },
  phone: {
    label: 'Phone',
    format: 'Phone must be 7 to 20 digits, with an optional leading + (spaces, - and () allowed)',
  },
  address: { label: 'Address' },
  location_id: { label: 'Location' },
  is_expose_api: { label: 'API access' },
  status: { label: 'Active' },
} as const;

const toPayload = (values: CustomerValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  organisation_name: values.organisation_name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  address: values.address.trim(),
  location_id: values.location_id?.id,
  is_expose_api: values.is_expose_api,
  status: values.status,
});

const option = (named: { id: number; name: string }): PickerOption => ({ id: named.id, name: named.name });

const placeText = ({ location }: CustomerRecord): string =>
  [location.name, location.district.name, location.state.name, location.country.name].join(', ');

export const customerSummary = (customer: CustomerRecord): readonly SummaryItem[] => [
  ['Customer Id', customer.id],
  ['First name', customer.first_name],
  ['Last name', customer.last_name],
  ['Organisation name', customer.organisation_name],
  ['Email', customer.email],
  ['Phone', customer.phone],
  ['Address', customer.address],
  ['Location', placeText(customer)],
  ['API access', customer.is_expose_api ? 'Yes' : 'No'],
  ['Status', customer.status ? 'Active' : 'Inactive'],
];

export const useCustomer = (id: number) =>
  useGetCustomer<CustomerRecord, unknown>(id, { query: RECORD_QUERY });

/**
 * Create through a mutation whose result is the record alone: the answer's temporary password goes
 * straight to Customer Details' one-time panel (temporary-password.tsx) and never sits in
 * react-query's mutation cache. A failure still gets the query client's one 'Error' toast.
 */
const useCreateCustomerRecord = () =>
  useMutation({
    mutationFn: async (payload: CustomerPayload): Promise<CustomerRecord> => {
      const created = await createCustomer(payload);
      holdTemporaryPassword(created.customer.id, created.temporary_password);
      return created.customer;
    },
  });

/**
 * The writes; the status is not part of an edit (Disable and Enable change it). Turning API access
 * off asks first, naming the keys the server will revoke (customer-api-access.tsx).
 */
const useCustomerWrites = (): RecordWrites<CustomerRecord, CustomerPayload> => {
  const client = useQueryClient();
  const create = useCreateCustomerRecord();
  const update = useUpdateCustomer();
  const status = useSetCustomerStatus();
  return {
    create: (payload) => create.mutateAsync(payload),
    update: async (id, { status: _status, ...data }) => {
      const before = client.getQueryData<CustomerRecord>(getGetCustomerQueryKey(id));
      if (before?.is_expose_api === true && !data.is_expose_api && !(await confirmApiAccessOff(id)))
        throw new ApiAccessKept();
      return update.mutateAsync({ id, data });
    },
    setStatus: (id, value) => status.mutateAsync({ id, data: { status: value } }),
  };
};

/**
 * Create Customer, Customer Details and Edit Customer on the record layer (docs/adding-a-screen.md;
 * docs/customers.md): administrators only; Edit on its own route; Disable and Enable with the
 * confirm of what stops.
 */
export const customerRecord: RecordDefinition<CustomerRecord, CustomerValues, CustomerPayload> = {
  singular: 'Customer',
  nameOf: customerName,
  adminOnly: true,
  listPath: CUSTOMERS_PATH,
  viewPath: customerViewPath,
  edit: { path: customerEditPath },
  useRecord: useCustomer,
  recordSchema: GetCustomerResponse.shape.data,
  summary: customerSummary,
  Details: CustomerDetails,
  disableNote: () =>
    'They and their doctors can no longer sign in, and their open sessions end at their next action. Their API keys stop working while they are disabled. Nothing is deleted: their clinics, kiosks, doctors and patients stay, and Enable restores their access.',
  form: {
    idPrefix: 'customer',
    fields: CUSTOMER_FIELDS,
    createSchema: CreateCustomerBody,
    updateSchema: CreateCustomerBody,
    empty: () => ({
      first_name: '',
      last_name: '',
      organisation_name: '',
      email: '',
      phone: '',
      address: '',
      country: null,
      state: null,
      district: null,
      location_id: null,
      is_expose_api: false,
      status: true,
    }),
    fromRecord: (customer) => ({
      first_name: customer.first_name,
      last_name: customer.last_name,
      organisation_name: customer.organisation_name,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      country: option(customer.location.country),
      state: option(customer.location.state),
      district: option(customer.location.district),
      location_id: option(customer.location),
      is_expose_api: customer.is_expose_api,
      status: customer.status,
    }),
    toPayload,
    Fields: CustomerFields,
  },
  useWrites: useCustomerWrites,
  invalidate: async (client: QueryClient, customer) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetCustomerQueryKey(customer.id) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterCustomersQueryKey()) }),
    ]);
  },
};
