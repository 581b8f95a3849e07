import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { areaOfOperation, areaRefusal } from '@/lib/areas';
import { OPERATIONS } from '@/lib/http/operations';

import { createDemoDb, type DemoDb } from '../db';
import { happyPaths } from '../happy-paths';
import { call, type CallResult, serveExistingDb, signIn } from '../test-utils';
import { AREA_FORBIDDEN_CODE } from './role-areas';

/**
 * The support agent's sweep (docs/shell.md, "Roles and areas"; issue 37): every operation of the
 * contract, called as the support agent (role 4, Support only). The support calls and the
 * 'signed-in' ones answer; every other call is refused 403 `area_forbidden` with the area's label
 * and carries no data. Then the same for a custom role changed in the Roles catalogue mid-session:
 * the change applies at the next call. One seeded database for the whole file.
 */

const SUPPORT_AGENT = { username: 'support@example.com', password: 'Support@123' };
const SUPPORT_AGENT_ROLE_ID = 4;
const ADMIN = { username: 'admin@example.com', password: 'Admin@123' };

/** A path with every `{param}` filled: the session gate answers before the record is looked up. */
const pathOf = (template: string): string => template.replace(/\{[^}]+\}/g, '1');

const areaForbidden = (result: CallResult): boolean =>
  result.status === 403 && (result.body as { code?: unknown }).code === AREA_FORBIDDEN_CODE;

let db: DemoDb;
let requests: ReturnType<typeof happyPaths>;

beforeAll(() => {
  db = createDemoDb({ arrivalSeconds: 0 });
  requests = happyPaths(db);
});

beforeEach(() => {
  serveExistingDb(db);
});

const sessionCalls = OPERATIONS.filter((operation) => areaOfOperation(operation.operationId) !== 'public');

describe('the support agent, call by call', () => {
  let token: string;
  beforeAll(async () => {
    serveExistingDb(db);
    token = await signIn(SUPPORT_AGENT.username, SUPPORT_AGENT.password);
  });

  it('refuses every call outside Support with the area message and no data', async () => {
    const wrong: string[] = [];
    for (const operation of sessionCalls) {
      const area = areaOfOperation(operation.operationId);
      if (area === 'support' || area === 'signed-in' || area === 'public') continue;
      const result = await call(pathOf(operation.path), { method: operation.method, token, body: {} });
      const expected = { error: true, code: AREA_FORBIDDEN_CODE, message: areaRefusal(area) };
      if (result.status !== 403 || JSON.stringify(result.body) !== JSON.stringify(expected))
        wrong.push(`${operation.operationId}: ${result.status} ${JSON.stringify(result.body)}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('answers the Support calls and the signed-in lookups (their happy paths, or at least no area refusal)', async () => {
    const refused: string[] = [];
    for (const operation of sessionCalls) {
      const area = areaOfOperation(operation.operationId);
      if (area !== 'support' && area !== 'signed-in') continue;
      // Signing out or changing the password would end the sweep's session.
      if (operation.operationId === 'logout' || operation.operationId === 'changePassword') continue;
      const request = requests[operation.operationId] ?? { path: pathOf(operation.path), body: {} };
      const result = await call(request.path, { method: operation.method, token, body: request.body });
      if (areaForbidden(result) || (area === 'support' && result.status !== 200))
        refused.push(`${operation.operationId}: ${result.status} ${JSON.stringify(result.body)}`);
    }
    expect(refused).toEqual([]);
  }, 60_000);

  it('leaves the Super Admin every call', async () => {
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const queries = await call('/v3/query/filter', { token: admin, body: { page: 1, limit: 1 } });
    const filterOrders = requests.filterOrders ?? { path: '/v3/order/filter' };
    const orders = await call(filterOrders.path, { token: admin, body: filterOrders.body });
    expect([queries.status, orders.status]).toEqual([200, 200]);
  });
});

describe('a role changed in the Roles catalogue mid-session', () => {
  it('applies at the next call: areas added open their calls, areas removed close them', async () => {
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const agent = await signIn(SUPPORT_AGENT.username, SUPPORT_AGENT.password);
    const orders = requests.filterOrders ?? { path: '/v3/order/filter' };
    const queries = { path: '/v3/query/filter', body: { page: 1, limit: 5 } };
    expect(areaForbidden(await call(orders.path, { token: agent, body: orders.body }))).toBe(true);

    const role = await call(`/v3/role/${SUPPORT_AGENT_ROLE_ID}`, { method: 'GET', token: admin });
    const { name, version } = role.data as { name: string; version: number };
    const update = (permissions: string[], at: number) =>
      call(`/v3/role/${SUPPORT_AGENT_ROLE_ID}`, {
        method: 'PUT',
        token: admin,
        body: { name, permissions, version: at },
      });

    const widened = await update(['support', 'orders'], version);
    expect(widened.status).toBe(200);
    expect((await call(orders.path, { token: agent, body: orders.body })).status).toBe(200);

    const narrowed = await update(['orders'], version + 1);
    expect(narrowed.status).toBe(200);
    const refused = await call(queries.path, { token: agent, body: queries.body });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: true, code: AREA_FORBIDDEN_CODE, message: 'Your role does not include Support.' },
    });
    expect((await call(orders.path, { token: agent, body: orders.body })).status).toBe(200);

    // A role the catalogue holds disabled opens nothing (a role in use cannot be disabled through
    // the API, so the test sets it).
    const held = db.catalogues.roles.find(({ id }) => id === SUPPORT_AGENT_ROLE_ID);
    if (!held) throw new Error('the seed has no role 4');
    held.status = false;
    expect(areaForbidden(await call(orders.path, { token: agent, body: orders.body }))).toBe(true);
    Object.assign(held, { status: true, permissions: ['support'] });
    expect((await call(queries.path, { token: agent, body: queries.body })).status).toBe(200);
  });
});

describe('a role with Export but not Patients (docs/shell.md, "A call of several areas")', () => {
  it("answers the Export screen's patients and results, and refuses the Patients screens' own calls", async () => {
    const held = db.catalogues.roles.find(({ id }) => id === SUPPORT_AGENT_ROLE_ID);
    if (!held) throw new Error('the seed has no role 4');
    const before = held.permissions;
    held.permissions = ['export'];
    try {
      const agent = await signIn(SUPPORT_AGENT.username, SUPPORT_AGENT.password);
      const exportPage = { page: 1, limit: 500 };
      const patients = await call('/v3/patient/filter', { token: agent, body: exportPage });
      const results = await call('/v3/result/filter', { token: agent, body: exportPage });
      expect([patients.status, results.status]).toEqual([200, 200]);
      expect((patients.data as { total_count: number }).total_count).toBeGreaterThan(0);
      expect((results.data as { total_count: number }).total_count).toBeGreaterThan(0);

      const refused = { status: 403, body: { code: AREA_FORBIDDEN_CODE, message: areaRefusal('patients') } };
      const sessions = requests.filterScreeningSessions ?? { path: '/v3/screening-session/filter' };
      expect(await call('/v3/patient/1', { method: 'GET', token: agent })).toMatchObject(refused);
      expect(await call(sessions.path, { token: agent, body: sessions.body })).toMatchObject(refused);
      expect(
        await call('/v3/patient/1', { method: 'PUT', token: agent, body: { first_name: 'X', version: 1 } }),
      ).toMatchObject(refused);
      expect(await call('/v3/summary/filter', { token: agent, body: {} })).toMatchObject({
        status: 403,
        body: { message: areaRefusal('dashboard') },
      });
    } finally {
      held.permissions = before;
    }
  });
});
