/** The master-data routes this feature serves (SPEC.md 2.11), as absolute paths. */
const MASTER = '/dashboard/master';

export const COUNTRIES_PATH = `${MASTER}/countries`;
export const STATES_PATH = `${MASTER}/state`;
export const DISTRICTS_PATH = `${MASTER}/district`;
export const LOCATIONS_PATH = `${MASTER}/location`;
export const CATALOGUE_PATH = `${MASTER}/master-data`;

export const statesOfPath = (countryId: number): string => `${MASTER}/${countryId}/state/view`;
export const districtsOfPath = (stateId: number): string => `${MASTER}/${stateId}/district/view`;
export const locationsOfPath = (districtId: number): string => `${MASTER}/${districtId}/location/view`;
