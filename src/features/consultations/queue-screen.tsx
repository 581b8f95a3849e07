import { useMemo } from 'react';

import { useUrlListState } from '@/components/list-state';
import { useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import type { ConsultationRow } from '@/generated/model';

import { parseQueueFilter, QUEUE_PATH } from './consultation-paths';
import { NowContext, QUEUE_COLUMNS } from './queue-cells';
import { QUEUE_FILTERS, queueCodec, type QueueParams } from './queue-params';
import { useQueuePage } from './queue-queries';
import { TodayCounts } from './today-counts';
import { QueueMovesContext, useQueueMoves, useQueueMovesOf } from './use-queue-moves';
import { useNow } from './use-now';

const useQueueRows = (params: QueueParams, toPage: (page: number) => void) => {
  const query = useQueuePage({
    status: params.queue === 'all' ? null : params.queue,
    page: params.page,
    limit: params.rows,
  });
  return useServerRows(query, params.page, params.rows, toPage);
};

export const queueList: ListDefinition<ConsultationRow, QueueParams> = {
  title: 'Consultation',
  path: QUEUE_PATH,
  codec: queueCodec,
  view: {
    id: 'queue',
    caption: 'Consultation queue',
    columns: QUEUE_COLUMNS,
    rowKey: (row) => row.id,
    totalLabel: 'Consultations',
    errorText: 'The queue could not be loaded.',
  },
  useRows: useQueueRows,
  useFilterKeys: useNoFilterKeys,
  remember: true,
};

/** The status filter, kept in the URL (`?status=`, default waiting = requested). */
const QueueFilterSelect = () => {
  const { params, go } = useUrlListState(QUEUE_PATH, queueCodec.parse, queueCodec.serialize);
  return (
    <div className="queue-filter">
      <label htmlFor="queue-status">Status</label>
      <select
        id="queue-status"
        className="ui-input"
        value={params.queue}
        onChange={(event) => go({ queue: parseQueueFilter(event.target.value), page: 1 })}
      >
        {QUEUE_FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/** Why the last Accept or Start did not happen, as the server said it (a 409 names the doctor). */
const MoveNoticeLine = () => {
  const { notice, dismiss } = useQueueMovesOf();
  if (!notice) return null;
  return (
    <div className="queue-notice" role="alert">
      <p className="ui-message">
        <strong>{notice.patient}:</strong> {notice.text}
      </p>
      <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
};

/**
 * Consultation (`/dashboard/consulataion`, requirements 2.12.2): the doctor's queue, oldest request
 * first, with today's counts, a status filter in the URL, the wait per row (ticking each minute),
 * Accept and Start. It refreshes itself every 5 s while the tab is visible (docs/telemedicine.md).
 */
export const ConsultationQueueScreen = ({ title }: { title: string }) => {
  const now = useNow();
  const { move, pendingId, notice, dismiss } = useQueueMoves();
  const moves = useMemo(() => ({ move, pendingId, notice, dismiss }), [move, pendingId, notice, dismiss]);
  return (
    <NowContext.Provider value={now}>
      <QueueMovesContext.Provider value={moves}>
        <ListScreen
          definition={queueList}
          title={title}
          actions={<TodayCounts />}
          above={
            <>
              <QueueFilterSelect />
              <MoveNoticeLine />
            </>
          }
        />
      </QueueMovesContext.Provider>
    </NowContext.Provider>
  );
};
