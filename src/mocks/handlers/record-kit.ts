import type { DemoDb } from '../db';
import type { DemoUser, DemoUserType } from '../types';
import { conflict, fail, type RouteResult } from './kit';

/**
 * One kind of record of the demo API (docs/demo-api.md, "The record kit"): how an id finds it, whose
 * rows a user may see, and what only some users may do. The kit writes every 403, 404 and 409 body
 * of the handlers from it: a handler holds its rules, never those answers.
 */
export interface RecordSpec<Row, Action extends string = never> {
  /** 'patient': 'Patient not found', 'This patient was changed by someone else…'. */
  noun: string;
  find: (db: DemoDb, id: number) => Row | undefined;
  /** A path's id (default `pathId`); an id from a body is a number already. */
  parseId?: (raw: unknown) => number | null;
  /** The rows a user may see (default: all); `byRole` builds one per role. */
  scope?: (db: DemoDb, user: DemoUser) => (row: Row) => boolean;
  /**
   * The resource's own 403 for a row outside the user's scope ('This patient is not one of
   * yours.'). Without one such a row is not found (404), as the legacy camp calls answer.
   */
  foreign?: string;
  /** What only some users may do (doctors do not change patients): each rule and its 403 text. */
  actions?: Readonly<Record<Action, ActionRule<Row>>>;
  /** The 409 of a stale version says 'while you were editing them' of people (default 'it'). */
  pronoun?: 'it' | 'them';
}

export interface ActionRule<Row> {
  /** Whether the user may; `row` is undefined for an action on no record yet (a create). */
  allowed: (user: DemoUser, row: Row | undefined) => boolean;
  /** The 403's message. */
  refused: string;
}

/** A record, or the answer that refuses it. */
export type Found<Row> = { ok: true; row: Row } | { ok: false; result: RouteResult };

export interface RecordKit<Row, Action extends string> {
  readonly noun: string;
  /** 'Patient not found' (404). */
  readonly notFound: RouteResult;
  /** The 403 of a row outside the user's scope (the hidden 404 without a `foreign` text). */
  readonly foreign: RouteResult;
  /** The record of an id (a path's text or a body's number), or the 404. */
  find: (db: DemoDb, raw: unknown) => Found<Row>;
  /** The user's row filter. */
  scope: (db: DemoDb, user: DemoUser) => (row: Row) => boolean;
  /** The record of an id within the user's scope, or the 404 or the 403. */
  readable: (db: DemoDb, user: DemoUser, raw: unknown) => Found<Row>;
  /** The 403 (or hidden 404) of a row outside the user's scope, or null. */
  outOfScope: (db: DemoDb, user: DemoUser, row: Row) => RouteResult | null;
  /** The action's 403 when the user may not do it, or null. */
  refuses: (action: Action, user: DemoUser, row?: Row) => RouteResult | null;
  /** The 409 of an edit made from another version than the record's, with the record now, or null. */
  stale: (row: Row & { version: number }, version: number, current: () => unknown) => RouteResult | null;
}

/** A path id: a positive whole number of at most ten digits, else null. */
export const pathId = (raw: unknown): number | null =>
  typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;

const idOf = (raw: unknown, parse: (raw: unknown) => number | null): number | null =>
  typeof raw === 'number' ? raw : parse(raw);

const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The standard 409 message of a stale version. */
export const staleMessage = (noun: string, pronoun: 'it' | 'them' = 'it'): string =>
  `This ${noun} was changed by someone else while you were editing ${pronoun}.`;

/** A row filter from one rule per role (administrator, customer, doctor). */
export const byRole =
  <Row>(rules: {
    readonly [Role in DemoUserType]: (db: DemoDb, user: DemoUser) => (row: Row) => boolean;
  }) =>
  (db: DemoDb, user: DemoUser): ((row: Row) => boolean) =>
    rules[user.user_type](db, user);

export const everyRow = (): (() => boolean) => () => true;

export const recordKit = <Row, Action extends string = never>(
  spec: RecordSpec<Row, Action>,
): RecordKit<Row, Action> => {
  const notFound = fail(404, `${capitalise(spec.noun)} not found`);
  const foreign = spec.foreign === undefined ? notFound : fail(403, spec.foreign);
  const scope = spec.scope ?? everyRow;
  const parse = spec.parseId ?? pathId;
  const find = (db: DemoDb, raw: unknown): Found<Row> => {
    const id = idOf(raw, parse);
    const row = id === null ? undefined : spec.find(db, id);
    return row === undefined ? { ok: false, result: notFound } : { ok: true, row };
  };
  const outOfScope = (db: DemoDb, user: DemoUser, row: Row): RouteResult | null =>
    scope(db, user)(row) ? null : foreign;
  return {
    noun: spec.noun,
    notFound,
    foreign,
    find,
    scope,
    readable: (db, user, raw) => {
      const found = find(db, raw);
      if (!found.ok) return found;
      const refused = outOfScope(db, user, found.row);
      return refused ? { ok: false, result: refused } : found;
    },
    outOfScope,
    refuses: (action, user, row) => {
      const rule = spec.actions?.[action];
      return !rule || rule.allowed(user, row) ? null : fail(403, rule.refused);
    },
    stale: (row, version, current) =>
      version === row.version ? null : conflict(staleMessage(spec.noun, spec.pronoun), current()),
  };
};
