import { useQuery } from '@tanstack/react-query';

import {
  getFilterCountriesQueryOptions,
  getFilterDistrictsQueryOptions,
  getFilterLocationsQueryOptions,
  getFilterStatesQueryOptions,
} from '@/generated/api/locations/locations';
import type { ErrorMeta } from '@/lib/http/report-error';

import type { Level } from '../model/levels';

/**
 * What every master-data list call sends besides the parent's id: active places only (SPEC.md
 * section 7's `status: true`) and `assigned_user_id: null`, every customer's places. Master data is
 * the administrators' catalogue of places, not one customer's share of it, so the global filter's
 * customer does not narrow it (docs/master-data.md).
 */
export const MASTER_SCOPE = { status: true, assigned_user_id: null } as const;

/**
 * SPEC.md section 8 counts these among the "other data-loading failures": logged, never toasted.
 * The list shows the failure in its table with Try again instead.
 */
const LOG_ONLY: ErrorMeta = { errorMode: 'log' };

/** The generated query of one level's list under `parentId`; 0 stands for "no parent yet" (disabled). */
const optionsFor = (level: Level, parentId: number) => {
  const options = { query: { meta: LOG_ONLY } };
  switch (level) {
    case 'country':
      return getFilterCountriesQueryOptions(MASTER_SCOPE, options);
    case 'state':
      return getFilterStatesQueryOptions({ ...MASTER_SCOPE, country_id: parentId }, options);
    case 'district':
      return getFilterDistrictsQueryOptions({ ...MASTER_SCOPE, state_id: parentId }, options);
    case 'location':
      // The filter panel's shape (by district, no offset/limit): the whole list of the district.
      return getFilterLocationsQueryOptions({ ...MASTER_SCOPE, district_id: parentId }, options);
  }
};

/**
 * One level's places: the countries, or the children of `parentId`. Without a parent (null) a
 * child level does not load. The list comes whole and is searched and paged in the browser.
 */
export const usePlaces = (level: Level, parentId: number | null) =>
  useQuery({ ...optionsFor(level, parentId ?? 0), enabled: level === 'country' || parentId !== null });
