import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  createCannedReply,
  filterCannedReplies,
  getCannedReply,
  setCannedReplyStatus,
  updateCannedReply,
} from '@/generated/api/support/support';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath } from '../support/matchers';
import {
  ADMIN,
  byType,
  cannedReply,
  createReplyBody,
  dataOf,
  dataShape,
  filterRepliesBody,
  fromState,
} from './support-examples';
import { answerOf, errorBody, exampleDb, idOf, refusedWith } from './telemedicine-examples';

const { equal } = MatchersV3;

/**
 * The canned reply calls (docs/support.md, "Canned replies") as Canned Replies and the reply box send
 * them: the active replies, a new reply (and its 422 for a title in use), a reply (and an unknown
 * id's 404), an edit from the current version (and the 409 of a stale one, with the reply now),
 * Disable. Administrators only. The example answers are the demo handlers' own on a fresh demo
 * database on the fixed clock; the state leaves exactly one reply.
 */
const active = cannedReply(1);
const changed = cannedReply(2);

const editBody = {
  title: 'Restart the kiosk',
  body: 'Please hold the power button for ten seconds, wait a minute and switch the kiosk on again. Tell us if it freezes again.',
};

export const defineCannedReplyPacts = (pact: PactV4): void => {
  it('filterCannedReplies: the active canned replies, as the reply box asks for them', async () => {
    const { db } = exampleDb([active]);
    const answer = await answerOf(db, 'filterCannedReplies', ADMIN, {}, filterRepliesBody);
    await pinInteraction(pact, {
      description: 'a request for the active canned replies',
      given: [active],
      call: pin({
        method: 'POST',
        path: '/v3/canned-reply/filter',
        body: filterRepliesBody,
        invoke: () => filterCannedReplies(filterRepliesBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ total_count: 1 });
      },
    });
  });

  it('createCannedReply: a new reply, active at version 1', async () => {
    const { db } = exampleDb([active]);
    const answer = await answerOf(db, 'createCannedReply', ADMIN, {}, createReplyBody);
    await pinInteraction(pact, {
      description: 'a request to create a canned reply',
      given: [active],
      call: pin({
        method: 'POST',
        path: '/v3/canned-reply/',
        body: createReplyBody,
        invoke: () => createCannedReply(createReplyBody),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal(true), version: equal(1) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ title: createReplyBody.title, status: true });
      },
    });
  });

  it('createCannedReply: a title in use (any case) is 422 on title', async () => {
    const { db } = exampleDb([active]);
    const body = { ...createReplyBody, title: 'restart the kiosk' };
    const answer = await answerOf(db, 'createCannedReply', ADMIN, {}, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request to create a canned reply whose title is in use',
      given: [active],
      call: pin({ method: 'POST', path: '/v3/canned-reply/', body, invoke: () => createCannedReply(body) }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'title' }),
    });
  });

  it('getCannedReply: one reply', async () => {
    const { db, values } = exampleDb([active]);
    const answer = await answerOf(db, 'getCannedReply', ADMIN, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request for a canned reply',
      given: [active],
      call: pin({
        method: 'GET',
        path: recordPath('canned-reply'),
        invoke: () => getCannedReply(idOf(values)),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ title: 'Restart the kiosk' });
      },
    });
  });

  it('getCannedReply: an unknown id is a 404', async () => {
    const { db } = exampleDb();
    const answer = await answerOf(db, 'getCannedReply', ADMIN, { id: '999999' });
    expect(answer.status).toBe(404);
    await pinInteraction(pact, {
      description: 'a request for canned reply 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/canned-reply/999999', invoke: () => getCannedReply(999_999) }),
      status: 404,
      response: errorBody(answer.body),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('updateCannedReply: an edit from the current version', async () => {
    const { db, values } = exampleDb([active]);
    const body = { version: idOf(values, 'version'), ...editBody };
    const answer = await answerOf(db, 'updateCannedReply', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to edit a canned reply from its current version',
      given: [active],
      call: pin({
        method: 'PUT',
        path: recordPath('canned-reply'),
        body: { ...body, version: fromState(values, 'version') },
        invoke: () => updateCannedReply(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ body: editBody.body, version: 2 });
      },
    });
  });

  it('updateCannedReply: an edit from version 1 after another administrator changed it is 409 with the reply now', async () => {
    const { db, values } = exampleDb([changed]);
    const body = { version: 1, ...editBody };
    const answer = await answerOf(db, 'updateCannedReply', ADMIN, { id: String(idOf(values)) }, body);
    expect(answer.status).toBe(409);
    await pinInteraction(pact, {
      description: 'a request to edit a canned reply from version 1, after another administrator changed it',
      given: [changed],
      call: pin({
        method: 'PUT',
        path: recordPath('canned-reply'),
        body,
        invoke: () => updateCannedReply(idOf(values), body),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('setCannedReplyStatus: Disable from the current version', async () => {
    const { db, values } = exampleDb([active]);
    const body = { version: idOf(values, 'version'), status: false };
    const answer = await answerOf(db, 'setCannedReplyStatus', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to disable a canned reply from its current version',
      given: [active],
      call: pin({
        method: 'PUT',
        path: recordPath('canned-reply', '/status'),
        body: { ...body, version: fromState(values, 'version') },
        invoke: () => setCannedReplyStatus(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal(false) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: false });
      },
    });
  });
};
