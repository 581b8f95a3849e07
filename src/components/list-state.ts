import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

import { pageCountOf } from './page-items';

/**
 * Every list keeps its state in the URL (page, rows, search, and a tab or status where it has one),
 * so a link, a reload or the back button shows the same page. Anything unexpected in the query
 * string falls back to the default instead of reaching the API.
 */
export const ROWS_OPTIONS = [5, 10, 20] as const;
export type RowsOption = (typeof ROWS_OPTIONS)[number];
export const DEFAULT_ROWS: RowsOption = 10;
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100_000;

/** The part every paged list shares. */
export interface PagedParams {
  search: string;
  page: number;
  rows: RowsOption;
}

export const DEFAULT_PAGED: PagedParams = { search: '', page: 1, rows: DEFAULT_ROWS };

/** What the user searches for: trimmed and capped, so a pasted essay is not sent as a query. */
export const cleanSearch = (raw: string | null | undefined): string =>
  (raw ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();

export const parsePage = (raw: string | null): number => {
  if (raw === null || !/^[1-9][0-9]{0,5}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
};

/** Rows per page: one of ROWS_OPTIONS, else the default. */
export const parseRows = (raw: string | null): RowsOption =>
  ROWS_OPTIONS.find((option) => String(option) === raw) ?? DEFAULT_ROWS;

/** One of the allowed values of a tab or status parameter (case-insensitive), else the first. */
export const parseChoice = <Choice extends string>(
  raw: string | null,
  choices: readonly [Choice, ...Choice[]],
) => choices.find((choice) => choice.toLowerCase() === raw?.toLowerCase()) ?? choices[0];

export const parsePaged = (query: URLSearchParams): PagedParams => ({
  search: cleanSearch(query.get('search')),
  page: parsePage(query.get('page')),
  rows: parseRows(query.get('rows')),
});

/** search (left out when empty), page, rows, in that order after whatever `query` holds already. */
export const writePaged = (query: URLSearchParams, params: PagedParams): URLSearchParams => {
  if (params.search !== '') query.set('search', params.search);
  query.set('page', String(params.page));
  query.set('rows', String(params.rows));
  return query;
};

export interface UrlListState<Params> {
  params: Params;
  /** Navigate to the same path with these parameters changed (a new history entry unless replace). */
  go: (next: Partial<Params>, replace?: boolean) => void;
}

/**
 * A list's parameters, read from the URL's query string by `parse` and written back by `serialize`.
 * `path` is the list's absolute path ('/dashboard/monitor'); the hook works inside a nested router.
 */
export const useUrlListState = <Params>(
  path: string,
  parse: (search: string) => Params,
  serialize: (params: Params) => string,
): UrlListState<Params> => {
  // Deferred (issue 19): the click or key that changed the URL paints first; the list's new
  // parameters, its query and its rows render after, in slices a further input can interrupt.
  const search = useDeferredValue(useSearch());
  const [, navigate] = useLocation();
  const params = useMemo(() => parse(search), [parse, search]);
  const go = useCallback(
    (next: Partial<Params>, replace = false) =>
      navigate(`~${path}?${serialize({ ...params, ...next })}`, { replace }),
    [navigate, path, params, serialize],
  );
  return { params, go };
};

/**
 * A bookmarked page past the end (after deletions, or typed by hand) moves to the last page, once
 * the answer for the current parameters (not a placeholder from the previous ones) is in.
 */
export const useClampPage = (
  page: number,
  pageCount: number,
  settled: boolean,
  toPage: (page: number) => void,
): void => {
  const beyondEnd = settled && page > pageCount;
  useEffect(() => {
    if (beyondEnd) toPage(pageCount);
  }, [beyondEnd, pageCount, toPage]);
};

/**
 * The page to ask for: back to page 1 (in place, no new history entry) when `scope` changes while
 * the list is shown, e.g. a chip of the applied filter is cleared, since page 4 of another list is
 * a page nobody asked for. The render that sees the new scope already answers 1, so the old page
 * of the new scope is never requested. The first render keeps the URL's page (a bookmark).
 */
export const useScopedPage = (scope: unknown, page: number, toPage: (page: number) => void): number => {
  const key = JSON.stringify(scope);
  const [settled, setSettled] = useState(key);
  // The page on screen when the scope changed, until the URL has moved away from it.
  const [resetFrom, setResetFrom] = useState<number | null>(null);
  let from = resetFrom;
  if (settled !== key) {
    setSettled(key);
    from = page === 1 ? null : page;
    setResetFrom(from);
  } else if (resetFrom !== null && page !== resetFrom) {
    from = null;
    setResetFrom(null);
  }
  const pending = from !== null && page === from;
  useEffect(() => {
    if (pending) toPage(1);
  }, [pending, toPage]);
  return pending ? 1 : page;
};

/** The part of a react-query result a paged server list reads. */
interface PagedQuery<Page extends { total_count?: number | null }> {
  data: Page | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
}

/**
 * What a server-paged list shows: the answer (none after a failure, so the table says 'No data
 * found'), its total (undefined until known) and page count. A page past the end moves to the last
 * once the answer for the current parameters is in (useClampPage).
 */
export const useServerPage = <Page extends { total_count?: number | null }>(
  query: PagedQuery<Page>,
  page: number,
  rows: number,
  toPage: (page: number) => void,
): { data: Page | undefined; total: number | undefined; pageCount: number } => {
  const data = query.isError ? undefined : query.data;
  const total = data?.total_count ?? undefined;
  const pageCount = pageCountOf(total ?? 0, rows);
  useClampPage(page, pageCount, data !== undefined && !query.isPlaceholderData, toPage);
  return { data, total, pageCount };
};
