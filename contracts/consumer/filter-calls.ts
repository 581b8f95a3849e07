import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { it } from 'vitest';

import { ClinicMonitor } from '@/generated/model';

import {
  clinicMonitorCall,
  clinicScreenPageCall,
  clinicScreenSearchCall,
  clinicsCall,
  countriesCall,
  customersCall,
  districtsCall,
  locationsCall,
  masterCountriesCall,
  masterDistrictsCall,
  masterLocationsCall,
  masterStatesCall,
  statesCall,
} from '../support/calls';
import { pinInteraction, resolvesToData } from '../support/interaction';
import { clinicPageShape, customerShape, monitorPageShape, namedShape } from '../support/matchers';
import { states } from '../support/states';

const { eachLike } = MatchersV3;

const monitorStates = {
  'clinics-not-synced': [states.clinicNotSynced, states.clinicsNotSyncedPaged],
  'pending-forced-update': [states.clinicPendingUpdate, states.clinicsPendingUpdatePaged],
} as const;

/** Page 1 is the header's count and the Monitor tab's first page; page 2 is the Monitor paging on. */
const monitorPages = Object.values(ClinicMonitor).flatMap((monitor) => [
  [monitor, 1, `a count of the clinics for the ${monitor} monitor`] as const,
  [monitor, 2, `page 2 of the clinics for the ${monitor} monitor`] as const,
]);

/**
 * The header's counts, the Monitor's pages, the filter panel's six lists, the clinic screens' list
 * and the master-data lists (docs/requirements.md section 7).
 */
export const defineFilterCallPacts = (pact: PactV4): void => {
  it.each(monitorPages)('filterClinicMonitor: %s, page %i', async (monitor, page, description) => {
    const response = { data: monitorPageShape };
    await pinInteraction(pact, {
      description,
      given: [monitorStates[monitor][page - 1]!],
      call: clinicMonitorCall(monitor, page),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  const lists = [
    ['filterClinics', 'the clinics of customer 2', clinicsCall, clinicPageShape],
    [
      'filterCustomers',
      'the active customers (filter panel, camp forms, Customers screen, clinic list names)',
      customersCall,
      eachLike(customerShape),
    ],
    ['filterCountries', 'the countries of customer 2', countriesCall, eachLike(namedShape)],
    ['filterStates', 'the states of country 1', statesCall, eachLike(namedShape)],
    ['filterDistricts', 'the districts of state 1', districtsCall, eachLike(namedShape)],
    ['filterLocations', 'the locations of district 1', locationsCall, eachLike(namedShape)],
    // Master data: every customer's places (assigned_user_id null).
    ['filterCountries', 'every country (master data)', masterCountriesCall, eachLike(namedShape)],
    ['filterStates', 'every state of country 1 (master data)', masterStatesCall, eachLike(namedShape)],
    ['filterDistricts', 'every district of state 1 (master data)', masterDistrictsCall, eachLike(namedShape)],
    [
      'filterLocations',
      'every location of district 1 (master data)',
      masterLocationsCall,
      eachLike(namedShape),
    ],
  ] as const;

  it.each(lists)('%s: %s', async (_operation, what, call, data) => {
    const response = { data };
    await pinInteraction<unknown>(pact, {
      description: `a request for ${what}`,
      given: [states.clinicAtLocation],
      call,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  const clinicScreens = [
    [
      "customer 2's clinics at location 5, searched for clinic 101",
      clinicScreenSearchCall,
      states.clinicAtLocation,
    ],
    ["the second page of 5 of customer 2's clinics", clinicScreenPageCall, states.clinicsOfCustomer],
  ] as const;

  it.each(clinicScreens)('filterClinics (clinic screens): %s', async (what, call, state) => {
    const response = { data: clinicPageShape };
    await pinInteraction(pact, {
      description: `a clinic screen's request for ${what}`,
      given: [state],
      call,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });
};
