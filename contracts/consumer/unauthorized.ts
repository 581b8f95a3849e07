import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { ClinicMonitor } from '@/generated/model';
import { ApiError } from '@/lib/http/api-error';

import {
  assignClinicCall,
  assignedClinicsCall,
  campsCall,
  clinicMonitorCall,
  clinicsCall,
  countriesCall,
  createCampCall,
  customersCall,
  districtsCall,
  getCampCall,
  groupsCall,
  locationClinicsCall,
  locationsCall,
  logoutCall,
  type PinnedCall,
  statesCall,
  unassignClinicCall,
  updateCampCall,
  VALID_END,
} from '../support/calls';
import { pinInteraction } from '../support/interaction';
import { unauthorizedBody } from '../support/matchers';

/** Every pinned call, by the generated function that sends it. */
export const pinnedCalls: readonly (readonly [string, PinnedCall<unknown>])[] = [
  ['filterClinicMonitor', clinicMonitorCall(ClinicMonitor['clinics-not-synced'])],
  ['filterClinics', clinicsCall],
  ['filterCustomers', customersCall],
  ['filterCountries', countriesCall],
  ['filterStates', statesCall],
  ['filterDistricts', districtsCall],
  ['filterLocations', locationsCall],
  ['filterCamps', campsCall],
  ['createCamp', createCampCall(VALID_END)],
  ['getCamp', getCampCall],
  ['updateCamp', updateCampCall(VALID_END)],
  ['listAssignedClinics', assignedClinicsCall],
  ['listLocationClinics', locationClinicsCall],
  ['assignClinicToCamp', assignClinicCall],
  ['unassignClinicFromCamp', unassignClinicCall],
  ['listGroups', groupsCall],
  ['logout', logoutCall],
];

/**
 * Without a provider state nothing injects ids, so these requests use the example values as they
 * are: a provider must refuse the missing token before it looks for the record.
 */
const withExampleValues = (call: PinnedCall<unknown>): PinnedCall<unknown> => ({
  ...call,
  path: MatchersV3.reify<string>(call.path),
  body: call.body === undefined ? undefined : MatchersV3.reify(call.body),
});

/** docs/requirements.md section 8: a 401 answers `{ error: true, message }`; the dashboard gets an 'unauthorized' ApiError. */
export const defineUnauthorizedPacts = (pact: PactV4): void => {
  it.each(pinnedCalls)('%s without a token answers 401', async (operation, call) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation})`,
      signedOut: true,
      call: withExampleValues(call),
      status: 401,
      response: unauthorizedBody,
      check: async (outcome) => {
        const error = await outcome.then(
          () => null,
          (reason: unknown) => reason,
        );
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Unauthorized' });
      },
    });
  });
};
