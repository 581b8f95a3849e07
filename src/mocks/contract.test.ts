import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@tests/msw/server';

import { createDemoDb, type DemoDb } from './db';
import { createDemoDispatcher } from './handlers';
import { happyPaths } from './happy-paths';
import { type DemoOperation, demoRoutes } from './routes';
import { ADMIN_ID, API_BASE, call, CUSTOMER_ID, DOCTOR_ID, serveDemoDb } from './test-utils';

let db: DemoDb;
beforeEach(() => {
  db = serveDemoDb();
});

/** What each role gets on the telemedicine happy paths: doctors work consultations, others watch. */
const TELEMEDICINE_EXPECTED: Record<string, readonly [admin: number, customer: number, doctor: number]> = {
  filterDoctors: [200, 200, 200],
  createDoctor: [200, 200, 403],
  getDoctor: [200, 200, 200],
  updateDoctor: [200, 200, 200],
  setDoctorClinics: [200, 200, 403],
  setDoctorSignature: [200, 200, 200],
  filterConsultations: [200, 200, 200],
  consultationSummary: [200, 200, 200],
  getConsultation: [200, 200, 200],
  moveConsultation: [403, 403, 200],
  saveConsultationNote: [403, 403, 200],
  filterBookings: [200, 200, 200],
  convertBooking: [403, 403, 200],
};

/** docs/proposed-api.md, "Kiosks": every role lists (a customer their own, a doctor none). */
const KIOSK_EXPECTED: Record<string, readonly [admin: number, customer: number, doctor: number]> = {
  filterKiosks: [200, 200, 200],
};

/**
 * docs/customers.md: a customer reads their own record; the happy path's password is the demo
 * customer's, so the others' current password is refused (422 on `current_password`).
 */
const CUSTOMER_EXPECTED: Record<string, readonly [admin: number, customer: number, doctor: number]> = {
  getCustomer: [200, 200, 403],
  changePassword: [422, 200, 422],
};

/**
 * docs/orders.md: customers place and receive orders, read the consumables catalogue and keep their
 * clinics' stock; administrators approve, reject and dispatch (not place or receive); doctors none.
 */
const ORDER_EXPECTED: Record<string, readonly [admin: number, customer: number, doctor: number]> = {
  createOrder: [403, 200, 403],
  receiveOrder: [403, 200, 403],
  filterOrders: [200, 200, 403],
  getOrder: [200, 200, 403],
  cancelOrder: [200, 200, 403],
  listKioskModels: [200, 200, 403],
  filterConsumables: [200, 200, 403],
  getConsumable: [200, 200, 403],
  filterStock: [200, 200, 403],
  filterStockMovements: [200, 200, 403],
  createStockAdjustment: [200, 200, 403],
};

/**
 * docs/api-keys.md: a customer with API access manages their keys; an administrator lists and revokes
 * any (creating and rotating are the customer's); doctors none. The public call is made without a
 * key: 401 for everyone.
 */
const API_KEY_EXPECTED: Record<string, readonly [admin: number, customer: number, doctor: number]> = {
  filterApiKeys: [200, 200, 403],
  createApiKey: [403, 200, 403],
  rotateApiKey: [403, 200, 403],
  revokeApiKey: [200, 200, 403],
  getPublicResults: [401, 401, 401],
  // docs/settings.md: everyone reads the settings (the currency of prices); only administrators save.
  getSettings: [200, 200, 200],
};

/**
 * docs/notifications.md: administrators only, except the inbox (everyone's own) and the receipt (the
 * happy path records the administrator's own test; anyone else is not its recipient: 404).
 */
const NOTIFICATION_EXPECTED: Record<string, readonly [admin: number, customer: number, doctor: number]> = {
  listNotificationInbox: [200, 200, 200],
  recordNotificationReceipt: [200, 404, 404],
};

/**
 * docs/support.md: administrators and customers (in their own scope); doctors get 403, except the
 * sidebar's unread counts, which every signed-in user asks for (zeros for a doctor). A customer may
 * reopen their own query but not triage it, and canned replies are the administrators'.
 */
const SUPPORT_EXPECTED: Record<string, readonly [admin: number, customer: number, doctor: number]> = {
  filterQueries: [200, 200, 403],
  createQuery: [200, 200, 403],
  getQuery: [200, 200, 403],
  addQueryMessage: [200, 200, 403],
  setQueryStatus: [200, 200, 403],
  triageQuery: [200, 403, 403],
  markQueryRead: [200, 200, 403],
  getQueryAttachment: [200, 200, 403],
  getUnreadCounts: [200, 200, 200],
};

/** The screening calls every role may make (a doctor reads but does not change patients). */
const SCREENING_READS = new Set([
  'filterPatients',
  'getPatient',
  'filterScreeningSessions',
  'filterResults',
  'filterSummary',
]);
const SCREENING_CHANGES = new Set(['updatePatient', 'importPatients']);

describe('every operation answers what the contract says', () => {
  it.each([
    ['an administrator', ADMIN_ID],
    ['the demo customer', CUSTOMER_ID],
    ['a doctor', DOCTOR_ID],
  ])(
    'as %s, each operation answers 200 with a body its zod schema accepts (or 403 or 404 where it may not)',
    async (_who, userId) => {
      const requests = happyPaths(db);
      expect(Object.keys(requests).sort()).toEqual(Object.keys(demoRoutes).sort());
      for (const [operation, request] of Object.entries(requests)) {
        const { method } = demoRoutes[operation as DemoOperation];
        const token = db.issueToken(userId);
        const result = await call(request.path, { method, token, body: request.body });
        // A doctor owns no camps: the camp reads and writes answer 404 (checked as an ErrorResponse).
        // Master data is the administrators': anyone else gets 403.
        // Patients and results are every role's, in their own scope; a doctor may not change them.
        const roleIndex = userId === ADMIN_ID ? 0 : userId === CUSTOMER_ID ? 1 : 2;
        const telemedicine = (TELEMEDICINE_EXPECTED[operation] ??
          KIOSK_EXPECTED[operation] ??
          ORDER_EXPECTED[operation] ??
          API_KEY_EXPECTED[operation] ??
          NOTIFICATION_EXPECTED[operation] ??
          SUPPORT_EXPECTED[operation] ??
          CUSTOMER_EXPECTED[operation])?.[roleIndex];
        const expected =
          telemedicine ??
          (userId === DOCTOR_ID && ['getCamp', 'updateCamp', 'unassignClinicFromCamp'].includes(operation)
            ? 404
            : SCREENING_READS.has(operation)
              ? 200
              : SCREENING_CHANGES.has(operation)
                ? userId === DOCTOR_ID
                  ? 403
                  : 200
                : userId !== ADMIN_ID && demoRoutes[operation as DemoOperation].proposed
                  ? 403
                  : 200);
        expect({ operation, status: result.status }).toEqual({ operation, status: expected });
      }
    },
    // Every call of the demo API, the telemedicine seed included: seconds on a busy machine.
    30_000,
  );

  it('answers the happy paths with real outcomes, not refusals', async () => {
    const requests = happyPaths(db);
    const token = db.issueToken(CUSTOMER_ID);
    const outcomes: Record<string, unknown> = {};
    for (const operation of [
      'createCamp',
      'updateCamp',
      'assignClinicToCamp',
      'unassignClinicFromCamp',
    ] as const) {
      const { method } = demoRoutes[operation];
      const request = requests[operation]!;
      outcomes[operation] = (await call(request.path, { method, token, body: request.body })).data;
    }
    expect(outcomes).toEqual({
      createCamp: { error: false, message: 'Camp Created Successfully' },
      updateCamp: { error: false, message: 'Updated successfully' },
      assignClinicToCamp: { error: false, message: 'Assigned Successfully' },
      unassignClinicFromCamp: { error: false, message: 'Removed Successfully' },
    });
  });
});

describe('the dispatcher of the component tests (createDemoDispatcher)', () => {
  const now = () => new Date('2026-03-15T10:00:00.000Z');
  /** Every happy path as an administrator: operation, status and body (sign-in's fresh token left out). */
  const answers = async () => {
    const requests = happyPaths(db);
    const token = db.issueToken(ADMIN_ID, 'token-admin');
    const seen: unknown[] = [];
    for (const [operation, request] of Object.entries(requests)) {
      const { method } = demoRoutes[operation as DemoOperation];
      const { status, body } = await call(request.path, { method, token, body: request.body });
      seen.push({
        operation,
        status,
        body: JSON.parse(JSON.stringify(body).replace(/"demo-[\w-]+"/g, '"?"')) as unknown,
      });
    }
    return seen;
  };

  it('answers every operation as the list of handlers does', async () => {
    db = serveDemoDb({ now });
    const viaHandlers = await answers();
    expect(viaHandlers).toHaveLength(Object.keys(demoRoutes).length);
    server.resetHandlers();
    db = createDemoDb({ now });
    server.use(createDemoDispatcher(db));
    expect(await answers()).toEqual(viaHandlers);
  }, 30_000);

  // Issue 32: MSW's path matching threw "URI malformed", answered as a 500.
  it.each(['%', '%ZZ', '%E0%A4%A', '%FF'])(
    'answers a malformed percent-escape (%s) 400 with the error envelope, as the handlers do',
    async (escape) => {
      const token = db.issueToken(ADMIN_ID);
      const viaHandlers = await call(`/v3/consultation/${escape}`, { method: 'GET', token });
      server.resetHandlers();
      server.use(createDemoDispatcher(db));
      const viaDispatcher = await call(`/v3/consultation/${escape}`, { method: 'GET', token });
      for (const answer of [viaHandlers, viaDispatcher]) {
        expect(answer).toMatchObject({
          status: 400,
          body: { error: true, message: 'Invalid path: it holds a malformed percent-escape' },
        });
      }
    },
  );

  it('leaves a call no route has to the next handler, the other case of a path included', async () => {
    const dispatcher = createDemoDispatcher(createDemoDb());
    const answer = (method: string, path: string) =>
      getResponse([dispatcher], new Request(`${API_BASE}${path}`, { method }));
    expect(await answer('POST', '/v3/no-such-call')).toBeUndefined();
    expect(await answer('GET', '/v3/camp-system/filter/extra')).toBeUndefined();
    expect(await answer('DELETE', '/v3/camp-system/1')).toBeUndefined();
    expect((await answer('POST', '/v3/Clinic/filter'))?.status).toBe(401);
  });
});
