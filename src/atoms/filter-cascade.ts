import type { FilterData, NamedRef } from './filter';

/**
 * The one cascade rule of the global filter (docs/requirements.md section 4), shared by the filter panel (its
 * draft) and the applied-filter chips (the applied filter), so a value cleared in either place
 * leaves the same filter behind.
 */

/** The levels whose choice scopes what the levels below (and the clinic list) offer. */
export type ScopeLevel = 'customer' | 'country' | 'state' | 'district' | 'location';

type ScopedKey = 'country' | 'state' | 'district' | 'location' | 'clinic';

/**
 * Everything a choice at each level invalidates. The spec names the location clears; the customer
 * and the clinic are ours (docs/filter.md, Cascade): another customer has other places and clinics.
 */
const CLEARED_BY: Readonly<Record<ScopeLevel, readonly ScopedKey[]>> = {
  customer: ['country', 'state', 'district', 'location', 'clinic'],
  country: ['state', 'district', 'location', 'clinic'],
  state: ['district', 'location', 'clinic'],
  district: ['location', 'clinic'],
  location: ['clinic'],
};

const sameRef = (a: NamedRef | null, b: NamedRef | null): boolean => (a?.id ?? null) === (b?.id ?? null);

/** `filter` with `level` set to `value` (null clears it) and everything below it cleared. */
export const withScope = (filter: FilterData, level: ScopeLevel, value: NamedRef | null): FilterData => {
  if (sameRef(filter[level], value)) return filter;
  const next: FilterData = { ...filter, [level]: value };
  for (const key of CLEARED_BY[level]) next[key] = null;
  return next;
};

/** Each value a filter holds, as the chips and the 'does not narrow' line name them. */
export const FILTER_VALUE_KEYS = [
  'customer',
  'country',
  'state',
  'district',
  'location',
  'clinic',
  'dates',
  'age',
  'gender',
  'amc_expired',
] as const;
export type FilterValueKey = (typeof FILTER_VALUE_KEYS)[number];

const isScopeLevel = (key: FilterValueKey): key is ScopeLevel =>
  key === 'customer' || key === 'country' || key === 'state' || key === 'district' || key === 'location';

/**
 * The values set in `filter`: a chosen customer, place, clinic, age, gender or AMC value, and the
 * date range when it is not the one Reset would give (`defaults`): default dates are not "set".
 */
export const setFilterValues = (filter: FilterData, defaults: FilterData): FilterValueKey[] =>
  FILTER_VALUE_KEYS.filter((key) =>
    key === 'dates'
      ? filter.start_date !== defaults.start_date || filter.end_date !== defaults.end_date
      : filter[key] !== null,
  );

/** `filter` with one value cleared as the panel's clear action would (cascade included). */
export const clearFilterValue = (
  filter: FilterData,
  key: FilterValueKey,
  defaults: FilterData,
): FilterData => {
  if (key === 'dates') return { ...filter, start_date: defaults.start_date, end_date: defaults.end_date };
  if (isScopeLevel(key)) return withScope(filter, key, null);
  return filter[key] === null ? filter : { ...filter, [key]: null };
};

/**
 * What to apply after clearing: the filter (saved, as Apply saves it) while something is still
 * set, else null, which removes the saved filter exactly as Reset does.
 */
export const appliedAfterClear = (filter: FilterData, defaults: FilterData): FilterData | null =>
  setFilterValues(filter, defaults).length === 0 ? null : filter;
