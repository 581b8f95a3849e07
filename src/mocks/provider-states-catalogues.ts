import type { ZodObject, ZodType } from 'zod';

import * as v3 from '@/generated/zod/v3.zod';
import { OPERATIONS } from '@/lib/http/operations';

import type { DemoDb } from './db';
import {
  type CatalogueRow,
  type CatalogueSpec,
  checkUnique,
  ids,
  same,
  servedCatalogue,
} from './handlers/catalogue-kit';
import type { ProviderStateHandler } from './provider-states';
// The catalogues' specs register as their routes are made.
import './handlers';

/**
 * Provider states of the proposed catalogue calls (the proposals pact, docs/contracts.md). Each takes
 * `catalogue`, the call's path segment ('clinic-type', 'medicine'...), and reads that catalogue's
 * rules (what is unique, what it points at, what uses it) from the demo API's own spec, so one set
 * of states serves all eighteen. Like the others, they only make sure of what they need.
 */
type Spec = CatalogueSpec<object>;

/** The catalogue whose calls live under /v3/{catalogue}/, by the stem of its read's operation id. */
const specOf = (params: Record<string, unknown>): Spec => {
  const segment = params.catalogue;
  const read = OPERATIONS.find(
    (operation) =>
      operation.proposed && operation.method === 'GET' && operation.path === `/v3/${String(segment)}/{id}`,
  );
  const spec = read ? servedCatalogue(read.operationId.replace(/^get/, '')) : undefined;
  if (!spec)
    throw new Error(`"catalogue" must name a catalogue's path segment, not ${JSON.stringify(segment)}`);
  return spec;
};

const idParam = (params: Record<string, unknown>): number => {
  const value = params.id;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
};

/** The values a state was given for a record's fields: every param but `catalogue`. */
const valuesOf = (params: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'catalogue'));

/** The records a write's references point at, active (a reference to an inactive one is refused). */
const activateReferences = (db: DemoDb, spec: Spec, values: Record<string, unknown>) => {
  for (const reference of spec.references ?? []) {
    for (const id of ids(values[reference.field])) {
      const row = reference.rows(db).find((candidate) => candidate.id === id);
      if (!row) throw new Error(`The demo data has no ${reference.noun} ${id}`);
      row.status = true;
    }
  }
};

/** The record, active, with what it points at active too. */
const ensureRecord = (db: DemoDb, spec: Spec, id: number): CatalogueRow => {
  const row = spec.rows(db).find((candidate) => candidate.id === id);
  if (!row) throw new Error(`The demo data has no ${spec.noun} ${id}`);
  row.status = true;
  activateReferences(db, spec, row);
  return row;
};

const LETTERS = 'zyxwvutsrqponmlkjihgfedcba';
const CLASSES = [LETTERS, LETTERS.toUpperCase(), '9876543210'];

/** Strings shaped like `value`, one character class per place (a two-letter code gives 'zz', 'zy'...). */
function* sameShape(value: string): Generator<string> {
  const classes = Array.from(value, (char) => CLASSES.find((chars) => chars.includes(char)) ?? char);
  const places = classes.map(() => 0);
  for (;;) {
    yield classes.map((chars, place) => chars.charAt(places[place] ?? 0)).join('');
    let place = classes.length - 1;
    while (place >= 0 && places[place] === (classes[place]?.length ?? 1) - 1) places[place--] = 0;
    if (place < 0) return;
    places[place] = (places[place] ?? 0) + 1;
  }
}

/** A value no record of the catalogue has in this field, valid for the catalogue's create body. */
const freeValue = (spec: Spec, rows: readonly CatalogueRow[], field: string, row: CatalogueRow): unknown => {
  const value = row[field];
  if (typeof value === 'number') return Math.max(0, ...rows.map((other) => Number(other[field]) || 0)) + 1;
  const schema = (v3 as Record<string, unknown>)[`Create${spec.stem}Body`] as
    ZodObject<Record<string, ZodType>> | undefined;
  const fieldSchema = schema?.shape[field];
  const valid = (candidate: string) => fieldSchema?.safeParse(candidate).success ?? true;
  const taken = (candidate: string) => rows.some((other) => same(other[field], candidate));
  const suffixed = `${String(value)} ${row.id}`;
  if (valid(suffixed) && !taken(suffixed)) return suffixed;
  for (const candidate of sameShape(String(value)))
    if (valid(candidate) && !taken(candidate)) return candidate;
  throw new Error(`No free ${field} is left for a ${spec.noun}`);
};

/** Moves every record that shares a unique field (within its scope) with `values` out of the way. */
const clearClashes = (db: DemoDb, spec: Spec, values: Record<string, unknown>) => {
  const rows = spec.rows(db);
  for (const { field, within = [] } of spec.unique ?? []) {
    if (values[field] === undefined) continue;
    for (const row of rows) {
      const clashes =
        same(row[field], values[field]) &&
        within.every((scope) => values[scope] === undefined || row[scope] === values[scope]);
      if (clashes) row[field] = freeValue(spec, rows, field, row);
    }
  }
};

/** A new active record copied from record 1 (so shaped like it), its unique fields made free. */
const addRecord = (db: DemoDb, spec: Spec, values: Record<string, unknown> = {}): CatalogueRow => {
  const rows = spec.rows(db);
  const first = ensureRecord(db, spec, 1);
  const at = db.now().toISOString();
  const id = Math.max(...rows.map((row) => row.id)) + 1;
  const record: CatalogueRow = { ...first, id, status: true, version: 1, created_at: at, updated_at: at };
  for (const { field } of spec.unique ?? []) record[field] = freeValue(spec, rows, field, record);
  Object.assign(record, values);
  rows.push(record);
  return record;
};

export const catalogueProviderStates: Record<string, ProviderStateHandler> = {
  /** params: catalogue, id. Answers id and version (the version an edit starts from). */
  'a catalogue record exists': (db, params) => {
    const row = ensureRecord(db, specOf(params), idParam(params));
    return { id: row.id, version: row.version };
  },
  /** params: catalogue, id. Someone saved it after version 1: an edit from version 1 is stale. Answers id. */
  'a catalogue record was changed since version 1': (db, params) => {
    const row = ensureRecord(db, specOf(params), idParam(params));
    if (row.version < 2) {
      row.version = 2;
      row.updated_at = db.now().toISOString();
    }
    return { id: row.id };
  },
  /**
   * params: catalogue and the new record's fields. Nothing there has its unique values, and what it
   * points at is active: a create of it is saved.
   */
  'a catalogue record like this one can be created': (db, params) => {
    const spec = specOf(params);
    const values = valuesOf(params);
    activateReferences(db, spec, values);
    clearClashes(db, spec, values);
  },
  /**
   * params: catalogue and a record's fields. A record with those unique values is there (a copy of
   * record 1 that takes them, when none is), so a create of them is refused with the field; what
   * they point at is active.
   */
  'a catalogue record with these values exists': (db, params) => {
    const spec = specOf(params);
    const values = valuesOf(params);
    activateReferences(db, spec, values);
    if (checkUnique(db, values, undefined, spec) === null) addRecord(db, spec, values);
  },
  /**
   * params: catalogue. An active record no active record depends on (it can be disabled): a new
   * copy of record 1, so that disabling it changes nothing else (record 1 of a question counts
   * towards its questionnaire's highest total). Answers id.
   */
  'a catalogue record nothing uses exists': (db, params) => ({ id: addRecord(db, specOf(params)).id }),
};
