import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import {
  consultationSummary,
  getFilterConsultationsQueryKey,
  useFilterConsultations,
} from '@/generated/api/consultations/consultations';
import type { ConsultationFilterRequest } from '@/generated/model';
import { toApiDate, todayUtc } from '@/lib/dates';
import type { ErrorMeta } from '@/lib/http/report-error';
import { keyPrefix } from '@/lib/query-keys';

/**
 * The queue refreshes by itself (docs/telemedicine.md, "The doctor's queue, home and bookings"):
 * every 5 s while the tab is visible, never while it is hidden, so a new request shows within 10 s
 * without a reload and a tab in the background costs the server nothing. Failures are shown by the
 * screen itself, so they are only logged.
 */
export const QUEUE_REFRESH_MS = 5_000;

export const LIVE_QUERY = {
  meta: { errorMode: 'log' } satisfies ErrorMeta,
  // A failure (after its retries) stops the refresh: the screen says so with Try again, instead of
  // flipping between the message and 'Loading...' every 5 s. Try again starts it again.
  refetchInterval: (query: { state: { status: string } }) =>
    query.state.status === 'error' ? false : QUEUE_REFRESH_MS,
  refetchIntervalInBackground: false,
  // A poll never waits for staleness: every answer is as old as the last tick.
  staleTime: 0,
} as const;

/** The day the doctor's counts cover: today, in UTC (requirements 9). */
export const todayApi = (): string => toApiDate(todayUtc());

/** The server's counts of today's consultations (requested today), refreshed with the queue. */
const SUMMARY_KEY = 'consultationSummary';
export const useTodaySummary = () => {
  const today = todayApi();
  const scope = { start_date: today, end_date: today };
  return useQuery({
    queryKey: [SUMMARY_KEY, scope],
    queryFn: ({ signal }) => consultationSummary(scope, undefined, signal),
    ...LIVE_QUERY,
  });
};

/** A queue page (oldest request first), refreshed every 5 s while visible. */
export const useQueuePage = (body: Pick<ConsultationFilterRequest, 'status' | 'page' | 'limit'>) =>
  useFilterConsultations(
    { ...body, order: 'queue' },
    { query: { ...LIVE_QUERY, placeholderData: keepPreviousData } },
  );

/** The doctor's consultation in progress, if any (whatever day it was requested). */
export const useInProgress = () => {
  const query = useFilterConsultations(
    { status: 'in_progress', page: 1, limit: 1, order: 'newest' },
    { query: LIVE_QUERY },
  );
  return query.data?.records[0] ?? null;
};

/** Asks the queue, its counts and the doctor's consultation in progress again (after a move). */
export const useRefreshQueue = (): (() => Promise<void>) => {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyPrefix(getFilterConsultationsQueryKey()) }),
        client.invalidateQueries({ queryKey: [SUMMARY_KEY] }),
      ]).then(() => undefined),
    [client],
  );
};
