import { describe, expect, it } from 'vitest';

import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';
import { defaultFilter, type FilterData } from './filter';
import {
  campScopeOf,
  clinicScopeOf,
  consultationFilterKeys,
  consultationScopeOf,
  screeningFilterKeys,
  screeningScopeOf,
} from './scope';

const applied: FilterData = {
  ...defaultFilter(adminUser, 'clinic'),
  customer: { id: 9, name: 'Asha' },
  country: { id: 1, name: 'India' },
  state: { id: 2, name: 'Maharashtra' },
  district: { id: 3, name: 'Mumbai' },
  location: { id: 4, name: 'Andheri' },
};

describe('list scopes from the applied filter', () => {
  it("an administrator's lists take the filter's customer and place", () => {
    const place = { country_id: 1, state_id: 2, district_id: 3, location_id: 4 };
    expect(campScopeOf(adminUser, applied)).toEqual({ ...place, customer_id: 9, screen: 'clinic' });
    expect(clinicScopeOf(adminUser, applied)).toEqual({ ...place, assigned_user_id: 9 });
  });

  it("a customer's lists take their own id whatever customer the filter holds", () => {
    expect(campScopeOf(customerUser, applied).customer_id).toBe(customerUser.id);
    expect(clinicScopeOf(customerUser, applied).assigned_user_id).toBe(customerUser.id);
  });

  it('an empty filter scopes nothing for an administrator', () => {
    expect(clinicScopeOf(adminUser, defaultFilter(adminUser, 'clinic'))).toEqual({
      assigned_user_id: null,
      country_id: null,
      state_id: null,
      district_id: null,
      location_id: null,
    });
  });
});

describe('the screening scope (docs/patients.md)', () => {
  const screening: FilterData = {
    ...applied,
    clinic: { id: 7, name: 'Clinic 7' },
    age: '40-60',
    gender: 'female',
  };
  const rest = {
    start_date: screening.start_date,
    end_date: screening.end_date,
    country_id: 1,
    state_id: 2,
    district_id: 3,
    location_id: 4,
    clinic_id: 7,
    age: '40-60',
    gender: 'female',
  };

  it("takes an administrator's customer on Summary, and none on Patients, whose panel has no Customer section", () => {
    expect(screeningScopeOf(adminUser, screening)).toEqual({ ...rest, customer_id: 9 });
    expect(screeningScopeOf(adminUser, screening, 'patients')).toEqual({ ...rest, customer_id: null });
    expect(screeningFilterKeys(adminUser, 'patients')).not.toContain('customer');
    expect(screeningFilterKeys(adminUser, 'summary')).toContain('customer');
    expect(screeningFilterKeys(adminUser)).toEqual(
      expect.arrayContaining(['dates', 'clinic', 'age', 'gender']),
    );
  });

  it("sends a customer's own id whatever the filter holds, and no customer for a doctor", () => {
    expect(screeningScopeOf(customerUser, screening).customer_id).toBe(customerUser.id);
    expect(screeningScopeOf(doctorUser, screening).customer_id).toBeNull();
    expect(screeningFilterKeys(customerUser)).not.toContain('customer');
  });
});

describe('the consultation scope (docs/telemedicine.md)', () => {
  const withClinic: FilterData = { ...applied, clinic: { id: 5, name: 'Arogya Andheri' }, gender: 'female' };

  it("an administrator's takes the dates, the filter's customer, the place and the clinic, never a doctor", () => {
    expect(consultationScopeOf(adminUser, withClinic)).toEqual({
      start_date: withClinic.start_date,
      end_date: withClinic.end_date,
      customer_id: 9,
      country_id: 1,
      state_id: 2,
      district_id: 3,
      location_id: 4,
      clinic_id: 5,
      doctor_id: null,
    });
    expect(consultationFilterKeys(adminUser)).toEqual([
      'dates',
      'customer',
      'country',
      'state',
      'district',
      'location',
      'clinic',
    ]);
  });

  it("a customer's sends no customer (the server keeps them to their clinics) and shows no Customer chip", () => {
    expect(consultationScopeOf(customerUser, withClinic).customer_id).toBeNull();
    expect(consultationFilterKeys(customerUser)).not.toContain('customer');
    expect(consultationFilterKeys(customerUser)).not.toContain('gender');
  });
});
