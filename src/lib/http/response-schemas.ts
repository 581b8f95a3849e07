import type { ZodType } from 'zod';

import * as v3 from '@/generated/zod/v3.zod';

/**
 * The generated zod schema of each operation's 200 response, keyed by method and path template
 * exactly as in openapi/v3.yaml. A unit test checks that every operation of the contract is here.
 */
export const responseSchemas: Record<string, ZodType> = {
  'POST /v3/login/dashboard': v3.LoginDashboardResponse,
  'POST /v3/login/logout': v3.LogoutResponse,
  'POST /v3/clinic/filter': v3.FilterClinicMonitorResponse,
  'POST /v3/Clinic/filter': v3.FilterClinicsResponse,
  'POST /v3/customer/filter': v3.FilterCustomersResponse,
  'POST /v3/country/filter': v3.FilterCountriesResponse,
  'POST /v3/state/filter': v3.FilterStatesResponse,
  'POST /v3/district/filter': v3.FilterDistrictsResponse,
  'POST /v3/location/filter': v3.FilterLocationsResponse,
  'POST /v3/camp-system/filter': v3.FilterCampsResponse,
  'POST /v3/camp-system/': v3.CreateCampResponse,
  'GET /v3/camp-system/{id}': v3.GetCampResponse,
  'PUT /v3/camp-system/{id}': v3.UpdateCampResponse,
  'POST /v3/camp-system/assigned-clinic-list': v3.ListAssignedClinicsResponse,
  'POST /v3/camp-system/clinic-list-camp': v3.ListLocationClinicsResponse,
  'POST /v3/camp-system/assign-clinic-to-camp': v3.AssignClinicToCampResponse,
  'PUT /v3/camp-system/unassign-clinic-to-camp/{id}': v3.UnassignClinicFromCampResponse,
  'POST /v3/camp-system/group-master-list': v3.ListGroupsResponse,
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

const templates = Object.keys(responseSchemas).map((key) => {
  const [method = '', template = ''] = key.split(' ');
  const pattern = template
    .split(/\{[^}]+\}/)
    .map(escapeRegExp)
    .join('[^/]+');
  return { key, method, regex: new RegExp(`^${pattern}$`) };
});

/** Paths are case-sensitive: `/v3/clinic/filter` and `/v3/Clinic/filter` are different calls. */
export const findResponseSchema = (method: string, url: string): { key: string; schema: ZodType } | null => {
  const path = url.split('?')[0] ?? '';
  const upper = method.toUpperCase();
  const match = templates.find((entry) => entry.method === upper && entry.regex.test(path));
  const schema = match ? responseSchemas[match.key] : undefined;
  return match && schema ? { key: match.key, schema } : null;
};
