import { useMemo } from 'react';

import { useFilterClinics } from '@/generated/api/clinics/clinics';

import { customerName, useActiveCustomers } from './customers';
import { useDeferredChoices } from './deferred-choices';

/** A choice of a filter's list: its id and the name shown. */
export interface Named {
  id: number;
  name: string;
}

/** A filter's option lists: kept a minute, a failure only logged (docs/requirements.md section 8). */
export const FILTER_LIST_QUERY = { staleTime: 60_000, meta: { errorMode: 'log' } } as const;

/**
 * The customer and clinic choices of a list's filters (orders, stock, support queries): the active
 * customers for an administrator (none asked for otherwise), and the clinics of the customer picked
 * (every clinic the caller may see without one: the server scopes a customer to their own). The
 * clinics, up to 2,000, are drawn after the screen (useDeferredChoices).
 */
export const useCustomerClinicChoices = (isAdministrator: boolean, customer: number | null) => {
  const customers = useActiveCustomers(isAdministrator);
  const clinics = useFilterClinics(
    {
      assigned_user_id: customer,
      country_id: null,
      state_id: null,
      district_id: null,
      location_id: null,
      searchValue: null,
      page: 1,
      limit: 2000,
    },
    { query: FILTER_LIST_QUERY },
  );
  const clinicChoices = useMemo(
    () => (clinics.data?.records ?? []).map(({ id, name }): Named => ({ id, name })),
    [clinics.data],
  );
  return {
    customers: (customers.data ?? []).map((row): Named => ({ id: row.id, name: customerName(row) })),
    clinics: useDeferredChoices(clinicChoices),
  };
};

/** A chip's name for an id ('Clinic 12' while the list is not there). */
export const nameIn = (list: readonly Named[], id: number, noun: string): string =>
  list.find((row) => row.id === id)?.name ?? `${noun} ${id}`;

/** A select's value as an id ('' is none). */
export const idOf = (value: string): number | null => (value === '' ? null : Number(value));
