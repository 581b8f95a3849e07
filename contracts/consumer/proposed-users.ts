import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  createUser,
  disableUsers,
  filterUsers,
  getUser,
  setUserStatus,
  updateUser,
} from '@/generated/api/users/users';
import type { StaffUserCreateRequest, StaffUserFilterRequest } from '@/generated/model';
import { GetUserResponse } from '@/generated/zod/v3.zod';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { byType, dataOf, dataShape } from '../support/data-shape';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';

const { equal, fromProviderState } = MatchersV3;

/**
 * The proposed Users calls (docs/proposed-api.md, "Users"; docs/users.md) as the Users screens send
 * them: the list, a user, Create User with its temporary password (in that answer only: the record
 * has no field for it), Edit and its 409, Disable and the refusal to disable the last active Super
 * Admin, bulk Disable with a refusal per user, the 401 of a disabled user's token at its next call,
 * a customer's 403, an unknown id's 404, and each call without a token 401.
 *
 * The example answers are the demo handlers' own on a fresh demo database on the fixed clock, set up
 * by the interaction's states (two staff accounts), pinned by type field by field.
 */
const ADMIN = 1;
const staff = state('a staff account exists', { last_super_admin: 0 });
const lastSuperAdmin = state('a staff account exists', { last_super_admin: 1 });
const callerDisabled = state('the signed-in administrator is disabled', {});

const filterBody: StaffUserFilterRequest = {
  page: 1,
  limit: 10,
  searchValue: 'Neha Kulkarni',
  role_id: null,
  status: null,
  inactive: false,
};
const createBody: StaffUserCreateRequest = {
  first_name: 'Priya',
  last_name: 'Menon',
  email: 'priya.menon@example.com',
  role_id: 4,
  expires_at: null,
};
const updateBody = <V>(version: V) => ({
  first_name: 'Neha',
  last_name: 'Kulkarni',
  email: 'neha.k@example.com',
  role_id: 4,
  expires_at: null,
  version,
});
const stateVersion = (values: Record<string, unknown>) =>
  fromProviderState('${version}', idOf(values, 'version'));

export const defineProposedUserPacts = (pact: PactV4): void => {
  it('filterUsers: one page of staff accounts', async () => {
    const { db } = exampleDb([staff]);
    const answer = await answerOf(db, 'filterUsers', ADMIN, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request for the staff accounts',
      given: [staff],
      call: pin({
        method: 'POST',
        path: '/v3/user/filter',
        body: filterBody,
        invoke: () => filterUsers(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ total_count: 1 });
      },
    });
  });

  it("filterUsers: a disabled administrator's token is refused at its next call (401)", async () => {
    const { db } = exampleDb([staff, callerDisabled]);
    expect((await answerOf(db, 'filterUsers', ADMIN, {}, filterBody)).status).toBe(200);
    await pinInteraction(pact, {
      description: 'a request for the staff accounts with the token of an administrator since disabled',
      given: [staff, callerDisabled],
      call: pin({
        method: 'POST',
        path: '/v3/user/filter',
        body: filterBody,
        invoke: () => filterUsers(filterBody),
      }),
      status: 401,
      response: {
        error: equal(true),
        message: equal('Unauthorized: This account is disabled. Contact your administrator.'),
      },
      check: rejectsWith(401, 'unauthorized'),
    });
  });

  it('filterUsers: a customer is refused (403)', async () => {
    const { db } = exampleDb();
    const answer = await answerOf(db, 'filterUsers', CUSTOMER, {}, filterBody);
    expect(answer.status).toBe(403);
    await pinInteraction(pact, {
      description: 'a request from a customer for the staff accounts',
      asCustomer: true,
      call: pin({
        method: 'POST',
        path: '/v3/user/filter',
        body: filterBody,
        invoke: () => filterUsers(filterBody),
      }),
      status: 403,
      response: errorBody(answer.body),
      check: rejectsWith(403, 'bad-request'),
    });
  });

  it('getUser: a staff account', async () => {
    const { db, values } = exampleDb([staff]);
    const answer = await answerOf(db, 'getUser', ADMIN, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request for a staff account',
      given: [staff],
      call: pin({ method: 'GET', path: recordPath('user'), invoke: () => getUser(idOf(values)) }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(Object.keys(await dataOf(outcome))).not.toContain('temporary_password');
      },
    });
  });

  it('getUser: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for user 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/user/999999', invoke: () => getUser(999_999) }),
      status: 404,
      response: errorBody({ message: 'User not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('createUser: the new account and its temporary password, answered once', async () => {
    const { db } = exampleDb([staff]);
    const answer = await answerOf(db, 'createUser', ADMIN, {}, createBody);
    await pinInteraction(pact, {
      description: 'a request to create a staff account',
      given: [staff],
      call: pin({
        method: 'POST',
        path: '/v3/user/',
        body: createBody,
        invoke: () => createUser(createBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        const created = await dataOf(outcome);
        expect(String(created.temporary_password)).toHaveLength(12);
        // The record itself does not carry it: no later answer (getUser, filterUsers) does.
        expect(JSON.stringify(created.user)).not.toContain(String(created.temporary_password));
      },
    });
  });

  it('createUser: an email another account has is 422 on email', async () => {
    const { db } = exampleDb([staff]);
    const body = { ...createBody, email: 'neha.kulkarni@example.com' };
    const answer = await answerOf(db, 'createUser', ADMIN, {}, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request to create a staff account with an email another account has',
      given: [staff],
      call: pin({ method: 'POST', path: '/v3/user/', body, invoke: () => createUser(body) }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'email' }),
    });
  });

  it('updateUser: saves from the current version', async () => {
    const { db, values } = exampleDb([staff]);
    const answer = await answerOf(db, 'updateUser', ADMIN, { id: String(idOf(values)) }, updateBody(1));
    await pinInteraction(pact, {
      description: 'a request to change a staff account from its current version',
      given: [staff],
      call: pin({
        method: 'PUT',
        path: recordPath('user'),
        body: updateBody(stateVersion(values)),
        invoke: () => updateUser(idOf(values), updateBody(idOf(values, 'version'))),
      }),
      status: 200,
      response: dataShape(answer.body, { email: equal('neha.k@example.com') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ version: 2 });
      },
    });
  });

  it('updateUser: a stale version is 409 with the user now', async () => {
    const { db, values } = exampleDb([staff]);
    const answer = await answerOf(db, 'updateUser', ADMIN, { id: String(idOf(values)) }, updateBody(7));
    expect(answer.status).toBe(409);
    await pinInteraction(pact, {
      description: 'a request to change a staff account from a version someone else has replaced',
      given: [staff],
      call: pin({
        method: 'PUT',
        path: recordPath('user'),
        body: updateBody(7),
        invoke: () => updateUser(idOf(values), updateBody(7)),
      }),
      status: 409,
      response: errorBody(answer.body, { current: GetUserResponse.shape.data }),
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('setUserStatus: disables a staff account', async () => {
    const { db, values } = exampleDb([staff]);
    const body = { status: false, version: 1 };
    const answer = await answerOf(db, 'setUserStatus', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to disable a staff account',
      given: [staff],
      call: pin({
        method: 'POST',
        path: recordPath('user', '/status'),
        body: { status: false, version: stateVersion(values) },
        invoke: () => setUserStatus(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal(false) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: false });
      },
    });
  });

  it('setUserStatus: the last active Super Admin cannot be disabled (422 with the reason)', async () => {
    const { db, values } = exampleDb([lastSuperAdmin]);
    const body = { status: false, version: 1 };
    // The caller is the user manager (Neha Kulkarni, the state's); the target the Super Admin Asha Rao.
    const answer = await answerOf(db, 'setUserStatus', idOf(values), { id: String(ADMIN) }, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request from a user manager to disable the last active Super Admin',
      given: [lastSuperAdmin],
      call: pin({
        method: 'POST',
        path: `/v3/user/${ADMIN}/status`,
        body: {
          status: false,
          version: fromProviderState('${admin_version}', idOf(values, 'admin_version')),
        },
        invoke: () => setUserStatus(ADMIN, body),
      }),
      status: 422,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(422, {
        message: 'Asha Rao is the last active Super Admin. Give another user the Super Admin role first.',
      }),
    });
  });

  it('disableUsers: disables each it may and refuses your own account with the reason', async () => {
    const { db, values } = exampleDb([staff]);
    const body = { ids: [idOf(values), ADMIN] };
    const answer = await answerOf(db, 'disableUsers', ADMIN, {}, body);
    await pinInteraction(pact, {
      description: "a request to disable a staff account and the caller's own",
      given: [staff],
      call: pin({
        method: 'POST',
        path: '/v3/user/disable',
        body: { ids: [fromProviderState('${id}', idOf(values)), ADMIN] },
        invoke: () => disableUsers(body),
      }),
      status: 200,
      response: {
        data: {
          disabled: byType((answer.body.data as { disabled: unknown }).disabled),
          refused: [
            {
              id: equal(ADMIN),
              name: equal('Asha Rao'),
              message: equal('You cannot disable your own account.'),
            },
          ],
        },
      },
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ disabled: [idOf(values)] });
      },
    });
  });

  it.each([
    ['filter', 'POST', '/v3/user/filter', filterBody, (): Promise<unknown> => filterUsers(filterBody)],
    ['create', 'POST', '/v3/user/', createBody, (): Promise<unknown> => createUser(createBody)],
    ['get', 'GET', '/v3/user/1', undefined, (): Promise<unknown> => getUser(1)],
    ['update', 'PUT', '/v3/user/1', updateBody(1), (): Promise<unknown> => updateUser(1, updateBody(1))],
    [
      'status',
      'POST',
      '/v3/user/1/status',
      { status: false, version: 1 },
      (): Promise<unknown> => setUserStatus(1, { status: false, version: 1 }),
    ],
    ['disable', 'POST', '/v3/user/disable', { ids: [1] }, (): Promise<unknown> => disableUsers({ ids: [1] })],
  ] as const)('%s user without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation} user)`,
      signedOut: true,
      call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
