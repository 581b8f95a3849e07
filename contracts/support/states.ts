import { PACT_ADMIN_TOKEN, pactTokens } from '@/mocks/provider-states';

import { pactAdmin, pactCustomer, pactDoctor } from './node-http';

/**
 * The provider states the pacts use. A provider sets each up when its state-change endpoint
 * receives `{ state: name, params, action: 'setup' }` (docs/contracts.md). The params name the
 * records the interaction's request refers to, so a real backend can create them.
 */
export interface ProviderState {
  name: string;
  params: Record<string, string | number | boolean>;
}

/** The hierarchy and ids the filter requests refer to. */
export const seed = {
  customerId: 2,
  countryId: 1,
  stateId: 1,
  districtId: 1,
  locationId: 5,
  clinicId: 101,
  campId: 1,
  groupId: 1,
} as const;

export const states = {
  validToken: { name: 'a valid token', params: { token: PACT_ADMIN_TOKEN, user_id: pactAdmin.id } },
  validCustomerToken: {
    name: 'a valid token',
    params: { token: pactTokens[2] ?? 'pact-customer-token', user_id: pactCustomer.id },
  },
  validDoctorToken: {
    name: 'a valid token',
    params: { token: pactTokens[3] ?? 'pact-doctor-token', user_id: pactDoctor.id },
  },
  clinicAtLocation: {
    name: 'customer 2 has a clinic at location 5',
    params: {
      customer_id: seed.customerId,
      country_id: seed.countryId,
      state_id: seed.stateId,
      district_id: seed.districtId,
      location_id: seed.locationId,
      clinic_id: seed.clinicId,
    },
  },
  clinicsOfCustomer: {
    name: 'customer 2 has 6 clinics',
    params: { customer_id: seed.customerId, count: 6 },
  },
  clinicNotSynced: { name: 'a clinic is not synced', params: {} },
  clinicPendingUpdate: { name: 'a clinic is pending a forced update', params: {} },
  /** Two pages of ten: the Monitor's second page has a row. */
  clinicsNotSyncedPaged: { name: 'at least 11 clinics are not synced', params: { count: 11 } },
  clinicsPendingUpdatePaged: {
    name: 'at least 11 clinics are pending a forced update',
    params: { count: 11 },
  },
  campExists: {
    name: 'camp 1 exists',
    params: { camp_id: seed.campId, location_id: seed.locationId, customer_id: seed.customerId },
  },
  campHasAssignment: {
    name: 'camp 1 has an assigned clinic',
    params: { camp_id: seed.campId, clinic_id: seed.clinicId, group_id: seed.groupId },
  },
  clinicUnassigned: {
    name: 'clinic 101 is not assigned to camp 1',
    params: { camp_id: seed.campId, clinic_id: seed.clinicId },
  },
  groupExists: { name: 'a clinic group exists', params: { group_id: seed.groupId } },
} satisfies Record<string, ProviderState>;
