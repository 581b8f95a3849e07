import { describe, expect, it } from 'vitest';

import { adminUser, customerUser } from '@tests/unit/session-fixtures';
import { defaultFilter, type FilterData } from './filter';
import { campScopeOf, clinicScopeOf } from './scope';

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
