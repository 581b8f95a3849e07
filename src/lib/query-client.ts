import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { toApiError } from './http/api-error';
import { reportApiError } from './http/report-error';

export const QUERY_CACHE_TIME_MS = 5 * 60_000;
export const MAX_QUERY_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** Network errors and 5xx are retried three times; a 4xx or a schema mismatch will not improve. */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_QUERY_RETRIES && toApiError(error).isRetryable;

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export const retryDelay = (attemptIndex: number): number =>
  Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportApiError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportApiError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE_TIME_MS,
        gcTime: QUERY_CACHE_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
