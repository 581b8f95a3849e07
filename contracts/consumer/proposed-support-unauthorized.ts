import type { PactV4 } from '@pact-foundation/pact';
import { it } from 'vitest';

import {
  addQueryMessage,
  createCannedReply,
  createQuery,
  filterCannedReplies,
  filterQueries,
  getCannedReply,
  getQuery,
  getQueryAttachment,
  getUnreadCounts,
  markQueryRead,
  setCannedReplyStatus,
  setQueryStatus,
  triageQuery,
  updateCannedReply,
} from '@/generated/api/support/support';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { unauthorizedBody } from '../support/matchers';
import { createQueryBody, createReplyBody, filterQueriesBody, filterRepliesBody } from './support-examples';

/** Each of the fourteen support calls without a token answers 401 (docs/contracts.md). */
const message = { text: 'Any news?', internal: false, attachments: [] };
const status = { version: 1, status: 'resolved' as const };
const triage = { version: 1, assignee_id: null, priority: 'normal' as const, category: 'other' as const };
const edit = { version: 1, ...createReplyBody };
const replyStatus = { version: 1, status: false };

const CALLS = [
  ['filterQueries', 'POST', '/v3/query/filter', filterQueriesBody, () => filterQueries(filterQueriesBody)],
  ['createQuery', 'POST', '/v3/query/', createQueryBody(1), () => createQuery(createQueryBody(1))],
  ['getQuery', 'GET', '/v3/query/1', undefined, () => getQuery(1)],
  ['addQueryMessage', 'POST', '/v3/query/1/message', message, () => addQueryMessage(1, message)],
  ['setQueryStatus', 'PUT', '/v3/query/1/status', status, () => setQueryStatus(1, status)],
  ['triageQuery', 'PUT', '/v3/query/1/triage', triage, () => triageQuery(1, triage)],
  ['markQueryRead', 'POST', '/v3/query/1/read', { message_id: 1 }, () => markQueryRead(1, { message_id: 1 })],
  ['getQueryAttachment', 'GET', '/v3/query/attachment/1', undefined, () => getQueryAttachment(1)],
  ['getUnreadCounts', 'GET', '/v3/unread', undefined, () => getUnreadCounts()],
  [
    'filterCannedReplies',
    'POST',
    '/v3/canned-reply/filter',
    filterRepliesBody,
    () => filterCannedReplies(filterRepliesBody),
  ],
  [
    'createCannedReply',
    'POST',
    '/v3/canned-reply/',
    createReplyBody,
    () => createCannedReply(createReplyBody),
  ],
  ['getCannedReply', 'GET', '/v3/canned-reply/1', undefined, () => getCannedReply(1)],
  ['updateCannedReply', 'PUT', '/v3/canned-reply/1', edit, () => updateCannedReply(1, edit)],
  [
    'setCannedReplyStatus',
    'PUT',
    '/v3/canned-reply/1/status',
    replyStatus,
    () => setCannedReplyStatus(1, replyStatus),
  ],
] as const satisfies ReadonlyArray<
  readonly [string, 'GET' | 'POST' | 'PUT', string, unknown, () => Promise<unknown>]
>;

export const defineSupportUnauthorizedPacts = (pact: PactV4): void => {
  it.each(CALLS)('%s without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation})`,
      signedOut: true,
      call: pin<unknown>({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
