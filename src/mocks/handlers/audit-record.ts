import type { DemoDb } from '../db';
import type { DemoAuditAction, DemoAuditChange, DemoAuditEvent, DemoAuditLine, DemoUser } from '../types';
import { actionOfLine, lineChanges, lineSummary } from './audit-line';

/**
 * Writing an audit event (docs/audit.md). Secrets never reach it: a field whose name says it holds
 * one (password, secret, token, key, hash, signature: `temporary_password`, `secret_hash`,
 * `signing_secret`, `api_key`...) is dropped from the changes at any depth, and a summary names
 * only the record and the fields changed, never a value.
 */

const SECRET_FIELD = /password|secret|token|key|hash|signature/i;

export const isSecretField = (name: string): boolean => SECRET_FIELD.test(name);

/** Fields every write moves, left out of the changes. */
const BOOKKEEPING = new Set(['version', 'updated_at', 'created_at', 'updated_by', 'created_by']);

const MAX_TEXT = 200;

/** The value without any secret field, at any depth. */
export const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !isSecretField(name))
      .map(([name, field]) => [name, withoutSecrets(field)]),
  );
};

/** A value as the trail shows it: text, "3 items" for a list of records, null when absent. */
export const auditText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null))
    return value.length === 1 ? '1 item' : `${value.length} items`;
  return auditText(JSON.stringify(withoutSecrets(value)));
};

const fieldsOf = (record: unknown): Record<string, unknown> =>
  typeof record === 'object' && record !== null && !Array.isArray(record)
    ? (record as Record<string, unknown>)
    : {};

/** The fields that differ between two versions of a record (before null: a create), secrets left out. */
export const changesOf = (before: unknown, after: unknown): DemoAuditChange[] => {
  const old = fieldsOf(before);
  const next = fieldsOf(after);
  const names = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return names
    .filter((name) => !isSecretField(name) && !BOOKKEEPING.has(name))
    .map((name) => ({ field: name, old: auditText(old[name]), new: auditText(next[name]) }))
    .filter((change) => change.old !== change.new);
};

export const nameOf = (user: Pick<DemoUser, 'first_name' | 'last_name'>): string =>
  `${user.first_name} ${user.last_name}`;

/** What the caller records: the rest (id, time, the actor's name) is the trail's. */
export interface AuditInput {
  actor: DemoUser | null;
  action: DemoAuditAction;
  operation: string;
  entity: string;
  entity_id: number | null;
  patient_id: number | null;
  summary: string;
  changes?: DemoAuditChange[];
  /** The record's timeline line, when the call is a step of its workflow. */
  line?: DemoAuditLine;
}

/** The next event id: after the archive's and every recorded one. */
const nextId = (db: DemoDb): number => {
  const events = db.auditEvents;
  const last = events[events.length - 1]?.id ?? 0;
  return Math.max(last, db.auditArchive.count) + 1;
};

/** Records one event at the demo clock's now, and answers it. */
export const recordAudit = (db: DemoDb, input: AuditInput): DemoAuditEvent => {
  const event: DemoAuditEvent = {
    id: nextId(db),
    at: db.now().toISOString(),
    actor_id: input.actor?.id ?? null,
    actor_name: input.actor ? nameOf(input.actor) : 'System',
    action: input.action,
    operation: input.operation,
    entity: input.entity,
    entity_id: input.entity_id,
    patient_id: input.patient_id,
    summary: input.summary,
    changes: (input.changes ?? []).filter((change) => !isSecretField(change.field)),
  };
  if (input.line !== undefined) event.line = input.line;
  db.auditEvents.push(event);
  return event;
};

/**
 * A timeline line a handler notes for a record (an order's move, a kiosk's, a query's status). It is
 * recorded at once as an event of that record, so the call's own answer shows it in the record's
 * history; the hook (audit-hook.ts) then completes it as the call's event (the record's diff, the
 * call's action and summary) when it names the call's record, so one call is one event, never two.
 * The lines of other records (the kiosks a receipt adds) stay events of their own. A call that fails
 * after noting a line loses it.
 */
export interface TimelineNote {
  entity_id: number;
  line: DemoAuditLine;
  by: number | null;
}

interface OpenCall {
  depth: number;
  operation: string;
  recorded: DemoAuditEvent[];
}

const openCalls = new WeakMap<DemoDb, OpenCall>();

/** The hook opens a call before its handler runs... */
export const openAuditCall = (db: DemoDb, operation: string): void => {
  const open = openCalls.get(db) ?? { depth: 0, operation, recorded: [] };
  open.depth += 1;
  openCalls.set(db, open);
};

/** ...and closes it after, taking the events the handler's lines recorded. */
export const closeAuditCall = (db: DemoDb): DemoAuditEvent[] => {
  const open = openCalls.get(db);
  if (!open) return [];
  open.depth -= 1;
  if (open.depth > 0) return [];
  openCalls.delete(db);
  return open.recorded;
};

/** Takes back events a failed call recorded. */
export const dropAudit = (db: DemoDb, events: readonly DemoAuditEvent[]): void => {
  for (const event of events) {
    const at = db.auditEvents.lastIndexOf(event);
    if (at >= 0) db.auditEvents.splice(at, 1);
  }
};

/** A handler's timeline line, recorded now as an event of its record (with the open call's name). */
export const noteTimeline = (db: DemoDb, note: TimelineNote): DemoAuditEvent => {
  const open = openCalls.get(db);
  const operation = open?.operation ?? 'timeline';
  const event = recordAudit(db, {
    actor: note.by === null ? null : (db.user(note.by) ?? null),
    action: actionOfLine(note.line),
    operation,
    entity: note.line.entity,
    entity_id: note.entity_id,
    patient_id: null,
    summary: lineSummary(operation, note.line, note.entity_id),
    changes: lineChanges(note.line),
    line: note.line,
  });
  open?.recorded.push(event);
  return event;
};
