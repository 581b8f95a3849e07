import { createContext, useContext } from 'react';
import { Link } from 'wouter';

import { ConsultationStatusTag } from '@/components/consultation-status-tag';
import type { Column } from '@/components/data-table';
import type { ConsultationRow } from '@/generated/model';
import { formatWait, waitMinutes } from '@/lib/consultation-status';
import { formatDisplayDateTime } from '@/lib/dates';
import { safeHref } from '@/lib/safe-href';

import { LIVE_PATH, patientText } from './consultation-paths';
import { useQueueMovesOf } from './use-queue-moves';

/** The clock the wait times read, ticking each minute (the screen provides it). */
export const NowContext = createContext<number>(0);

const WaitCell = ({ row }: { row: ConsultationRow }) => {
  const now = useContext(NowContext);
  return <>{formatWait(waitMinutes(row, now))}</>;
};

/** The video room's link; a URL safeHref refuses is shown as text, never linked (docs/reliability.md). */
const VideoCell = ({ row }: { row: ConsultationRow }) => {
  if (!row.video_url) return <span className="ui-muted">—</span>;
  if (!safeHref(row.video_url)) return <span className="ui-muted">{row.video_url}</span>;
  return (
    <a
      href={safeHref(row.video_url)}
      target="_blank"
      rel="noopener noreferrer"
      className="ui-icon-btn"
      aria-label={`Open video room of ${patientText(row.patient)}`}
      title="Open video room"
    >
      <i className="pi pi-video" aria-hidden="true" />
    </a>
  );
};

/**
 * Accept and Start for a waiting request, Start for a scheduled one, Continue for the one in
 * progress (the live page); nothing for the rest.
 */
export const ActionCell = ({ row }: { row: ConsultationRow }) => {
  const { move, pendingId } = useQueueMovesOf();
  const busy = pendingId !== null;
  const who = `${row.patient.first_name} ${row.patient.last_name}`.trim();
  if (row.status === 'in_progress')
    return (
      <Link href={`~${LIVE_PATH}`} className="ui-btn ui-btn-sm">
        Continue
      </Link>
    );
  if (row.status !== 'requested' && row.status !== 'scheduled') return null;
  return (
    <span className="queue-actions">
      {row.status === 'requested' ? (
        <button
          type="button"
          className="ui-btn ui-btn-outline ui-btn-sm"
          aria-label={`Accept ${who}`}
          disabled={busy}
          onClick={() => move(row, 'scheduled')}
        >
          Accept
        </button>
      ) : null}
      <button
        type="button"
        className="ui-btn ui-btn-sm"
        aria-label={`Start ${who}`}
        disabled={busy}
        aria-busy={pendingId === row.id ? true : undefined}
        onClick={() => move(row, 'in_progress')}
      >
        Start
      </button>
    </span>
  );
};

export const QUEUE_COLUMNS: readonly Column<ConsultationRow>[] = [
  { key: 'patient', header: 'Patient', cell: (row) => patientText(row.patient) },
  { key: 'clinic', header: 'Clinic', cell: (row) => row.clinic.name },
  {
    key: 'requested',
    header: 'Requested at',
    cell: (row) => formatDisplayDateTime(row.requested_at),
    nowrap: true,
  },
  { key: 'wait', header: 'Wait', cell: (row) => <WaitCell row={row} />, nowrap: true },
  { key: 'status', header: 'Status', cell: (row) => <ConsultationStatusTag status={row.status} /> },
  { key: 'video', header: 'Video', cell: (row) => <VideoCell row={row} /> },
  { key: 'action', header: 'Action', cell: (row) => <ActionCell row={row} />, nowrap: true },
];
