/** The master-data routes this feature serves (docs/requirements.md 2.11), as absolute paths. */
const MASTER = '/dashboard/master';

export const COUNTRIES_PATH = `${MASTER}/countries`;
export const STATES_PATH = `${MASTER}/state`;
export const DISTRICTS_PATH = `${MASTER}/district`;
export const LOCATIONS_PATH = `${MASTER}/location`;
export const CATALOGUE_PATH = `${MASTER}/master-data`;

export const statesOfPath = (countryId: number): string => `${MASTER}/${countryId}/state/view`;
export const districtsOfPath = (stateId: number): string => `${MASTER}/${stateId}/district/view`;
export const locationsOfPath = (districtId: number): string => `${MASTER}/${districtId}/location/view`;

/**
 * A place's create and view pages. Countries' are the routes of requirements 2.11
 * (master/countries/create, master/countries/view/{country_id}); the other levels follow the same
 * pattern under their lists (master/state/create, master/state/view/{state_id} ...), which the
 * requirements do not list (docs/master-data.md).
 */
const LIST_OF = {
  country: COUNTRIES_PATH,
  state: STATES_PATH,
  district: DISTRICTS_PATH,
  location: LOCATIONS_PATH,
} as const;

export type PlaceLevel = keyof typeof LIST_OF;

export const listPathOf = (level: PlaceLevel): string => LIST_OF[level];
export const viewPathOf = (level: PlaceLevel, id: number): string => `${LIST_OF[level]}/view/${id}`;

/** The create page, with the parent chosen already ('?country_id=1') when there is one. */
export const createPathOf = (level: PlaceLevel, parent?: { key: string; id: number }): string =>
  `${LIST_OF[level]}/create${parent ? `?${parent.key}=${parent.id}` : ''}`;
