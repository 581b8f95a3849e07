import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { getFilterLocationsQueryOptions } from '@/generated/api/locations/locations';
import type { Named } from '@/generated/model';

import { LOG_ONLY } from '../model/query-meta';

/** docs/requirements.md section 9: 10 locations a page on Add Camp and Assign, 100 on Camp Details. */
export const LOCATION_PAGE_SIZE = { add: 10, assign: 10, details: 100 } as const;

export interface LocationPages {
  options: Named[];
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * Active locations, one generated query per page (each cached under its own generated key).
 * A page shorter than the page size is the last one.
 */
export const useLocationPages = (pageSize: number): LocationPages => {
  const [pageCount, setPageCount] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      getFilterLocationsQueryOptions(
        { status: true, offset: index * pageSize, limit: pageSize },
        { query: { meta: LOG_ONLY } },
      ),
    ),
  });
  const pages = results.map((result) => result.data);
  const loading = results.some((result) => result.isFetching);
  const error = results.some((result) => result.isError);
  const last = pages[pages.length - 1];
  const hasMore = last !== undefined && last.length >= pageSize;

  const seen = new Set<number>();
  const options = pages
    .flatMap((page) => page ?? [])
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));

  const loadMore = useCallback(() => {
    if (hasMore && !loading && !error) setPageCount((count) => count + 1);
  }, [hasMore, loading, error]);

  return { options, loading, error, hasMore, loadMore };
};
