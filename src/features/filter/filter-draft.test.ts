import { describe, expect, it } from 'vitest';

import type { FilterData } from '@/atoms/filter';

import { draftReducer } from './filter-draft';

const full: FilterData = {
  start_date: '2026-02-15',
  end_date: '2026-03-15',
  gender: null,
  amc_expired: null,
  customer: { id: 2, name: 'Meera' },
  country: { id: 1, name: 'India' },
  state: { id: 11, name: 'Maharashtra' },
  district: { id: 111, name: 'Mumbai' },
  location: { id: 1111, name: 'Andheri' },
  clinic: { id: 103, name: 'Clinic 3' },
  age: '18-30',
};

const chosen = (draft: FilterData) =>
  (['customer', 'country', 'state', 'district', 'location', 'clinic'] as const).filter(
    (key) => draft[key] !== null,
  );

describe('draftReducer cascade', () => {
  it.each([
    ['customer', ['customer']],
    ['country', ['customer', 'country']],
    ['state', ['customer', 'country', 'state']],
    ['district', ['customer', 'country', 'state', 'district']],
    ['location', ['customer', 'country', 'state', 'district', 'location']],
  ] as const)('changing the %s clears everything below it', (level, kept) => {
    const next = draftReducer(full, { type: 'scope', level, value: { id: 999, name: 'Other' } });
    expect(chosen(next)).toEqual(kept);
    expect(next[level]).toEqual({ id: 999, name: 'Other' });
    expect(next.age).toBe('18-30');
  });

  it.each(['country', 'state', 'district'] as const)(
    'clearing the %s clears everything below it',
    (level) => {
      const next = draftReducer(full, { type: 'scope', level, value: null });
      expect(next[level]).toBeNull();
      expect(next.location).toBeNull();
      expect(next.clinic).toBeNull();
    },
  );

  it('choosing the same value again changes nothing', () => {
    expect(draftReducer(full, { type: 'scope', level: 'country', value: { id: 1, name: 'India' } })).toBe(
      full,
    );
  });

  it('the clinic and the buttons change only themselves', () => {
    expect(draftReducer(full, { type: 'clinic', value: null })).toEqual({ ...full, clinic: null });
    expect(draftReducer(full, { type: 'gender', value: 'female' })).toEqual({ ...full, gender: 'female' });
    expect(draftReducer(full, { type: 'amc', value: 'expired' })).toEqual({
      ...full,
      amc_expired: 'expired',
    });
  });
});
