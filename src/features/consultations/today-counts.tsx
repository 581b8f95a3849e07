import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { toApiError } from '@/lib/http/api-error';

import { useTodaySummary } from './queue-queries';

export const COUNTS_ERROR_TEXT = "Today's counts could not be loaded.";

/**
 * Today's counts at the top of the doctor's home and queue, as OpenMRS service queues show them:
 * waiting (requested and scheduled), in progress, completed today. The server counts
 * (consultationSummary over today's requests); each refresh of the queue refreshes them.
 */
export const TodayCounts = () => {
  const summary = useTodaySummary();
  if (summary.error) {
    const error = toApiError(summary.error);
    if (isMissingCall(error)) return <MissingCall error={error} />;
    return (
      <p className="queue-counts-error">
        <span role="alert">{COUNTS_ERROR_TEXT}</span>{' '}
        <button
          type="button"
          className="ui-btn ui-btn-outline ui-btn-sm"
          onClick={() => void summary.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  const data = summary.data;
  const figures = [
    { label: 'Waiting', value: data ? data.requested + data.scheduled : undefined },
    { label: 'In progress', value: data?.in_progress },
    { label: 'Completed today', value: data?.completed },
  ];
  return (
    <ul className="queue-counts" aria-label="Today" aria-busy={data ? undefined : true}>
      {figures.map((figure) => (
        <li key={figure.label} className="queue-count">
          <span className="queue-count-value">
            {figure.value === undefined ? (
              <>
                <span aria-hidden="true">…</span>
                <span className="visually-hidden">Loading</span>
              </>
            ) : (
              figure.value
            )}
          </span>{' '}
          <span className="queue-count-label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
};
