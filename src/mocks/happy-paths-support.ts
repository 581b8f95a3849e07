import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';
import { TINY_PNG } from './seed-queries';
import { ADMIN_ID, CUSTOMER_ID } from './test-utils';
import type { DemoQuery } from './types';

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The demo data has no ${what}`);
  return value;
};

/**
 * The proposed support calls (docs/support.md): the demo customer's seeded queries read, answered,
 * reopened and triaged, a new query with a PNG, a read marker, and the canned replies.
 */
export const supportPaths = (db: DemoDb): Record<string, HappyPath> => {
  const now = db.now().getTime();
  const mine = (test: (query: DemoQuery) => boolean, what: string): DemoQuery =>
    must(
      db.queries.find((query) => query.customer_id === CUSTOMER_ID && test(query)),
      `demo customer query ${what}`,
    );
  const working = mine(
    (query) => query.status === 'in_progress' && !query.waiting_on_customer,
    'in progress',
  );
  const reopenable = mine(
    (query) =>
      query.status === 'resolved' &&
      query.resolved_at !== null &&
      now - Date.parse(query.resolved_at) < 7 * 86_400_000,
    'resolved within 7 days',
  );
  const open = mine((query) => query.status === 'open', 'open');
  // A query the administrator has not read to its end, other than the one the happy path answers
  // (writing moves the writer's own marker): marking it read writes a marker.
  const adminMarker = (queryId: number): number =>
    db.queryReads.find((read) => read.user_id === ADMIN_ID && read.query_id === queryId)?.message_id ?? 0;
  const unread = mine(
    (query) =>
      query.id !== working.id && query.messages.some((message) => message.id > adminMarker(query.id)),
    'unread by the administrator',
  );
  const attachment = must(
    db.queryAttachments.find((row) => {
      const query = db.queries.find((candidate) => candidate.id === row.query_id);
      const message = query?.messages.find((candidate) => candidate.id === row.message_id);
      return query?.customer_id === CUSTOMER_ID && message !== undefined && !message.internal;
    }),
    'public attachment of the demo customer',
  );
  const clinic = must(db.clinic(open.clinic_id), 'clinic of the open query');
  const reply = must(db.cannedReplies[0], 'canned reply');
  const toggled = must(db.cannedReplies[1], 'second canned reply');
  return {
    filterQueries: { path: '/v3/query/filter', body: { page: 1, limit: 10, view: 'all' } },
    createQuery: {
      path: '/v3/query/',
      body: {
        subject: 'Receipt printer prints faintly',
        category: 'kiosk_hardware',
        priority: 'normal',
        clinic_id: clinic.id,
        kiosk_id: open.kiosk_id,
        message: 'The receipts are almost blank since the new paper arrived.',
        attachments: [{ name: 'receipt.png', content_type: 'image/png', data: TINY_PNG }],
        related_query_id: null,
      },
    },
    getQuery: { path: `/v3/query/${working.id}` },
    addQueryMessage: {
      path: `/v3/query/${working.id}/message`,
      body: { text: 'A technician is on the way.', internal: false, attachments: [] },
    },
    setQueryStatus: {
      path: `/v3/query/${reopenable.id}/status`,
      body: { version: reopenable.version, status: 'open', reason: 'It happened again.' },
    },
    triageQuery: {
      path: `/v3/query/${open.id}/triage`,
      body: { version: open.version, assignee_id: ADMIN_ID, priority: 'high', category: open.category },
    },
    markQueryRead: {
      path: `/v3/query/${unread.id}/read`,
      body: {
        message_id: must(
          unread.messages.findLast((message) => !message.internal),
          'public message',
        ).id,
      },
    },
    getQueryAttachment: { path: `/v3/query/attachment/${attachment.id}` },
    getUnreadCounts: { path: '/v3/unread' },
    listQueryAssignees: { path: '/v3/query/assignees' },
    filterCannedReplies: { path: '/v3/canned-reply/filter', body: { page: 1, limit: 10, status: true } },
    createCannedReply: {
      path: '/v3/canned-reply/',
      body: { title: 'Send a photo', body: 'Could you send us a photo of the screen as it is now?' },
    },
    getCannedReply: { path: `/v3/canned-reply/${reply.id}` },
    updateCannedReply: {
      path: `/v3/canned-reply/${reply.id}`,
      body: { version: reply.version, title: reply.title, body: `${reply.body} Thank you.` },
    },
    setCannedReplyStatus: {
      path: `/v3/canned-reply/${toggled.id}/status`,
      body: { version: toggled.version, status: !toggled.status },
    },
  };
};
