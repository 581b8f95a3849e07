import { atom, useAtomValue } from 'jotai';

/**
 * The global filter (SPEC.md section 3, filter data). The filter issue owns the panel, the
 * persistence (hcd_filterData / hcd_isfilterData) and validation; screens read the APPLIED filter
 * through `useAppliedFilter()` to build their queries.
 */
export interface NamedRef {
  id: number;
  name: string;
}

export type AgeBucket = '<18' | '18-30' | '30-40' | '40-60' | '>60';
export type Gender = 'male' | 'female';
export type AmcExpiry = 'one_month' | 'three_months' | 'six_months' | 'expired';

export interface FilterData {
  /** YYYY-MM-DD */
  start_date: string;
  /** YYYY-MM-DD */
  end_date: string;
  age: AgeBucket | null;
  gender: Gender | null;
  customer: NamedRef | null;
  country: NamedRef | null;
  state: NamedRef | null;
  district: NamedRef | null;
  location: NamedRef | null;
  clinic: NamedRef | null;
  amc_expired: AmcExpiry | null;
}

/** Placeholder until the filter issue lands: no scoping at all. */
export const appliedFilterAtom = atom<FilterData | null>(null);

export const useAppliedFilter = (): FilterData | null => useAtomValue(appliedFilterAtom);
