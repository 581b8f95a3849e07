import { useMemo } from 'react';

import { customerName, useActiveCustomers } from '@/components/customers';

export interface CustomerNames {
  nameOf: (id: number | undefined) => string;
}

/**
 * The Customer column's names, from the customer list an administrator already loads for the
 * filter panel (the clinic call returns only `user_id`). A customer missing from that list
 * (inactive, or the list failed) shows as 'Customer #id', never as a blank cell.
 */
export const useCustomerNames = (enabled: boolean): CustomerNames => {
  const query = useActiveCustomers(enabled);
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
