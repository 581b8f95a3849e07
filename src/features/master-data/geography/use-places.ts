import { useQuery } from '@tanstack/react-query';

import {
  getFilterCountriesQueryOptions,
  getFilterDistrictsQueryOptions,
  getFilterLocationsQueryOptions,
  getFilterStatesQueryOptions,
} from '@/generated/api/locations/locations';
import { WHOLE_LIST_QUERY } from '@/components/resource/list-rows';

import type { Level } from '../model/levels';

/**
 * What every master-data list call sends besides the parent's id and the status: `assigned_user_id:
 * null`, every customer's places. Master data is the administrators' catalogue of places, not one
 * customer's share of it, so the global filter's customer does not narrow it (docs/master-data.md).
 * The known calls take `status` (requirements 7.9 to 7.12): true lists the active places, false the
 * inactive ones (the list's status filter).
 */
export const masterScope = (active: boolean) => ({ status: active, assigned_user_id: null });

/**
 * The generated query of one level's list under `parentId`; 0 stands for "no parent yet"
 * (disabled). Requirements 8.11 counts these failures among those only logged: the list shows them
 * in its table with Try again.
 */
const optionsFor = (level: Level, parentId: number, active: boolean) => {
  const options = { query: WHOLE_LIST_QUERY };
  const scope = masterScope(active);
  switch (level) {
    case 'country':
      return getFilterCountriesQueryOptions(scope, options);
    case 'state':
      return getFilterStatesQueryOptions({ ...scope, country_id: parentId }, options);
    case 'district':
      return getFilterDistrictsQueryOptions({ ...scope, state_id: parentId }, options);
    case 'location':
      // The filter panel's shape (by district, no offset/limit): the whole list of the district.
      return getFilterLocationsQueryOptions({ ...scope, district_id: parentId }, options);
  }
};

/**
 * One level's places: the countries, or the children of `parentId`, active or inactive. Without a
 * parent (null) a child level does not load. The list comes whole and is searched and paged in the
 * browser.
 */
export const usePlaces = (level: Level, parentId: number | null, active = true) =>
  useQuery({
    ...optionsFor(level, parentId ?? 0, active),
    enabled: level === 'country' || parentId !== null,
  });
