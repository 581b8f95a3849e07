import { beforeEach, describe, expect, it } from 'vitest';

import { AREAS } from '@/lib/areas';

import { createDemoDb, type DemoDb } from '../db';
import { demoAccounts } from '../demo-accounts';
import { demoRouteDefinitions } from '../handlers';
import { demoRoutes } from '../routes';
import { call, messageOf, serveDemoDb, serveExistingDb, signIn } from '../test-utils';
import { INVALID_CREDENTIALS } from './auth';
import { MALFORMED_JSON, UNAUTHORIZED_BAD_TOKEN, UNAUTHORIZED_NO_TOKEN } from './kit';

let db: DemoDb;

describe('POST /v3/login/dashboard', () => {
  beforeEach(() => {
    db = serveDemoDb();
  });

  it.each(demoAccounts)('signs in the demo $role and answers a token and the user', async (account) => {
    const { status, data } = await call('/v3/login/dashboard', {
      body: { username: account.username, password: account.password },
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ valid: true, user: { user_type: account.role, email: account.username } });
    const { token, user } = data as { token: string; user: Record<string, unknown> };
    expect(db.userForToken(token)?.email).toBe(account.username);
    expect(user).not.toHaveProperty('password');
  });

  it('gives the demo accounts the fixed ids, names and API flag', async () => {
    const users = await Promise.all(
      demoAccounts.map(async ({ username, password }) => {
        const { data } = await call('/v3/login/dashboard', { body: { username, password } });
        const { id, first_name, is_expose_api, role } = (
          data as { user: { role: { id: number; name: string } } & Record<string, unknown> }
        ).user;
        return { id, first_name, is_expose_api, role: { id: role.id, name: role.name } };
      }),
    );
    expect(users).toEqual([
      { id: 1, first_name: 'Asha', is_expose_api: false, role: { id: 1, name: 'Super Admin' } },
      { id: 2, first_name: 'Meera', is_expose_api: true, role: { id: 2, name: 'Customer' } },
      { id: 3, first_name: 'Vikram', is_expose_api: false, role: { id: 3, name: 'Doctor' } },
      { id: 5001, first_name: 'Nandini', is_expose_api: false, role: { id: 3, name: 'Doctor' } },
      { id: 9010, first_name: 'Sam', is_expose_api: false, role: { id: 4, name: 'Support Agent' } },
    ]);
  });

  it("answers the role's areas with the user, so the app asks nothing more (docs/shell.md, Roles and areas)", async () => {
    const permissionsOf = async (username: string, password: string) => {
      const { data } = await call('/v3/login/dashboard', { body: { username, password } });
      return (data as { user: { role: { permissions?: string[] } } }).user.role.permissions;
    };
    expect(await permissionsOf('admin@example.com', 'Admin@123')).toEqual([...AREAS]);
    expect(await permissionsOf('support@example.com', 'Support@123')).toEqual(['support']);
  });

  it('accepts the username in any case and with spaces around it', async () => {
    const { data } = await call('/v3/login/dashboard', {
      body: { username: ' Admin@Example.com ', password: 'Admin@123' },
    });
    expect(data).toMatchObject({ valid: true });
  });

  it.each([
    ['a wrong password', { username: 'admin@example.com', password: 'admin@123' }],
    ['an unknown user', { username: 'nobody@example.com', password: 'Admin@123' }],
  ])('answers valid false with a message for %s, and no token', async (_case, body) => {
    const { status, data } = await call('/v3/login/dashboard', { body });
    expect(status).toBe(200);
    expect(data).toEqual({ valid: false, message: INVALID_CREDENTIALS });
    expect(db.tokens.size).toBe(0);
  });

  it('answers 400 with a message for a malformed or incomplete body', async () => {
    const malformed = await call('/v3/login/dashboard', { rawBody: '{"username": "admin@example.com",' });
    expect(malformed).toMatchObject({ status: 400, body: { error: true, message: MALFORMED_JSON } });
    const empty = await call('/v3/login/dashboard', { body: { username: '', password: 'x' } });
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toMatch(/^Invalid request body: username/);
    const array = await call('/v3/login/dashboard', { body: ['admin@example.com'] });
    expect(array.status).toBe(400);
  });
});

describe('POST /v3/login/logout', () => {
  beforeEach(() => {
    db = serveDemoDb();
  });

  it('invalidates the token: the next call with it is a 401', async () => {
    const token = await signIn('customer@example.com', 'Customer@123');
    const before = await call('/v3/customer/filter', { token, body: { status: true } });
    expect(before.status).toBe(200);
    const logout = await call('/v3/login/logout', { token, body: { userId: 2 } });
    expect(logout).toMatchObject({ status: 200, data: { error: false, message: 'Logged out' } });
    const after = await call('/v3/customer/filter', { token, body: { status: true } });
    expect(after).toMatchObject({ status: 401, body: { error: true, message: UNAUTHORIZED_BAD_TOKEN } });
  });

  // Issue 32: a refused body answered 400 and left the token valid (a shared PC stayed signed in).
  it.each([
    ['a body the schema refuses', { body: { userId: 'me' } }],
    ['a body that is not an object', { body: ['bye'] }],
    ['a body that is not JSON', { rawBody: '{"userId":' }],
    ['no body', {}],
  ] as const)('revokes the token whatever the body: %s', async (_what, options) => {
    const token = await signIn('customer@example.com', 'Customer@123');
    const logout = await call('/v3/login/logout', { token, ...options });
    expect(logout).toMatchObject({ status: 200, data: { error: false, message: 'Logged out' } });
    const after = await call('/v3/customer/filter', { token, body: { status: true } });
    expect(after).toMatchObject({ status: 401, body: { error: true, message: UNAUTHORIZED_BAD_TOKEN } });
  });

  it('leaves other sessions signed in', async () => {
    const first = await signIn('admin@example.com', 'Admin@123');
    const second = await signIn('admin@example.com', 'Admin@123');
    await call('/v3/login/logout', { token: first });
    expect((await call('/v3/customer/filter', { token: second, body: {} })).status).toBe(200);
  });
});

describe('authentication of every other call', () => {
  // Nothing here writes: a 401 is answered before any handler reads the data, so one seeded
  // database serves every case (seeding one per case cost most of this file's 20 s).
  const shared = createDemoDb();
  beforeEach(() => {
    serveExistingDb(shared);
  });
  const publicOperations = new Set<string>(
    demoRouteDefinitions
      .filter((definition) => definition.isPublic === true)
      .map(({ operation }) => operation),
  );
  // The public ones need no session: sign-in, and the API key's read (its key is its credential).
  const protectedRoutes = Object.entries(demoRoutes).filter(
    ([operation]) => !publicOperations.has(operation),
  );
  const concrete = (path: string): string => path.replace(/^\*/, '').replace(':id', '1');

  it.each(protectedRoutes)('%s answers 401 with a message without a token', async (_operation, route) => {
    const result = await call(concrete(route.path), { method: route.method, body: {} });
    expect(result).toMatchObject({ status: 401, body: { error: true, message: UNAUTHORIZED_NO_TOKEN } });
  });

  it.each(protectedRoutes)(
    '%s answers 401 with a message for an unknown token',
    async (_operation, route) => {
      const result = await call(concrete(route.path), {
        method: route.method,
        body: {},
        token: 'forged-token',
      });
      expect(result).toMatchObject({ status: 401, body: { error: true, message: UNAUTHORIZED_BAD_TOKEN } });
    },
  );

  it('has two public operations: sign-in and the read an API key makes (x-api-key, no session)', () => {
    expect([...publicOperations].sort()).toEqual(['getPublicResults', 'loginDashboard']);
  });
});
