import type { DemoDb } from '../db';
import type { DemoQuery, DemoQueryEvent, DemoQueryMessage, DemoQueryStatus, DemoUser } from '../types';
import { noteTimeline } from './audit-record';
import type { CheckedUpload } from './query-attachments';
import { storeUploads } from './query-attachments';
import { markRead } from './query-reads';
import { nextMessageId, statusOf } from './query-rules';

/**
 * The writes of support queries (docs/support.md): each status move notes its timeline line (the call's
 * audit event) and raises the version; a message may start, reopen or pause the query. Internal notes change nothing
 * a customer sees (not the version, not `updated_at`, not the SLA).
 */

const MINUTE = 60_000;

export const touch = (query: DemoQuery, at: string): void => {
  query.version += 1;
  query.updated_at = at;
};

interface EventLine {
  at: string;
  by: number | null;
  action: DemoQueryEvent['action'];
  to: DemoQueryStatus;
  detail?: string | null;
}

/** A status move's or a triage's timeline line: the call's audit event (docs/audit.md). */
export const recordEvent = (db: DemoDb, query: DemoQuery, from: DemoQueryStatus, line: EventLine): void => {
  noteTimeline(db, {
    entity_id: query.id,
    by: line.by,
    line: {
      entity: 'query',
      action: line.action,
      from_status: from,
      to_status: line.to,
      detail: line.detail ?? null,
    },
  });
  query.status = line.to;
};

/** Ends a pause: its minutes join `paused_minutes`, and the query no longer waits on the customer. */
export const endPause = (query: DemoQuery, at: string): void => {
  if (query.paused_since !== null)
    query.paused_minutes += Math.max(0, (Date.parse(at) - Date.parse(query.paused_since)) / MINUTE);
  query.paused_since = null;
  query.waiting_on_customer = false;
};

const startPause = (query: DemoQuery, at: string): void => {
  if (query.paused_since === null) query.paused_since = at;
  query.waiting_on_customer = true;
};

const ACTION: Record<DemoQueryStatus, DemoQueryEvent['action']> = {
  in_progress: 'started',
  resolved: 'resolved',
  closed: 'closed',
  open: 'reopened',
};

/** A status move (already allowed): its effects on the SLA fields, its history line, its version. */
export const moveQuery = (
  db: DemoDb,
  query: DemoQuery,
  user: DemoUser,
  to: DemoQueryStatus,
  detail: string | null,
): void => {
  const now = db.now();
  const at = now.toISOString();
  const from = statusOf(query, now.getTime());
  if (to === 'resolved') {
    endPause(query, at);
    query.resolved_at = at;
    // Resolved without a public reply: the resolution was the response.
    query.first_response_at ??= at;
  } else if (to === 'open' && query.resolved_at !== null) {
    // The time it stood resolved counts toward no clock.
    query.paused_minutes += Math.max(0, (now.getTime() - Date.parse(query.resolved_at)) / MINUTE);
    query.resolved_at = null;
  } else if (to === 'closed') {
    query.closed_at = at;
  }
  recordEvent(db, query, from, { at, by: user.id, action: ACTION[to], to, detail });
  touch(query, at);
};

export interface NewMessage {
  text: string;
  internal: boolean;
  uploads: readonly CheckedUpload[];
  /** An administrator's public reply: whether the query now waits on the customer. */
  waiting?: boolean;
}

/** Appends a message and its attachments, moves the writer's marker, and applies what it implies. */
export const addMessage = (
  db: DemoDb,
  query: DemoQuery,
  user: DemoUser,
  input: NewMessage,
): DemoQueryMessage => {
  const now = db.now();
  const at = now.toISOString();
  const id = nextMessageId(db);
  const message: DemoQueryMessage = {
    id,
    at,
    author_id: user.id,
    text: input.text,
    internal: input.internal,
    attachments: storeUploads(db, query.id, id, input.uploads),
  };
  query.messages.push(message);
  markRead(db, user.id, query.id, id);
  if (input.internal) return message;
  const status = statusOf(query, now.getTime());
  if (user.user_type === 'Administrator') {
    query.first_response_at ??= at;
    if (input.waiting === true) startPause(query, at);
    else endPause(query, at);
    if (status === 'open')
      recordEvent(db, query, status, {
        at,
        by: user.id,
        action: 'started',
        to: 'in_progress',
        detail: 'First reply.',
      });
  } else {
    endPause(query, at);
    if (status === 'resolved') {
      query.paused_minutes += Math.max(0, (now.getTime() - Date.parse(query.resolved_at ?? at)) / MINUTE);
      query.resolved_at = null;
      recordEvent(db, query, status, {
        at,
        by: user.id,
        action: 'reopened',
        to: 'open',
        detail: 'The customer replied.',
      });
    }
  }
  touch(query, at);
  return message;
};
