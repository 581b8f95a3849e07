import { MatchersV3 } from '@pact-foundation/pact';

import { PACT_ADMIN_TOKEN, pactTokens } from '@/mocks/provider-states';

import { pactAdmin, pactCustomer, pactDoctor } from './node-http';

const { boolean, eachLike, equal, integer, regex, string } = MatchersV3;

/** The three headers every authenticated call carries (docs/requirements.md section 6); any token will do. */
export const authHeaders = {
  Authorization: regex(/^Bearer \S+$/, `Bearer ${PACT_ADMIN_TOKEN}`),
  'x-user-id': regex(/^\d+$/, String(pactAdmin.id)),
  'x-user-type': string(pactAdmin.user_type),
};

/** The same headers signed in as the demo customer (the token of the customer's 'a valid token'). */
export const customerAuthHeaders = {
  Authorization: regex(/^Bearer \S+$/, `Bearer ${pactTokens[2] ?? 'pact-customer-token'}`),
  'x-user-id': regex(/^\d+$/, String(pactCustomer.id)),
  'x-user-type': string(pactCustomer.user_type),
};

/** The same headers signed in as the demo doctor (user 3). */
export const doctorAuthHeaders = {
  Authorization: regex(/^Bearer \S+$/, `Bearer ${pactTokens[3] ?? 'pact-doctor-token'}`),
  'x-user-id': regex(/^\d+$/, String(pactDoctor.id)),
  'x-user-type': string(pactDoctor.user_type),
};

/**
 * A path whose id the provider state supplies (`${camp_id}`, `${assign_id}`), and which must still
 * have the shape of the call: Pact's `fromProviderState` alone matches by type, so the mock server
 * would take any path at all. This is the same provider-state generator on a regex matcher.
 */
export const pathFromProviderState = (
  pattern: string,
  expression: string,
  example: string,
): MatchersV3.V3RegexMatcher & MatchersV3.ProviderStateInjectedValue<string> => {
  if (!new RegExp(pattern).test(example))
    throw new Error(`The example path ${example} does not match ${pattern}`);
  return { ...regex(pattern, example), 'pact:generator:type': 'ProviderState', expression };
};

/** `/v3/{segment}/{id}{suffix}` with the id a provider state answers as `id` (the proposed calls' records). */
export const recordPath = (segment: string, suffix = '') =>
  pathFromProviderState(
    String.raw`^/v3/${segment}/\d+${suffix}$`,
    `/v3/${segment}/\${id}${suffix}`,
    `/v3/${segment}/1${suffix}`,
  );

/** Dates go to the API as YYYY-MM-DD; they come back as an ISO 8601 date or date-time. */
export const apiDate = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
const isoDate = (example: string) => regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, example);

export const namedShape = { id: integer(1), name: string('India') };

export const clinicShape = { id: integer(101), name: string('Clinic Andheri 1') };

/** A page of clinics: at least one record, and the count before paging. */
export const clinicPageShape = { records: eachLike(clinicShape), total_count: integer(1) };

/** The Monitor shows each clinic's location id too; `total_count` counts every page. */
export const monitorPageShape = {
  records: eachLike({ ...clinicShape, location_id: integer(5) }),
  total_count: integer(11),
};

export const customerShape = { id: integer(2), first_name: string('Meera') };

export const campShape = {
  id: integer(1),
  name: string('Camp_Meera_Andheri_01-03-2026'),
  start_date: isoDate('2026-03-01'),
  end_date: isoDate('2026-03-05'),
  location_id: integer(5),
  user_id: integer(2),
  status: boolean(true),
  camp_status: boolean(true),
  created_at: isoDate('2026-02-20T09:30:00.000Z'),
  customer: customerShape,
  location: { id: integer(5), name: string('Andheri') },
};

export const assignmentShape = {
  assign_id: integer(1),
  clinic_id: integer(101),
  clinic_name: string('Clinic Andheri 1'),
  group_name: string('Group A'),
  group_code: string('GA'),
};

export const groupShape = { id: integer(1), name: string('Group A'), code: string('GA') };

/** `error` is the point of these bodies, so it is pinned; the wording of the message is not. */
export const outcomeShape = (error: boolean, message: string) => ({
  data: { error: equal(error), message: string(message) },
});

/** What every call answers without a token (openapi/v3.yaml `Unauthorized`). */
export const unauthorizedBody = { error: equal(true), message: string('Unauthorized') };
