import type { UseQueryResult } from '@tanstack/react-query';

import { useCampScope, useClinicScope, useScreeningScope } from '@/atoms/scope';
import { useMonitorPage } from '@/components/monitor-counts';
import { useFilterCamps } from '@/generated/api/camps/camps';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import { useFilterCustomers } from '@/generated/api/customers/customers';
import { useFilterSummary } from '@/generated/api/summary/summary';
import type { Camp, CampFilterRequest } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

import type { FigureState } from './figure-card';

/** Each card shows its own failure with Try again, so the home's own calls never toast. */
const INLINE: ErrorMeta = { errorMode: 'log' };

/** How many of the newest camps "Latest camps" shows. */
export const LATEST_CAMPS = 5;

export interface Figure {
  value: number | undefined;
  state: FigureState;
  retry: () => void;
}

/**
 * One Try again per query, the same function on every render (a query's `refetch` is): the cards and
 * the latest camps are memoised, so each answer re-renders its own card, not all nine parts.
 */
const retries = new WeakMap<() => unknown, () => void>();
const retryOf = (refetch: () => Promise<unknown>): (() => void) => {
  let retry = retries.get(refetch);
  if (retry === undefined) {
    retry = () => void refetch();
    retries.set(refetch, retry);
  }
  return retry;
};

const stateOf = (query: UseQueryResult): FigureState =>
  query.isError ? 'error' : query.isPending ? 'pending' : 'success';

const figureOf = <Data>(query: UseQueryResult<Data>, count: (data: Data) => number): Figure => ({
  value: query.data === undefined ? undefined : count(query.data),
  state: stateOf(query),
  retry: retryOf(query.refetch),
});

const NO_CAMPS: readonly Camp[] = [];

const totalOf = (page: { total_count: number }) => page.total_count;

/**
 * The home's figures, each from a call the contract has (docs/home-and-monitor.md). Camps and
 * clinics use the same scope as the camps list and the clinic list (`src/atoms/scope.ts`), so a
 * figure is the total those screens show. The Active camps call also brings the newest camps.
 */
export const useHomeFigures = (isAdministrator: boolean) => {
  const campScope = useCampScope();
  const campsRequest = (status: boolean, limit: number): CampFilterRequest => ({
    ...campScope,
    status,
    page: 1,
    limit,
    searchValue: null,
  });
  const activeCamps = useFilterCamps(campsRequest(true, LATEST_CAMPS), { query: { meta: INLINE } });
  const inactiveCamps = useFilterCamps(campsRequest(false, 1), { query: { meta: INLINE } });
  // The clinic list's first page (Clinics, Customer Clinics): the same request, one cache entry.
  const clinics = useFilterClinics(
    { ...useClinicScope(), searchValue: null, page: 1, limit: 10 },
    { query: { meta: INLINE } },
  );
  // The filter panel's customer list sends the same body: one request serves both.
  const customers = useFilterCustomers(
    { status: true },
    { query: { enabled: isAdministrator, meta: INLINE } },
  );
  // The header's bell asks for these two on every load; the home reads the same cache entries.
  const notSynced = useMonitorPage('clinics-not-synced', 1, undefined, { enabled: isAdministrator });
  const pendingUpdate = useMonitorPage('pending-forced-update', 1, undefined, { enabled: isAdministrator });

  // The Summary's call in the same scope (the home's filter: its dates, place, clinic, age, gender):
  // the two screening cards are the figures the Summary shows first, and share its cache entry.
  const summary = useFilterSummary(useScreeningScope('summary'), { query: { meta: INLINE } });

  const latest: { camps: readonly Camp[]; state: FigureState; retry: () => void } = {
    camps: activeCamps.data?.records ?? NO_CAMPS,
    state: stateOf(activeCamps),
    retry: retryOf(activeCamps.refetch),
  };
  return {
    activeCamps: figureOf(activeCamps, totalOf),
    inactiveCamps: figureOf(inactiveCamps, totalOf),
    clinics: figureOf(clinics, totalOf),
    customers: figureOf(customers, (list) => list.length),
    notSynced: figureOf(notSynced, totalOf),
    pendingUpdate: figureOf(pendingUpdate, totalOf),
    patientsScreened: figureOf(summary, (data) => data.patients),
    abnormalResults: figureOf(summary, (data) => data.abnormal),
    latest,
  };
};
