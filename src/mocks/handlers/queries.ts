import {
  AddQueryMessageBody,
  CreateQueryBody,
  FilterQueriesBody,
  MarkQueryReadBody,
  SetQueryStatusBody,
  TriageQueryBody,
} from '@/generated/zod/v3.zod';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import type { DemoQuery, DemoQueryAttachment, DemoQueryMessage, DemoUser } from '../types';
import { unreadTopicsFor } from './discussion-reads';
import { kioskConfigOf } from './kiosk-rollout-sim';
import { noteTimeline } from './audit-record';
import { emitEvent } from './integration-events';
import { heartbeatOf } from './kiosk-view';
import { recordKit } from './record-kit';
import { ok, parseBody, refusal, type RouteContext, type RouteDefinition, type RouteResult } from './kit';
import { checkUploads, storeUploads } from './query-attachments';
import { filterQueries } from './query-filter';
import { addMessage, moveQuery } from './query-moves';
import { hasUnread, markerOf, markersOf, markRead, unreadAmong } from './query-reads';
import { isOwnCustomer, moveRefusal, nextMessageId, QUERIES, statusOf, textOf } from './query-rules';
import { kioskSnapshotOf } from './query-snapshot';
import { triageQuery } from './query-triage';
import { queryRecordOf, seesInternal, visibleMessages } from './query-view';

/**
 * The proposed support calls (docs/support.md; docs/proposed-api.md, "Support queries and canned
 * replies"). Scope through the record kit (403 for another customer's query, without its data);
 * every answer comes from query-view.ts, which leaves internal notes out for a customer.
 */

/** The query of the path, readable by the user (doctors 403; another customer's 403; 404). */
const readableQuery = ({
  db,
  user,
  params,
}: RouteContext): { ok: true; query: DemoQuery } | { ok: false; result: RouteResult } => {
  const denied = QUERIES.refuses('read', user);
  if (denied) return { ok: false, result: denied };
  const found = QUERIES.readable(db, user, params.id);
  return found.ok ? { ok: true, query: found.row } : found;
};

const SUBJECT = { min: 3, max: 120 };

const refused = (message: string, field?: string): { ok: false; result: RouteResult } => ({
  ok: false,
  result: refusal(message, field),
});

type CreateBody = z.infer<typeof CreateQueryBody>;

/** A new query from the body, or the 422 that refuses it. */
const newQuery = (
  db: DemoDb,
  user: DemoUser,
  body: CreateBody,
): { ok: true; query: DemoQuery } | { ok: false; result: RouteResult } => {
  const subject = body.subject.trim();
  if (subject.length < SUBJECT.min || subject.length > SUBJECT.max)
    return refused(`Write a subject of ${SUBJECT.min} to ${SUBJECT.max} characters.`, 'subject');
  const clinic = db.clinic(body.clinic_id);
  if (!clinic || (user.user_type === 'Customer' && clinic.user_id !== user.id))
    return refused('Choose one of your clinics.', 'clinic_id');
  const kiosk = body.kiosk_id == null ? null : db.kiosks.find((row) => row.id === body.kiosk_id);
  if (kiosk === undefined || (kiosk !== null && kiosk.clinic_id !== clinic.id))
    return refused(`That kiosk is not at ${clinic.name}.`, 'kiosk_id');
  const text = textOf(body.message, 'message', 'message');
  if (!text.ok) return refused(text.refusal.message, text.refusal.field);
  const uploads = checkUploads(body.attachments ?? []);
  if (!uploads.ok) return refused(uploads.refusal.message, uploads.refusal.field);
  const related =
    body.related_query_id == null ? null : db.queries.find((row) => row.id === body.related_query_id);
  if (related === undefined || (related !== null && related.customer_id !== clinic.user_id))
    return refused("Choose one of this customer's queries to follow.", 'related_query_id');
  const at = db.now().toISOString();
  const query: DemoQuery = {
    id: db.queries.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    subject,
    category: body.category,
    priority: body.priority,
    status: 'open',
    customer_id: clinic.user_id,
    clinic_id: clinic.id,
    kiosk_id: kiosk?.id ?? null,
    kiosk_snapshot: kiosk
      ? kioskSnapshotOf({ catalogues: db.catalogues, clinic: (id) => db.clinic(id) }, kiosk, {
          config_id: kioskConfigOf(db, kiosk).applied_id,
          last_heartbeat_at: heartbeatOf(db, kiosk),
          taken_at: at,
        })
      : null,
    assignee_id: null,
    created_by: user.id,
    related_query_id: related?.id ?? null,
    waiting_on_customer: false,
    paused_minutes: 0,
    paused_since: null,
    first_response_at: null,
    resolved_at: null,
    closed_at: null,
    messages: [],
    version: 1,
    created_at: at,
    updated_at: at,
  };
  const id = nextMessageId(db);
  db.queries.push(query);
  noteTimeline(db, {
    entity_id: query.id,
    by: user.id,
    line: { entity: 'query', action: 'created', from_status: null, to_status: 'open', detail: null },
  });
  // The opening message is the question, not a response: it starts no clock and moves nothing.
  query.messages.push({
    id,
    at,
    author_id: user.id,
    text: text.text,
    internal: false,
    attachments: storeUploads(db, query.id, id, uploads.uploads),
  });
  markRead(db, user.id, query.id, id);
  return { ok: true, query };
};

/** An attachment's bytes: found by id; whether the user may read it is its query's and message's. */
const ATTACHMENTS = recordKit<DemoQueryAttachment>({
  noun: 'attachment',
  find: (db, id) => db.queryAttachments.find((row) => row.id === id),
});

/** The sidebar's badges: queries with unread messages, and (administrators) unread topics. */
const unreadCountsFor = (db: DemoDb, user: DemoUser): { queries: number; discussions: number } => {
  if (user.user_type === 'Doctor') return { queries: 0, discussions: 0 };
  const scope = QUERIES.scope(db, user);
  const markers = markersOf(db, user.id);
  const readable = seesInternal(user) ? () => true : (message: DemoQueryMessage) => !message.internal;
  let queries = 0;
  for (const query of db.queries)
    if (scope(query) && hasUnread(query.messages, user.id, markers.get(query.id) ?? null, readable))
      queries += 1;
  return { queries, discussions: unreadTopicsFor(db, user.id) };
};

export const queryRoutes: RouteDefinition[] = [
  {
    operation: 'filterQueries',
    resolve: ({ db, user, body }) => {
      const denied = QUERIES.refuses('read', user);
      if (denied) return denied;
      const parsed = parseBody(FilterQueriesBody, body);
      return parsed.ok ? ok(filterQueries(db, user, parsed.value)) : parsed.result;
    },
  },
  {
    operation: 'createQuery',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = QUERIES.refuses('read', user);
      if (denied) return denied;
      const parsed = parseBody(CreateQueryBody, body);
      if (!parsed.ok) return parsed.result;
      const created = newQuery(db, user, parsed.value);
      return created.ok ? ok(queryRecordOf(db, created.query, user)) : created.result;
    },
  },
  {
    operation: 'getQuery',
    resolve: (context) => {
      const found = readableQuery(context);
      return found.ok ? ok(queryRecordOf(context.db, found.query, context.user)) : found.result;
    },
  },
  {
    operation: 'addQueryMessage',
    mutates: true,
    resolve: (context) => {
      const { db, user, body } = context;
      const found = readableQuery(context);
      if (!found.ok) return found.result;
      const parsed = parseBody(AddQueryMessageBody, body);
      if (!parsed.ok) return parsed.result;
      const { query } = found;
      const { internal, waiting_on_customer } = parsed.value;
      if (internal) {
        const denied = QUERIES.refuses('note', user);
        if (denied) return denied;
      }
      if (!internal && statusOf(query, db.now().getTime()) === 'closed')
        return refusal(
          `Query #${query.id} is closed. Raise a new query; it will link to this one.`,
          'status',
        );
      const text = textOf(parsed.value.text, 'text', internal ? 'note' : 'reply');
      if (!text.ok) return refusal(text.refusal.message, text.refusal.field);
      const uploads = checkUploads(parsed.value.attachments ?? []);
      if (!uploads.ok) return refusal(uploads.refusal.message, uploads.refusal.field);
      addMessage(db, query, user, {
        text: text.text,
        internal,
        uploads: uploads.uploads,
        waiting: user.user_type === 'Administrator' ? waiting_on_customer : undefined,
      });
      if (!internal && user.user_type === 'Administrator')
        emitEvent(db, 'query.answered', { query_id: query.id });
      return ok(queryRecordOf(db, query, user));
    },
  },
  {
    operation: 'setQueryStatus',
    mutates: true,
    resolve: (context) => {
      const { db, user, body } = context;
      const found = readableQuery(context);
      if (!found.ok) return found.result;
      const parsed = parseBody(SetQueryStatusBody, body);
      if (!parsed.ok) return parsed.result;
      const { query } = found;
      const { status, version } = parsed.value;
      const reopen = status === 'open';
      if (!(reopen && isOwnCustomer(user, query))) {
        const denied = QUERIES.refuses('manage', user);
        if (denied) return denied;
      }
      const stale = QUERIES.stale(query, version, () => queryRecordOf(db, query, user));
      if (stale) return stale;
      const blocked = moveRefusal(query, status, db.now().getTime());
      if (blocked) return refusal(blocked.message, blocked.field);
      const reason = (parsed.value.reason ?? '').trim();
      moveQuery(db, query, user, status, reason === '' ? null : reason);
      return ok(queryRecordOf(db, query, user));
    },
  },
  {
    operation: 'triageQuery',
    mutates: true,
    resolve: (context) => {
      const { db, user, body } = context;
      const denied = QUERIES.refuses('manage', user);
      if (denied) return denied;
      const found = readableQuery(context);
      if (!found.ok) return found.result;
      const parsed = parseBody(TriageQueryBody, body);
      if (!parsed.ok) return parsed.result;
      const { query } = found;
      const stale = QUERIES.stale(query, parsed.value.version, () => queryRecordOf(db, query, user));
      if (stale) return stale;
      const blocked = triageQuery(db, query, user, parsed.value);
      return blocked ?? ok(queryRecordOf(db, query, user));
    },
  },
  {
    operation: 'markQueryRead',
    mutates: true,
    resolve: (context) => {
      const { db, user, body } = context;
      const found = readableQuery(context);
      if (!found.ok) return found.result;
      const parsed = parseBody(MarkQueryReadBody, body);
      if (!parsed.ok) return parsed.result;
      const { query } = found;
      const messages = visibleMessages(query, user);
      if (!messages.some((message) => message.id === parsed.value.message_id))
        return refusal('That message is not in this query.', 'message_id');
      markRead(db, user.id, query.id, parsed.value.message_id);
      return ok({ unread: unreadAmong(messages, user.id, markerOf(db, user.id, query.id)) });
    },
  },
  {
    operation: 'getQueryAttachment',
    resolve: ({ db, user, params }) => {
      const denied = QUERIES.refuses('read', user);
      if (denied) return denied;
      const found = ATTACHMENTS.find(db, params.id);
      if (!found.ok) return found.result;
      const stored = found.row;
      const query = db.queries.find((row) => row.id === stored.query_id);
      if (!query) return ATTACHMENTS.notFound;
      const foreign = QUERIES.outOfScope(db, user, query);
      if (foreign) return foreign;
      // An internal note's attachment is not there for a customer (404, as for none).
      const message = visibleMessages(query, user).find((row) => row.id === stored.message_id);
      const meta = message?.attachments.find((row) => row.id === stored.id);
      return meta ? ok({ ...meta, data: stored.data }) : ATTACHMENTS.notFound;
    },
  },
  {
    operation: 'getUnreadCounts',
    resolve: ({ db, user }) => ok(unreadCountsFor(db, user)),
  },
];
