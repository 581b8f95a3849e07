import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { changePassword } from '@/generated/api/auth/auth';
import {
  createCustomer,
  getCustomer,
  setCustomerStatus,
  updateCustomer,
} from '@/generated/api/customer-records/customer-records';
import type { CustomerCreateRequest, CustomerWriteRequest } from '@/generated/model';
import type { ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith, resolvesToData } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import type { ProviderState } from '../support/states';

const { boolean, equal, fromProviderState, integer, regex, string } = MatchersV3;

/**
 * The proposed customer calls and the new-password call (docs/proposed-api.md, "Customers") as
 * Create Customer, Customer Details, Edit Customer and the sign-in's new-password step send them:
 * create (with its temporary password), read, update from the version the edit started from,
 * disable; an email another account has refused with 422 on `email`, a stale update with 409 and the
 * current customer, another customer's record with 403 and no data, an unknown id 404, a new
 * password that breaks a rule 422 on `new_password`, and each call without a token 401.
 */
const write = (email: string): CustomerWriteRequest => ({
  first_name: 'Nandini',
  last_name: 'Rao',
  organisation_name: 'Rao Family Clinics',
  email,
  phone: '+91 80 4100 2200',
  address: '22 MG Road',
  location_id: 1,
  is_expose_api: false,
});
const create = (email: string): CustomerCreateRequest => ({ ...write(email), status: true });
const FREE = 'pact.customer@example.com';
const TAKEN = 'pact.taken@example.com';
const EDITED = 'pact.edited@example.com';

const named = (name: string) => ({ id: integer(1), name: string(name) });
const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, example);

const customerShape = (email: string, status = true) => ({
  id: integer(2),
  first_name: string('Nandini'),
  last_name: string('Rao'),
  organisation_name: string('Rao Family Clinics'),
  email: string(email),
  phone: string('+91 80 4100 2200'),
  address: string('22 MG Road'),
  location: {
    ...named('Andheri'),
    district: named('Mumbai Suburban'),
    state: named('Maharashtra'),
    country: named('India'),
  },
  is_expose_api: boolean(false),
  status: status ? boolean(true) : equal(false),
  counts: {
    clinics: integer(0),
    kiosks: integer(0),
    doctors: integer(0),
    patients: integer(0),
    open_orders: integer(0),
    open_support_queries: equal(null),
  },
  version: integer(1),
  created_at: isoDateTime('2026-01-05T09:00:00.000Z'),
  updated_at: isoDateTime('2026-01-05T09:00:00.000Z'),
});

const state = (name: string, params: Record<string, string | number>): ProviderState => ({ name, params });
const exists = state('a customer record exists', { id: 2 });
const another = state('a customer record of another customer exists', { customer_id: 2 });
const CURRENT = 'Pact@Current1';
const NEW_PASSWORD = 'Pact@Changed2';

export const defineProposedCustomerPacts = (pact: PactV4): void => {
  it('createCustomer: saves a new customer and answers it with a temporary password', async () => {
    const body = create(FREE);
    const response = {
      data: {
        customer: customerShape(FREE),
        temporary_password: regex(/^\S{12,}$/, 'Kq7#mT2p@Wx9'),
      },
    };
    await pinInteraction(pact, {
      description: `a request to create the customer ${FREE}`,
      given: [state('no account has this email', { email: FREE })],
      call: pin({ method: 'POST', path: '/v3/customer/', body, invoke: () => createCustomer(body) }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('createCustomer: refuses an email another account has, on the field (422)', async () => {
    const body = create(TAKEN);
    await pinInteraction(pact, {
      description: `a request to create a customer with ${TAKEN}, which another account has`,
      given: [state('an account has this email', { email: TAKEN })],
      call: pin({ method: 'POST', path: '/v3/customer/', body, invoke: () => createCustomer(body) }),
      status: 422,
      response: {
        error: equal(true),
        message: string(`${TAKEN} is already the email of another account.`),
        field: equal('email'),
      },
      check: async (outcome) => {
        await rejectsWith(422, 'bad-request')(outcome);
        await outcome.catch((error: unknown) => {
          expect((error as ApiError).body).toMatchObject({ field: 'email' });
        });
      },
    });
  });

  it('getCustomer: reads one customer', async () => {
    const response = { data: customerShape('customer@example.com') };
    await pinInteraction(pact, {
      description: 'a request for customer 2',
      given: [exists],
      call: pin({ method: 'GET', path: recordPath('customer'), invoke: () => getCustomer(2) }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('getCustomer: a customer reads their own record', async () => {
    const response = { data: customerShape('customer@example.com') };
    await pinInteraction(pact, {
      description: 'a request by customer 2 for their own record',
      asCustomer: true,
      given: [exists],
      call: pin({ method: 'GET', path: recordPath('customer'), invoke: () => getCustomer(2) }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it("getCustomer: another customer's record is a 403 without its data", async () => {
    await pinInteraction(pact, {
      description: "a request by a customer for another customer's record",
      asCustomer: true,
      given: [another],
      call: pin({ method: 'GET', path: recordPath('customer'), invoke: () => getCustomer(4) }),
      status: 403,
      response: { error: equal(true), message: equal('This customer is not one of yours.') },
      check: async (outcome) => {
        await rejectsWith(403, 'bad-request')(outcome);
        await outcome.catch((error: unknown) => {
          expect(Object.keys((error as ApiError).body as object).sort()).toEqual(['error', 'message']);
        });
      },
    });
  });

  it('getCustomer: an unknown id is a 404 with the error envelope', async () => {
    await pinInteraction(pact, {
      description: 'a request for customer 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/customer/999999', invoke: () => getCustomer(999_999) }),
      status: 404,
      response: { error: equal(true), message: string('Customer not found') },
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('updateCustomer: saves an edit made from the current version', async () => {
    const response = { data: { ...customerShape(EDITED), version: integer(2) } };
    await pinInteraction(pact, {
      description: 'a request to edit customer 2 from its current version',
      given: [exists, state('no account has this email', { email: EDITED })],
      call: pin({
        method: 'PUT',
        path: recordPath('customer'),
        body: { ...write(EDITED), version: fromProviderState('${version}', 1) },
        invoke: () => updateCustomer(2, { ...write(EDITED), version: 1 }),
      }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('updateCustomer: refuses a stale version with 409 and the current customer', async () => {
    const body = { ...write(EDITED), version: 1 };
    await pinInteraction(pact, {
      description: 'a request to edit customer 2 from version 1, after someone else saved it',
      given: [state('a customer record was changed since version 1', { id: 2 })],
      call: pin({ method: 'PUT', path: recordPath('customer'), body, invoke: () => updateCustomer(2, body) }),
      status: 409,
      response: {
        error: equal(true),
        message: string('This customer was changed by someone else while you were editing it.'),
        current: { ...customerShape('customer@example.com'), version: integer(2) },
      },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('updateCustomer: refuses an email another account has, on the field (422)', async () => {
    await pinInteraction(pact, {
      description: `a request to give customer 2 the email ${TAKEN}, which another account has`,
      given: [exists, state('an account has this email', { email: TAKEN })],
      call: pin({
        method: 'PUT',
        path: recordPath('customer'),
        body: { ...write(TAKEN), version: fromProviderState('${version}', 1) },
        invoke: () => updateCustomer(2, { ...write(TAKEN), version: 1 }),
      }),
      status: 422,
      response: {
        error: equal(true),
        message: string(`${TAKEN} is already the email of another account.`),
        field: equal('email'),
      },
      check: rejectsWith(422, 'bad-request'),
    });
  });

  it('setCustomerStatus: disables a customer', async () => {
    const response = {
      data: { ...customerShape('rohan.kapoor.4@customers.example.com', false), version: integer(2) },
    };
    await pinInteraction(pact, {
      description: 'a request to disable another customer than the demo one',
      given: [another],
      call: pin({
        method: 'PUT',
        path: recordPath('customer', '/status'),
        body: { status: false },
        invoke: () => setCustomerStatus(4, { status: false }),
      }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('changePassword: sets a new password', async () => {
    const body = { current_password: CURRENT, new_password: NEW_PASSWORD };
    const response = { data: { error: equal(false), message: string('Password changed') } };
    await pinInteraction(pact, {
      description: 'a request by the demo customer to replace their password',
      asCustomer: true,
      given: [state("a user's password is", { user_id: 2, password: CURRENT })],
      call: pin({ method: 'PUT', path: '/v3/auth/password', body, invoke: () => changePassword(body) }),
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });

  it('changePassword: refuses a new password that breaks a rule, on the field (422)', async () => {
    const body = { current_password: 'Admin@123', new_password: 'short' };
    await pinInteraction(pact, {
      description: 'a request to set a password of 5 characters',
      given: [state("a user's password is", { user_id: 1, password: 'Admin@123' })],
      call: pin({ method: 'PUT', path: '/v3/auth/password', body, invoke: () => changePassword(body) }),
      status: 422,
      response: {
        error: equal(true),
        message: string('The new password must have at least 8 characters.'),
        field: equal('new_password'),
      },
      check: rejectsWith(422, 'bad-request'),
    });
  });

  it.each([
    ['create', 'POST', '/v3/customer/', create(FREE), (): Promise<unknown> => createCustomer(create(FREE))],
    ['get', 'GET', '/v3/customer/2', undefined, (): Promise<unknown> => getCustomer(2)],
    [
      'update',
      'PUT',
      '/v3/customer/2',
      { ...write(EDITED), version: 1 },
      (): Promise<unknown> => updateCustomer(2, { ...write(EDITED), version: 1 }),
    ],
    [
      'status',
      'PUT',
      '/v3/customer/2/status',
      { status: false },
      (): Promise<unknown> => setCustomerStatus(2, { status: false }),
    ],
    [
      'password',
      'PUT',
      '/v3/auth/password',
      { current_password: CURRENT, new_password: NEW_PASSWORD },
      (): Promise<unknown> => changePassword({ current_password: CURRENT, new_password: NEW_PASSWORD }),
    ],
  ] as const)('%s customer without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation} customer)`,
      signedOut: true,
      call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
