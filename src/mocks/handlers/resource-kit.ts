import type { ZodType } from 'zod';

import type { DemoDb } from '../db';
import type { DemoOperation } from '../routes';
import type { DemoUser, Versioned } from '../types';
import { fail, ok, parseBody, type Refusal, refusal, type RouteDefinition, type RouteResult } from './kit';
import { recordKit } from './record-kit';
import { compareText, isAdministrator } from './scope';
import { booleanStatus, refuseMove, type StatusCodec } from './status-codec';

/** A record the resource calls edit: an id, a status (an active flag by default) and a version (requirements 11). */
export type EditableRecord<Status = boolean> = Versioned & { id: number; status: Status };

/**
 * One proposed resource of the demo API (docs/proposed-api.md): its four calls, its table and its
 * rules. `resourceRoutes` turns it into route definitions with the shared behaviour: 403 for users
 * who may not use it (and, with a scope, for a record outside theirs), 404 with the error envelope
 * for an unknown id, 409 with the current record for a stale version, 422 with the reason for a
 * refused rule or a move its status codec does not allow, and a version that goes up with every
 * change. The 403, 404 and 409 bodies are the record kit's (record-kit.ts).
 */
export type ResourceRules<Rec extends EditableRecord<unknown>, Write extends object> = ResourceBase<
  Rec,
  Write
> &
  StatusRules<Rec['status']>;

/** An active flag needs no codec (`booleanStatus`); any other status names its own. */
type StatusRules<Status> = [Status] extends [boolean]
  ? { status?: StatusCodec<boolean> }
  : { status: StatusCodec<Status> };

interface ResourceBase<Rec extends EditableRecord<unknown>, Write extends object> {
  /** 'country': used in messages ('Country not found'). */
  noun: string;
  operations: { create: DemoOperation; get: DemoOperation; update: DemoOperation; status: DemoOperation };
  createBody: ZodType<Write>;
  updateBody: ZodType<Write & { version: number }>;
  statusBody: ZodType<{ status: Rec['status'] }>;
  rows: (db: DemoDb) => Rec[];
  toDto: (db: DemoDb, record: Rec) => unknown;
  /** The record's own fields from a write body (id, status, version and dates are the kit's). */
  fieldsOf: (write: Write) => Omit<Rec, keyof EditableRecord>;
  /** A duplicate, a missing or inactive parent...; `existing` is the record an update changes. */
  refuseWrite: (db: DemoDb, write: Write, existing: Rec | undefined) => Refusal | null;
  /** Children still active, a parent inactive...: why the status may not change. */
  refuseStatus?: (db: DemoDb, record: Rec, status: Rec['status']) => Refusal | null;
  /** The paged list call (`POST v3/<thing>/filter`), when the resource has one. */
  list?: ListRules<Rec>;
  /** Who may use the calls; administrators by default. */
  allowed?: (user: DemoUser) => boolean;
  /** The 403 of a user `allowed` refuses (default `FORBIDDEN_MASTER`). */
  forbidden?: string;
  /** The rows a user may see (a customer's own...; default all), and the 403 of another's. */
  scope?: (db: DemoDb, user: DemoUser) => (record: Rec) => boolean;
  foreign?: string;
  /** After any change (indexes to rebuild). */
  afterChange?: (db: DemoDb) => void;
}

/** The body every paged list call takes; a resource may take more (its own filters). */
export interface ListBody<Status = boolean> {
  page: number;
  limit: number;
  searchValue?: string | null | undefined;
  /** Only records of this status (true: active ones); absent: all. */
  status?: Status | undefined;
}

export interface ListRules<Rec extends { status: unknown }> {
  operation: DemoOperation;
  body: ZodType<ListBody<Rec['status']>>;
  /** The texts a search looks in (case-insensitive substring; the id matches when equal). */
  searchable: (record: Rec) => readonly string[];
  /** The resource's own filters, from the parsed body. */
  matches?: (record: Rec, body: Record<string, unknown>) => boolean;
  /** Default: by name, then id. */
  order?: (a: Rec, b: Rec) => number;
  /** Who else may list, and with which body (doctors: the active medicines of the prescription picker). */
  readers?: (user: DemoUser, body: ListBody<Rec['status']>) => boolean;
}

export const FORBIDDEN_MASTER = 'Only administrators can read or change master data.';

export const resourceRoutes = <Rec extends EditableRecord<unknown>, Write extends object>(
  rules: ResourceRules<Rec, Write>,
): RouteDefinition[] => {
  const allowed = rules.allowed ?? isAdministrator;
  // An active flag's codec when the rules name none (StatusRules: only a boolean status may).
  const codec = (rules.status ?? booleanStatus) as StatusCodec<Rec['status']>;
  const records = recordKit<Rec>({
    noun: rules.noun,
    find: (db, id) => rules.rows(db).find((row) => row.id === id),
    ...(rules.scope ? { scope: rules.scope } : {}),
    ...(rules.foreign === undefined ? {} : { foreign: rules.foreign }),
  });
  const saved = (db: DemoDb, record: Rec): RouteResult => {
    rules.afterChange?.(db);
    return ok(rules.toDto(db, record));
  };
  const touch = (db: DemoDb, record: Rec): void => {
    record.version += 1;
    record.updated_at = db.now().toISOString();
  };
  const guard = (user: DemoUser): RouteResult | null =>
    allowed(user) ? null : fail(403, rules.forbidden ?? FORBIDDEN_MASTER);

  const { list } = rules;
  const listRoute: RouteDefinition[] = list
    ? [
        {
          operation: list.operation,
          resolve: ({ db, user, body }) => {
            const parsed = parseBody(list.body, body);
            const reader = parsed.ok && list.readers?.(user, parsed.value) === true;
            const denied = reader ? null : guard(user);
            if (denied) return denied;
            if (!parsed.ok) return parsed.result;
            const { page, limit, searchValue, status } = parsed.value;
            const needle = (searchValue ?? '').trim().toLowerCase();
            const inScope = records.scope(db, user);
            const found = rules
              .rows(db)
              .filter(
                (record) =>
                  inScope(record) &&
                  (status === undefined || record.status === status) &&
                  (list.matches?.(record, parsed.value as unknown as Record<string, unknown>) ?? true) &&
                  (needle === '' ||
                    String(record.id) === needle ||
                    list.searchable(record).some((text) => text.toLowerCase().includes(needle))),
              )
              .sort(list.order ?? byNameThenId);
            return ok({
              records: found.slice((page - 1) * limit, page * limit).map((record) => rules.toDto(db, record)),
              total_count: found.length,
            });
          },
        },
      ]
    : [];

  return [
    ...listRoute,
    {
      operation: rules.operations.create,
      mutates: true,
      resolve: ({ db, user, body }) => {
        const denied = guard(user);
        if (denied) return denied;
        const parsed = parseBody(rules.createBody, body);
        if (!parsed.ok) return parsed.result;
        const refused = rules.refuseWrite(db, parsed.value, undefined);
        if (refused) return refusal(refused.message, refused.field);
        const rows = rules.rows(db);
        const at = db.now().toISOString();
        const record = {
          ...rules.fieldsOf(parsed.value),
          id: Math.max(0, ...rows.map((row) => row.id)) + 1,
          status: codec.initial,
          version: 1,
          created_at: at,
          updated_at: at,
        } as Rec;
        rows.push(record);
        return saved(db, record);
      },
    },
    {
      operation: rules.operations.get,
      resolve: ({ db, user, params }) => {
        const denied = guard(user);
        if (denied) return denied;
        const found = records.readable(db, user, params.id);
        return found.ok ? ok(rules.toDto(db, found.row)) : found.result;
      },
    },
    {
      operation: rules.operations.update,
      mutates: true,
      resolve: ({ db, user, body, params }) => {
        const denied = guard(user);
        if (denied) return denied;
        const parsed = parseBody(rules.updateBody, body);
        if (!parsed.ok) return parsed.result;
        const found = records.readable(db, user, params.id);
        if (!found.ok) return found.result;
        const record = found.row;
        const stale = records.stale(record, parsed.value.version, () => rules.toDto(db, record));
        if (stale) return stale;
        const refused = rules.refuseWrite(db, parsed.value, record);
        if (refused) return refusal(refused.message, refused.field);
        Object.assign(record, rules.fieldsOf(parsed.value));
        touch(db, record);
        return saved(db, record);
      },
    },
    {
      operation: rules.operations.status,
      mutates: true,
      resolve: ({ db, user, body, params }) => {
        const denied = guard(user);
        if (denied) return denied;
        const parsed = parseBody(rules.statusBody, body);
        if (!parsed.ok) return parsed.result;
        const found = records.readable(db, user, params.id);
        if (!found.ok) return found.result;
        const record = found.row;
        const to = parsed.value.status;
        // Already so: nothing changes, the version stays (a repeated click is harmless).
        if (record.status === to) return ok(rules.toDto(db, record));
        const move = refuseMove(codec, rules.noun, record.status, to);
        if (move) return move;
        const refused = rules.refuseStatus?.(db, record, to);
        if (refused) return refusal(refused.message, refused.field);
        record.status = to;
        touch(db, record);
        return saved(db, record);
      },
    },
  ];
};

const byNameThenId = (a: EditableRecord<unknown>, b: EditableRecord<unknown>): number => {
  const nameOf = (record: EditableRecord<unknown>) => {
    const name = (record as { name?: unknown }).name;
    return typeof name === 'string' ? name : '';
  };
  return compareText(nameOf(a), nameOf(b)) || a.id - b.id;
};

/** Names compare without case and surrounding spaces: 'india ' is India. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
