import { useMemo } from 'react';

import { useFilterCustomers } from '@/generated/api/customers/customers';
import type { Customer } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

/**
 * The filter panel's customer list request (src/features/filter/list-queries.ts), body for body:
 * react-query then keeps one request and one cache entry for both.
 */
const ACTIVE_CUSTOMERS = { status: true } as const;
const LOG_ONLY: ErrorMeta = { errorMode: 'log' };

export const customerName = (customer: Pick<Customer, 'first_name' | 'last_name'>): string =>
  [customer.first_name, customer.last_name].filter(Boolean).join(' ');

export interface CustomerNames {
  nameOf: (id: number | undefined) => string;
}

/**
 * The Customer column's names, from the customer list an administrator already loads for the
 * filter panel (the clinic call returns only `user_id`). A customer missing from that list
 * (inactive, or the list failed) shows as 'Customer #id', never as a blank cell.
 */
export const useCustomerNames = (enabled: boolean): CustomerNames => {
  const query = useFilterCustomers(ACTIVE_CUSTOMERS, { query: { enabled, meta: LOG_ONLY } });
  const names = useMemo(
    () => new Map(query.data?.map((customer) => [customer.id, customerName(customer)])),
    [query.data],
  );
  const loading = query.isLoading;
  return useMemo(
    () => ({
      nameOf: (id) => {
        if (id === undefined) return '–';
        return names.get(id) ?? (loading ? '…' : `Customer #${id}`);
      },
    }),
    [names, loading],
  );
};
