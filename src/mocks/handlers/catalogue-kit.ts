import type { ZodType } from 'zod';

import * as v3 from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoOperation } from '../routes';
import type { Refusal, RouteDefinition } from './kit';
import {
  type EditableRecord,
  type ListBody,
  type ListRules,
  type ResourceRules,
  resourceRoutes,
  sameName,
} from './resource-kit';

/**
 * A master catalogue of the demo API from a short spec (docs/proposed-api.md, docs/demo-api.md):
 * its five calls (list, create, read, update, status) through the resource kit, with the rules most
 * catalogues share spelled once: fields unique (without regard to case, within a scope), references
 * to records that must exist and be active, what makes a record "in use" (it cannot be disabled),
 * and the names of the records a DTO refers to.
 */
export type CatalogueRow = EditableRecord & Record<string, unknown>;
type Row = CatalogueRow;

/** Another catalogue a field points at (`language_id`, or a list of ids `symptom_ids`). */
export interface Reference {
  field: string;
  /** The records it points at. */
  rows: (db: DemoDb) => readonly Row[];
  /** 'language': in messages ('That language does not exist.'). */
  noun: string;
  /** In the DTO: `language: { id, name }` (or a list of them for a list of ids). */
  as: string;
  /** The name shown for a referred record (default its `name`). */
  nameOf?: (row: Row) => string;
}

/** What keeps a record in use: active records of another catalogue that point at it. */
export interface Dependant {
  rows: (db: DemoDb) => readonly Row[];
  /** Whether `row` depends on the record with this id. */
  dependsOn: (row: Row, id: number) => boolean;
  /** '12 active test types use it' from the count. */
  says: (count: number) => string;
}

export interface CatalogueSpec<Write extends object> {
  /** 'clinic type' */
  noun: string;
  /** The operation ids' stem and plural: 'ClinicType', 'ClinicTypes'. */
  stem: string;
  plural: string;
  rows: (db: DemoDb) => Row[];
  /** Unique fields: a string compares without case; `within` names the fields of its scope. */
  unique?: ReadonlyArray<{ field: string; within?: readonly string[]; label?: string }>;
  references?: readonly Reference[];
  dependants?: readonly Dependant[];
  /** The texts a search looks in (default the record's name). */
  searchable?: (row: Row) => readonly string[];
  /** The list's own filters: body fields compared with the record's (default every extra field). */
  filterFields?: readonly string[];
  order?: (a: Row, b: Row) => number;
  /** More rules (ranges without gaps...): a refusal or null. */
  check?: (db: DemoDb, write: Write, existing: Row | undefined) => Refusal | null;
  /** The name a message uses for a record (default its `name`). */
  nameOf?: (row: Row) => string;
  /** Fields the DTO adds beyond the references (counts...). */
  extra?: (db: DemoDb, row: Row) => Record<string, unknown>;
  /** Who besides administrators may list (ListRules.readers). */
  readers?: ListRules<Row>['readers'];
}

/** A field as text for messages and search (a number as its digits, anything else empty). */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const defaultName = (row: Row): string => textOf(row.name) || textOf(row.title) || String(row.id);

export const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' ? sameName(a, b) : a === b;

/** The ids a reference field holds (one id, or a list of them). */
export const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((id): id is number => typeof id === 'number')
    : typeof value === 'number'
      ? [value]
      : [];

const checkReferences = (
  db: DemoDb,
  write: Record<string, unknown>,
  spec: CatalogueSpec<object>,
): Refusal | null => {
  for (const reference of spec.references ?? []) {
    for (const id of ids(write[reference.field])) {
      const row = reference.rows(db).find((candidate) => candidate.id === id);
      if (!row) return { message: `That ${reference.noun} does not exist.`, field: reference.field };
      if (!row.status)
        return {
          message: `${(reference.nameOf ?? defaultName)(row)} is inactive: enable it first, or choose another ${reference.noun}.`,
          field: reference.field,
        };
    }
  }
  return null;
};

/** The refusal of a write that repeats a unique field of another record, or null. */
export const checkUnique = (
  db: DemoDb,
  write: Record<string, unknown>,
  existing: Row | undefined,
  spec: CatalogueSpec<object>,
): Refusal | null => {
  for (const { field, within = [], label } of spec.unique ?? []) {
    const value = write[field];
    if (value === undefined || value === null || value === '') continue;
    const clash = spec
      .rows(db)
      .find(
        (row) =>
          row.id !== existing?.id &&
          same(row[field], value) &&
          within.every((scope) => row[scope] === write[scope]),
      );
    if (clash) {
      const what = label ?? field.replace(/_/g, ' ');
      const scope = within.length > 0 ? ' there' : '';
      return {
        message: `${/^[aeiou]/i.test(spec.noun) ? 'An' : 'A'} ${spec.noun} with the ${what} ${textOf(value).trim()} already exists${scope}.`,
        field,
      };
    }
  }
  return null;
};

const named = (row: Row | undefined, nameOf: (row: Row) => string) =>
  row ? { id: row.id, name: nameOf(row) } : { id: 0, name: '' };

/** The DTO: the record, the names of what it points at, and the spec's extra fields. */
const dtoOf = (spec: CatalogueSpec<object>) => (db: DemoDb, row: Row) => {
  const dto: Record<string, unknown> = { ...row };
  for (const reference of spec.references ?? []) {
    const nameOf = reference.nameOf ?? defaultName;
    const find = (id: number) => reference.rows(db).find((candidate) => candidate.id === id);
    const value = row[reference.field];
    dto[reference.as] = Array.isArray(value)
      ? ids(value).map((id) => named(find(id), nameOf))
      : named(typeof value === 'number' ? find(value) : undefined, nameOf);
  }
  return { ...dto, ...spec.extra?.(db, row) };
};

const BASE_FIELDS = new Set(['page', 'limit', 'searchValue', 'status']);

const zodExports: Readonly<Record<string, unknown>> = v3;

/** A generated body schema by orval's name for it (`CreateClinicTypeBody`); the contract has them all. */
const bodyOf = <T>(name: string): ZodType<T> => {
  const schema = zodExports[name];
  if (schema === undefined) throw new Error(`src/generated/zod has no ${name}`);
  return schema as ZodType<T>;
};

/** Every catalogue served, by stem: the provider states (src/mocks/provider-states-catalogues.ts) read their rules. */
const served = new Map<string, CatalogueSpec<object>>();

/** The spec of a catalogue the demo API serves, by its stem ('ClinicType'), or undefined. */
export const servedCatalogue = (stem: string): CatalogueSpec<object> | undefined => served.get(stem);

export const catalogueRoutes = <Write extends object>(spec: CatalogueSpec<Write>): RouteDefinition[] => {
  const nameOf = spec.nameOf ?? defaultName;
  const general = spec as unknown as CatalogueSpec<object>;
  served.set(spec.stem, general);
  const operation = (name: string) => name as DemoOperation;
  const rules: ResourceRules<Row, Write> = {
    noun: spec.noun,
    operations: {
      create: operation(`create${spec.stem}`),
      get: operation(`get${spec.stem}`),
      update: operation(`update${spec.stem}`),
      status: operation(`set${spec.stem}Status`),
    },
    createBody: bodyOf<Write>(`Create${spec.stem}Body`),
    updateBody: bodyOf<Write & { version: number }>(`Update${spec.stem}Body`),
    statusBody: bodyOf<{ status: boolean }>(`Set${spec.stem}StatusBody`),
    rows: spec.rows,
    toDto: dtoOf(general),
    fieldsOf: (write) => {
      const { version: _version, ...fields } = write as Write & { version?: number };
      return Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
      );
    },
    refuseWrite: (db, write, existing) =>
      checkReferences(db, write as Record<string, unknown>, general) ??
      checkUnique(db, write as Record<string, unknown>, existing, general) ??
      spec.check?.(db, write, existing) ??
      null,
    refuseStatus: (db, row, status) => {
      if (status) return null;
      const reasons = (spec.dependants ?? []).flatMap((dependant) => {
        const count = dependant
          .rows(db)
          .filter((other) => other.status && dependant.dependsOn(other, row.id)).length;
        return count > 0 ? [dependant.says(count)] : [];
      });
      return reasons.length > 0
        ? { message: `${nameOf(row)} is in use: ${reasons.join('; ')}. Disable them first.` }
        : null;
    },
    list: {
      operation: operation(`filter${spec.plural}`),
      body: bodyOf<ListBody>(`Filter${spec.plural}Body`),
      searchable: spec.searchable ?? ((row) => [nameOf(row)]),
      matches: (row, body) =>
        Object.entries(body)
          .filter(([key, value]) => !BASE_FIELDS.has(key) && value !== undefined && value !== null)
          .filter(([key]) => spec.filterFields === undefined || spec.filterFields.includes(key))
          .every(([key, value]) => row[key] === value),
      ...(spec.order ? { order: spec.order } : {}),
      ...(spec.readers ? { readers: spec.readers } : {}),
    },
  };
  return resourceRoutes(rules);
};

/** 'n active videos use it' */
export const countOf = (count: number, one: string, many: string): string =>
  `${count} active ${count === 1 ? one : many}`;
