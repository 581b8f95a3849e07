import type { DemoDb } from '../db';
import { type DemoOperation, demoRoutes } from '../routes';
import { DEMO_TABLES } from '../tables';
import type { DemoAuditAction, DemoAuditChange, DemoAuditEvent, DemoUser } from '../types';
import {
  auditText,
  changesOf,
  closeAuditCall,
  dropAudit,
  isSecretField,
  nameOf,
  openAuditCall,
  recordAudit,
} from './audit-record';
import type { RouteContext, RouteDefinition, RouteResult } from './kit';
import { pathId } from './record-kit';

/**
 * The recording hook (docs/audit.md): `withAudit` wraps the route definitions once, in
 * src/mocks/handlers.ts, so every call passes through it; a handler only notes a record's timeline
 * line (audit-record.ts, `noteTimeline`), which becomes the call's own event.
 * - A successful write (a route marked `mutates`, sign-out aside) records who, when, which record
 *   and, where the call names a record of a table (src/mocks/tables.ts), the fields it changed with
 *   their old and new values (the stored row before and after the call, secrets left out).
 * - A successful read of one patient's record, results or screening sessions records `read` with
 *   the patient. Such a read now writes a table, so it is marked `mutates`: the browser keeps the
 *   access log across a reload like any other change.
 * A refusal (a status other than 200, or a 200 with the error flag) records nothing.
 */

const PATIENT_READS: Partial<Record<DemoOperation, string>> = {
  getPatient: 'record',
  filterResults: 'results',
  filterScreeningSessions: 'screening sessions',
};

const UNRECORDED = new Set<DemoOperation>(['logout']);

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** The answer's payload when the call succeeded: not a 4xx/5xx, not a 200 refusal, not a refused sign-in. */
const succeeded = (result: RouteResult): Record<string, unknown> | null => {
  if (result.status !== 200) return null;
  const data = fieldsOf(fieldsOf(result.body).data);
  if (data.error === true || data.valid === false) return null;
  return data;
};

/** The record's kind from the call's path: /v3/api-key/{id}/rotate is an `api_key`. */
const entityOf = (operation: DemoOperation): string => {
  const segment = demoRoutes[operation].path.split('/v3/')[1]?.split('/')[0] ?? operation;
  if (segment === 'login' || segment === 'auth') return 'user';
  return segment.toLowerCase().replace(/-/g, '_');
};

const camel = (entity: string): string =>
  entity.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
const plural = (noun: string): string =>
  /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;

const TABLES = new Set<string>(DEMO_TABLES.names);

/** The stored record an entity and id name, as text per field (secrets left out), or null. */
const storedRecord = (db: DemoDb, entity: string, id: number | null): Record<string, unknown> | null => {
  const name = [plural(camel(entity)), camel(entity)].find((candidate) => TABLES.has(candidate));
  if (name === undefined) return null;
  const table = Reflect.get(db, name) as unknown;
  if (Array.isArray(table)) {
    if (id === null) return null;
    const row = (table as unknown[]).find((candidate) => fieldsOf(candidate).id === id);
    return row === undefined ? null : flat(row);
  }
  return typeof table === 'object' && table !== null ? flat(table) : null;
};

/** A record's fields as the trail's text, taken now (the row itself changes under the call). */
const flat = (row: unknown): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fieldsOf(row))
      .filter(([field]) => !isSecretField(field))
      .map(([field, value]) => [field, auditText(value)]),
  );

/** The id the call names: its path's, else the new record's in the answer (a create). */
const entityIdOf = (context: RouteContext, data: Record<string, unknown> | null, entity: string) => {
  const fromPath = pathId(context.params.id);
  if (fromPath !== null) return fromPath;
  if (data === null) return null;
  const nested = [data, data[entity], data.record, data.user, data.key, data.integration, data.delivery];
  for (const candidate of nested) {
    const id = numberOf(fieldsOf(candidate).id);
    if (id !== null) return id;
  }
  return null;
};

const actionOf = (operation: DemoOperation, changes: readonly DemoAuditChange[]): DemoAuditAction => {
  if (operation === 'loginDashboard') return 'sign_in';
  if (/^(create|import)/.test(operation)) return 'create';
  if (/^(delete|remove)/.test(operation)) return 'delete';
  if (/^rotate/.test(operation)) return 'rotate';
  if (/^revoke/.test(operation)) return 'revoke';
  if (/^(redeliver|sendTest)/.test(operation)) return 'deliver';
  if (/Status$|^disable|^enable/.test(operation)) return 'status';
  return changes.some((change) => change.field === 'status') ? 'status' : 'update';
};

/** "updatePatient" -> "Update patient". */
const humanise = (operation: string): string => {
  const words = operation.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

const summaryOf = (
  operation: DemoOperation,
  entity: string,
  id: number | null,
  changes: DemoAuditChange[],
) => {
  const what = id === null ? entity.replace(/_/g, ' ') : `${entity.replace(/_/g, ' ')} ${id}`;
  const fields = changes.slice(0, 5).map((change) => change.field);
  const more = changes.length > fields.length ? ', …' : '';
  return `${humanise(operation)}: ${what}${fields.length > 0 ? ` (${fields.join(', ')}${more})` : ''}`;
};

const recordRead = (context: RouteContext, operation: DemoOperation, what: string): void => {
  const patient =
    operation === 'getPatient' ? pathId(context.params.id) : numberOf(fieldsOf(context.body).patient_id);
  if (patient === null) return;
  recordAudit(context.db, {
    actor: context.user,
    action: 'read',
    operation,
    entity: 'patient',
    entity_id: patient,
    patient_id: patient,
    summary: `Read patient ${patient}'s ${what}`,
  });
};

const recordSignIn = (db: DemoDb, data: Record<string, unknown>): void => {
  const id = numberOf(fieldsOf(data.user).id);
  const user = id === null ? undefined : db.users.find((candidate) => candidate.id === id);
  if (!user) return;
  recordAudit(db, {
    actor: user,
    action: 'sign_in',
    operation: 'loginDashboard',
    entity: 'user',
    entity_id: user.id,
    patient_id: null,
    summary: `${nameOf(user)} signed in`,
  });
};

const patientOf = (entity: string, id: number | null, ...records: unknown[]): number | null => {
  if (entity === 'patient') return id;
  for (const record of records) {
    const patient = numberOf(fieldsOf(record).patient_id);
    if (patient !== null) return patient;
  }
  return null;
};

/** The record's diff, with what only the line knows (a reason, a detail, a move in place). */
const withLine = (diff: DemoAuditChange[], line: readonly DemoAuditChange[]): DemoAuditChange[] => [
  ...diff,
  ...line.filter((change) => !diff.some((each) => each.field === change.field)),
];

/** One write: the record before, the call, the record after, the event. */
const recordedWrite = (definition: RouteDefinition): RouteDefinition['resolve'] => {
  const { operation } = definition;
  const entity = entityOf(operation);
  return async (context) => {
    const named = pathId(context.params.id) ?? (entity === 'settings' ? null : undefined);
    const before = named === undefined ? null : storedRecord(context.db, entity, named);
    openAuditCall(context.db, operation);
    let lines: DemoAuditEvent[] = [];
    let result: RouteResult;
    try {
      result = await definition.resolve(context);
    } finally {
      lines = closeAuditCall(context.db);
    }
    const data = succeeded(result);
    if (data === null) {
      dropAudit(context.db, lines);
      return result;
    }
    if (operation === 'loginDashboard') {
      recordSignIn(context.db, data);
      return result;
    }
    // A public route (no session) has no user: the event is the system's.
    const actor: DemoUser | null = typeof context.user.id === 'number' ? context.user : null;
    const id = operation === 'changePassword' ? (actor?.id ?? null) : entityIdOf(context, data, entity);
    const after = storedRecord(context.db, entity, id);
    const diff = before === null && after === null ? [] : changesOf(before, after);
    // The call's own record's timeline line (recorded by the handler, so its answer shows it) is
    // the call's event, completed here: one event for one call. Other records' lines stay theirs.
    const own = lines.find((event) => event.entity === entity && event.entity_id === id);
    const changes = own ? withLine(diff, own.changes) : diff;
    const what = {
      action: actionOf(operation, changes),
      operation,
      entity,
      entity_id: id,
      patient_id: patientOf(entity, id, after, before, context.body),
      summary: summaryOf(operation, entity, id, changes),
      changes,
    };
    // Its actor stays the line's (the caller, as every handler notes it): the index keys it.
    if (own) Object.assign(own, what);
    else recordAudit(context.db, { actor, ...what });
    return result;
  };
};

const recordedRead =
  (definition: RouteDefinition, what: string): RouteDefinition['resolve'] =>
  async (context) => {
    const result = await definition.resolve(context);
    if (succeeded(result) !== null) recordRead(context, definition.operation, what);
    return result;
  };

/** Every definition, with the audit trail's recording where the call writes or reads a patient. */
export const withAudit = (definitions: readonly RouteDefinition[]): RouteDefinition[] =>
  definitions.map((definition) => {
    const read = PATIENT_READS[definition.operation];
    if (read !== undefined) return { ...definition, mutates: true, resolve: recordedRead(definition, read) };
    if (!definition.mutates || UNRECORDED.has(definition.operation)) return definition;
    return { ...definition, resolve: recordedWrite(definition) };
  });
