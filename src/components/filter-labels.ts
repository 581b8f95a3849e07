import type { AmcExpiry, FilterData, Gender } from '@/atoms/filter';
import type { FilterValueKey } from '@/atoms/filter-cascade';
import { formatDisplayDate } from '@/lib/dates';

/** The filter's words, shared by the filter panel's buttons and the applied-filter chips. */
export const AMC_LABELS: Readonly<Record<AmcExpiry, string>> = {
  one_month: '1-Month',
  three_months: '3-Months',
  six_months: '6-Months',
  expired: 'Expired',
};

export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: 'Male', female: 'Female' };

/** Each value's name, as the filter panel titles its section. */
export const FILTER_VALUE_TITLES: Readonly<Record<FilterValueKey, string>> = {
  customer: 'Customer',
  country: 'Country',
  state: 'State',
  district: 'District',
  location: 'Location',
  clinic: 'Clinic',
  dates: 'Date range',
  age: 'Age',
  gender: 'Gender',
  amc_expired: 'AMC License',
};

/** What a set value reads as ('India', '01-02-2026 – 01-03-2026', '3-Months'); '' when unset. */
export const filterValueText = (filter: FilterData, key: FilterValueKey): string => {
  switch (key) {
    case 'dates':
      return `${formatDisplayDate(filter.start_date)} – ${formatDisplayDate(filter.end_date)}`;
    case 'gender':
      return filter.gender ? GENDER_LABELS[filter.gender] : '';
    case 'amc_expired':
      return filter.amc_expired ? AMC_LABELS[filter.amc_expired] : '';
    case 'age':
      return filter.age ?? '';
    case 'customer':
    case 'country':
    case 'state':
    case 'district':
    case 'location':
    case 'clinic':
      return filter[key]?.name ?? '';
  }
};
