import { describe, expect, it } from 'vitest';

import type { FilterData } from './filter';
import {
  appliedAfterClear,
  clearFilterValue,
  FILTER_VALUE_KEYS,
  setFilterValues,
  withScope,
} from './filter-cascade';

const defaults: FilterData = {
  start_date: '2026-02-15',
  end_date: '2026-03-15',
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

const full: FilterData = {
  start_date: '2025-06-01',
  end_date: '2026-03-01',
  age: '18-30',
  gender: 'female',
  customer: { id: 2, name: 'Meera' },
  country: { id: 1, name: 'India' },
  state: { id: 11, name: 'Maharashtra' },
  district: { id: 111, name: 'Mumbai' },
  location: { id: 1111, name: 'Andheri' },
  clinic: { id: 103, name: 'Clinic 3' },
  amc_expired: 'expired',
};

describe('the filter cascade (docs/requirements.md section 4)', () => {
  it.each([
    ['customer', []],
    ['country', ['customer']],
    ['state', ['customer', 'country']],
    ['district', ['customer', 'country', 'state']],
    ['location', ['customer', 'country', 'state', 'district']],
  ] as const)('clearing the %s clears everything below it, the clinic included', (level, kept) => {
    const next = clearFilterValue(full, level, defaults);
    expect(setFilterValues(next, defaults).filter((key) => key !== 'dates')).toEqual([
      ...kept,
      'age',
      'gender',
      'amc_expired',
    ]);
    expect(next).toEqual(withScope(full, level, null));
  });

  it('choosing the same value again changes nothing', () => {
    expect(withScope(full, 'country', { id: 1, name: 'India' })).toBe(full);
  });

  it('clears the clinic, age, gender and AMC value on their own', () => {
    expect(clearFilterValue(full, 'clinic', defaults)).toEqual({ ...full, clinic: null });
    expect(clearFilterValue(full, 'age', defaults)).toEqual({ ...full, age: null });
    expect(clearFilterValue(full, 'gender', defaults)).toEqual({ ...full, gender: null });
    expect(clearFilterValue(full, 'amc_expired', defaults)).toEqual({ ...full, amc_expired: null });
  });

  it('clears the date range back to the defaults', () => {
    expect(clearFilterValue(full, 'dates', defaults)).toEqual({
      ...full,
      start_date: '2026-02-15',
      end_date: '2026-03-15',
    });
  });
});

describe('which values are set', () => {
  it('counts every chosen value, and the dates only when they differ from the defaults', () => {
    expect(setFilterValues(full, defaults)).toEqual(FILTER_VALUE_KEYS);
    expect(setFilterValues(defaults, defaults)).toEqual([]);
    expect(setFilterValues({ ...defaults, end_date: '2026-03-14' }, defaults)).toEqual(['dates']);
  });
});

describe('what clearing applies', () => {
  it('saves what is left while anything is set, as Apply would', () => {
    const left = { ...defaults, gender: 'male' as const };
    expect(appliedAfterClear(left, defaults)).toBe(left);
  });

  it('removes the saved filter, as Reset does, once nothing is set', () => {
    const onlyCountry = { ...defaults, country: { id: 1, name: 'India' } };
    expect(appliedAfterClear(clearFilterValue(onlyCountry, 'country', defaults), defaults)).toBeNull();
    // Dates that are not the defaults are still a filter.
    expect(appliedAfterClear({ ...defaults, start_date: '2026-01-01' }, defaults)).not.toBeNull();
  });
});
