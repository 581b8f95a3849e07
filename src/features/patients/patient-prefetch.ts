import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';

import {
  getFilterResultsQueryOptions,
  getFilterScreeningSessionsQueryOptions,
} from '@/generated/api/results/results';
import type { ErrorMeta } from '@/lib/http/report-error';

import { SESSIONS_PER_PAGE, sessionsRequest } from './patient-sessions';
import { FIRST_RANGE, numericTestsOf, trendRequest } from './patient-trend';

/**
 * Nothing is reported from here: a section that shows the call reports its failure (its own meta
 * replaces this one as it mounts); one that never shows (another customer's patient) says nothing.
 */
const UNREPORTED = { query: { meta: { errorMode: 'silent' } satisfies ErrorMeta } };

/**
 * chart.js as the trend's Chart (primereact) imports it when it mounts: the same module, so it is
 * evaluated once, here, while the calls are under way, and the Chart finds it ready.
 */
const loadChartJs = () => import('chart.js/auto');

/**
 * Patient Details' calls that need only the patient's id, started with the patient's own call
 * instead of after it (docs/patients.md, "Calls in parallel"): the newest
 * sessions, and as soon as they answer the trend of their first numeric test, without waiting for
 * React to render anything; and chart.js. The sections (PatientSessions, PatientTrend) ask with
 * the same keys and find the calls in flight or answered. A layout effect, so the sessions are
 * asked just before the record (whose call starts in a passive effect): their answer, which the
 * trend waits on, comes first, and the trend's call leaves before the record is rendered.
 * `null`: no Details view (a bad id, or the Access tab).
 */
export const usePatientViewPrefetch = (patientId: number | null): void => {
  const client = useQueryClient();
  useLayoutEffect(() => {
    if (patientId === null) return;
    loadChartJs().catch(() => undefined);
    client
      .query(
        getFilterScreeningSessionsQueryOptions(sessionsRequest(patientId, SESSIONS_PER_PAGE), UNREPORTED),
      )
      .then((page) => {
        const test = numericTestsOf(page.records)[0];
        if (test === undefined) return undefined;
        return client.query(
          getFilterResultsQueryOptions(trendRequest(patientId, test.id, FIRST_RANGE), UNREPORTED),
        );
      })
      .catch(() => undefined);
  }, [client, patientId]);
};
