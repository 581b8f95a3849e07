import { type PagedParams, parsePaged, writePaged } from '@/components/list-state';

import type { ParentLevel } from './levels';
import { parsePlaceId } from './place-id';

/** A drill-down page's URL state: search, page and rows (its parent is in the path). */
export const parsePlaceListParams = (search: string): PagedParams => parsePaged(new URLSearchParams(search));
export const serializePlaceListParams = (params: PagedParams): string =>
  writePaged(new URLSearchParams(), params).toString();

/** The parents chosen on a picker page (master/state, /district, /location), each id or null. */
export type ChosenParents = Record<`${ParentLevel}_id`, number | null>;

export interface PickerListParams extends PagedParams, ChosenParents {}

const PARENT_KEYS = ['country_id', 'state_id', 'district_id'] as const;

/**
 * The picker page's URL state. The cascade of SPEC.md section 4 holds in the address too: a state
 * without a country, or a district without a state, is dropped, and so is an id that is not a
 * positive whole number.
 */
export const parsePickerListParams = (search: string): PickerListParams => {
  const query = new URLSearchParams(search);
  const country_id = parsePlaceId(query.get('country_id'));
  const state_id = country_id === null ? null : parsePlaceId(query.get('state_id'));
  const district_id = state_id === null ? null : parsePlaceId(query.get('district_id'));
  return { country_id, state_id, district_id, ...parsePaged(query) };
};

export const serializePickerListParams = (params: PickerListParams): string => {
  const query = new URLSearchParams();
  for (const key of PARENT_KEYS) {
    const id = params[key];
    if (id !== null) query.set(key, String(id));
  }
  return writePaged(query, params).toString();
};
