import { useContext } from 'react';
import { Link } from 'wouter';

import { type Column, DataTable } from '@/components/data-table';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import type { ConsultationRow } from '@/generated/model';
import { formatWait, waitMinutes } from '@/lib/consultation-status';
import { toApiError } from '@/lib/http/api-error';
import { formatDisplayDateTime } from '@/lib/dates';

import { BOOKINGS_PATH, LIVE_PATH, patientText, QUEUE_PATH } from './consultation-paths';
import { NowContext } from './queue-cells';
import { useInProgress, useQueuePage } from './queue-queries';
import { TodayCounts } from './today-counts';
import { useNow } from './use-now';

/** How many of the oldest waiting requests the home shows. */
export const HOME_QUEUE_ROWS = 5;
export const HOME_QUEUE_ERROR = 'The queue could not be loaded.';
export const HOME_QUEUE_EMPTY = 'Nobody is waiting.';

const HomeWait = ({ row }: { row: ConsultationRow }) => (
  <>{formatWait(waitMinutes(row, useContext(NowContext)))}</>
);

const COLUMNS: readonly Column<ConsultationRow>[] = [
  { key: 'patient', header: 'Patient', cell: (row) => patientText(row.patient) },
  { key: 'clinic', header: 'Clinic', cell: (row) => row.clinic.name },
  {
    key: 'requested',
    header: 'Requested at',
    cell: (row) => formatDisplayDateTime(row.requested_at),
    nowrap: true,
  },
  { key: 'wait', header: 'Wait', cell: (row) => <HomeWait row={row} />, nowrap: true },
];
const rowKey = (row: ConsultationRow) => row.id;

/** The first waiting requests, oldest first, with a link to the whole queue. */
const TodayQueue = () => {
  const query = useQueuePage({ status: 'requested', page: 1, limit: HOME_QUEUE_ROWS });
  const error = query.error ? toApiError(query.error) : null;
  const total = query.data?.total_count;
  return (
    <section className="ui-card" aria-labelledby="home-queue-title">
      <div className="ui-header">
        <h2 id="home-queue-title" className="ui-subtitle">
          Today&apos;s queue
          {total !== undefined && !error ? <span className="ui-muted"> ({total} requested)</span> : null}
        </h2>
        <Link href={`~${QUEUE_PATH}`} className="ui-link">
          Open the queue
        </Link>
      </div>
      {error && isMissingCall(error) ? (
        <MissingCall error={error} />
      ) : (
        <DataTable
          caption="Today's queue"
          columns={COLUMNS}
          rows={error ? [] : (query.data?.records ?? [])}
          rowKey={rowKey}
          emptyText={query.isPending ? 'Loading...' : HOME_QUEUE_EMPTY}
          busy={query.isFetching}
          errorText={error && !query.isFetching ? HOME_QUEUE_ERROR : undefined}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
};

/** A consultation in progress comes first: the doctor goes back to it from anywhere. */
const ContinueBanner = () => {
  const current = useInProgress();
  if (!current) return null;
  return (
    <div className="ui-card home-continue">
      <p className="ui-message">
        In progress: <strong>{patientText(current.patient)}</strong> at {current.clinic.name}.
      </p>
      <Link href={`~${LIVE_PATH}`} className="ui-btn">
        <i className="pi pi-arrow-right" aria-hidden="true" /> Continue consultation
      </Link>
    </div>
  );
};

/**
 * The doctor's home (`/dashboard/static`, requirements 2.12.1; docs/telemedicine.md): the
 * consultation in progress, today's counts and the head of the queue, refreshed with the queue.
 */
export const DoctorHomeScreen = ({ title }: { title: string }) => {
  const now = useNow();
  return (
    <NowContext.Provider value={now}>
      <section className="ui-screen" aria-labelledby="doctor-home-title">
        <div className="ui-header">
          <h1 id="doctor-home-title" className="ui-title">
            {title}
          </h1>
          <Link href={`~${BOOKINGS_PATH}`} className="ui-btn ui-btn-outline">
            <i className="pi pi-calendar" aria-hidden="true" /> Patient Booking
          </Link>
        </div>
        <ContinueBanner />
        <TodayCounts />
        <TodayQueue />
      </section>
    </NowContext.Provider>
  );
};
