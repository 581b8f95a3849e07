import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import type {
  CampFilterRequest,
  ClinicFilterRequest,
  ConsultationScope as GeneratedConsultationScope,
  ScreeningScope as GeneratedScreeningScope,
} from '@/generated/model';

import { assignedUserIdFor, type FilterData, isAdministrator, useAppliedFilter } from './filter';
import type { FilterValueKey } from './filter-cascade';
import { userAtom } from './session';

type Place = Pick<ClinicFilterRequest, 'country_id' | 'state_id' | 'district_id' | 'location_id'>;

/** The camp list call's scope: everything but status, paging and search. */
export type CampScope = Omit<CampFilterRequest, 'status' | 'page' | 'limit' | 'searchValue'>;
/** The clinic list call's scope (`v3/Clinic/filter`): everything but paging and search. */
export type ClinicScope = Omit<ClinicFilterRequest, 'page' | 'limit' | 'searchValue'>;

const placeOf = (filter: FilterData): Place => ({
  country_id: filter.country?.id ?? null,
  state_id: filter.state?.id ?? null,
  district_id: filter.district?.id ?? null,
  location_id: filter.location?.id ?? null,
});

type ScopeUser = Parameters<typeof assignedUserIdFor>[0];

/**
 * docs/requirements.md sections 6 and 7: the camps list sends the applied filter's place ids and, as
 * `customer_id`, the filter's customer for an administrator or the user's own id for anyone else,
 * with screen 'clinic'. Every screen that counts or lists camps uses this, so their figures agree.
 */
export const campScopeOf = (user: ScopeUser, filter: FilterData): CampScope => ({
  ...placeOf(filter),
  customer_id: assignedUserIdFor(user, filter.customer),
  screen: 'clinic',
});

/** The clinic list's scope: the same place ids, and the customer as `assigned_user_id`. */
export const clinicScopeOf = (user: ScopeUser, filter: FilterData): ClinicScope => ({
  assigned_user_id: assignedUserIdFor(user, filter.customer),
  ...placeOf(filter),
});

const PLACE_KEYS: readonly FilterValueKey[] = ['country', 'state', 'district', 'location'];
const ADMIN_SCOPE_KEYS: readonly FilterValueKey[] = ['customer', ...PLACE_KEYS];

/**
 * The filter values both list calls take, so the values the applied-filter chips show: the place,
 * and the customer only for an administrator (anyone else is scoped to their own id, whatever the
 * filter holds).
 */
export const scopeFilterKeys = (user: ScopeUser): readonly FilterValueKey[] =>
  isAdministrator(user) ? ADMIN_SCOPE_KEYS : PLACE_KEYS;

export const useScopeFilterKeys = (): readonly FilterValueKey[] => scopeFilterKeys(useAtomValue(userAtom));

export const useCampScope = (): CampScope => {
  const filter = useAppliedFilter();
  const user = useAtomValue(userAtom);
  return useMemo(() => campScopeOf(user, filter), [user, filter]);
};

export const useClinicScope = (): ClinicScope => {
  const filter = useAppliedFilter();
  const user = useAtomValue(userAtom);
  return useMemo(() => clinicScopeOf(user, filter), [user, filter]);
};

/** The screening calls' scope (`ScreeningScope`: docs/patients.md), every field sent (null: not narrowed). */
export type ScreeningScope = {
  [Key in keyof GeneratedScreeningScope]-?: Exclude<GeneratedScreeningScope[Key], undefined>;
};

/** Which screen asks: Patients has no Customer section (docs/requirements.md 2.6), so it sends none. */
export type ScreeningScreen = 'patients' | 'summary';

/**
 * docs/patients.md: the filter's dates, place, clinic, age and gender; the customer only for an
 * administrator on a screen whose panel shows it (Summary, Summary Tests, Export, home), else the
 * user's own id (a customer) or none (an administrator on Patients; a doctor, scoped by the server).
 */
export const screeningScopeOf = (
  user: ScopeUser,
  filter: FilterData,
  screen: ScreeningScreen = 'summary',
): ScreeningScope => ({
  start_date: filter.start_date,
  end_date: filter.end_date,
  customer_id: isAdministrator(user)
    ? screen === 'patients'
      ? null
      : (filter.customer?.id ?? null)
    : user?.user_type === 'Customer'
      ? user.id
      : null,
  country_id: filter.country?.id ?? null,
  state_id: filter.state?.id ?? null,
  district_id: filter.district?.id ?? null,
  location_id: filter.location?.id ?? null,
  clinic_id: filter.clinic?.id ?? null,
  age: filter.age,
  gender: filter.gender,
});

const SCREENING_KEYS: readonly FilterValueKey[] = ['dates', ...PLACE_KEYS, 'clinic', 'age', 'gender'];
const ADMIN_SCREENING_KEYS: readonly FilterValueKey[] = [
  'dates',
  'customer',
  ...PLACE_KEYS,
  'clinic',
  'age',
  'gender',
];

/** The filter values a screening call takes, so the chips its screen shows. */
export const screeningFilterKeys = (
  user: ScopeUser,
  screen: ScreeningScreen = 'summary',
): readonly FilterValueKey[] =>
  isAdministrator(user) && screen === 'summary' ? ADMIN_SCREENING_KEYS : SCREENING_KEYS;

export const useScreeningScope = (screen: ScreeningScreen = 'summary'): ScreeningScope => {
  const filter = useAppliedFilter();
  const user = useAtomValue(userAtom);
  return useMemo(() => screeningScopeOf(user, filter, screen), [user, filter, screen]);
};

export const useScreeningFilterKeys = (screen: ScreeningScreen = 'summary'): readonly FilterValueKey[] =>
  screeningFilterKeys(useAtomValue(userAtom), screen);

/** The consultation calls' scope (`ConsultationScope`: docs/telemedicine.md), every field sent. */
export type ConsultationScope = {
  [Key in keyof GeneratedConsultationScope]-?: Exclude<GeneratedConsultationScope[Key], undefined>;
};

/**
 * docs/telemedicine.md, Telemedicine: the filter's dates (the request day), place and clinic; the
 * customer only for an administrator (a customer is scoped by the server to their own clinics);
 * no doctor (Telemedicine lists every doctor's consultations in the scope).
 */
export const consultationScopeOf = (user: ScopeUser, filter: FilterData): ConsultationScope => ({
  start_date: filter.start_date,
  end_date: filter.end_date,
  customer_id: isAdministrator(user) ? (filter.customer?.id ?? null) : null,
  country_id: filter.country?.id ?? null,
  state_id: filter.state?.id ?? null,
  district_id: filter.district?.id ?? null,
  location_id: filter.location?.id ?? null,
  clinic_id: filter.clinic?.id ?? null,
  doctor_id: null,
});

const CONSULTATION_KEYS: readonly FilterValueKey[] = ['dates', ...PLACE_KEYS, 'clinic'];
const ADMIN_CONSULTATION_KEYS: readonly FilterValueKey[] = ['dates', 'customer', ...PLACE_KEYS, 'clinic'];

/** The filter values a consultation call takes, so the chips Telemedicine shows. */
export const consultationFilterKeys = (user: ScopeUser): readonly FilterValueKey[] =>
  isAdministrator(user) ? ADMIN_CONSULTATION_KEYS : CONSULTATION_KEYS;

export const useConsultationScope = (): ConsultationScope => {
  const filter = useAppliedFilter();
  const user = useAtomValue(userAtom);
  return useMemo(() => consultationScopeOf(user, filter), [user, filter]);
};

export const useConsultationFilterKeys = (): readonly FilterValueKey[] =>
  consultationFilterKeys(useAtomValue(userAtom));
