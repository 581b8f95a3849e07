import type { QueryAction, QueryRecord, QueryRow } from '@/generated/model';

import type { DemoDb } from '../db';
import { slaTargets } from '../settings';
import type { DemoQuery, DemoQueryMessage, DemoUser } from '../types';
import { timelineOf } from './audit-index';
import { ORDERS } from './order-rules';
import { personName } from './order-view';
import { markerOf, unreadAmong } from './query-reads';
import { autoClosedAt, isOwnCustomer, QUERIES, reopenUntil, statusOf } from './query-rules';
import { slaOf } from './query-sla';

/**
 * A support query as the calls answer it (docs/support.md). **The one place that leaves internal
 * notes out for a customer**: every answer (rows, threads, counts, a 409's `current`) is built from
 * `visibleMessages`, so no internal note's text or attachment reaches anyone but an administrator.
 */

export const seesInternal = (user: DemoUser): boolean => user.user_type === 'Administrator';

/** The messages the user may read: all for an administrator, the public ones for anyone else. */
export const visibleMessages = (query: DemoQuery, user: DemoUser): readonly DemoQueryMessage[] =>
  seesInternal(user) ? query.messages : query.messages.filter((message) => !message.internal);

/** Names looked up once per call: the list reads thousands of queries. */
export interface QueryNames {
  clinic: (id: number) => string;
  customer: (id: number) => string;
  person: (id: number) => string;
  serial: (query: DemoQuery) => string;
}

export const queryNames = (db: DemoDb): QueryNames => {
  const clinics = new Map(db.clinics.map((clinic) => [clinic.id, clinic.name]));
  const customers = new Map(
    db.customers.map((customer) => [customer.id, `${customer.first_name} ${customer.last_name}`]),
  );
  const people = new Map<number, string>();
  let serials: Map<number, string> | null = null;
  return {
    clinic: (id) => clinics.get(id) ?? '',
    customer: (id) => customers.get(id) ?? personName(db, id),
    person: (id) => {
      const known = people.get(id);
      if (known !== undefined) return known;
      const name = personName(db, id);
      people.set(id, name);
      return name;
    },
    serial: (query) => {
      if (query.kiosk_id === null) return '';
      if (query.kiosk_snapshot) return query.kiosk_snapshot.serial_number;
      serials ??= new Map(db.kiosks.map((kiosk) => [kiosk.id, kiosk.serial_number]));
      return serials.get(query.kiosk_id) ?? '';
    },
  };
};

export const queryRowOf = (
  db: DemoDb,
  query: DemoQuery,
  user: DemoUser,
  marker: number | null,
  names: QueryNames = queryNames(db),
): QueryRow => {
  const now = db.now().getTime();
  const messages = visibleMessages(query, user);
  const status = statusOf(query, now);
  return {
    id: query.id,
    subject: query.subject,
    category: query.category,
    priority: query.priority,
    status,
    customer: { id: query.customer_id, name: names.customer(query.customer_id) },
    clinic: { id: query.clinic_id, name: names.clinic(query.clinic_id) },
    kiosk: query.kiosk_id === null ? null : { id: query.kiosk_id, serial_number: names.serial(query) },
    assignee:
      query.assignee_id === null ? null : { id: query.assignee_id, name: names.person(query.assignee_id) },
    waiting_on_customer: query.waiting_on_customer,
    last_message_at: messages.at(-1)?.at ?? query.created_at,
    unread: unreadAmong(messages, user.id, marker),
    sla: slaOf(query, status, slaTargets(db)[query.priority], now),
    created_at: query.created_at,
    updated_at: query.updated_at,
    version: query.version,
  };
};

/** What the user may do now (docs/support.md, "Statuses"), in the contract's order. */
export const allowedActionsOf = (user: DemoUser, query: DemoQuery, now: number): QueryAction[] => {
  const admin = user.user_type === 'Administrator';
  const own = isOwnCustomer(user, query);
  const status = statusOf(query, now);
  const actions: Array<[QueryAction, boolean]> = [
    ['reply', (admin || own) && status !== 'closed'],
    ['note', admin],
    ['triage', admin],
    ['start', admin && status === 'open'],
    ['resolve', admin && (status === 'open' || status === 'in_progress')],
    ['close', admin && status === 'resolved'],
    ['reopen', (admin || own) && status === 'resolved'],
  ];
  return actions.filter(([, allowed]) => allowed).map(([action]) => action);
};

/** The query's audit events (docs/audit.md, "Timelines read the trail"), and its automatic close. */
const historyOf = (db: DemoDb, query: DemoQuery, names: QueryNames, now: number): QueryRecord['history'] => {
  const lines = timelineOf(db, 'query', query.id).map((event) => ({
    id: event.id,
    at: event.at,
    by: event.actor_id === null ? null : { id: event.actor_id, name: names.person(event.actor_id) },
    action: event.line.action,
    from_status: event.line.from_status,
    to_status: event.line.to_status,
    detail: event.line.detail,
  }));
  const closed = autoClosedAt(query, now);
  if (closed !== null)
    lines.push({
      id: lines.reduce((max, line) => Math.max(max, line.id), 0) + 1,
      at: closed,
      by: null,
      action: 'closed',
      from_status: 'resolved',
      to_status: 'closed',
      detail: 'Closed 7 days after it was resolved.',
    });
  return lines.sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
};

/** The query with its thread, as the user may read it (getQuery, and every write's answer). */
export const queryRecordOf = (db: DemoDb, query: DemoQuery, user: DemoUser): QueryRecord => {
  const now = db.now().getTime();
  const names = queryNames(db);
  const marker = markerOf(db, user.id, query.id);
  const related = query.related_query_id === null ? undefined : QUERIES.find(db, query.related_query_id);
  const relatedRow = related?.ok && QUERIES.outOfScope(db, user, related.row) === null ? related.row : null;
  const ordersScope = ORDERS.scope(db, user);
  return {
    ...queryRowOf(db, query, user, marker, names),
    kiosk_snapshot: query.kiosk_snapshot,
    related_query: relatedRow ? { id: relatedRow.id, subject: relatedRow.subject } : null,
    messages: visibleMessages(query, user).map((message) => {
      const author = db.user(message.author_id);
      return {
        id: message.id,
        at: message.at,
        author: {
          id: message.author_id,
          name: names.person(message.author_id),
          user_type: author?.user_type ?? 'Customer',
        },
        text: message.text,
        internal: message.internal,
        attachments: message.attachments.map((attachment) => ({ ...attachment })),
      };
    }),
    read_up_to: marker,
    orders: db.orders
      .filter((order) => order.query_id === query.id && ordersScope(order))
      .map((order) => ({ id: order.id, kind: order.kind, status: order.status })),
    reopen_until: reopenUntil(query, now),
    history: historyOf(db, query, names, now),
    allowed_actions: allowedActionsOf(user, query, now),
  };
};
