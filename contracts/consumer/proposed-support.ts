import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  addQueryMessage,
  createQuery,
  filterQueries,
  getQuery,
  getQueryAttachment,
  getUnreadCounts,
  markQueryRead,
  setQueryStatus,
  triageQuery,
} from '@/generated/api/support/support';
import type { QueryMessageRequest } from '@/generated/model';
import { PACT_INTERNAL_NOTE } from '@/mocks/provider-states-support';
import { TINY_PNG } from '@/mocks/seed-queries';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { pathFromProviderState, recordPath } from '../support/matchers';
import { defineCannedReplyPacts } from './proposed-canned-replies';
import { defineQueryAssigneePacts } from './proposed-query-assignees';
import { defineSupportUnauthorizedPacts } from './proposed-support-unauthorized';
import {
  ADMIN,
  byType,
  createQueryBody,
  dataOf,
  dataShape,
  filterQueriesBody,
  fromState,
  largePng,
  noData,
  queryState,
} from './support-examples';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith } from './telemedicine-examples';

const { equal, fromProviderState } = MatchersV3;

/**
 * The proposed support calls (docs/proposed-api.md, "Support queries and canned replies";
 * docs/support.md) as Support Queries, New Query and the query page send them: the list with its view
 * counts, a new query (and its 422 for a kiosk elsewhere), a query (the administrator's whole thread;
 * the customer's without the internal note, pinned message by message as `internal: false`; another
 * customer's 403 without data; an unknown id's 404), a reply (and the 422s of a file over 2 MB and
 * of a text file named .png), a status move (and the 409 of a stale one, with the query now), triage,
 * the read marker, an attachment's bytes and the unread counts; then the canned replies
 * (proposed-canned-replies.ts) and each call without a token 401.
 *
 * The example answers are the demo handlers' own on a fresh demo database on the fixed clock, set up
 * by the interaction's states (one query only), pinned by type field by field and list by list.
 */
const inProgress = queryState('in_progress');
const withNote = queryState('in_progress', { note: 1 });
const resolved = queryState('resolved');
const foreign = queryState('in_progress', { foreign: 1 });

const replyBody: QueryMessageRequest = {
  text: 'We have sent new rollers; please fit them and tell us if the jams stop.',
  internal: false,
  attachments: [],
  waiting_on_customer: true,
};
const upload = <D>(name: string, data: D) => ({
  text: 'Here is what the printer shows.',
  internal: false,
  attachments: [{ name, content_type: 'image/png', data }],
});
const textNamedPng = btoa('Paper jam at tray 2, error E-17.');

const record = (id: unknown) => ({ id: String(id) });

const defineQueryReadPacts = (pact: PactV4): void => {
  it('filterQueries: one page of queries with the counts per view', async () => {
    const { db } = exampleDb([withNote]);
    const answer = await answerOf(db, 'filterQueries', ADMIN, {}, filterQueriesBody);
    await pinInteraction(pact, {
      description: 'a request for the support queries',
      given: [withNote],
      call: pin({
        method: 'POST',
        path: '/v3/query/filter',
        body: filterQueriesBody,
        invoke: () => filterQueries(filterQueriesBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ total_count: 1, view_counts: { all: 1 } });
      },
    });
  });

  it('getQuery: the administrator reads the whole thread, the internal note included', async () => {
    const { db, values } = exampleDb([withNote]);
    const answer = await answerOf(db, 'getQuery', ADMIN, record(idOf(values)));
    await pinInteraction(pact, {
      description: 'a request for a support query with an internal note',
      given: [withNote],
      call: pin({ method: 'GET', path: recordPath('query'), invoke: () => getQuery(idOf(values)) }),
      status: 200,
      response: dataShape(answer.body, { status: equal('in_progress') }),
      check: async (outcome) => {
        const query = await dataOf(outcome);
        expect(query.messages).toHaveLength(3);
        expect(query.allowed_actions).toEqual(['reply', 'note', 'triage', 'resolve']);
      },
    });
  });

  it('getQuery: the customer reads the thread without the internal note', async () => {
    const { db, values } = exampleDb([withNote]);
    const answer = await answerOf(db, 'getQuery', CUSTOMER, record(idOf(values)));
    const data = answer.body.data as { messages: Array<{ text: string; internal: boolean }> };
    expect(data.messages.every((message) => !message.internal)).toBe(true);
    expect(JSON.stringify(answer.body)).not.toContain(PACT_INTERNAL_NOTE);
    await pinInteraction(pact, {
      description: 'a request from the customer for their query, which holds an internal note',
      asCustomer: true,
      given: [withNote],
      call: pin({ method: 'GET', path: recordPath('query'), invoke: () => getQuery(idOf(values)) }),
      status: 200,
      response: dataShape(answer.body, {
        // Message by message (so their number too): each public, each with its own text.
        messages: data.messages.map((message) => ({
          ...(byType(message) as Record<string, unknown>),
          text: equal(message.text),
          internal: equal(false),
        })),
        allowed_actions: equal(['reply']),
      }),
      check: async (outcome) => {
        const query = (await dataOf(outcome)) as typeof data;
        expect(query.messages.map((message) => message.internal)).toEqual([false, false]);
      },
    });
  });

  it("getQuery: another customer's query is a 403 without its data", async () => {
    const { db, values } = exampleDb([foreign]);
    const answer = await answerOf(db, 'getQuery', CUSTOMER, record(idOf(values)));
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'message']);
    await pinInteraction(pact, {
      description: "a request from a customer for another customer's query",
      asCustomer: true,
      given: [foreign],
      call: pin({ method: 'GET', path: recordPath('query'), invoke: () => getQuery(idOf(values)) }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: String(answer.body.message) })(outcome);
        await noData(outcome);
      },
    });
  });

  it('getQuery: an unknown id is a 404', async () => {
    const { db } = exampleDb();
    const answer = await answerOf(db, 'getQuery', ADMIN, record(999_999));
    expect(answer.status).toBe(404);
    await pinInteraction(pact, {
      description: 'a request for query 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/query/999999', invoke: () => getQuery(999_999) }),
      status: 404,
      response: errorBody(answer.body),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it("getQueryAttachment: the customer opens the PNG of their query's opening message", async () => {
    const { db, values } = exampleDb([withNote]);
    const answer = await answerOf(db, 'getQueryAttachment', CUSTOMER, record(idOf(values, 'attachment_id')));
    await pinInteraction(pact, {
      description: "a request from the customer for an attachment of their query's opening message",
      asCustomer: true,
      given: [withNote],
      call: pin({
        method: 'GET',
        path: pathFromProviderState(
          String.raw`^/v3/query/attachment/\d+$`,
          '/v3/query/attachment/${attachment_id}',
          `/v3/query/attachment/${idOf(values, 'attachment_id')}`,
        ),
        invoke: () => getQueryAttachment(idOf(values, 'attachment_id')),
      }),
      status: 200,
      response: dataShape(answer.body, { content_type: equal('image/png') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ content_type: 'image/png', data: TINY_PNG });
      },
    });
  });

  it('getUnreadCounts: the customer has one query with an unread reply', async () => {
    const { db } = exampleDb([inProgress]);
    const answer = await answerOf(db, 'getUnreadCounts', CUSTOMER);
    await pinInteraction(pact, {
      description: 'a request from the customer for their unread counts',
      asCustomer: true,
      given: [inProgress],
      call: pin({ method: 'GET', path: '/v3/unread', invoke: () => getUnreadCounts() }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toEqual({ queries: 1, discussions: 0 });
      },
    });
  });
};

const defineQueryWritePacts = (pact: PactV4): void => {
  it('createQuery: the customer raises a query about their clinic, with a photo', async () => {
    const { db, values } = exampleDb([inProgress]);
    const body = createQueryBody(idOf(values, 'clinic_id'));
    const answer = await answerOf(db, 'createQuery', CUSTOMER, {}, body);
    await pinInteraction(pact, {
      description: 'a request from the customer to raise a support query with a PNG',
      asCustomer: true,
      given: [inProgress],
      call: pin({
        method: 'POST',
        path: '/v3/query/',
        body: createQueryBody(fromState(values, 'clinic_id')),
        invoke: () => createQuery(body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('open'), version: equal(1) }),
      check: async (outcome) => {
        const query = await dataOf(outcome);
        expect(query).toMatchObject({ status: 'open', subject: body.subject });
        expect(query.messages).toHaveLength(1);
      },
    });
  });

  it('createQuery: a kiosk that is not at the clinic is 422 on kiosk_id', async () => {
    const { db, values } = exampleDb([inProgress]);
    const elsewhere = <C>(clinic: C) => ({ ...createQueryBody(clinic), kiosk_id: 999_999 });
    const body = elsewhere(idOf(values, 'clinic_id'));
    const answer = await answerOf(db, 'createQuery', CUSTOMER, {}, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request from the customer to raise a query about a kiosk that is not at the clinic',
      asCustomer: true,
      given: [inProgress],
      call: pin({
        method: 'POST',
        path: '/v3/query/',
        body: elsewhere(fromState(values, 'clinic_id')),
        invoke: () => createQuery(body),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'kiosk_id' }),
    });
  });

  it('addQueryMessage: the administrator replies and waits on the customer', async () => {
    const { db, values } = exampleDb([inProgress]);
    const answer = await answerOf(db, 'addQueryMessage', ADMIN, record(idOf(values)), replyBody);
    await pinInteraction(pact, {
      description: 'a request to reply to a support query and wait on the customer',
      given: [inProgress],
      call: pin({
        method: 'POST',
        path: recordPath('query', '/message'),
        body: replyBody,
        invoke: () => addQueryMessage(idOf(values), replyBody),
      }),
      status: 200,
      response: dataShape(answer.body, { waiting_on_customer: equal(true) }),
      check: async (outcome) => {
        const query = await dataOf(outcome);
        expect(query.messages).toHaveLength(3);
        expect(query.sla).toMatchObject({ paused: true, state: 'paused' });
      },
    });
  });

  it('addQueryMessage: a file over 2 MB is 422 on attachments', async () => {
    const { db, values } = exampleDb([inProgress, largePng]);
    const data = values.data as string;
    const body = upload('scan.png', data);
    const answer = await answerOf(db, 'addQueryMessage', CUSTOMER, record(idOf(values)), body);
    expect(answer.body).toMatchObject({ message: 'scan.png is larger than 2 MB.', field: 'attachments' });
    await pinInteraction(pact, {
      description: 'a request from the customer to reply with a PNG larger than 2 MB',
      asCustomer: true,
      given: [inProgress, largePng],
      call: pin({
        method: 'POST',
        path: recordPath('query', '/message'),
        // The provider state supplies the 2.8 MB of base64; the pact keeps only its first bytes.
        body: upload('scan.png', fromProviderState('${data}', data.slice(0, 24))),
        invoke: () => addQueryMessage(idOf(values), body),
      }),
      status: 422,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(422, { field: 'attachments', message: 'scan.png is larger than 2 MB.' }),
    });
  });

  it('addQueryMessage: a text file named .png is 422 on attachments', async () => {
    const { db, values } = exampleDb([inProgress]);
    const body = upload('error-log.png', textNamedPng);
    const answer = await answerOf(db, 'addQueryMessage', CUSTOMER, record(idOf(values)), body);
    const message = 'error-log.png is not a PNG, JPEG or PDF file.';
    expect(answer.body).toMatchObject({ message, field: 'attachments' });
    await pinInteraction(pact, {
      description: 'a request from the customer to reply with a text file named .png',
      asCustomer: true,
      given: [inProgress],
      call: pin({
        method: 'POST',
        path: recordPath('query', '/message'),
        body,
        invoke: () => addQueryMessage(idOf(values), body),
      }),
      status: 422,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(422, { field: 'attachments', message }),
    });
  });

  it('setQueryStatus: the administrator resolves the query from its current version', async () => {
    const { db, values } = exampleDb([inProgress]);
    const body = { version: idOf(values, 'version'), status: 'resolved' as const };
    const answer = await answerOf(db, 'setQueryStatus', ADMIN, record(idOf(values)), body);
    await pinInteraction(pact, {
      description: 'a request to resolve a support query from its current version',
      given: [inProgress],
      call: pin({
        method: 'PUT',
        path: recordPath('query', '/status'),
        body: { ...body, version: fromState(values, 'version') },
        invoke: () => setQueryStatus(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('resolved') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({
          status: 'resolved',
          allowed_actions: ['reply', 'note', 'triage', 'close', 'reopen'],
        });
      },
    });
  });

  it('setQueryStatus: the second of two administrators resolving at once gets 409 with the query now', async () => {
    const { db, values } = exampleDb([resolved]);
    const body = { version: 1, status: 'resolved' as const };
    const answer = await answerOf(db, 'setQueryStatus', ADMIN, record(idOf(values)), body);
    const current = answer.body.current as { history: Array<{ action: string }> };
    expect(current.history[0]?.action).toBe('resolved');
    await pinInteraction(pact, {
      description:
        'a request to resolve a support query from version 1, after another administrator resolved it',
      given: [resolved],
      call: pin({
        method: 'PUT',
        path: recordPath('query', '/status'),
        body,
        invoke: () => setQueryStatus(idOf(values), body),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('triageQuery: the administrator assigns the query to themselves, urgent', async () => {
    const { db, values } = exampleDb([inProgress]);
    const body = {
      version: idOf(values, 'version'),
      assignee_id: ADMIN,
      priority: 'urgent' as const,
      category: 'kiosk_hardware' as const,
    };
    const answer = await answerOf(db, 'triageQuery', ADMIN, record(idOf(values)), body);
    await pinInteraction(pact, {
      description: 'a request to triage a support query from its current version',
      given: [inProgress],
      call: pin({
        method: 'PUT',
        path: recordPath('query', '/triage'),
        body: { ...body, version: fromState(values, 'version') },
        invoke: () => triageQuery(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { priority: equal('urgent') }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ priority: 'urgent', assignee: { id: ADMIN } });
      },
    });
  });

  it("markQueryRead: the customer has read up to the thread's last message", async () => {
    const { db, values } = exampleDb([inProgress]);
    const body = { message_id: idOf(values, 'message_id') };
    const answer = await answerOf(db, 'markQueryRead', CUSTOMER, record(idOf(values)), body);
    await pinInteraction(pact, {
      description: 'a request from the customer to mark their query read up to its last message',
      asCustomer: true,
      given: [inProgress],
      call: pin({
        method: 'POST',
        path: recordPath('query', '/read'),
        body: { message_id: fromState(values, 'message_id') },
        invoke: () => markQueryRead(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { unread: equal(0) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toEqual({ unread: 0 });
      },
    });
  });
};

export const defineProposedSupportPacts = (pact: PactV4): void => {
  defineQueryReadPacts(pact);
  defineQueryWritePacts(pact);
  defineCannedReplyPacts(pact);
  defineSupportUnauthorizedPacts(pact);
  defineQueryAssigneePacts(pact);
};
