import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  createIntegration,
  filterDeliveries,
  filterIntegrations,
  getIntegration,
  redeliver,
  rotateIntegrationSecret,
  sendTestEvent,
  setIntegrationStatus,
  updateIntegration,
} from '@/generated/api/integrations/integrations';
import type { IntegrationFilterRequest, IntegrationWriteRequest } from '@/generated/model';
import { PACT_RECEIVER } from '@/mocks/provider-states-integrations';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { pathFromProviderState, recordPath, unauthorizedBody } from '../support/matchers';
import { ADMIN, byType, dataOf, dataShape, fromState } from './support-examples';
import { answerOf, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';

const { equal, regex } = MatchersV3;

/**
 * The External Integrations calls (docs/integrations.md; docs/proposed-api.md, "External
 * Integrations") as the list, Create and the details page send them: the list, a new integration
 * (its secret answered once, and the 422 of a URL outside https:), an integration (masked; and an
 * unknown id's 404), an edit (and the 409 of a stale one), Disable, Rotate secret, the delivery log,
 * Send test event and Redeliver; then each call without a token 401. The example answers are the
 * demo handlers' own on a fresh demo database on the fixed clock; the state leaves one integration.
 */
const only = (version = 1) => state('an integration exists', { version });
const SECRET = regex(/^whsec_[0-9a-f]{32}$/, 'whsec_0d2e4f6a8b1c3d5e7f9a0b1c2d3e77ab');
const MASKED = regex(/^whsec_…[0-9a-f]{4}$/, 'whsec_…77ab');

const filterBody: IntegrationFilterRequest = { page: 1, limit: 10, searchValue: null, status: true };
const writeBody: IntegrationWriteRequest = {
  name: 'Pharmacy relay',
  kind: 'webhook',
  url: 'https://hooks.example.com/pharmacy',
  events: ['order.moved'],
};
const editBody: IntegrationWriteRequest = { ...writeBody, name: 'Lab results relay', url: PACT_RECEIVER };
const logBody = { page: 1, limit: 10 };

const integrationPath = (suffix = '') => recordPath('integration', suffix);
const deliveryPath = pathFromProviderState(
  String.raw`^/v3/delivery/\d+/redeliver$`,
  '/v3/delivery/${delivery_id}/redeliver',
  '/v3/delivery/1/redeliver',
);

/** The answer without the secret: it carries the mask, never a field named like a secret. */
const masked = async (outcome: Promise<unknown>) => {
  const data = await dataOf(outcome);
  expect(JSON.stringify(data)).not.toMatch(/"(secret|signing_secret)"/);
  return data;
};

const definePinned = (pact: PactV4): void => {
  it('filterIntegrations: the active integrations', async () => {
    const { db } = exampleDb([only()]);
    const answer = await answerOf(db, 'filterIntegrations', ADMIN, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request for the active integrations',
      given: [only()],
      call: pin({
        method: 'POST',
        path: '/v3/integration/filter',
        body: filterBody,
        invoke: () => filterIntegrations(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await masked(outcome)).toMatchObject({ total_count: 1 });
      },
    });
  });

  it('createIntegration: a new integration, and its signing secret this once', async () => {
    const { db } = exampleDb([only()]);
    const answer = await answerOf(db, 'createIntegration', ADMIN, {}, writeBody);
    const data = answer.body.data as { integration: Record<string, unknown> };
    await pinInteraction(pact, {
      description: 'a request to create an integration',
      given: [only()],
      call: pin({
        method: 'POST',
        path: '/v3/integration/',
        body: writeBody,
        invoke: () => createIntegration(writeBody),
      }),
      status: 200,
      response: {
        data: {
          integration: {
            ...(byType(data.integration) as object),
            status: equal(true),
            secret_prefix: MASKED,
          },
          secret: SECRET,
        },
      },
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ integration: { name: writeBody.name, status: true } });
      },
    });
  });

  it('createIntegration: an http: URL to another machine is 422 on url', async () => {
    const { db } = exampleDb([only()]);
    const body = { ...writeBody, url: 'http://hooks.example.com/pharmacy' };
    const answer = await answerOf(db, 'createIntegration', ADMIN, {}, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request to create an integration whose URL is not https:',
      given: [only()],
      call: pin({ method: 'POST', path: '/v3/integration/', body, invoke: () => createIntegration(body) }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'url' }),
    });
  });

  it('getIntegration: one integration, its secret masked', async () => {
    const { db, values } = exampleDb([only()]);
    const answer = await answerOf(db, 'getIntegration', ADMIN, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request for an integration',
      given: [only()],
      call: pin({ method: 'GET', path: integrationPath(), invoke: () => getIntegration(idOf(values)) }),
      status: 200,
      response: dataShape(answer.body, { secret_prefix: MASKED }),
      check: async (outcome) => {
        expect(await masked(outcome)).toMatchObject({ name: 'Lab results relay' });
      },
    });
  });

  it('getIntegration: an unknown id is a 404', async () => {
    const { db } = exampleDb();
    const answer = await answerOf(db, 'getIntegration', ADMIN, { id: '999999' });
    expect(answer.status).toBe(404);
    await pinInteraction(pact, {
      description: 'a request for integration 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/integration/999999', invoke: () => getIntegration(999_999) }),
      status: 404,
      response: errorBody(answer.body),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('updateIntegration: an edit from the current version', async () => {
    const { db, values } = exampleDb([only()]);
    const body = { version: idOf(values, 'version'), ...editBody };
    const answer = await answerOf(db, 'updateIntegration', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to edit an integration from its current version',
      given: [only()],
      call: pin({
        method: 'PUT',
        path: integrationPath(),
        body: { ...body, version: fromState(values, 'version') },
        invoke: () => updateIntegration(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await masked(outcome)).toMatchObject({ events: ['order.moved'], version: 2 });
      },
    });
  });

  it('updateIntegration: an edit from version 1 after another administrator changed it is 409 with the integration now', async () => {
    const { db, values } = exampleDb([only(2)]);
    const body = { version: 1, ...editBody };
    const answer = await answerOf(db, 'updateIntegration', ADMIN, { id: String(idOf(values)) }, body);
    expect(answer.status).toBe(409);
    await pinInteraction(pact, {
      description: 'a request to edit an integration from version 1, after another administrator changed it',
      given: [only(2)],
      call: pin({
        method: 'PUT',
        path: integrationPath(),
        body,
        invoke: () => updateIntegration(idOf(values), body),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('setIntegrationStatus: Disable from the current version', async () => {
    const { db, values } = exampleDb([only()]);
    const body = { version: idOf(values, 'version'), status: false };
    const answer = await answerOf(db, 'setIntegrationStatus', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to disable an integration from its current version',
      given: [only()],
      call: pin({
        method: 'PUT',
        path: integrationPath('/status'),
        body: { ...body, version: fromState(values, 'version') },
        invoke: () => setIntegrationStatus(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal(false) }),
      check: async (outcome) => {
        expect(await masked(outcome)).toMatchObject({ status: false });
      },
    });
  });

  it('rotateIntegrationSecret: a new signing secret, this once', async () => {
    const { db, values } = exampleDb([only()]);
    const body = { version: idOf(values, 'version') };
    const answer = await answerOf(db, 'rotateIntegrationSecret', ADMIN, { id: String(idOf(values)) }, body);
    const data = answer.body.data as { integration: Record<string, unknown> };
    await pinInteraction(pact, {
      description: 'a request to rotate the signing secret of an integration from its current version',
      given: [only()],
      call: pin({
        method: 'POST',
        path: integrationPath('/rotate-secret'),
        body: { version: fromState(values, 'version') },
        invoke: () => rotateIntegrationSecret(idOf(values), body),
      }),
      status: 200,
      response: {
        data: {
          integration: { ...(byType(data.integration) as object), secret_prefix: MASKED },
          secret: SECRET,
        },
      },
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ integration: { version: 2 } });
      },
    });
  });

  it('filterDeliveries: the delivery log, newest first', async () => {
    const { db, values } = exampleDb([only()]);
    const answer = await answerOf(db, 'filterDeliveries', ADMIN, { id: String(idOf(values)) }, logBody);
    await pinInteraction(pact, {
      description: 'a request for the delivery log of an integration',
      given: [only()],
      call: pin({
        method: 'POST',
        path: integrationPath('/deliveries'),
        body: logBody,
        invoke: () => filterDeliveries(idOf(values), logBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ total_count: 1 });
      },
    });
  });
};

/** The sends wait for the first attempt: the state's receiver answers 200. */
const defineSends = (pact: PactV4): void => {
  it('sendTestEvent: a test event, answered after its first attempt', async () => {
    const { db, values } = exampleDb([only()]);
    const answer = await answerOf(db, 'sendTestEvent', ADMIN, { id: String(idOf(values)) });
    expect(answer.body.data).toMatchObject({ state: 'delivered', status_code: 200, test: true });
    await pinInteraction(pact, {
      description: 'a request to send a test event to an integration',
      given: [only()],
      call: pin({
        method: 'POST',
        path: integrationPath('/test'),
        invoke: () => sendTestEvent(idOf(values)),
      }),
      status: 200,
      response: dataShape(answer.body, { state: equal('delivered'), test: equal(true) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ state: 'delivered', attempts: 1 });
      },
    });
  });

  it('redeliver: the same body again as a new delivery', async () => {
    const { db, values } = exampleDb([only()]);
    const answer = await answerOf(db, 'redeliver', ADMIN, { id: String(idOf(values, 'delivery_id')) });
    expect(answer.body.data).toMatchObject({ state: 'delivered', status_code: 200 });
    await pinInteraction(pact, {
      description: 'a request to redeliver a delivery',
      given: [only()],
      call: pin({
        method: 'POST',
        path: deliveryPath,
        invoke: () => redeliver(idOf(values, 'delivery_id')),
      }),
      status: 200,
      response: dataShape(answer.body, { state: equal('delivered') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ state: 'delivered' });
      },
    });
  });
};

const status = { version: 1, status: false };
const UNAUTHORIZED = [
  ['filterIntegrations', 'POST', '/v3/integration/filter', filterBody, () => filterIntegrations(filterBody)],
  ['createIntegration', 'POST', '/v3/integration/', writeBody, () => createIntegration(writeBody)],
  ['getIntegration', 'GET', '/v3/integration/1', undefined, () => getIntegration(1)],
  [
    'updateIntegration',
    'PUT',
    '/v3/integration/1',
    { version: 1, ...editBody },
    () => updateIntegration(1, { version: 1, ...editBody }),
  ],
  ['setIntegrationStatus', 'PUT', '/v3/integration/1/status', status, () => setIntegrationStatus(1, status)],
  [
    'rotateIntegrationSecret',
    'POST',
    '/v3/integration/1/rotate-secret',
    { version: 1 },
    () => rotateIntegrationSecret(1, { version: 1 }),
  ],
  ['filterDeliveries', 'POST', '/v3/integration/1/deliveries', logBody, () => filterDeliveries(1, logBody)],
  ['sendTestEvent', 'POST', '/v3/integration/1/test', undefined, () => sendTestEvent(1)],
  ['redeliver', 'POST', '/v3/delivery/1/redeliver', undefined, () => redeliver(1)],
] as const satisfies ReadonlyArray<
  readonly [string, 'GET' | 'POST' | 'PUT', string, unknown, () => Promise<unknown>]
>;

export const defineProposedIntegrationPacts = (pact: PactV4): void => {
  definePinned(pact);
  defineSends(pact);
  it.each(UNAUTHORIZED)('%s without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation})`,
      signedOut: true,
      call: pin<unknown>({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
