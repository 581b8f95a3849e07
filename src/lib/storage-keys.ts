/** Every local storage entry the app owns carries this prefix (docs/requirements.md 13.8). */
export const STORAGE_PREFIX = 'hcd_';

export const storageKeys = {
  token: `${STORAGE_PREFIX}token`,
  user: `${STORAGE_PREFIX}user`,
  active: `${STORAGE_PREFIX}active`,
  filterData: `${STORAGE_PREFIX}filterData`,
  isFilterData: `${STORAGE_PREFIX}isfilterData`,
  showFilter: `${STORAGE_PREFIX}showFilter`,
} as const;

/** Stored values larger than this are treated as tampered and ignored. */
export const MAX_STORED_VALUE_LENGTH = 100_000;
