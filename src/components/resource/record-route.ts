import { useParams, useSearch } from 'wouter';

import { parseId } from '@/lib/ids';

export const notFoundText = (singular: string, id: number): string =>
  `No ${singular.toLowerCase()} with ID ${id} was found. It may have been removed.`;

export const badIdText = (singular: string, raw: string | undefined): string =>
  `'${raw ?? ''}' is not a ${singular.toLowerCase()} id: an id is a whole number from 1.`;

/** Where a record screen's id is, and the words of its states. */
export interface RecordRouteSpec {
  /** 'Patient': "No patient with ID 7 was found.", "'x1' is not a patient id". */
  singular: string;
  /** The parameter holding the id: a path segment (`:doctor_id`), or a query one with `in: 'query'`. */
  param: string;
  in?: 'path' | 'query';
  /** More path parameters that must hold ids too (a consultation's `doctor_id`). */
  alsoIds?: readonly string[];
  /** The 403's words when the server gives none; without them a 403 is a failure like any other. */
  foreign?: string;
  /** Said when the parameter is absent or empty (a details page opened without a choice). */
  missingText?: string;
  /** The bad-id message, `badIdText(singular, raw)` by default. */
  badId?: (raw: string) => string;
}

/** The route's id, with what to say when its record is not there; or what is wrong with the address. */
export type RecordRoute =
  { id: number; notFound: string; foreign?: string | undefined } | { id: null; message: string };

/**
 * A route's id by the one rule of every record screen, `parseId` (src/lib/ids.ts): a positive whole
 * number written plainly, up to 2,147,483,647. Anything else is a message, and no call is made.
 */
export const recordRouteOf = (
  spec: RecordRouteSpec,
  raw: string | null | undefined,
  others: readonly (string | undefined)[] = [],
): RecordRoute => {
  const id = parseId(raw);
  const badOther = others.findIndex((other) => parseId(other) === null);
  if (id !== null && badOther === -1) {
    return { id, notFound: notFoundText(spec.singular, id), foreign: spec.foreign };
  }
  if ((raw === null || raw === undefined || raw === '') && spec.missingText !== undefined) {
    return { id: null, message: spec.missingText };
  }
  const wrong = (id === null ? raw : others[badOther]) ?? '';
  return { id: null, message: spec.badId?.(wrong) ?? badIdText(spec.singular, wrong) };
};

/** The record route of the current address (docs/adding-a-screen.md): its id, or what is wrong. */
export const useRecordRoute = (spec: RecordRouteSpec): RecordRoute => {
  const params = useParams<Record<string, string | undefined>>();
  const search = useSearch();
  const raw = spec.in === 'query' ? new URLSearchParams(search).get(spec.param) : params[spec.param];
  return recordRouteOf(
    spec,
    raw,
    (spec.alsoIds ?? []).map((name) => params[name]),
  );
};
