import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { z } from 'zod';

import type { User } from '@/generated/model';
import { parseApiDate, toApiDate, todayUtc } from '@/lib/dates';
import { storageKeys } from '@/lib/storage-keys';

import { persistedAtom } from './persisted';
import { userAtom } from './session';

/**
 * The global filter (docs/requirements.md section 3, filter data). The filter panel edits a draft and applies
 * it here; screens read the APPLIED filter through `useAppliedFilter()` to build their queries.
 */
export interface NamedRef {
  id: number;
  name: string;
}

export const AGE_BUCKETS = ['<18', '18-30', '30-40', '40-60', '>60'] as const;
export const GENDERS = ['male', 'female'] as const;
export const AMC_EXPIRY_VALUES = ['one_month', 'three_months', 'six_months', 'expired'] as const;

export type AgeBucket = (typeof AGE_BUCKETS)[number];
export type Gender = (typeof GENDERS)[number];
export type AmcExpiry = (typeof AMC_EXPIRY_VALUES)[number];

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

/** The five routes that show the filter (docs/requirements.md 2.3); they decide which sections appear. */
export type FilterRoute = 'static' | 'summary' | 'telemedicine' | 'patients' | 'clinic';

const ROUTE_BY_PATH: Readonly<Record<string, FilterRoute>> = {
  '/static': 'static',
  '/summary': 'summary',
  '/telemedicine': 'telemedicine',
  '/manage/patients': 'patients',
  '/manage/clinic': 'clinic',
};

/**
 * '/dashboard/manage/clinic/' -> 'clinic'. Also accepts the path relative to a router nested at
 * /dashboard, so the answer does not depend on where the shell mounts the panel.
 */
export const filterRouteOf = (path: string): FilterRoute | null => {
  const trimmed = path.replace(/\/+$/, '');
  const relative = trimmed.startsWith('/dashboard/') ? trimmed.slice('/dashboard'.length) : trimmed;
  return ROUTE_BY_PATH[relative] ?? null;
};

export const isAdministrator = (user: Pick<User, 'user_type'> | null | undefined): boolean =>
  user?.user_type === 'Administrator';

/** Customers are every signed-in type other than Administrator and Doctor (docs/requirements.md section 1). */
export const isCustomerUser = (user: Pick<User, 'user_type'> | null | undefined): boolean =>
  !!user && user.user_type !== 'Administrator' && user.user_type !== 'Doctor';

/** docs/requirements.md section 6: administrators scope by the chosen customer, everyone else by themselves. */
export const assignedUserIdFor = (
  user: Pick<User, 'id' | 'user_type'> | null | undefined,
  customer: NamedRef | null,
): number | null => (isAdministrator(user) ? (customer?.id ?? null) : (user?.id ?? null));

export const MAX_RANGE_YEARS = 1;

/** Default range: one month, one year for customers on the static dashboard (docs/requirements.md section 9). */
export const defaultFilter = (
  user: Pick<User, 'user_type'> | null | undefined,
  route: FilterRoute | null,
  today = todayUtc(),
): FilterData => {
  // A year back is the earliest start the range allows: on 29 February, 1 March of last year (the
  // clock sweep, tests/unit/clock-sweep.test.ts, found 28 February, a range the schema refuses).
  const start =
    route === 'static' && isCustomerUser(user)
      ? earliestStartFor(toApiDate(today))
      : toApiDate(today.subtract(1, 'month'));
  return {
    start_date: start,
    end_date: toApiDate(today),
    age: null,
    gender: null,
    customer: null,
    country: null,
    state: null,
    district: null,
    location: null,
    clinic: null,
    amc_expired: null,
  };
};

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export const isApiDate = (value: string): boolean => parseApiDate(value) !== null;

/** start + 1 year as YYYY-MM-DD (29 February + 1 year is 28 February). */
export const oneYearAfter = (apiDate: string): string =>
  toApiDate((parseApiDate(apiDate) ?? todayUtc()).add(MAX_RANGE_YEARS, 'year'));

/**
 * The earliest start a range ending on `end` may have: the first day whose oneYearAfter is not
 * before `end`. Plain `end - 1 year` is one day too early for 29 February (2023-02-28 + 1 year is
 * 2024-02-28, so a 2024-02-29 end needs a 2023-03-01 start), and the schema below would then throw
 * the range away.
 */
export const earliestStartFor = (end: string): string => {
  const endDay = parseApiDate(end) ?? todayUtc();
  const candidate = endDay.subtract(MAX_RANGE_YEARS, 'year');
  return toApiDate(oneYearAfter(toApiDate(candidate)) < end ? candidate.add(1, 'day') : candidate);
};

const apiDateSchema = z.string().refine(isApiDate, 'not a YYYY-MM-DD date');
const namedRefSchema = z.object({ id: z.number().int().min(1), name: z.string().max(512) });

/** What a stored filter must satisfy to be restored; anything else is discarded. */
export const filterDataSchema: z.ZodType<FilterData> = z
  .object({
    start_date: apiDateSchema,
    end_date: apiDateSchema,
    age: z.enum(AGE_BUCKETS).nullable(),
    gender: z.enum(GENDERS).nullable(),
    customer: namedRefSchema.nullable(),
    country: namedRefSchema.nullable(),
    state: namedRefSchema.nullable(),
    district: namedRefSchema.nullable(),
    location: namedRefSchema.nullable(),
    clinic: namedRefSchema.nullable(),
    amc_expired: z.enum(AMC_EXPIRY_VALUES).nullable(),
  })
  .refine((filter) => filter.start_date <= filter.end_date, 'end date before start date')
  .refine((filter) => filter.end_date <= toApiDate(todayUtc()), 'date after today')
  .refine((filter) => filter.end_date <= oneYearAfter(filter.start_date), 'range longer than a year');

const storedFilterAtom = persistedAtom<FilterData | null>({
  key: storageKeys.filterData,
  schema: filterDataSchema.nullable(),
  fallback: null,
  codec: 'json',
});

/** hcd_isfilterData: the saved filter counts only while this is exactly '1' (docs/requirements.md section 4). */
const filterSavedFlagAtom = persistedAtom<1 | null>({
  key: storageKeys.isFilterData,
  schema: z.literal('1').transform((): 1 => 1),
  fallback: null,
  codec: 'text',
});

/**
 * The applied filter: the saved one when the flag is 1, else null (meaning "the defaults").
 * Writing a filter saves it and sets the flag; writing null removes both (Reset).
 */
export const appliedFilterAtom = atom(
  (get): FilterData | null => (get(filterSavedFlagAtom) === 1 ? get(storedFilterAtom) : null),
  (_get, set, next: FilterData | null) => {
    set(storedFilterAtom, next);
    set(filterSavedFlagAtom, next ? 1 : null);
  },
);

/**
 * The filter screens build their queries from: the applied one, or the defaults for the signed-in
 * user on the current route when nothing is applied. Never null.
 */
export const useAppliedFilter = (): FilterData => {
  const applied = useAtomValue(appliedFilterAtom);
  const user = useAtomValue(userAtom);
  const [path] = useLocation();
  const route = filterRouteOf(path);
  const userType = user?.user_type;
  return useMemo(
    () => applied ?? defaultFilter(userType === undefined ? null : { user_type: userType }, route),
    [applied, userType, route],
  );
};
