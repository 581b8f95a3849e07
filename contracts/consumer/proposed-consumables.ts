import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  createConsumable,
  filterConsumables,
  getConsumable,
  setConsumableStatus,
  updateConsumable,
} from '@/generated/api/consumables/consumables';
import type { ConsumableWriteRequest } from '@/generated/model';
import { type ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith, resolvesToData } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import type { ProviderState } from '../support/states';

const { boolean, eachLike, equal, fromProviderState, integer, number, regex, string } = MatchersV3;

/**
 * The proposed consumable calls (docs/proposed-api.md, "Consumables") as Consumables, Create
 * Consumable and Consumable Details send them: list, create, read, update from the version the edit
 * started from, disable; a name another consumable has refused with 422 on `name`, a stale update
 * with 409 and the current consumable, an unknown id 404, a doctor's read 403, and each call without
 * a token 401.
 */
const DEVICE_ID = 6;
const TEST_TYPE_ID = 4;
const write = (name: string): ConsumableWriteRequest => ({
  name,
  consumable_device_id: DEVICE_ID,
  unit: 'cartridge',
  pack_size: 20,
  price: 310,
  uses: [{ test_type_id: TEST_TYPE_ID, quantity: 1 }],
});
const CREATED = 'Pact Cartridges';
const TAKEN = 'Pact Taken Cartridges';
const RENAMED = 'Pact Cartridges Renamed';
/** The glucose strips (consumable 1), found by their name: one row, used by one test. */
const LIST_BODY = { page: 1, limit: 10, searchValue: 'Glucose test strips', status: true };

const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, example);

const consumableShape = (name: string, status = true) => ({
  id: integer(1),
  name: string(name),
  consumable_device: { id: integer(DEVICE_ID), name: string('Lipid panel cartridge') },
  unit: string('cartridge'),
  pack_size: integer(20),
  price: number(310),
  currency: string('INR'),
  status: status ? boolean(true) : equal(false),
  uses: eachLike({
    test_type: { id: integer(TEST_TYPE_ID), code: string('HBA1C'), name: string('HbA1c') },
    quantity: integer(1),
  }),
  version: integer(1),
  created_at: isoDateTime('2026-02-01T09:00:00.000Z'),
  updated_at: isoDateTime('2026-02-01T09:00:00.000Z'),
});

const state = (name: string, params: Record<string, string | number>): ProviderState => ({ name, params });
const exists = state('a consumable exists', {
  id: 1,
  consumable_device_id: DEVICE_ID,
  test_type_id: TEST_TYPE_ID,
});

export const defineProposedConsumablePacts = (pact: PactV4): void => {
  it('filterConsumables: finds the active consumables by name', async () => {
    const response = {
      data: { total_count: integer(1), records: eachLike(consumableShape('Glucose test strips')) },
    };
    await pinInteraction(pact, {
      description: 'a request for the active consumables named Glucose test strips',
      given: [
        state('a consumable with this name exists', {
          name: 'Glucose test strips',
          consumable_device_id: DEVICE_ID,
          test_type_id: TEST_TYPE_ID,
        }),
      ],
      call: pin({
        method: 'POST',
        path: '/v3/consumable/filter',
        body: LIST_BODY,
        invoke: () => filterConsumables(LIST_BODY),
      }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('filterConsumables: a doctor is refused (403), with no consumable in the body', async () => {
    await pinInteraction(pact, {
      description: 'a request by a doctor for the consumables',
      asDoctor: true,
      call: pin({
        method: 'POST',
        path: '/v3/consumable/filter',
        body: LIST_BODY,
        invoke: () => filterConsumables(LIST_BODY),
      }),
      status: 403,
      response: { error: equal(true), message: string('Doctors cannot read the consumables catalogue.') },
      check: rejectsWith(403, 'bad-request'),
    });
  });

  it('createConsumable: saves a new consumable and answers it at version 1', async () => {
    const body = write(CREATED);
    const response = { data: consumableShape(CREATED) };
    await pinInteraction(pact, {
      description: `a request to create the consumable ${CREATED}`,
      given: [
        state('a consumable name is free', {
          name: CREATED,
          consumable_device_id: DEVICE_ID,
          test_type_id: TEST_TYPE_ID,
        }),
      ],
      call: pin({ method: 'POST', path: '/v3/consumable/', body, invoke: () => createConsumable(body) }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('createConsumable: refuses a name another consumable has, on the field (422)', async () => {
    const body = write(TAKEN);
    await pinInteraction(pact, {
      description: `a request to create a consumable named ${TAKEN} where one exists`,
      given: [
        state('a consumable with this name exists', {
          name: TAKEN,
          consumable_device_id: DEVICE_ID,
          test_type_id: TEST_TYPE_ID,
        }),
      ],
      call: pin({ method: 'POST', path: '/v3/consumable/', body, invoke: () => createConsumable(body) }),
      status: 422,
      response: {
        error: equal(true),
        message: string(`A consumable named ${TAKEN} already exists.`),
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

  it('getConsumable: reads one consumable', async () => {
    const response = { data: consumableShape('Glucose test strips') };
    await pinInteraction(pact, {
      description: 'a request for consumable 1',
      given: [exists],
      call: pin({ method: 'GET', path: recordPath('consumable'), invoke: () => getConsumable(1) }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('getConsumable: an unknown id is a 404 with the error envelope', async () => {
    await pinInteraction(pact, {
      description: 'a request for consumable 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/consumable/999999', invoke: () => getConsumable(999_999) }),
      status: 404,
      response: { error: equal(true), message: string('Consumable not found') },
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('updateConsumable: saves an edit made from the current version', async () => {
    const response = { data: { ...consumableShape(RENAMED), version: integer(2) } };
    await pinInteraction(pact, {
      description: 'a request to edit consumable 1 from its current version',
      given: [exists],
      call: pin({
        method: 'PUT',
        path: recordPath('consumable'),
        body: { ...write(RENAMED), version: fromProviderState('${version}', 1) },
        invoke: () => updateConsumable(1, { ...write(RENAMED), version: 1 }),
      }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('updateConsumable: refuses a stale version with 409 and the current consumable', async () => {
    const body = { ...write(RENAMED), version: 1 };
    await pinInteraction(pact, {
      description: 'a request to edit consumable 1 from version 1, after someone else saved it',
      given: [
        state('a consumable was changed since version 1', {
          id: 1,
          consumable_device_id: DEVICE_ID,
          test_type_id: TEST_TYPE_ID,
        }),
      ],
      call: pin({
        method: 'PUT',
        path: recordPath('consumable'),
        body,
        invoke: () => updateConsumable(1, body),
      }),
      status: 409,
      response: {
        error: equal(true),
        message: string('This consumable was changed by someone else while you were editing it.'),
        current: { ...consumableShape('Glucose test strips'), version: integer(2) },
      },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('setConsumableStatus: disables a consumable', async () => {
    const response = { data: { ...consumableShape('Glucose test strips', false), version: integer(2) } };
    await pinInteraction(pact, {
      description: 'a request to disable consumable 1',
      given: [exists],
      call: pin({
        method: 'PUT',
        path: recordPath('consumable', '/status'),
        body: { status: false },
        invoke: () => setConsumableStatus(1, { status: false }),
      }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it.each([
    [
      'filter',
      'POST',
      '/v3/consumable/filter',
      LIST_BODY,
      (): Promise<unknown> => filterConsumables(LIST_BODY),
    ],
    ['create', 'POST', '/v3/consumable/', write(CREATED), () => createConsumable(write(CREATED))],
    ['get', 'GET', '/v3/consumable/1', undefined, () => getConsumable(1)],
    [
      'update',
      'PUT',
      '/v3/consumable/1',
      { ...write(RENAMED), version: 1 },
      () => updateConsumable(1, { ...write(RENAMED), version: 1 }),
    ],
    [
      'status',
      'PUT',
      '/v3/consumable/1/status',
      { status: false },
      () => setConsumableStatus(1, { status: false }),
    ],
  ] as const)('%s consumable without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation} consumable)`,
      signedOut: true,
      call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
