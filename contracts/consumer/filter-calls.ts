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
  statesCall,
} from '../support/calls';
import { pinInteraction, resolvesToData } from '../support/interaction';
import { clinicPageShape, customerShape, namedShape } from '../support/matchers';
import { states } from '../support/states';

const { eachLike } = MatchersV3;

const monitorStates = {
  'clinics-not-synced': states.clinicNotSynced,
  'pending-forced-update': states.clinicPendingUpdate,
} as const;

/** The header's two monitor counts, the filter panel's six lists and the clinic screens' list. */
export const defineFilterCallPacts = (pact: PactV4): void => {
  it.each(Object.values(ClinicMonitor))('filterClinicMonitor: the %s count', async (monitor) => {
    const response = { data: clinicPageShape };
    await pinInteraction(pact, {
      description: `a count of the clinics for the ${monitor} monitor`,
      given: [monitorStates[monitor]],
      call: clinicMonitorCall(monitor),
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
