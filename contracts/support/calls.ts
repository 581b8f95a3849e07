import { MatchersV3 } from '@pact-foundation/pact';

import { logout } from '@/generated/api/auth/auth';
import {
  assignClinicToCamp,
  createCamp,
  filterCamps,
  getCamp,
  listAssignedClinics,
  listGroups,
  listLocationClinics,
  unassignClinicFromCamp,
  updateCamp,
} from '@/generated/api/camps/camps';
import { filterClinicMonitor, filterClinics } from '@/generated/api/clinics/clinics';
import { filterCustomers } from '@/generated/api/customers/customers';
import {
  filterCountries,
  filterDistricts,
  filterLocations,
  filterStates,
} from '@/generated/api/locations/locations';
import type { CampWriteRequest, ClinicMonitor } from '@/generated/model';

import { apiDate, pathFromProviderState } from './matchers';
import { seed } from './states';

const { fromProviderState, integer, string } = MatchersV3;

/**
 * One call of the dashboard as the pacts pin it: the request a provider receives (with matchers
 * where the value is not the point) and the generated function that sends it. The example bodies
 * are typed with the generated request types, so they cannot drift from openapi/v3.yaml.
 */
export interface PinnedCall<T> {
  method: 'GET' | 'POST' | 'PUT';
  path: string | MatchersV3.Matcher<string>;
  body?: unknown;
  invoke: () => Promise<T>;
}

/** Identity with a type: keeps each call's result type while checking its shape. */
export const pin = <T>(call: PinnedCall<T>): PinnedCall<T> => call;

/** Camp and assignment ids come from the provider state, so a real backend may pick its own. */
const campPath = pathFromProviderState(
  String.raw`^/v3/camp-system/\d+$`,
  '/v3/camp-system/${camp_id}',
  `/v3/camp-system/${seed.campId}`,
);
const campIdFromState = fromProviderState('${camp_id}', seed.campId);

/** Page 1 is the header's count (and the Monitor tab's first page); the Monitor pages on. */
const monitorBody = (monitor: ClinicMonitor, page: number) => ({ status: true, page, limit: 10, monitor });
export const clinicMonitorCall = (monitor: ClinicMonitor, page = 1) =>
  pin({
    method: 'POST',
    path: '/v3/clinic/filter',
    body: monitorBody(monitor, page),
    invoke: () => filterClinicMonitor(monitorBody(monitor, page)),
  });

const noLocation = { country_id: null, state_id: null, district_id: null, location_id: null };
const clinicsBody = { assigned_user_id: seed.customerId, ...noLocation, searchValue: '', page: 1, limit: 10 };
export const clinicsCall = pin({
  method: 'POST',
  path: '/v3/Clinic/filter',
  body: clinicsBody,
  invoke: () => filterClinics(clinicsBody),
});

/**
 * The Clinics and Customer Clinics screens (src/features/clinics): the applied filter's scope, the
 * search as typed, and the rows per page (5, 10 or 20). Searched: customer 2's clinics in location
 * 5's country, state and district, for clinic 101 by its id; paged: page 2 of 5 rows.
 */
const clinicScreenSearchBody = {
  assigned_user_id: seed.customerId,
  country_id: seed.countryId,
  state_id: seed.stateId,
  district_id: seed.districtId,
  location_id: seed.locationId,
  searchValue: String(seed.clinicId),
  page: 1,
  limit: 10,
};
export const clinicScreenSearchCall = pin({
  method: 'POST',
  path: '/v3/Clinic/filter',
  body: clinicScreenSearchBody,
  invoke: () => filterClinics(clinicScreenSearchBody),
});

const clinicScreenPageBody = {
  assigned_user_id: seed.customerId,
  ...noLocation,
  searchValue: null,
  page: 2,
  limit: 5,
};
export const clinicScreenPageCall = pin({
  method: 'POST',
  path: '/v3/Clinic/filter',
  body: clinicScreenPageBody,
  invoke: () => filterClinics(clinicScreenPageBody),
});

/**
 * The filter panel's customer list, the camp forms' customer dropdown, the Customers screen and
 * the clinic list's customer names all send the same body (one cached answer in the app).
 */
export const customersCall = pin({
  method: 'POST',
  path: '/v3/customer/filter',
  body: { status: true },
  invoke: () => filterCustomers({ status: true }),
});

const countriesBody = { status: true, assigned_user_id: seed.customerId };
export const countriesCall = pin({
  method: 'POST',
  path: '/v3/country/filter',
  body: countriesBody,
  invoke: () => filterCountries(countriesBody),
});

const statesBody = { ...countriesBody, country_id: seed.countryId };
export const statesCall = pin({
  method: 'POST',
  path: '/v3/state/filter',
  body: statesBody,
  invoke: () => filterStates(statesBody),
});

const districtsBody = { ...countriesBody, state_id: seed.stateId };
export const districtsCall = pin({
  method: 'POST',
  path: '/v3/district/filter',
  body: districtsBody,
  invoke: () => filterDistricts(districtsBody),
});

const locationsBody = { ...countriesBody, district_id: seed.districtId };
export const locationsCall = pin({
  method: 'POST',
  path: '/v3/location/filter',
  body: locationsBody,
  invoke: () => filterLocations(locationsBody),
});

/**
 * The master-data lists (src/features/master-data/geography/use-places.ts): the same four calls with
 * `assigned_user_id: null`, every customer's places, whatever customer the global filter holds.
 */
const masterScope = { status: true, assigned_user_id: null };
const masterStatesBody = { ...masterScope, country_id: seed.countryId };
const masterDistrictsBody = { ...masterScope, state_id: seed.stateId };
const masterLocationsBody = { ...masterScope, district_id: seed.districtId };
export const masterCountriesCall = pin({
  method: 'POST',
  path: '/v3/country/filter',
  body: masterScope,
  invoke: () => filterCountries(masterScope),
});
export const masterStatesCall = pin({
  method: 'POST',
  path: '/v3/state/filter',
  body: masterStatesBody,
  invoke: () => filterStates(masterStatesBody),
});
export const masterDistrictsCall = pin({
  method: 'POST',
  path: '/v3/district/filter',
  body: masterDistrictsBody,
  invoke: () => filterDistricts(masterDistrictsBody),
});
export const masterLocationsCall = pin({
  method: 'POST',
  path: '/v3/location/filter',
  body: masterLocationsBody,
  invoke: () => filterLocations(masterLocationsBody),
});

/**
 * The camp screens' location dropdowns (src/features/camps/hooks/use-location-pages.ts): active
 * locations a page at a time by offset and limit, not by customer and district as the filter panel.
 */
const locationPageBody = { status: true, offset: 0, limit: 10 };
export const locationPageCall = pin({
  method: 'POST',
  path: '/v3/location/filter',
  body: locationPageBody,
  invoke: () => filterLocations(locationPageBody),
});

const campsBody = {
  status: true,
  page: 1,
  limit: 10,
  searchValue: null,
  ...noLocation,
  customer_id: null,
  screen: 'clinic',
};
export const campsCall = pin({
  method: 'POST',
  path: '/v3/camp-system/filter',
  body: campsBody,
  invoke: () => filterCamps(campsBody),
});

/** A camp as Add Camp and Camp Details send it; `endDate` before the start makes the server refuse it. */
const campWrite = (endDate: string): CampWriteRequest => ({
  name: 'Camp_Meera_Andheri_01-03-2026',
  start_date: '2026-03-01',
  end_date: endDate,
  location_id: seed.locationId,
  user_id: seed.customerId,
  status: true,
  camp_status: true,
});
const campWriteTemplate = (body: CampWriteRequest) => ({
  ...body,
  name: string(body.name),
  start_date: apiDate(body.start_date),
  end_date: apiDate(body.end_date),
});
export const VALID_END = '2026-03-05';
export const END_BEFORE_START = '2026-02-27';

export const createCampCall = (endDate: string) =>
  pin({
    method: 'POST',
    path: '/v3/camp-system/',
    body: campWriteTemplate(campWrite(endDate)),
    invoke: () => createCamp(campWrite(endDate)),
  });

export const getCampCall = pin({
  method: 'GET',
  path: campPath,
  invoke: () => getCamp(seed.campId),
});

export const updateCampCall = (endDate: string) =>
  pin({
    method: 'PUT',
    path: campPath,
    body: campWriteTemplate(campWrite(endDate)),
    invoke: () => updateCamp(seed.campId, campWrite(endDate)),
  });

export const assignedClinicsCall = pin({
  method: 'POST',
  path: '/v3/camp-system/assigned-clinic-list',
  body: { camp_id: campIdFromState, status: true },
  invoke: () => listAssignedClinics({ camp_id: seed.campId, status: true }),
});

export const locationClinicsCall = pin({
  method: 'POST',
  path: '/v3/camp-system/clinic-list-camp',
  body: { location_id: seed.locationId },
  invoke: () => listLocationClinics({ location_id: seed.locationId }),
});

const assignBody = { camp_id: seed.campId, clinic_id: seed.clinicId, group_id: seed.groupId };
export const assignClinicCall = pin({
  method: 'POST',
  path: '/v3/camp-system/assign-clinic-to-camp',
  body: { ...assignBody, camp_id: campIdFromState },
  invoke: () => assignClinicToCamp(assignBody),
});

const EXAMPLE_ASSIGN_ID = 1;
export const unassignClinicCall = pin({
  method: 'PUT',
  path: pathFromProviderState(
    String.raw`^/v3/camp-system/unassign-clinic-to-camp/\d+$`,
    '/v3/camp-system/unassign-clinic-to-camp/${assign_id}',
    `/v3/camp-system/unassign-clinic-to-camp/${EXAMPLE_ASSIGN_ID}`,
  ),
  body: { status: false },
  invoke: () => unassignClinicFromCamp(EXAMPLE_ASSIGN_ID, { status: false }),
});

const groupsBody = { status: true, offset: 0, limit: 100 };
export const groupsCall = pin({
  method: 'POST',
  path: '/v3/camp-system/group-master-list',
  body: groupsBody,
  invoke: () => listGroups(groupsBody),
});

/**
 * The header's Logout (docs/requirements.md 2.4): the signed-in user's id as `userId`. The server
 * ends the bearer token's session whatever the body holds (issue 32: a body it refused used to
 * leave the session alive).
 */
const logoutBody = { userId: 1 };
export const logoutCall = pin({
  method: 'POST',
  path: '/v3/login/logout',
  body: { userId: integer(1) },
  invoke: () => logout(logoutBody),
});
