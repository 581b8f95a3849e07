import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { toApiError, type ApiError } from '@/lib/http/api-error';
import type { ErrorMeta } from '@/lib/http/report-error';

import { useClampPage, useServerPage } from '../list-state';
import { pageCountOf } from '../page-items';

/** What a list shows, whichever way its rows arrive. */
export interface ListRows<Row> {
  rows: readonly Row[];
  /** Rows in the list (after search), undefined until the first answer. */
  total: number | undefined;
  /** Before a search narrowed it, when the browser searched (for 'States: 2 of 12'). */
  unfiltered?: number | undefined;
  page: number;
  pageCount: number;
  /** The first load, or Try again after a failure. */
  loading: boolean;
  /** Any request in flight (aria-busy). */
  busy: boolean;
  error: ApiError | null;
  retry: () => void;
}

/**
 * Every list query: failures are shown by the list itself (the table, or the missing-call message),
 * so they are only logged (requirements section 8); the previous page stays on screen while the
 * next one loads.
 */
export const LIST_QUERY = {
  meta: { errorMode: 'log' } satisfies ErrorMeta,
  placeholderData: keepPreviousData,
} as const;

/** For calls answered by the whole list at once: no placeholder between different lists. */
export const WHOLE_LIST_QUERY = { meta: { errorMode: 'log' } satisfies ErrorMeta } as const;

const EMPTY: readonly never[] = [];

/** Loading, busy, the failure and a stable Try again (the memoised table keeps its props). */
const useQueryState = (query: UseQueryResult<unknown, unknown>) => {
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    // Not a disabled query (a child list waiting for its parent): that one says what to pick. A
    // first load paused offline (React Query waits for the network to try again) is still loading:
    // 'No data found' would tell the user there is nothing (issue 31).
    loading:
      query.isLoading ||
      (query.isPending && query.fetchStatus === 'paused') ||
      (query.isError && query.isFetching),
    busy: query.isFetching,
    error: query.isError ? toApiError(query.error) : null,
    retry,
  };
};

/**
 * A server-paged call (`{ records, total_count }`): the page the server answered, its total and
 * page count; a page past the end moves to the last one once the answer is in.
 */
export const useServerRows = <Row>(
  query: UseQueryResult<{ records: Row[]; total_count: number }, unknown>,
  page: number,
  rowsPerPage: number,
  toPage: (page: number) => void,
): ListRows<Row> => {
  const { data, total, pageCount } = useServerPage(query, page, rowsPerPage, toPage);
  return { rows: data?.records ?? EMPTY, total, page, pageCount, ...useQueryState(query) };
};

export interface LocalPaging<Row> {
  search: string;
  /** Whether a row matches the (non-empty) search text. */
  matches: (row: Row, search: string) => boolean;
  page: number;
  rowsPerPage: number;
  toPage: (page: number) => void;
}

/**
 * A call that answers the whole list (the known filter calls): searched and paged in the browser,
 * the same URL state and behaviour as a server-paged list.
 */
export const useLocalRows = <Row>(
  query: UseQueryResult<Row[], unknown>,
  paging: LocalPaging<Row>,
): ListRows<Row> => {
  const { search, matches, rowsPerPage, toPage } = paging;
  const all = query.isError ? EMPTY : (query.data ?? EMPTY);
  const matching = useMemo(
    () => (search === '' ? all : all.filter((row) => matches(row, search))),
    [all, search, matches],
  );
  const pageCount = pageCountOf(matching.length, rowsPerPage);
  useClampPage(paging.page, pageCount, query.isSuccess, toPage);
  const page = Math.min(paging.page, pageCount);
  const state = useQueryState(query);
  return {
    rows: matching.slice((page - 1) * rowsPerPage, page * rowsPerPage),
    total: query.isSuccess ? matching.length : undefined,
    unfiltered: query.isSuccess ? all.length : undefined,
    page,
    pageCount,
    ...state,
  };
};
