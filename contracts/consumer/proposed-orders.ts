import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  approveOrder,
  cancelOrder,
  createOrder,
  dispatchOrder,
  filterOrders,
  getOrder,
  listKioskModels,
  receiveOrder,
  rejectOrder,
} from '@/generated/api/orders/orders';
import type { OrderCreateRequest, OrderFilterRequest } from '@/generated/model';
import type { ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';
import { byType, dataShape, dataOf } from '../support/data-shape';

const { equal, fromProviderState } = MatchersV3;

/**
 * The proposed order calls (docs/proposed-api.md, "Orders"; docs/orders.md) as the order screens
 * send them: the list with its status counts, an order, a new kiosk order, each named move, and the
 * kiosk models; the 409 of two administrators approving at once (the second's stale version, with
 * the order now), the 422 of a move the state forbids, the 403 of another customer's order (no order
 * data), an unknown id 404, and each call without a token 401.
 *
 * The example answers are the demo handlers' own on a fresh demo database on the fixed clock, set up
 * by the interaction's states (one order only), pinned by type field by field and list by list.
 */
const ADMIN = 1;
const placed = state('an order exists', { status: 'placed', foreign: 0 });
const approved = state('an order exists', { status: 'approved', foreign: 0 });
const inTransit = state('an order exists', { status: 'dispatched', foreign: 0 });
const foreign = state('an order exists', { status: 'placed', foreign: 1 });

const filterBody: OrderFilterRequest = { kind: 'kiosk', page: 1, limit: 10, searchValue: null, status: null };
const createBody = <C>(clinic: C) => ({
  kind: 'kiosk' as OrderCreateRequest['kind'],
  clinic_id: clinic,
  notes: 'For the new screening room.',
  lines: [{ manufacturer_id: 3, model_name: 'HK-500 Health Kiosk', consumable_id: null, quantity: 2 }],
  query_id: null,
});
const versionOf = <V>(version: V) => ({ version });
const stateVersion = (values: Record<string, unknown>) =>
  fromProviderState('${version}', idOf(values, 'version'));

export const defineProposedOrderPacts = (pact: PactV4): void => {
  it('filterOrders: one page of kiosk orders with the counts per status', async () => {
    const { db } = exampleDb([placed]);
    const answer = await answerOf(db, 'filterOrders', ADMIN, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request for the kiosk orders',
      given: [placed],
      call: pin({
        method: 'POST',
        path: '/v3/order/filter',
        body: filterBody,
        invoke: () => filterOrders(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ total_count: 1, status_counts: { placed: 1 } });
      },
    });
  });

  it('getOrder: an order with its lines, dispatches, history and allowed actions', async () => {
    const { db, values } = exampleDb([inTransit]);
    const answer = await answerOf(db, 'getOrder', ADMIN, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request for a kiosk order with one kiosk in transit',
      given: [inTransit],
      call: pin({ method: 'GET', path: recordPath('order'), invoke: () => getOrder(idOf(values)) }),
      status: 200,
      response: dataShape(answer.body, { status: equal('dispatched') }),
      check: async (outcome) => {
        const order = await dataOf(outcome);
        expect(order.dispatches).toHaveLength(1);
        expect(order.allowed_actions).toEqual(['dispatch']);
      },
    });
  });

  it("getOrder: another customer's order is a 403 without its data", async () => {
    const { db, values } = exampleDb([foreign]);
    const answer = await answerOf(db, 'getOrder', CUSTOMER, { id: String(idOf(values)) });
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'message']);
    await pinInteraction(pact, {
      description: "a request from a customer for another customer's order",
      asCustomer: true,
      given: [foreign],
      call: pin({ method: 'GET', path: recordPath('order'), invoke: () => getOrder(idOf(values)) }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: String(answer.body.message) })(outcome);
        await outcome.catch((error: unknown) => {
          expect(Object.keys((error as ApiError).body as object).sort()).toEqual(['error', 'message']);
        });
      },
    });
  });

  it('getOrder: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for order 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/order/999999', invoke: () => getOrder(999_999) }),
      status: 404,
      response: errorBody({ message: 'Order not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('createOrder: a customer orders two kiosks for their clinic', async () => {
    const { db, values } = exampleDb([placed]);
    const body = createBody(idOf(values, 'clinic_id'));
    const answer = await answerOf(db, 'createOrder', CUSTOMER, {}, body);
    await pinInteraction(pact, {
      description: 'a request from a customer to order two kiosks',
      asCustomer: true,
      given: [placed],
      call: pin({
        method: 'POST',
        path: '/v3/order/',
        body: createBody(fromProviderState('${clinic_id}', idOf(values, 'clinic_id'))),
        invoke: () => createOrder(body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('placed'), version: equal(1) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'placed', quantity: 2 });
      },
    });
  });

  it('createOrder: a kiosk model the platform does not sell is 422 on model_name', async () => {
    const { db, values } = exampleDb([placed]);
    const unknown = (clinic: unknown) => ({
      ...createBody(clinic),
      lines: [{ manufacturer_id: 3, model_name: 'HK-900 Prototype', consumable_id: null, quantity: 1 }],
    });
    const body = unknown(idOf(values, 'clinic_id'));
    const answer = await answerOf(db, 'createOrder', CUSTOMER, {}, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request from a customer to order a kiosk model that is not sold',
      asCustomer: true,
      given: [placed],
      call: pin({
        method: 'POST',
        path: '/v3/order/',
        body: unknown(fromProviderState('${clinic_id}', idOf(values, 'clinic_id'))),
        invoke: () => createOrder(body as OrderCreateRequest),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'model_name' }),
    });
  });

  it('approveOrder: approves a placed order from its current version', async () => {
    const { db, values } = exampleDb([placed]);
    const body = versionOf(idOf(values, 'version'));
    const answer = await answerOf(db, 'approveOrder', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to approve a placed order from its current version',
      given: [placed],
      call: pin({
        method: 'POST',
        path: recordPath('order', '/approve'),
        body: versionOf(stateVersion(values)),
        invoke: () => approveOrder(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('approved') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'approved' });
      },
    });
  });

  it('approveOrder: the second of two administrators approving at once gets 409 with the order now', async () => {
    const { db, values } = exampleDb([approved]);
    const body = versionOf(1);
    const answer = await answerOf(db, 'approveOrder', ADMIN, { id: String(idOf(values)) }, body);
    const current = answer.body.current as { history: Array<{ action: string }> };
    expect(current.history[0]?.action).toBe('approved');
    await pinInteraction(pact, {
      description: 'a request to approve an order from version 1, after another administrator approved it',
      given: [approved],
      call: pin({
        method: 'POST',
        path: recordPath('order', '/approve'),
        body,
        invoke: () => approveOrder(idOf(values), body),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('approveOrder: a move the state forbids is 422 with the reason', async () => {
    const { db, values } = exampleDb([approved]);
    const body = versionOf(idOf(values, 'version'));
    const answer = await answerOf(db, 'approveOrder', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to approve an order that is already approved, from its current version',
      given: [approved],
      call: pin({
        method: 'POST',
        path: recordPath('order', '/approve'),
        body: versionOf(stateVersion(values)),
        invoke: () => approveOrder(idOf(values), body),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'status' }),
    });
  });

  it('rejectOrder: rejects a placed order with a reason', async () => {
    const { db, values } = exampleDb([placed]);
    const body = { version: idOf(values, 'version'), reason: 'The clinic already has two idle kiosks.' };
    const answer = await answerOf(db, 'rejectOrder', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to reject a placed order with a reason',
      given: [placed],
      call: pin({
        method: 'POST',
        path: recordPath('order', '/reject'),
        body: { ...body, version: stateVersion(values) },
        invoke: () => rejectOrder(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('rejected') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'rejected' });
      },
    });
  });

  it('cancelOrder: cancels an approved order with a reason', async () => {
    const { db, values } = exampleDb([approved]);
    const body = { version: idOf(values, 'version'), reason: 'Ordered for the wrong clinic.' };
    const answer = await answerOf(db, 'cancelOrder', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to cancel an approved order with a reason',
      given: [approved],
      call: pin({
        method: 'POST',
        path: recordPath('order', '/cancel'),
        body: { ...body, version: stateVersion(values) },
        invoke: () => cancelOrder(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('cancelled') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'cancelled' });
      },
    });
  });

  it('dispatchOrder: sends one of the two kiosks, by serial number', async () => {
    const { db, values } = exampleDb([approved]);
    const lines = [{ line_id: 1, quantity: 1, serials: ['KS-2026-77002'], batch: null, expires_on: null }];
    const body = { version: idOf(values, 'version'), lines };
    const answer = await answerOf(db, 'dispatchOrder', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to dispatch one kiosk of an approved order',
      given: [approved],
      call: pin({
        method: 'POST',
        path: recordPath('order', '/dispatch'),
        body: { version: stateVersion(values), lines },
        invoke: () => dispatchOrder(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('dispatched') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'dispatched', dispatched: 1 });
      },
    });
  });

  it('receiveOrder: the customer receives the kiosk in transit, which joins the fleet', async () => {
    const { db, values } = exampleDb([inTransit]);
    const body = { version: idOf(values, 'version'), dispatch_id: idOf(values, 'dispatch_id') };
    const answer = await answerOf(db, 'receiveOrder', CUSTOMER, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request from the customer to receive the kiosk in transit',
      asCustomer: true,
      given: [inTransit],
      call: pin({
        method: 'POST',
        path: recordPath('order', '/receive'),
        body: {
          version: stateVersion(values),
          dispatch_id: fromProviderState('${dispatch_id}', idOf(values, 'dispatch_id')),
        },
        invoke: () => receiveOrder(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('dispatched') }),
      check: async (outcome) => {
        expect((await dataOf(outcome)).kiosks).toHaveLength(1);
      },
    });
  });

  it('listKioskModels: the models a kiosk order offers', async () => {
    const { db } = exampleDb();
    const answer = await answerOf(db, 'listKioskModels', ADMIN);
    await pinInteraction(pact, {
      description: 'a request for the kiosk models',
      call: pin({ method: 'GET', path: '/v3/kiosk-model/', invoke: () => listKioskModels() }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect((await outcome) as unknown[]).toHaveLength((answer.body.data as unknown[]).length);
      },
    });
  });

  it.each([
    ['filter', 'POST', '/v3/order/filter', filterBody, (): Promise<unknown> => filterOrders(filterBody)],
    ['create', 'POST', '/v3/order/', createBody(1), (): Promise<unknown> => createOrder(createBody(1))],
    ['get', 'GET', '/v3/order/1', undefined, (): Promise<unknown> => getOrder(1)],
    [
      'approve',
      'POST',
      '/v3/order/1/approve',
      versionOf(1),
      (): Promise<unknown> => approveOrder(1, versionOf(1)),
    ],
    [
      'reject',
      'POST',
      '/v3/order/1/reject',
      { version: 1, reason: 'No.' },
      (): Promise<unknown> => rejectOrder(1, { version: 1, reason: 'No.' }),
    ],
    [
      'cancel',
      'POST',
      '/v3/order/1/cancel',
      { version: 1, reason: 'No.' },
      (): Promise<unknown> => cancelOrder(1, { version: 1, reason: 'No.' }),
    ],
    [
      'dispatch',
      'POST',
      '/v3/order/1/dispatch',
      { version: 1, lines: [] },
      (): Promise<unknown> => dispatchOrder(1, { version: 1, lines: [] }),
    ],
    [
      'receive',
      'POST',
      '/v3/order/1/receive',
      { version: 1, dispatch_id: 1 },
      (): Promise<unknown> => receiveOrder(1, { version: 1, dispatch_id: 1 }),
    ],
    ['list models', 'GET', '/v3/kiosk-model/', undefined, (): Promise<unknown> => listKioskModels()],
  ] as const)('%s order without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation} order)`,
      signedOut: true,
      call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
