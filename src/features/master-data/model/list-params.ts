import type { ExtraParams } from '@/components/resource/list-params';

import type { ParentLevel } from './levels';
import { parsePlaceId } from './place-id';

/** The parents chosen on a picker page (master/state, /district, /location), each id or null. */
export type ChosenParents = Record<`${ParentLevel}_id`, number | null>;

const PARENT_KEYS = ['country_id', 'state_id', 'district_id'] as const;

/**
 * The picker page's part of the URL. The cascade of requirements 4 holds in the address too: a
 * state without a country, or a district without a state, is dropped, and so is an id that is not a
 * positive whole number.
 */
export const chosenParents: ExtraParams<ChosenParents> = {
  parse: (query) => {
    const country_id = parsePlaceId(query.get('country_id'));
    const state_id = country_id === null ? null : parsePlaceId(query.get('state_id'));
    const district_id = state_id === null ? null : parsePlaceId(query.get('district_id'));
    return { country_id, state_id, district_id };
  },
  write: (query, chosen) => {
    for (const key of PARENT_KEYS) {
      const id = chosen[key];
      if (id !== null) query.set(key, String(id));
    }
  },
};
