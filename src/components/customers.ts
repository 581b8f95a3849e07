import { useFilterCustomers } from '@/generated/api/customers/customers';
import type { Customer } from '@/generated/model';

import { WHOLE_LIST_QUERY } from './resource/list-rows';

/**
 * The one customer-list request of the app (`v3/customer/filter` with `status: true`): the filter
 * panel, the camp forms, the Customers screen and the clinic list's Customer column send this body,
 * so react-query keeps one request and one cache entry for all of them.
 */
export const ACTIVE_CUSTOMERS = { status: true } as const;

/** Active customers; failures are only logged (each screen shows its own state). */
export const useActiveCustomers = (enabled = true) =>
  useFilterCustomers(ACTIVE_CUSTOMERS, { query: { ...WHOLE_LIST_QUERY, enabled } });

/** 'Meera Iyer' (a customer without a last name is just 'Meera'). */
export const customerName = (customer: Pick<Customer, 'first_name' | 'last_name'>): string =>
  [customer.first_name, customer.last_name].filter(Boolean).join(' ');
