import { type Column, DataTable } from '@/components/data-table';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { useGetDoctorBoard } from '@/generated/api/doctors/doctors';
import type { DoctorBoard, DoctorBoardClinic, DoctorBoardDoctor } from '@/generated/model';
import { formatDisplayDateTime } from '@/lib/dates';
import { toApiError } from '@/lib/http/api-error';
import type { ErrorMeta } from '@/lib/http/report-error';

import { AVAILABILITY_TAG, AVAILABILITY_TEXT, isUnattended, waitingText, waitText } from './board-words';

/** How often the board asks again while the tab is visible (docs/discussions.md). */
export const BOARD_REFRESH_MS = 30_000;

/**
 * Every 30 s while the tab is visible, never while it is hidden (react-query's focus manager); a
 * failure stops the refresh until Try again, and is said in place (only logged).
 */
const BOARD_QUERY = {
  meta: { errorMode: 'log' } satisfies ErrorMeta,
  refetchInterval: (query: { state: { status: string } }) =>
    query.state.status === 'error' ? false : BOARD_REFRESH_MS,
  refetchIntervalInBackground: false,
  staleTime: 0,
} as const;

const LOADING = 'Loading...';

const CLINIC_COLUMNS: Column<DoctorBoardClinic>[] = [
  {
    key: 'clinic',
    header: 'Clinic',
    cell: (row) => (isUnattended(row) ? <strong>{row.clinic.name}</strong> : row.clinic.name),
  },
  {
    key: 'waiting',
    header: 'Waiting',
    cell: (row) => waitingText(row.waiting, row.longest_wait_minutes),
  },
  {
    key: 'doctors',
    header: 'Doctors online',
    cell: (row) =>
      isUnattended(row) ? (
        <span className="board-unattended">No doctor online ({row.doctors_total} serve this clinic)</span>
      ) : (
        `${row.online_doctors} of ${row.doctors_total}`
      ),
  },
];

const DOCTOR_COLUMNS: Column<DoctorBoardDoctor>[] = [
  { key: 'name', header: 'Doctor', cell: (row) => row.name },
  {
    key: 'availability',
    header: 'Availability',
    cell: (row) => (
      <span className={AVAILABILITY_TAG[row.availability]}>{AVAILABILITY_TEXT[row.availability]}</span>
    ),
    nowrap: true,
  },
  {
    key: 'clinics',
    header: 'Clinics',
    cell: (row) => row.clinics.map((clinic) => clinic.name).join(', ') || '–',
  },
  { key: 'completed', header: 'Completed today', cell: (row) => row.completed_today, align: 'end' },
  {
    key: 'waiting',
    header: 'Waiting at their clinics',
    cell: (row) =>
      row.waiting === 0 ? 'None' : `${row.waiting}, longest ${waitText(row.longest_wait_minutes)}`,
  },
];

const Board = ({ board }: { board: DoctorBoard }) => {
  const waiting = board.clinics.filter((row) => row.waiting > 0);
  const unattended = waiting.filter(isUnattended).length;
  const quiet = board.clinics.length - waiting.length;
  return (
    <>
      <section className="ui-card" aria-labelledby="board-clinics-title">
        <h2 id="board-clinics-title">Clinics with requests waiting</h2>
        <p role="status">
          {unattended === 0
            ? 'Every clinic with requests waiting has a doctor online.'
            : `${unattended} ${unattended === 1 ? 'clinic has' : 'clinics have'} requests waiting and no doctor online. They are listed first.`}
        </p>
        <DataTable
          caption="Clinics with requests waiting"
          columns={CLINIC_COLUMNS}
          rows={waiting}
          rowKey={(row) => row.clinic.id}
          emptyText="No requests are waiting."
        />
        {quiet > 0 ? (
          <p className="ui-muted">
            {quiet} other {quiet === 1 ? 'clinic has' : 'clinics have'} no requests waiting.
          </p>
        ) : null}
      </section>
      <section className="ui-card" aria-labelledby="board-doctors-title">
        <h2 id="board-doctors-title">Doctors</h2>
        <DataTable
          caption="Doctors"
          columns={DOCTOR_COLUMNS}
          rows={board.doctors}
          rowKey={(row) => row.id}
          emptyText="No doctors yet."
        />
      </section>
    </>
  );
};

/**
 * Doctor (`doctor`; docs/discussions.md, "The Doctor board"): where telemedicine requests wait. The
 * clinics whose requests wait with no doctor online come first, said in words; then every doctor
 * with their availability, today's completed consultations and what waits at their clinics. It
 * refreshes every 30 s while the tab is visible and says when it was last updated.
 */
export const DoctorBoardScreen = () => {
  const query = useGetDoctorBoard<DoctorBoard, unknown>({ query: BOARD_QUERY });
  const error = query.isError ? toApiError(query.error) : null;
  return (
    <section className="ui-screen" aria-labelledby="board-title">
      <header className="ui-header">
        <h1 id="board-title" className="ui-title">
          Doctor
        </h1>
        {query.data ? (
          <p className="ui-muted board-updated" aria-live="polite">
            Last updated {formatDisplayDateTime(query.data.at)} UTC
            {query.isError ? ' (the latest refresh failed)' : ''}
          </p>
        ) : null}
      </header>
      {error && isMissingCall(error) ? (
        <MissingCall error={error} />
      ) : query.data ? (
        <Board board={query.data} />
      ) : error && !query.isFetching ? (
        <div className="ui-card" role="alert">
          <p>The board could not be loaded.</p>
          <button type="button" className="ui-btn" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p className="ui-card" role="status">
          {LOADING}
        </p>
      )}
    </section>
  );
};
