import type { ZodType } from 'zod';

import type { DemoDb } from '../db';
import type { DemoOperation } from '../routes';
import type { DemoUser, Versioned } from '../types';
import { fail, ok, parseBody, type RouteDefinition, type RouteResult } from './kit';
import { compareText, isAdministrator } from './scope';

/** A record the resource calls edit: an id, an active flag and a version (requirements 11). */
export type EditableRecord = Versioned & { id: number; status: boolean };

/** Why a rule refused a write: 422 with the message and, when it concerns one, the field. */
export interface Refusal {
  message: string;
  field?: string;
}

export const refusal = (message: string, field?: string): RouteResult => ({
  status: 422,
  body: field === undefined ? { error: true, message } : { error: true, message, field },
});

/**
 * One proposed resource of the demo API (docs/proposed-api.md): its four calls, its table and its
 * rules. `resourceRoutes` turns it into route definitions with the shared behaviour: 403 for users
 * who may not use it, 404 with the error envelope for an unknown id, 409 with the current record for
 * a stale version, 422 with the reason for a refused rule, and a version that goes up with every
 * change.
 */
export interface ResourceRules<Rec extends EditableRecord, Write extends object> {
  /** 'country': used in messages ('Country not found'). */
  noun: string;
  operations: { create: DemoOperation; get: DemoOperation; update: DemoOperation; status: DemoOperation };
  createBody: ZodType<Write>;
  updateBody: ZodType<Write & { version: number }>;
  statusBody: ZodType<{ status: boolean }>;
  rows: (db: DemoDb) => Rec[];
  toDto: (db: DemoDb, record: Rec) => unknown;
  /** The record's own fields from a write body (id, status, version and dates are the kit's). */
  fieldsOf: (write: Write) => Omit<Rec, keyof EditableRecord>;
  /** A duplicate, a missing or inactive parent...; `existing` is the record an update changes. */
  refuseWrite: (db: DemoDb, write: Write, existing: Rec | undefined) => Refusal | null;
  /** Children still active, a parent inactive...: why the status may not change. */
  refuseStatus?: (db: DemoDb, record: Rec, status: boolean) => Refusal | null;
  /** The paged list call (`POST v3/<thing>/filter`), when the resource has one. */
  list?: ListRules<Rec>;
  /** Who may use the calls; administrators by default. */
  allowed?: (user: DemoUser) => boolean;
  /** After any change (indexes to rebuild). */
  afterChange?: (db: DemoDb) => void;
}

/** The body every paged list call takes; a resource may take more (its own filters). */
export interface ListBody {
  page: number;
  limit: number;
  searchValue?: string | null | undefined;
  /** true: active records, false: inactive ones, absent: both. */
  status?: boolean | undefined;
}

export interface ListRules<Rec> {
  operation: DemoOperation;
  body: ZodType<ListBody>;
  /** The texts a search looks in (case-insensitive substring; the id matches when equal). */
  searchable: (record: Rec) => readonly string[];
  /** The resource's own filters, from the parsed body. */
  matches?: (record: Rec, body: Record<string, unknown>) => boolean;
  /** Default: by name, then id. */
  order?: (a: Rec, b: Rec) => number;
  /** Who else may list, and with which body (doctors: the active medicines of the prescription picker). */
  readers?: (user: DemoUser, body: ListBody) => boolean;
}

const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const FORBIDDEN_MASTER = 'Only administrators can read or change master data.';

/** The id of a path like /v3/country/12: a positive whole number, else null. */
const idOf = (raw: string | readonly string[] | undefined): number | null => {
  const value = typeof raw === 'string' ? raw : undefined;
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
};

export const resourceRoutes = <Rec extends EditableRecord, Write extends object>(
  rules: ResourceRules<Rec, Write>,
): RouteDefinition[] => {
  const Noun = capitalise(rules.noun);
  const allowed = rules.allowed ?? isAdministrator;
  const find = (db: DemoDb, raw: string | readonly string[] | undefined): Rec | RouteResult => {
    const id = idOf(raw);
    const record = id === null ? undefined : rules.rows(db).find((row) => row.id === id);
    return record ?? fail(404, `${Noun} not found`);
  };
  const saved = (db: DemoDb, record: Rec): RouteResult => {
    rules.afterChange?.(db);
    return ok(rules.toDto(db, record));
  };
  const touch = (db: DemoDb, record: Rec): void => {
    record.version += 1;
    record.updated_at = db.now().toISOString();
  };
  const guard = (user: DemoUser): RouteResult | null => (allowed(user) ? null : fail(403, FORBIDDEN_MASTER));

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
            const found = rules
              .rows(db)
              .filter(
                (record) =>
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
          status: true,
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
        const record = find(db, params.id);
        return 'body' in record ? record : ok(rules.toDto(db, record));
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
        const record = find(db, params.id);
        if ('body' in record) return record;
        if (parsed.value.version !== record.version) {
          return {
            status: 409,
            body: {
              error: true,
              message: `This ${rules.noun} was changed by someone else while you were editing it.`,
              current: rules.toDto(db, record),
            },
          };
        }
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
        const record = find(db, params.id);
        if ('body' in record) return record;
        // Already so: nothing changes, the version stays (a repeated click is harmless).
        if (record.status === parsed.value.status) return ok(rules.toDto(db, record));
        const refused = rules.refuseStatus?.(db, record, parsed.value.status);
        if (refused) return refusal(refused.message, refused.field);
        record.status = parsed.value.status;
        touch(db, record);
        return saved(db, record);
      },
    },
  ];
};

const byNameThenId = (a: EditableRecord, b: EditableRecord): number => {
  const nameOf = (record: EditableRecord) => {
    const name = (record as { name?: unknown }).name;
    return typeof name === 'string' ? name : '';
  };
  return compareText(nameOf(a), nameOf(b)) || a.id - b.id;
};

/** Names compare without case and surrounding spaces: 'india ' is India. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
