import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import type { CampFilterRequest, ClinicFilterRequest } from '@/generated/model';

import { assignedUserIdFor, type FilterData, isAdministrator, useAppliedFilter } from './filter';
import type { FilterValueKey } from './filter-cascade';
import { userAtom } from './session';

type Place = Pick<ClinicFilterRequest, 'country_id' | 'state_id' | 'district_id' | 'location_id'>;

/** The camp list call's scope: everything but status, paging and search. */
export type CampScope = Omit<CampFilterRequest, 'status' | 'page' | 'limit' | 'searchValue'>;
/** The clinic list call's scope (`v3/Clinic/filter`): everything but paging and search. */
export type ClinicScope = Omit<ClinicFilterRequest, 'page' | 'limit' | 'searchValue'>;

const placeOf = (filter: FilterData): Place => ({
  country_id: filter.country?.id ?? null,
  state_id: filter.state?.id ?? null,
  district_id: filter.district?.id ?? null,
  location_id: filter.location?.id ?? null,
});

type ScopeUser = Parameters<typeof assignedUserIdFor>[0];

/**
 * docs/requirements.md sections 6 and 7: the camps list sends the applied filter's place ids and, as
 * `customer_id`, the filter's customer for an administrator or the user's own id for anyone else,
 * with screen 'clinic'. Every screen that counts or lists camps uses this, so their figures agree.
 */
export const campScopeOf = (user: ScopeUser, filter: FilterData): CampScope => ({
  ...placeOf(filter),
  customer_id: assignedUserIdFor(user, filter.customer),
  screen: 'clinic',
});

/** The clinic list's scope: the same place ids, and the customer as `assigned_user_id`. */
export const clinicScopeOf = (user: ScopeUser, filter: FilterData): ClinicScope => ({
  assigned_user_id: assignedUserIdFor(user, filter.customer),
  ...placeOf(filter),
});

const PLACE_KEYS: readonly FilterValueKey[] = ['country', 'state', 'district', 'location'];
const ADMIN_SCOPE_KEYS: readonly FilterValueKey[] = ['customer', ...PLACE_KEYS];

/**
 * The filter values both list calls take, so the values the applied-filter chips show: the place,
 * and the customer only for an administrator (anyone else is scoped to their own id, whatever the
 * filter holds).
 */
export const scopeFilterKeys = (user: ScopeUser): readonly FilterValueKey[] =>
  isAdministrator(user) ? ADMIN_SCOPE_KEYS : PLACE_KEYS;

export const useScopeFilterKeys = (): readonly FilterValueKey[] => scopeFilterKeys(useAtomValue(userAtom));

export const useCampScope = (): CampScope => {
  const filter = useAppliedFilter();
  const user = useAtomValue(userAtom);
  return useMemo(() => campScopeOf(user, filter), [user, filter]);
};

export const useClinicScope = (): ClinicScope => {
  const filter = useAppliedFilter();
  const user = useAtomValue(userAtom);
  return useMemo(() => clinicScopeOf(user, filter), [user, filter]);
};
