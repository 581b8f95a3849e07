import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { FilterData, NamedRef } from '@/atoms/filter';
import { filterClinics, getFilterClinicsQueryKey } from '@/generated/api/clinics/clinics';
import { useFilterCustomers } from '@/generated/api/customers/customers';
import {
  useFilterCountries,
  useFilterDistricts,
  useFilterLocations,
  useFilterStates,
} from '@/generated/api/locations/locations';
import type { ClinicFilterRequest, ClinicPage } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

/** docs/requirements.md section 8: a filter list that fails to load is only logged, never toasted. */
const LOG_ONLY: ErrorMeta = { errorMode: 'log' };

/** docs/requirements.md section 9: the clinic filter list loads 10 a page. */
export const CLINIC_PAGE_SIZE = 10;

export interface ListState {
  items: readonly NamedRef[];
  loading: boolean;
}

const EMPTY: readonly NamedRef[] = [];

export const useCustomerList = (enabled: boolean): ListState => {
  const query = useFilterCustomers({ status: true }, { query: { enabled, meta: LOG_ONLY } });
  const items = useMemo(
    () => query.data?.map((customer) => ({ id: customer.id, name: customer.first_name })) ?? EMPTY,
    [query.data],
  );
  return { items, loading: query.isLoading };
};

const listOf = (query: { data?: readonly NamedRef[] | undefined; isLoading: boolean }): ListState => ({
  items: query.data ?? EMPTY,
  loading: query.isLoading,
});

/**
 * Countries, and the states, districts and locations under the chosen parent. The request bodies
 * carry the parent's id, so choosing another parent is another query: the list reloads.
 */
export const useLocationLists = (
  draft: Pick<FilterData, 'country' | 'state' | 'district'>,
  assignedUserId: number | null,
  enabled: boolean,
) => {
  const base = { status: true, assigned_user_id: assignedUserId };
  const countries = useFilterCountries(base, { query: { enabled, meta: LOG_ONLY } });
  const states = useFilterStates(
    { ...base, country_id: draft.country?.id ?? 0 },
    { query: { enabled: enabled && draft.country !== null, meta: LOG_ONLY } },
  );
  const districts = useFilterDistricts(
    { ...base, state_id: draft.state?.id ?? 0 },
    { query: { enabled: enabled && draft.state !== null, meta: LOG_ONLY } },
  );
  const locations = useFilterLocations(
    { ...base, district_id: draft.district?.id ?? null },
    { query: { enabled: enabled && draft.district !== null, meta: LOG_ONLY } },
  );
  return {
    country: listOf(countries),
    state: listOf(states),
    district: listOf(districts),
    location: listOf(locations),
  };
};

/** The clinic list request without its page: what the infinite query is keyed by. */
export type ClinicListScope = Omit<ClinicFilterRequest, 'page' | 'limit'>;

/**
 * The generated key of the body without `page` (each page is a page of the same query, not a
 * query of its own). The generated helper types its argument as the full body, hence the cast.
 */
export const clinicListQueryKey = (scope: ClinicListScope) =>
  getFilterClinicsQueryKey({ ...scope, limit: CLINIC_PAGE_SIZE } as ClinicFilterRequest);

/** The scope without the search text: a new search keeps the rows on screen, a new place does not. */
const placeOf = (body: unknown): string =>
  JSON.stringify(typeof body === 'object' && body !== null ? { ...body, searchValue: null } : null);

export const useClinicPages = (scope: ClinicListScope, enabled: boolean) => {
  const queryKey = clinicListQueryKey(scope);
  const place = placeOf(queryKey[2]);
  const query = useInfiniteQuery({
    queryKey,
    // While a new search loads, the loaded rows (already narrowed on screen) stay instead of
    // 'Loading ...'; rows of another customer or location are never shown as a placeholder.
    placeholderData: (
      previous: InfiniteData<ClinicPage, number> | undefined,
      previousQuery: { queryKey: readonly unknown[] } | undefined,
    ) => (placeOf(previousQuery?.queryKey[2]) === place ? previous : undefined),
    queryFn: ({ pageParam, signal }) =>
      filterClinics({ ...scope, page: pageParam, limit: CLINIC_PAGE_SIZE }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((count, page) => count + page.records.length, 0);
      return last.records.length > 0 && loaded < last.total_count ? lastPage + 1 : undefined;
    },
    enabled,
    meta: LOG_ONLY,
  });
  // Pages can overlap when clinics are added meanwhile; a clinic is listed once.
  const items = useMemo(() => {
    const byId = new Map<number, NamedRef>();
    for (const page of query.data?.pages ?? []) {
      for (const clinic of page.records) if (!byId.has(clinic.id)) byId.set(clinic.id, clinic);
    }
    return [...byId.values()].map(({ id, name }) => ({ id, name }));
  }, [query.data]);
  return { query, items };
};
