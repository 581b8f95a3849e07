import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  createClinic,
  getClinic,
  setClinicStatus,
  updateClinic,
} from '@/generated/api/clinic-records/clinic-records';
import type { ClinicWriteRequest } from '@/generated/model';
import { type ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith, resolvesToData } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import type { ProviderState } from '../support/states';

const { boolean, equal, fromProviderState, integer, like, regex, string } = MatchersV3;

/**
 * The proposed clinic calls (docs/proposed-api.md, "Clinics") as Create Clinic, Clinic Details and
 * Edit Clinic send them: create, read, update from the version the edit started from, disable; a
 * name the customer already has refused with 422 on `name`, a stale update with 409 and the current
 * clinic, an unknown id 404, and each call without a token 401.
 */
const REFERENCES = { customer_id: 2, clinic_type_id: 1, location_id: 1 };
const HOURS: ClinicWriteRequest['opening_hours'] = [
  { day: 'monday', open: '09:00', close: '18:00' },
  { day: 'tuesday', open: '09:00', close: '18:00' },
  { day: 'wednesday', open: '09:00', close: '18:00' },
  { day: 'thursday', open: '09:00', close: '18:00' },
  { day: 'friday', open: '09:00', close: '18:00' },
  { day: 'saturday', open: '09:00', close: '13:00' },
  { day: 'sunday', open: null, close: null },
];
const write = (name: string): ClinicWriteRequest => ({
  name,
  ...REFERENCES,
  address: '14 Link Road, Andheri West',
  phone: '+91 22 4000 1200',
  email: 'pact.clinic@example.com',
  opening_hours: HOURS,
  amc_start: '2026-01-01',
  amc_expiry: '2026-12-31',
});
const CREATED = 'Pact Clinic';
const TAKEN = 'Pact Taken Clinic';
const RENAMED = 'Pact Clinic Renamed';

const named = (name: string) => ({ id: integer(1), name: string(name) });
const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, example);
const isoDate = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);

const clinicShape = (name: string, status = true) => ({
  id: integer(1),
  name: string(name),
  customer: named('Meera Iyer'),
  clinic_type: named('Standalone clinic'),
  location: {
    ...named('Andheri'),
    district: named('Mumbai Suburban'),
    state: named('Maharashtra'),
    country: named('India'),
  },
  address: string('14 Link Road, Andheri West'),
  phone: string('+91 22 4000 1200'),
  email: string('pact.clinic@example.com'),
  opening_hours: like(HOURS),
  amc_start: isoDate('2026-01-01'),
  amc_expiry: isoDate('2026-12-31'),
  status: status ? boolean(true) : equal(false),
  sync: { synced: boolean(true), pending_forced_update: boolean(false) },
  activity: like({ camps: [], doctors: [], patients_screened_30_days: 0 }),
  version: integer(1),
  created_at: isoDateTime('2026-01-05T09:00:00.000Z'),
  updated_at: isoDateTime('2026-01-05T09:00:00.000Z'),
});

const state = (name: string, params: Record<string, string | number>): ProviderState => ({ name, params });
const exists = state('a clinic exists', { id: 1, ...REFERENCES });

export const defineProposedClinicPacts = (pact: PactV4): void => {
  it('createClinic: saves a new clinic and answers it at version 1', async () => {
    const body = write(CREATED);
    const response = { data: clinicShape(CREATED) };
    await pinInteraction(pact, {
      description: `a request to create the clinic ${CREATED}`,
      given: [state('a clinic name is free for its customer', { name: CREATED, ...REFERENCES })],
      call: pin({ method: 'POST', path: '/v3/clinic/', body, invoke: () => createClinic(body) }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('createClinic: refuses a name its customer already has, on the field (422)', async () => {
    const body = write(TAKEN);
    await pinInteraction(pact, {
      description: `a request to create a clinic named ${TAKEN} where its customer has one`,
      given: [state('a clinic with this name exists for its customer', { name: TAKEN, ...REFERENCES })],
      call: pin({ method: 'POST', path: '/v3/clinic/', body, invoke: () => createClinic(body) }),
      status: 422,
      response: {
        error: equal(true),
        message: string(`This customer already has a clinic named ${TAKEN}.`),
        field: equal('name'),
      },
      check: async (outcome) => {
        await rejectsWith(422, 'bad-request')(outcome);
        await outcome.catch((error: unknown) => {
          expect((error as ApiError).body).toMatchObject({ field: 'name' });
        });
      },
    });
  });

  it('getClinic: reads one clinic', async () => {
    const response = { data: clinicShape('Swasthya Andheri 1') };
    await pinInteraction(pact, {
      description: 'a request for clinic 1',
      given: [exists],
      call: pin({ method: 'GET', path: recordPath('clinic'), invoke: () => getClinic(1) }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('getClinic: an unknown id is a 404 with the error envelope', async () => {
    await pinInteraction(pact, {
      description: 'a request for clinic 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/clinic/999999', invoke: () => getClinic(999_999) }),
      status: 404,
      response: { error: equal(true), message: string('Clinic not found') },
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('updateClinic: saves an edit made from the current version', async () => {
    const response = { data: { ...clinicShape(RENAMED), version: integer(2) } };
    await pinInteraction(pact, {
      description: 'a request to edit clinic 1 from its current version',
      given: [exists],
      call: pin({
        method: 'PUT',
        path: recordPath('clinic'),
        body: { ...write(RENAMED), version: fromProviderState('${version}', 1) },
        invoke: () => updateClinic(1, { ...write(RENAMED), version: 1 }),
      }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('updateClinic: refuses a stale version with 409 and the current clinic', async () => {
    const body = { ...write(RENAMED), version: 1 };
    await pinInteraction(pact, {
      description: 'a request to edit clinic 1 from version 1, after someone else saved it',
      given: [state('a clinic was changed since version 1', { id: 1, ...REFERENCES })],
      call: pin({ method: 'PUT', path: recordPath('clinic'), body, invoke: () => updateClinic(1, body) }),
      status: 409,
      response: {
        error: equal(true),
        message: string('This clinic was changed by someone else while you were editing it.'),
        current: { ...clinicShape('Swasthya Andheri 1'), version: integer(2) },
      },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('setClinicStatus: disables a clinic', async () => {
    const response = { data: { ...clinicShape('Swasthya Andheri 1', false), version: integer(2) } };
    await pinInteraction(pact, {
      description: 'a request to disable clinic 1',
      given: [exists],
      call: pin({
        method: 'PUT',
        path: recordPath('clinic', '/status'),
        body: { status: false },
        invoke: () => setClinicStatus(1, { status: false }),
      }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it.each([
    ['create', 'POST', '/v3/clinic/', write(CREATED), () => createClinic(write(CREATED))],
    ['get', 'GET', '/v3/clinic/1', undefined, () => getClinic(1)],
    [
      'update',
      'PUT',
      '/v3/clinic/1',
      { ...write(RENAMED), version: 1 },
      () => updateClinic(1, { ...write(RENAMED), version: 1 }),
    ],
    ['status', 'PUT', '/v3/clinic/1/status', { status: false }, () => setClinicStatus(1, { status: false })],
  ] as const)('%s clinic without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation} clinic)`,
      signedOut: true,
      call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
