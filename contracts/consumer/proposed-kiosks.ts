import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { createKiosk, filterKiosks, getKiosk, moveKiosk, retireKiosk } from '@/generated/api/kiosks/kiosks';
import type { KioskFilterRequest, KioskMoveRequest, KioskRetireRequest } from '@/generated/model';
import type { ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';
import { byType, dataShape, dataOf } from '../support/data-shape';

const { equal, fromProviderState } = MatchersV3;

/**
 * The proposed kiosk calls (docs/proposed-api.md, "Kiosks") as Kiosk Inventory and Kiosk Details
 * send them: the list searched by serial number, a kiosk with its history, a kiosk received into
 * stock, moved to repair and retired; a taken serial number refused with 422 on `serial_number`, a
 * stale move with 409 and the current kiosk, another customer's kiosk with 403 and no kiosk data, an
 * unknown id 404, and each call without a token 401.
 *
 * The example answers are the demo handlers' own on a fresh demo database on the fixed clock, set up
 * by the interaction's states (as the telemedicine pacts'), pinned by type field by field; a list
 * (the history, a page) element by element, since a kiosk's history mixes a first line with no
 * `from` and moves with one. The states fix the kiosk's place and history, so every pinned field
 * answers with one type on any demo database.
 */
const ADMIN = 1;
const LISTED = 'KS-PACT-0001';
const CREATED = 'KS-PACT-0811';
const TAKEN = 'KS-PACT-0500';
const MANUFACTURER = 3;

const deployed = state('a kiosk of the customer is deployed', {
  customer_id: CUSTOMER,
  serial_number: LISTED,
});
const movedSince = state('a kiosk of the customer was moved since version 1', {
  customer_id: CUSTOMER,
  serial_number: LISTED,
});
const foreign = state('a kiosk of another customer exists', { customer_id: CUSTOMER });

const createBody = (serial_number: string) => ({
  serial_number,
  manufacturer_id: MANUFACTURER,
  model_name: 'HK-500 Health Kiosk',
});
const filterBody: KioskFilterRequest = {
  searchValue: LISTED,
  status: null,
  app_out_of_date: null,
  silent_minutes: null,
  page: 1,
  limit: 10,
};
const moveBody = <V>(version: V) => ({
  status: 'in_repair' as KioskMoveRequest['status'],
  clinic_id: null,
  reason: 'Printer jams on every report.',
  version,
});
const retireBody = <V>(version: V) => ({ reason: 'Beyond economical repair.', version });

export const defineProposedKioskPacts = (pact: PactV4): void => {
  it("filterKiosks: the customer's kiosks, searched by serial number", async () => {
    const { db } = exampleDb([deployed]);
    const answer = await answerOf(db, 'filterKiosks', CUSTOMER, {}, filterBody);
    await pinInteraction(pact, {
      description: "a request for the customer's kiosks with a serial number",
      asCustomer: true,
      given: [deployed],
      call: pin({
        method: 'POST',
        path: '/v3/kiosk/filter',
        body: filterBody,
        invoke: () => filterKiosks(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        const page = await dataOf(outcome);
        expect(page.records).toHaveLength(1);
      },
    });
  });

  it('getKiosk: the customer reads their own kiosk with its history', async () => {
    const { db, values } = exampleDb([deployed]);
    const answer = await answerOf(db, 'getKiosk', CUSTOMER, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: "a request for one of the customer's kiosks",
      asCustomer: true,
      given: [deployed],
      call: pin({ method: 'GET', path: recordPath('kiosk'), invoke: () => getKiosk(idOf(values)) }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect((await dataOf(outcome)).history).toHaveLength(2);
      },
    });
  });

  it("getKiosk: another customer's kiosk is a 403 without its data", async () => {
    const { db, values } = exampleDb([foreign]);
    const answer = await answerOf(db, 'getKiosk', CUSTOMER, { id: String(idOf(values)) });
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'message']);
    await pinInteraction(pact, {
      description: "a request for another customer's kiosk",
      asCustomer: true,
      given: [foreign],
      call: pin({ method: 'GET', path: recordPath('kiosk'), invoke: () => getKiosk(idOf(values)) }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: 'This kiosk is not one of yours.' })(outcome);
        await outcome.catch((error: unknown) => {
          expect(Object.keys((error as ApiError).body as object).sort()).toEqual(['error', 'message']);
        });
      },
    });
  });

  it('getKiosk: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for kiosk 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/kiosk/999999', invoke: () => getKiosk(999_999) }),
      status: 404,
      response: errorBody({ message: 'Kiosk not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('createKiosk: receives a kiosk into stock at version 1', async () => {
    const given = [
      state('no kiosk has this serial number', { serial_number: CREATED, manufacturer_id: MANUFACTURER }),
    ];
    const { db } = exampleDb(given);
    const body = createBody(CREATED);
    const answer = await answerOf(db, 'createKiosk', ADMIN, {}, body);
    await pinInteraction(pact, {
      description: `a request to receive the kiosk ${CREATED} into stock`,
      given,
      call: pin({ method: 'POST', path: '/v3/kiosk/', body, invoke: () => createKiosk(body) }),
      status: 200,
      response: dataShape(answer.body, { status: equal('in_stock'), version: equal(1) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'in_stock', version: 1 });
      },
    });
  });

  it('createKiosk: refuses a serial number another kiosk has, on the field (422)', async () => {
    const given = [
      state('a kiosk has this serial number', { serial_number: TAKEN, manufacturer_id: MANUFACTURER }),
    ];
    const { db } = exampleDb(given);
    const body = createBody(TAKEN);
    const answer = await answerOf(db, 'createKiosk', ADMIN, {}, body);
    await pinInteraction(pact, {
      description: `a request to receive a kiosk with the serial number ${TAKEN}, which another kiosk has`,
      given,
      call: pin({ method: 'POST', path: '/v3/kiosk/', body, invoke: () => createKiosk(body) }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'serial_number' }),
    });
  });

  it('moveKiosk: sends a kiosk to repair from its current version', async () => {
    const { db, values } = exampleDb([deployed]);
    const body: KioskMoveRequest = moveBody(idOf(values, 'version'));
    const answer = await answerOf(db, 'moveKiosk', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: "a request to send the customer's kiosk to repair from its current version",
      given: [deployed],
      call: pin({
        method: 'PUT',
        path: recordPath('kiosk', '/move'),
        body: moveBody(fromProviderState('${version}', idOf(values, 'version'))),
        invoke: () => moveKiosk(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('in_repair') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'in_repair' });
      },
    });
  });

  it('moveKiosk: refuses a stale version with 409 and the current kiosk', async () => {
    const { db, values } = exampleDb([movedSince]);
    const body: KioskMoveRequest = moveBody(1);
    const answer = await answerOf(db, 'moveKiosk', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: "a request to send the customer's kiosk to repair from version 1, after someone moved it",
      given: [movedSince],
      call: pin({
        method: 'PUT',
        path: recordPath('kiosk', '/move'),
        body,
        invoke: () => moveKiosk(idOf(values), body),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('retireKiosk: retires a kiosk from its current version', async () => {
    const { db, values } = exampleDb([deployed]);
    const body: KioskRetireRequest = retireBody(idOf(values, 'version'));
    const answer = await answerOf(db, 'retireKiosk', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: "a request to retire the customer's kiosk from its current version",
      given: [deployed],
      call: pin({
        method: 'PUT',
        path: recordPath('kiosk', '/retire'),
        body: retireBody(fromProviderState('${version}', idOf(values, 'version'))),
        invoke: () => retireKiosk(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('retired') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'retired', clinic: null });
      },
    });
  });

  it.each([
    ['filter', 'POST', '/v3/kiosk/filter', filterBody, (): Promise<unknown> => filterKiosks(filterBody)],
    [
      'create',
      'POST',
      '/v3/kiosk/',
      createBody(CREATED),
      (): Promise<unknown> => createKiosk(createBody(CREATED)),
    ],
    ['get', 'GET', '/v3/kiosk/1', undefined, (): Promise<unknown> => getKiosk(1)],
    ['move', 'PUT', '/v3/kiosk/1/move', moveBody(1), (): Promise<unknown> => moveKiosk(1, moveBody(1))],
    [
      'retire',
      'PUT',
      '/v3/kiosk/1/retire',
      retireBody(1),
      (): Promise<unknown> => retireKiosk(1, retireBody(1)),
    ],
  ] as const)('%s kiosk without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation} kiosk)`,
      signedOut: true,
      call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
