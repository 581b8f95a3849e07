import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { createApiKey, filterApiKeys, revokeApiKey, rotateApiKey } from '@/generated/api/api-keys/api-keys';
import { getPublicResults } from '@/generated/api/public/public';
import type { ApiKeyCreateRequest, ApiKeyFilterRequest } from '@/generated/model';
import type { ApiError } from '@/lib/http/api-error';
import { demoRouteDefinitions } from '@/mocks/handlers';
import { PACT_API_KEY_SECRET } from '@/mocks/provider-states-api-keys';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { byType, dataOf, dataShape } from '../support/data-shape';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';

const { equal, fromProviderState, regex } = MatchersV3;

/**
 * The proposed API key calls (docs/proposed-api.md, "API keys"; docs/api-keys.md) as API Secret Key
 * sends them: the list (a customer's own, an administrator's every customer's), a new key and a
 * rotation whose answers carry the secret once (pinned by its shape only: it is random), the
 * revocation; an administrator's create refused (403), a bad address (422), a stale rotation (409),
 * another customer's key (403 without its data), and each call without a token (401). The public
 * call is pinned with the key a provider state installs with a known, demo-only secret (200) and
 * without a key (401); its other refusals (revoked, expired, address, scope) are
 * src/mocks/public-results.node.test.ts's, over real HTTP.
 */
const ADMIN = 1;
const DOCTOR = 3;
const active = state('an API key exists', { status: 'active', foreign: 0 });
const revoked = state('an API key exists', { status: 'revoked', foreign: 0 });
const foreign = state('an API key exists', { status: 'active', foreign: 1 });

const SECRET = regex(/^hk_live_[A-Za-z0-9_-]{40}$/, `hk_live_${'Q3vXk1b9TzR7mWc2Ld8H'.repeat(2)}`);
/**
 * A new key's prefix: the first 12 characters of a random secret, so the example is fixed here (the
 * demo's own would change the pact file on every run) and the provider's is matched by its shape.
 */
const PREFIX = regex(/^hk_live_[A-Za-z0-9_-]{4}$/, 'hk_live_Q3vX');
const filterBody: ApiKeyFilterRequest = {
  page: 1,
  limit: 10,
  searchValue: null,
  customer_id: null,
  status: null,
};
const createBody = <E>(expiresOn: E, ips: string[] = ['203.0.113.0/24']) => ({
  name: 'Nightly export',
  scopes: ['results' as const],
  clinic_ids: [],
  allowed_ips: ips,
  expires_on: expiresOn,
});
const expiresOn = (values: Record<string, unknown>) =>
  fromProviderState('${expires_on}', String(values.expires_on));
const versionOf = <V>(version: V) => ({ version });
const stateVersion = (values: Record<string, unknown>) =>
  fromProviderState('${version}', idOf(values, 'version'));

/** No answer but create's and rotate's carries a secret, or any answer its hash. */
const expectNoSecret = (value: unknown) => {
  const text = JSON.stringify(value);
  expect(text).not.toContain('"secret"');
  expect(text).not.toContain('secret_hash');
};

export const defineProposedApiKeyPacts = (pact: PactV4): void => {
  it("filterApiKeys: a customer's own keys, without secrets", async () => {
    const { db } = exampleDb([active]);
    const answer = await answerOf(db, 'filterApiKeys', CUSTOMER, {}, filterBody);
    expectNoSecret(answer.body);
    await pinInteraction(pact, {
      description: 'a request from a customer for their API keys',
      asCustomer: true,
      given: [active],
      call: pin({
        method: 'POST',
        path: '/v3/api-key/filter',
        body: filterBody,
        invoke: () => filterApiKeys(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        const page = await dataOf(outcome);
        expect(page).toMatchObject({ total_count: 1 });
        expectNoSecret(page);
      },
    });
  });

  it("filterApiKeys: an administrator sees another customer's key", async () => {
    const { db } = exampleDb([foreign]);
    const answer = await answerOf(db, 'filterApiKeys', ADMIN, {}, filterBody);
    await pinInteraction(pact, {
      description: "a request from an administrator for every customer's API keys",
      given: [foreign],
      call: pin({
        method: 'POST',
        path: '/v3/api-key/filter',
        body: filterBody,
        invoke: () => filterApiKeys(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ total_count: 1 });
      },
    });
  });

  it('filterApiKeys: a doctor has no API keys (403)', async () => {
    const { db } = exampleDb([active]);
    const answer = await answerOf(db, 'filterApiKeys', DOCTOR, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request from a doctor for API keys',
      asDoctor: true,
      given: [active],
      call: pin({
        method: 'POST',
        path: '/v3/api-key/filter',
        body: filterBody,
        invoke: () => filterApiKeys(filterBody),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(403, { message: 'Doctors have no API keys.' }),
    });
  });

  it('createApiKey: a customer creates a key; the answer carries its secret once', async () => {
    const { db, values } = exampleDb([active]);
    const body = createBody(String(values.expires_on));
    const answer = await answerOf(db, 'createApiKey', CUSTOMER, {}, body);
    const data = answer.body.data as Record<string, unknown>;
    await pinInteraction(pact, {
      description: 'a request from a customer to create an API key',
      asCustomer: true,
      given: [active],
      call: pin({
        method: 'POST',
        path: '/v3/api-key/',
        body: createBody(expiresOn(values)),
        invoke: () => createApiKey(body as ApiKeyCreateRequest),
      }),
      status: 200,
      response: {
        data: {
          key: { ...(byType({ ...(data.key as object) }) as object), prefix: PREFIX },
          secret: SECRET,
        },
      },
      check: async (outcome) => {
        const created = await outcome;
        expect(created.secret).toMatch(/^hk_live_/);
        // The mock answers the pinned examples: the prefix's shape, not the secret's first 12 characters.
        expect(created.key.prefix).toMatch(/^hk_live_/);
        expect(created.key.status).toBe('active');
      },
    });
  });

  it('createApiKey: an address that is not one is 422 on allowed_ips', async () => {
    const { db, values } = exampleDb([active]);
    const body = createBody(String(values.expires_on), ['10.0.0.300']);
    const answer = await answerOf(db, 'createApiKey', CUSTOMER, {}, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request from a customer to create an API key for the address 10.0.0.300',
      asCustomer: true,
      given: [active],
      call: pin({
        method: 'POST',
        path: '/v3/api-key/',
        body: createBody(expiresOn(values), ['10.0.0.300']),
        invoke: () => createApiKey(body as ApiKeyCreateRequest),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'allowed_ips' }),
    });
  });

  it('createApiKey: an administrator does not create keys (403)', async () => {
    const { db, values } = exampleDb([active]);
    const body = createBody(String(values.expires_on));
    const answer = await answerOf(db, 'createApiKey', ADMIN, {}, body);
    expect(answer.status).toBe(403);
    await pinInteraction(pact, {
      description: 'a request from an administrator to create an API key',
      given: [active],
      call: pin({
        method: 'POST',
        path: '/v3/api-key/',
        body: createBody(expiresOn(values)),
        invoke: () => createApiKey(body as ApiKeyCreateRequest),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: rejectsWith(403, 'bad-request'),
    });
  });

  it('rotateApiKey: a new key and its secret once; the old one retiring for 24 hours', async () => {
    const { db, values } = exampleDb([active]);
    const body = versionOf(idOf(values, 'version'));
    const answer = await answerOf(db, 'rotateApiKey', CUSTOMER, { id: String(idOf(values)) }, body);
    const data = answer.body.data as Record<string, unknown>;
    await pinInteraction(pact, {
      description: 'a request from a customer to rotate their API key from its current version',
      asCustomer: true,
      given: [active],
      call: pin({
        method: 'POST',
        path: recordPath('api-key', '/rotate'),
        body: versionOf(stateVersion(values)),
        invoke: () => rotateApiKey(idOf(values), body),
      }),
      status: 200,
      response: {
        data: {
          key: { ...(byType({ ...(data.key as object) }) as object), prefix: PREFIX },
          secret: SECRET,
          retiring: { ...(byType(data.retiring) as object), status: equal('retiring') },
        },
      },
      check: async (outcome) => {
        const rotated = await outcome;
        expect(rotated.retiring.status).toBe('retiring');
        expect(rotated.retiring.replaced_by).toBe(rotated.key.id);
        expectNoSecret(rotated.retiring);
      },
    });
  });

  it('rotateApiKey: a stale version is 409 with the key now', async () => {
    const { db, values } = exampleDb([revoked]);
    const body = versionOf(1);
    const answer = await answerOf(db, 'rotateApiKey', CUSTOMER, { id: String(idOf(values)) }, body);
    expect(answer.status).toBe(409);
    expectNoSecret(answer.body);
    await pinInteraction(pact, {
      description: 'a request from a customer to rotate their API key from version 1, after it was revoked',
      asCustomer: true,
      given: [revoked],
      call: pin({
        method: 'POST',
        path: recordPath('api-key', '/rotate'),
        body,
        invoke: () => rotateApiKey(idOf(values), body),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('revokeApiKey: an administrator revokes a customer key at once; no secret in the answer', async () => {
    const { db, values } = exampleDb([foreign]);
    const body = versionOf(idOf(values, 'version'));
    const answer = await answerOf(db, 'revokeApiKey', ADMIN, { id: String(idOf(values)) }, body);
    expectNoSecret(answer.body);
    await pinInteraction(pact, {
      description: "a request from an administrator to revoke a customer's API key",
      given: [foreign],
      call: pin({
        method: 'POST',
        path: recordPath('api-key', '/revoke'),
        body: versionOf(stateVersion(values)),
        invoke: () => revokeApiKey(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('revoked') }),
      check: async (outcome) => {
        const key = await dataOf(outcome);
        expect(key).toMatchObject({ status: 'revoked' });
        expectNoSecret(key);
      },
    });
  });

  it("revokeApiKey: another customer's key is a 403 without its data", async () => {
    const { db, values } = exampleDb([foreign]);
    const body = versionOf(idOf(values, 'version'));
    const answer = await answerOf(db, 'revokeApiKey', CUSTOMER, { id: String(idOf(values)) }, body);
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'message']);
    await pinInteraction(pact, {
      description: "a request from a customer to revoke another customer's API key",
      asCustomer: true,
      given: [foreign],
      call: pin({
        method: 'POST',
        path: recordPath('api-key', '/revoke'),
        body: versionOf(stateVersion(values)),
        invoke: () => revokeApiKey(idOf(values), body),
      }),
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

  it('revokeApiKey: a key already revoked is 422', async () => {
    const { db, values } = exampleDb([revoked]);
    const body = versionOf(idOf(values, 'version'));
    const answer = await answerOf(db, 'revokeApiKey', CUSTOMER, { id: String(idOf(values)) }, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request from a customer to revoke their API key that is already revoked',
      asCustomer: true,
      given: [revoked],
      call: pin({
        method: 'POST',
        path: recordPath('api-key', '/revoke'),
        body: versionOf(stateVersion(values)),
        invoke: () => revokeApiKey(idOf(values), body),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: rejectsWith(422, 'bad-request'),
    });
  });

  it("getPublicResults: a key's holder reads the results of its clinic", async () => {
    const known = state('an API key exists', { status: 'active', foreign: 0, known: 1 });
    const { db } = exampleDb([known]);
    const route = demoRouteDefinitions.find((candidate) => candidate.operation === 'getPublicResults');
    const headers = new Headers({ 'x-api-key': PACT_API_KEY_SECRET });
    const query = new URLSearchParams();
    const answer = await route!.resolve({
      db,
      user: db.user(CUSTOMER)!,
      params: {},
      body: undefined,
      token: null,
      headers,
      query,
    });
    expect(answer.status).toBe(200);
    await pinInteraction(pact, {
      description: 'a request for the first page of public results with an API key',
      given: [known],
      headers: { 'x-api-key': PACT_API_KEY_SECRET },
      call: pin({
        method: 'GET',
        path: '/v3/public/results',
        invoke: () => getPublicResults(undefined, { headers: { 'x-api-key': PACT_API_KEY_SECRET } }),
      }),
      status: 200,
      response: dataShape(answer.body as Record<string, unknown>),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toHaveProperty('total_count');
      },
    });
  });

  it('getPublicResults: without an API key answers 401', async () => {
    await pinInteraction(pact, {
      description: 'a request for the public results without an API key',
      signedOut: true,
      call: pin({ method: 'GET', path: '/v3/public/results', invoke: () => getPublicResults() }),
      status: 401,
      response: errorBody(
        { message: 'Unauthorized: the API key is missing or unknown' },
        { exactMessage: true },
      ),
      check: rejectsWith(401, 'unauthorized'),
    });
  });

  it.each([
    ['filter', 'POST', '/v3/api-key/filter', filterBody, (): Promise<unknown> => filterApiKeys(filterBody)],
    [
      'create',
      'POST',
      '/v3/api-key/',
      createBody('2026-08-30'),
      (): Promise<unknown> => createApiKey(createBody('2026-08-30')),
    ],
    [
      'rotate',
      'POST',
      '/v3/api-key/1/rotate',
      versionOf(1),
      (): Promise<unknown> => rotateApiKey(1, versionOf(1)),
    ],
    [
      'revoke',
      'POST',
      '/v3/api-key/1/revoke',
      versionOf(1),
      (): Promise<unknown> => revokeApiKey(1, versionOf(1)),
    ],
  ] as const)('%s API key without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation} API key)`,
      signedOut: true,
      call: pin({ method, path, body, invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
