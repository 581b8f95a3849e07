import type { DemoDb } from '../db';
import type { DemoQuery, DemoQueryStatus, DemoUser } from '../types';
import type { Refusal } from './kit';
import { byRole, everyRow, recordKit } from './record-kit';
import { isAdministrator } from './scope';

/**
 * The rules of support queries (docs/support.md): who may see and move a query, its status as the
 * clock has it (closed 7 days after resolution), the reopen window and the texts' limits.
 */

export const QUERIES = recordKit<DemoQuery, 'read' | 'manage' | 'note'>({
  noun: 'query',
  find: (db, id) => db.queries.find((query) => query.id === id),
  scope: byRole<DemoQuery>({
    Administrator: everyRow,
    Customer: (_db, user) => (query) => query.customer_id === user.id,
    Doctor: () => () => false,
  }),
  foreign: 'This query is not one of yours.',
  actions: {
    read: { allowed: (user) => user.user_type !== 'Doctor', refused: 'Doctors cannot see support queries.' },
    manage: {
      allowed: isAdministrator,
      refused: 'Only administrators can triage, start, resolve or close a query.',
    },
    note: { allowed: isAdministrator, refused: 'Only administrators can write internal notes.' },
  },
});

const DAY = 86_400_000;
/** A resolved query closes by itself, and can no longer be reopened, this many days after resolution. */
export const REOPEN_DAYS = 7;
export const MAX_TEXT = 5000;
export const REOPEN_REFUSED =
  'This query was resolved more than 7 days ago. Raise a new query; it will link to this one.';

/** When a resolved query closes by itself (ms), or null. */
const autoCloseAt = (query: DemoQuery): number | null =>
  query.status === 'resolved' && query.resolved_at !== null
    ? Date.parse(query.resolved_at) + REOPEN_DAYS * DAY
    : null;

/** The status on the clock: a query resolved 7 days ago or more is closed (computed, never stored). */
export const statusOf = (query: DemoQuery, now: number): DemoQueryStatus => {
  const closeAt = autoCloseAt(query);
  return closeAt !== null && now >= closeAt ? 'closed' : query.status;
};

/** Whether the query closed by itself, and when (ISO), for its history. */
export const autoClosedAt = (query: DemoQuery, now: number): string | null => {
  const closeAt = autoCloseAt(query);
  return closeAt !== null && now >= closeAt ? new Date(closeAt).toISOString() : null;
};

/** Until when the query may be reopened (ISO): resolved, within the window; else null. */
export const reopenUntil = (query: DemoQuery, now: number): string | null => {
  const closeAt = autoCloseAt(query);
  return closeAt !== null && now < closeAt ? new Date(closeAt).toISOString() : null;
};

export const isOwnCustomer = (user: DemoUser, query: DemoQuery): boolean =>
  user.user_type === 'Customer' && user.id === query.customer_id;

export const label = (query: DemoQuery): string => `Query #${query.id}`;

const WORDS: Record<DemoQueryStatus, string> = {
  open: 'open',
  in_progress: 'in progress',
  resolved: 'resolved',
  closed: 'closed',
};
export const statusWords = (status: DemoQueryStatus): string => WORDS[status];

/** Why the move to `to` is refused from the query's status now (422 on `status`), or null. */
export const moveRefusal = (query: DemoQuery, to: DemoQueryStatus, now: number): Refusal | null => {
  const from = statusOf(query, now);
  const field = 'status';
  const is = `${label(query)} is ${statusWords(from)}`;
  switch (to) {
    case 'in_progress':
      return from === 'open' ? null : { message: `${is}: only an open query can be started.`, field };
    case 'resolved':
      return from === 'open' || from === 'in_progress'
        ? null
        : { message: `${is}: only an open or in-progress query can be resolved.`, field };
    case 'closed':
      return from === 'resolved' ? null : { message: `${is}: only a resolved query can be closed.`, field };
    case 'open':
      if (from === 'resolved') return null;
      if (from === 'closed' && query.resolved_at !== null && autoClosedAt(query, now) !== null)
        return { message: REOPEN_REFUSED, field };
      return from === 'closed'
        ? { message: `${is}. Raise a new query; it will link to this one.`, field }
        : { message: `${is} already.`, field };
  }
};

/** A message text of 1-5,000 characters (trimmed), or the refusal on `field`. */
export const textOf = (
  raw: string,
  field: string,
  what: string,
): { ok: true; text: string } | { ok: false; refusal: Refusal } => {
  const text = raw.trim();
  if (text === '') return { ok: false, refusal: { message: `Write the ${what}.`, field } };
  if (text.length > MAX_TEXT)
    return {
      ok: false,
      refusal: { message: `The ${what} is ${text.length} characters; at most ${MAX_TEXT}.`, field },
    };
  return { ok: true, text };
};

/** The next id of a message, across every query (markers and attachments name them). */
export const nextMessageId = (db: DemoDb): number =>
  db.queries.reduce((max, query) => Math.max(max, query.messages.at(-1)?.id ?? 0), 0) + 1;
