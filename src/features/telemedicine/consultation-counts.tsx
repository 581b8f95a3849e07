import { useQuery } from '@tanstack/react-query';

import type { ConsultationScope } from '@/atoms/scope';
import { LIST_QUERY } from '@/components/resource/list-rows';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { consultationSummary } from '@/generated/api/consultations/consultations';
import type { ConsultationStatus, ConsultationSummary } from '@/generated/model';
import { CONSULTATION_STATUSES, formatWait, STATUS_TEXT } from '@/lib/consultation-status';
import { toApiError } from '@/lib/http/api-error';

/**
 * The counts are a POST that only reads, named `consultationSummary` (not filter...), so orval gives
 * it no query hook: this is its query, keyed like the generated ones (method, path, body).
 */
export const useConsultationCounts = (scope: ConsultationScope) =>
  useQuery({
    queryKey: ['POST', '/v3/consultation/summary', scope],
    queryFn: ({ signal }) => consultationSummary(scope, undefined, signal),
    ...LIST_QUERY,
  });

export const COUNTS_ERROR_TEXT = 'The consultation counts could not be loaded.';

const numbers = new Intl.NumberFormat('en');

/** The average wait, rounded to the minute; none when nothing in the scope has started. */
export const averageWaitText = (minutes: number | null): string =>
  minutes === null ? 'None started' : formatWait(Math.round(minutes));

interface CountsProps {
  scope: ConsultationScope;
  shown: ConsultationStatus | null;
  onShow: (status: ConsultationStatus | null) => void;
}

const CountButton = (props: {
  label: string;
  value: number;
  pressed: boolean;
  onClick: () => void;
  status: string;
}) => (
  <li className="tele-count" data-status={props.status}>
    <button type="button" className="tele-count-btn" aria-pressed={props.pressed} onClick={props.onClick}>
      {/* The visible text is the name ('Completed 12'); pressed: the list shows that status. */}
      <span className="tele-count-label">{props.label}</span>{' '}
      <strong className="tele-count-value">{numbers.format(props.value)}</strong>
    </button>
  </li>
);

const Counts = ({
  summary,
  shown,
  onShow,
}: Omit<CountsProps, 'scope'> & { summary: ConsultationSummary }) => (
  <div className="tele-counts-row">
    <ul className="tele-counts" aria-label="Consultations by status">
      <CountButton
        label="All"
        status="all"
        value={summary.total}
        pressed={shown === null}
        onClick={() => onShow(null)}
      />
      {CONSULTATION_STATUSES.map((status) => (
        <CountButton
          key={status}
          label={STATUS_TEXT[status]}
          status={status}
          value={summary[status]}
          pressed={shown === status}
          onClick={() => onShow(status)}
        />
      ))}
    </ul>
    <p className="tele-wait">
      <span className="tele-count-label">Average wait from request to start</span>{' '}
      <strong className="tele-count-value">{averageWaitText(summary.average_wait_minutes)}</strong>
    </p>
  </div>
);

/**
 * Telemedicine's counts (docs/telemedicine.md): `POST v3/consultation/summary` in the applied
 * filter's scope, each status's count a toggle that shows that status in the list below, and the
 * average wait from request to start.
 */
export const ConsultationCounts = ({ scope, shown, onShow }: CountsProps) => {
  const summary = useConsultationCounts(scope);
  const error = summary.isError ? toApiError(summary.error) : null;
  return (
    <section className="tele-summary" aria-labelledby="tele-counts-title">
      <h2 id="tele-counts-title" className="ui-subtitle">
        Consultations by status
      </h2>
      {error && isMissingCall(error) ? (
        <MissingCall error={error} />
      ) : error && !summary.isFetching ? (
        <p className="ui-message">
          <span role="alert">{COUNTS_ERROR_TEXT}</span>{' '}
          <button
            type="button"
            className="ui-btn ui-btn-outline ui-btn-sm"
            onClick={() => void summary.refetch()}
          >
            Try again
          </button>
        </p>
      ) : summary.data && !summary.isPlaceholderData ? (
        <div aria-busy={summary.isFetching ? true : undefined}>
          <Counts summary={summary.data} shown={shown} onShow={onShow} />
        </div>
      ) : (
        <p className="ui-message" role="status">
          Counting consultations…
        </p>
      )}
    </section>
  );
};
