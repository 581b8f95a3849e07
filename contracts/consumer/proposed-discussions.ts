import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  createDiscussion,
  filterDiscussions,
  getDiscussion,
  markDiscussionRead,
  replyDiscussion,
} from '@/generated/api/discussions/discussions';
import { getDoctorBoard } from '@/generated/api/doctors/doctors';
import type { DiscussionCreateRequest, DiscussionFilterRequest } from '@/generated/model';
import type { ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';
import { byType, dataShape, dataOf } from '../support/data-shape';

const { eachLike, equal, fromProviderState, like } = MatchersV3;

/**
 * The proposed discussion and Doctor board calls (docs/proposed-api.md, "Discussions and the
 * doctors' board"; docs/discussions.md) as the screens send them: the board of topics, a new topic
 * (and its 422 for a link to a record that does not exist), a topic, a reply (and its 422), the read
 * marker, the Doctor board; a customer's 403 without data, an unknown topic's 404, and each call
 * without a token 401.
 *
 * The example answers are the demo handlers' own on a fresh demo database on the fixed clock, set up
 * by the interaction's states, pinned by type field by field (the board's lists: at least one).
 */
const ADMIN = 1;
const topic = state('a discussion topic exists', {});
const waiting = state('a request waits at a clinic with no doctor online', {});

const filterBody: DiscussionFilterRequest = { page: 1, limit: 10, searchValue: null, unread_only: false };
const createBody: DiscussionCreateRequest = {
  title: 'Courier delays this week',
  text: 'Two clinics are waiting on strips; the courier says Tuesday.',
  link: null,
};

const noData = (outcome: Promise<unknown>) =>
  outcome.catch((error: unknown) => {
    expect(Object.keys((error as ApiError).body as object).sort()).toEqual(['error', 'message']);
  });

export const defineProposedDiscussionPacts = (pact: PactV4): void => {
  it("filterDiscussions: one page of topics with the caller's unread count", async () => {
    const { db } = exampleDb([topic]);
    const answer = await answerOf(db, 'filterDiscussions', ADMIN, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request for the discussion topics',
      given: [topic],
      call: pin({
        method: 'POST',
        path: '/v3/discussion/filter',
        body: filterBody,
        invoke: () => filterDiscussions(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ total_count: 1, records: [{ unread: 2 }] });
      },
    });
  });

  it('filterDiscussions: a customer gets 403 without data', async () => {
    const { db } = exampleDb([topic]);
    const answer = await answerOf(db, 'filterDiscussions', CUSTOMER, {}, filterBody);
    expect(answer.status).toBe(403);
    await pinInteraction(pact, {
      description: 'a request from a customer for the discussion topics',
      asCustomer: true,
      given: [topic],
      call: pin({
        method: 'POST',
        path: '/v3/discussion/filter',
        body: filterBody,
        invoke: () => filterDiscussions(filterBody),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: String(answer.body.message) })(outcome);
        await noData(outcome);
      },
    });
  });

  it('createDiscussion: an administrator opens a topic', async () => {
    const { db } = exampleDb([topic]);
    const answer = await answerOf(db, 'createDiscussion', ADMIN, {}, createBody);
    await pinInteraction(pact, {
      description: 'a request to open a discussion topic',
      given: [topic],
      call: pin({
        method: 'POST',
        path: '/v3/discussion/',
        body: createBody,
        invoke: () => createDiscussion(createBody),
      }),
      status: 200,
      response: dataShape(answer.body, { version: equal(1), replies: equal(0) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ title: createBody.title, unread: 0 });
      },
    });
  });

  it('createDiscussion: a link to a kiosk that does not exist is 422 on link', async () => {
    const body = { ...createBody, link: { kind: 'kiosk', id: 999_999 } };
    const { db } = exampleDb([topic]);
    const answer = await answerOf(db, 'createDiscussion', ADMIN, {}, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request to open a topic linked to a kiosk that does not exist',
      given: [topic],
      call: pin({ method: 'POST', path: '/v3/discussion/', body, invoke: () => createDiscussion(body) }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'link' }),
    });
  });

  it('getDiscussion: a topic with its messages, oldest first, and the read marker', async () => {
    const { db, values } = exampleDb([topic]);
    const answer = await answerOf(db, 'getDiscussion', ADMIN, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request for a discussion topic with one reply',
      given: [topic],
      call: pin({ method: 'GET', path: recordPath('discussion'), invoke: () => getDiscussion(idOf(values)) }),
      status: 200,
      response: dataShape(answer.body, { read_up_to: null }),
      check: async (outcome) => {
        const found = await dataOf(outcome);
        expect(found.messages).toHaveLength(2);
        expect(found.read_up_to).toBeNull();
      },
    });
  });

  it('getDiscussion: a customer gets 403 without the topic', async () => {
    const { db, values } = exampleDb([topic]);
    const answer = await answerOf(db, 'getDiscussion', CUSTOMER, { id: String(idOf(values)) });
    expect(answer.status).toBe(403);
    await pinInteraction(pact, {
      description: 'a request from a customer for a discussion topic',
      asCustomer: true,
      given: [topic],
      call: pin({ method: 'GET', path: recordPath('discussion'), invoke: () => getDiscussion(idOf(values)) }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: String(answer.body.message) })(outcome);
        await noData(outcome);
      },
    });
  });

  it('getDiscussion: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for discussion topic 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/discussion/999999', invoke: () => getDiscussion(999_999) }),
      status: 404,
      response: errorBody({ message: 'Discussion not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('replyDiscussion: a reply at the end of the thread', async () => {
    const body = { text: 'Sunday is mine.' };
    const { db, values } = exampleDb([topic]);
    const answer = await answerOf(db, 'replyDiscussion', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to reply to a discussion topic',
      given: [topic],
      call: pin({
        method: 'POST',
        path: recordPath('discussion', '/reply'),
        body,
        invoke: () => replyDiscussion(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { unread: equal(0) }),
      check: async (outcome) => {
        expect(((await dataOf(outcome)).messages as unknown[]).length).toBe(3);
      },
    });
  });

  it('replyDiscussion: a blank reply is 422 on text', async () => {
    const body = { text: '   ' };
    const { db, values } = exampleDb([topic]);
    const answer = await answerOf(db, 'replyDiscussion', ADMIN, { id: String(idOf(values)) }, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request to reply to a discussion topic with a blank text',
      given: [topic],
      call: pin({
        method: 'POST',
        path: recordPath('discussion', '/reply'),
        body,
        invoke: () => replyDiscussion(idOf(values), body),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'text' }),
    });
  });

  it('markDiscussionRead: the marker moves to the last message', async () => {
    const { db, values } = exampleDb([topic]);
    const body = { message_id: idOf(values, 'message_id') };
    const answer = await answerOf(db, 'markDiscussionRead', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to mark a discussion topic read up to its last message',
      given: [topic],
      call: pin({
        method: 'POST',
        path: recordPath('discussion', '/read'),
        body: { message_id: fromProviderState('${message_id}', idOf(values, 'message_id')) },
        invoke: () => markDiscussionRead(idOf(values), body),
      }),
      status: 200,
      response: { data: { unread: equal((answer.body.data as { unread: number }).unread) } },
      check: async (outcome) => {
        expect(await dataOf(outcome)).toEqual({ unread: 0 });
      },
    });
  });

  it('getDoctorBoard: the clinics waiting with no doctor online first, then the doctors', async () => {
    const { db, values } = exampleDb([waiting]);
    const answer = await answerOf(db, 'getDoctorBoard', ADMIN);
    const board = answer.body.data as { clinics: unknown[]; doctors: unknown[]; at: string };
    await pinInteraction(pact, {
      description: 'a request for the doctor board while a request waits with no doctor online',
      given: [waiting],
      call: pin({ method: 'GET', path: '/v3/doctor/board', invoke: () => getDoctorBoard() }),
      status: 200,
      response: {
        data: {
          at: like(board.at),
          // Every row is pinned by the first's type; that the first waits unattended, by the check.
          clinics: eachLike(byType(board.clinics[0])),
          doctors: eachLike(byType(board.doctors[0])),
        },
      },
      check: async (outcome) => {
        const found = (await dataOf(outcome)) as {
          clinics: Array<{ waiting: number; online_doctors: number }>;
        };
        expect(found.clinics[0]).toMatchObject({ online_doctors: 0 });
        expect(found.clinics[0]?.waiting).toBeGreaterThan(0);
        expect(idOf(values, 'clinic_id')).toBeGreaterThan(0);
      },
    });
  });

  it('getDoctorBoard: a customer gets 403', async () => {
    const { db } = exampleDb([waiting]);
    const answer = await answerOf(db, 'getDoctorBoard', CUSTOMER);
    expect(answer.status).toBe(403);
    await pinInteraction(pact, {
      description: 'a request from a customer for the doctor board',
      asCustomer: true,
      call: pin({ method: 'GET', path: '/v3/doctor/board', invoke: () => getDoctorBoard() }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: String(answer.body.message) })(outcome);
        await noData(outcome);
      },
    });
  });

  it.each([
    [
      'filter',
      'POST',
      '/v3/discussion/filter',
      filterBody,
      (): Promise<unknown> => filterDiscussions(filterBody),
    ],
    ['create', 'POST', '/v3/discussion/', createBody, (): Promise<unknown> => createDiscussion(createBody)],
    ['get', 'GET', '/v3/discussion/1', undefined, (): Promise<unknown> => getDiscussion(1)],
    [
      'reply',
      'POST',
      '/v3/discussion/1/reply',
      { text: 'Hi' },
      (): Promise<unknown> => replyDiscussion(1, { text: 'Hi' }),
    ],
    [
      'read',
      'POST',
      '/v3/discussion/1/read',
      { message_id: 1 },
      (): Promise<unknown> => markDiscussionRead(1, { message_id: 1 }),
    ],
    ['board', 'GET', '/v3/doctor/board', undefined, (): Promise<unknown> => getDoctorBoard()],
  ] as const)(
    '%s (discussions) without a token answers 401',
    async (operation, method, path, body, invoke) => {
      await pinInteraction(pact, {
        description: `a request without a token (${operation} discussion)`,
        signedOut: true,
        call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
        status: 401,
        response: unauthorizedBody,
        check: rejectsWith(401, 'unauthorized'),
      });
    },
  );
};
