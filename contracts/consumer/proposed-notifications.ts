import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  cancelNotification,
  createNotification,
  filterNotifications,
  getNotification,
  listNotificationAudience,
  listNotificationInbox,
  recordNotificationReceipt,
  sendTestNotification,
} from '@/generated/api/notifications/notifications';
import type { NotificationCreateRequest, NotificationFilterRequest } from '@/generated/model';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';
import { byType, dataShape, dataOf } from '../support/data-shape';

const { equal, fromProviderState } = MatchersV3;

/**
 * The proposed notification calls (docs/proposed-api.md, "Notifications"; docs/notifications.md) as
 * the notification screens and the demo foreground path send them: the list with its status counts,
 * the audience's live count, a send now, a test, one notification, Cancel, the inbox and a receipt;
 * the 422 of a title over 65 characters, the 409 of a stale Cancel (with the notification now), the
 * 422 of cancelling one already sent, the 403 of a customer on the administrators' list, an unknown
 * id 404, and each call without a token 401.
 *
 * The example answers are the demo handlers' own on a fresh demo database on the fixed clock, set up
 * by the interaction's states (one notification only), pinned by type field by field and list by list.
 */
const ADMIN = 1;
const scheduled = state('a notification exists', { status: 'scheduled', audience: 'kiosks' });
const stale = state('a notification exists', { status: 'scheduled', audience: 'kiosks', version: 2 });
const sent = state('a notification exists', { status: 'sent', audience: 'kiosks' });
const toCustomers = state('a notification exists', { status: 'sent', audience: 'users' });

const filterBody: NotificationFilterRequest = { page: 1, limit: 10, searchValue: null, status: null };
const audience = { kind: 'users' as const, user_types: ['Customer' as const], role_ids: [] };
const content = {
  title: 'Kiosk maintenance on Sunday',
  body: 'Kiosks restart between 06:00 and 06:30 for an update.',
  link: 'https://help.example.com/maintenance',
  image_url: null,
};
const createBody: NotificationCreateRequest = { ...content, audience, send_at: null };
const tooLong: NotificationCreateRequest = { ...createBody, title: 'x'.repeat(66) };
const stateVersion = (values: Record<string, unknown>) =>
  fromProviderState('${version}', idOf(values, 'version'));

export const defineProposedNotificationPacts = (pact: PactV4): void => {
  it('filterNotifications: one page of notifications with the counts per status', async () => {
    const { db } = exampleDb([sent]);
    const answer = await answerOf(db, 'filterNotifications', ADMIN, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request for the notifications',
      given: [sent],
      call: pin({
        method: 'POST',
        path: '/v3/notification/filter',
        body: filterBody,
        invoke: () => filterNotifications(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ total_count: 1, status_counts: { sent: 1 } });
      },
    });
  });

  it('filterNotifications: a customer gets 403', async () => {
    const { db } = exampleDb([sent]);
    const answer = await answerOf(db, 'filterNotifications', CUSTOMER, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request from a customer for the notifications',
      asCustomer: true,
      given: [sent],
      call: pin({
        method: 'POST',
        path: '/v3/notification/filter',
        body: filterBody,
        invoke: () => filterNotifications(filterBody),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(403, { message: String(answer.body.message) }),
    });
  });

  it('listNotificationAudience: the customers, counted and in words', async () => {
    const { db } = exampleDb([sent]);
    const body = { audience };
    const answer = await answerOf(db, 'listNotificationAudience', ADMIN, {}, body);
    await pinInteraction(pact, {
      description: 'a request to count the customers as an audience',
      given: [sent],
      call: pin({
        method: 'POST',
        path: '/v3/notification/audience',
        body,
        invoke: () => listNotificationAudience(body),
      }),
      status: 200,
      response: dataShape(answer.body, { text: equal('Dashboard users: Customers') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ text: 'Dashboard users: Customers' });
      },
    });
  });

  it('createNotification: sends a notification to the customers now', async () => {
    const { db } = exampleDb([sent]);
    const answer = await answerOf(db, 'createNotification', ADMIN, {}, createBody);
    await pinInteraction(pact, {
      description: 'a request to send a notification to the customers now',
      given: [sent],
      call: pin({
        method: 'POST',
        path: '/v3/notification/',
        body: createBody,
        invoke: () => createNotification(createBody),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('sending'), version: equal(1) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'sending', test: false });
      },
    });
  });

  it('createNotification: a title over 65 characters is 422 on title', async () => {
    const { db } = exampleDb([sent]);
    const answer = await answerOf(db, 'createNotification', ADMIN, {}, tooLong);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request to send a notification whose title has 66 characters',
      given: [sent],
      call: pin({
        method: 'POST',
        path: '/v3/notification/',
        body: tooLong,
        invoke: () => createNotification(tooLong),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'title' }),
    });
  });

  it('sendTestNotification: a test to the caller alone', async () => {
    const { db } = exampleDb([sent]);
    const answer = await answerOf(db, 'sendTestNotification', ADMIN, {}, content);
    await pinInteraction(pact, {
      description: 'a request to send a test notification to oneself',
      given: [sent],
      call: pin({
        method: 'POST',
        path: '/v3/notification/test',
        body: content,
        invoke: () => sendTestNotification(content),
      }),
      status: 200,
      response: dataShape(answer.body, { test: equal(true), audience_count: equal(1) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ test: true, audience_count: 1 });
      },
    });
  });

  it('getNotification: a sent notification with its delivery', async () => {
    const { db, values } = exampleDb([toCustomers]);
    const answer = await answerOf(db, 'getNotification', ADMIN, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request for a notification sent to the customers an hour ago',
      given: [toCustomers],
      call: pin({
        method: 'GET',
        path: recordPath('notification'),
        invoke: () => getNotification(idOf(values)),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('sent'), allowed_actions: equal([]) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'sent', allowed_actions: [] });
      },
    });
  });

  it('getNotification: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for notification 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/notification/999999', invoke: () => getNotification(999_999) }),
      status: 404,
      response: errorBody({ message: 'Notification not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('cancelNotification: cancels a scheduled notification from its current version', async () => {
    const { db, values } = exampleDb([scheduled]);
    const body = { version: idOf(values, 'version') };
    const answer = await answerOf(db, 'cancelNotification', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to cancel a scheduled notification from its current version',
      given: [scheduled],
      call: pin({
        method: 'POST',
        path: recordPath('notification', '/cancel'),
        body: { version: stateVersion(values) },
        invoke: () => cancelNotification(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('cancelled') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'cancelled' });
      },
    });
  });

  it('cancelNotification: a stale version is 409 with the notification now', async () => {
    const { db, values } = exampleDb([stale]);
    const body = { version: 1 };
    const answer = await answerOf(db, 'cancelNotification', ADMIN, { id: String(idOf(values)) }, body);
    expect(answer.status).toBe(409);
    await pinInteraction(pact, {
      description: 'a request to cancel a notification from version 1, after someone else changed it',
      given: [stale],
      call: pin({
        method: 'POST',
        path: recordPath('notification', '/cancel'),
        body,
        invoke: () => cancelNotification(idOf(values), body),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('cancelNotification: one already sent is 422 on status', async () => {
    const { db, values } = exampleDb([sent]);
    const body = { version: idOf(values, 'version') };
    const answer = await answerOf(db, 'cancelNotification', ADMIN, { id: String(idOf(values)) }, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request to cancel a notification that was sent, from its current version',
      given: [sent],
      call: pin({
        method: 'POST',
        path: recordPath('notification', '/cancel'),
        body: { version: stateVersion(values) },
        invoke: () => cancelNotification(idOf(values), body),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'status' }),
    });
  });

  it("listNotificationInbox: the customer's notification not yet shown", async () => {
    const { db } = exampleDb([toCustomers]);
    const answer = await answerOf(db, 'listNotificationInbox', CUSTOMER);
    expect(answer.body.data).toHaveLength(1);
    await pinInteraction(pact, {
      description: 'a request from a customer for their notification inbox',
      asCustomer: true,
      given: [toCustomers],
      call: pin({ method: 'GET', path: '/v3/notification/inbox', invoke: () => listNotificationInbox() }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect((await outcome) as unknown[]).toHaveLength(1);
      },
    });
  });

  it('recordNotificationReceipt: the customer was shown it', async () => {
    const { db, values } = exampleDb([toCustomers]);
    const body = { event: 'displayed' as const };
    const answer = await answerOf(
      db,
      'recordNotificationReceipt',
      CUSTOMER,
      { id: String(idOf(values)) },
      body,
    );
    await pinInteraction(pact, {
      description: 'a request from a customer to record a notification as displayed',
      asCustomer: true,
      given: [toCustomers],
      call: pin({
        method: 'POST',
        path: recordPath('notification', '/receipt'),
        body,
        invoke: () => recordNotificationReceipt(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { clicked_at: null }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ clicked_at: null });
      },
    });
  });

  it.each([
    [
      'filter',
      'POST',
      '/v3/notification/filter',
      filterBody,
      (): Promise<unknown> => filterNotifications(filterBody),
    ],
    [
      'audience',
      'POST',
      '/v3/notification/audience',
      { audience },
      (): Promise<unknown> => listNotificationAudience({ audience }),
    ],
    [
      'create',
      'POST',
      '/v3/notification/',
      createBody,
      (): Promise<unknown> => createNotification(createBody),
    ],
    ['test', 'POST', '/v3/notification/test', content, (): Promise<unknown> => sendTestNotification(content)],
    ['get', 'GET', '/v3/notification/1', undefined, (): Promise<unknown> => getNotification(1)],
    [
      'cancel',
      'POST',
      '/v3/notification/1/cancel',
      { version: 1 },
      (): Promise<unknown> => cancelNotification(1, { version: 1 }),
    ],
    ['inbox', 'GET', '/v3/notification/inbox', undefined, (): Promise<unknown> => listNotificationInbox()],
    [
      'receipt',
      'POST',
      '/v3/notification/1/receipt',
      { event: 'displayed' },
      (): Promise<unknown> => recordNotificationReceipt(1, { event: 'displayed' }),
    ],
  ] as const)(
    '%s notification without a token answers 401',
    async (operation, method, path, body, invoke) => {
      await pinInteraction(pact, {
        description: `a request without a token (${operation} notification)`,
        signedOut: true,
        call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
        status: 401,
        response: unauthorizedBody,
        check: rejectsWith(401, 'unauthorized'),
      });
    },
  );
};
