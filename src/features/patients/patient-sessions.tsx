import { type ReactNode, useState } from 'react';

import { HealthResultTag } from '@/components/health-result-tag';
import { LIST_QUERY } from '@/components/resource/list-rows';
import { useFilterScreeningSessions } from '@/generated/api/results/results';
import type { ScreeningSession } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { rangeText, valueText } from '@/lib/result-text';
import { outcomeOf } from '@/lib/result-outcome';
import { formatDisplayDateTime } from '@/lib/dates';

import { FOREIGN_TEXT, PREFETCHED } from './patient-states';

/** Sessions shown at first, and added by each "Show older sessions". */
export const SESSIONS_PER_PAGE = 5;
const MAX_SESSIONS = 100;

/** The sessions call of a patient's newest `limit` sessions (patient-prefetch.ts starts the first). */
export const sessionsRequest = (patientId: number, limit: number) => ({
  patient_id: patientId,
  page: 1,
  limit,
});

/** Failed recordings apart from findings (requirements 12.10, docs/patients.md "Outcomes"). */
const OutcomeMark = ({ label }: { label: string }) => {
  const outcome = outcomeOf(label);
  switch (outcome) {
    case 'failed':
      return <span className="patient-mark patient-mark-failed">Failed recording</span>;
    case 'abnormal':
      return <span className="patient-mark patient-mark-abnormal">Abnormal</span>;
    case 'normal':
      return null;
  }
};

const SessionCard = ({ session }: { session: ScreeningSession }) => {
  const when = formatDisplayDateTime(session.started_at);
  return (
    <article className="ui-card patient-session" aria-label={`Session of ${when}`}>
      <h3 className="patient-session-title">
        {when} <span className="patient-muted">at {session.clinic.name}</span>
      </h3>
      <table className="ui-table">
        <caption className="visually-hidden">Results of the session of {when}</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Value</th>
            <th scope="col">Reference range</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {session.results.map((result) => (
            <tr key={result.id} data-outcome={outcomeOf(result.label)}>
              <th scope="row">{result.test_type.name}</th>
              <td>{valueText(result)}</td>
              <td>{rangeText(result)}</td>
              <td>
                <HealthResultTag label={result.label} /> <OutcomeMark label={result.label} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
};

/**
 * The patient's screening sessions, newest first, 5 at a time ("Show older sessions" asks for 5
 * more). `children` gets the loaded sessions (the trend chart's tests come from them).
 */
export const PatientSessions = ({
  patientId,
  children,
}: {
  patientId: number;
  children?: (sessions: readonly ScreeningSession[]) => ReactNode;
}) => {
  const [limit, setLimit] = useState(SESSIONS_PER_PAGE);
  const query = useFilterScreeningSessions(sessionsRequest(patientId, limit), {
    query: { ...LIST_QUERY, ...PREFETCHED },
  });
  const sessions = query.data?.records ?? [];
  const total = query.data?.total_count ?? 0;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="ui-message">
        Loading...
      </p>
    );
  } else if (query.isError) {
    const error = toApiError(query.error);
    body = (
      <p role="alert" className="ui-message">
        {error.status === 403 ? error.message || FOREIGN_TEXT : 'The screening sessions could not be loaded.'}{' '}
        {error.status === 403 ? null : (
          <button
            type="button"
            className="ui-btn ui-btn-outline ui-btn-sm"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        )}
      </p>
    );
  } else if (sessions.length === 0) {
    body = <p className="ui-message">No screening sessions yet.</p>;
  } else {
    body = (
      <>
        <p className="patient-muted" aria-live="polite">
          Showing {sessions.length} of {total} sessions, newest first.
        </p>
        {sessions.map((session) => (
          <SessionCard key={session.id} session={session} />
        ))}
        {sessions.length < total && limit < MAX_SESSIONS ? (
          <button
            type="button"
            className="ui-btn ui-btn-outline no-print"
            disabled={query.isFetching}
            onClick={() => setLimit((current) => Math.min(current + SESSIONS_PER_PAGE, MAX_SESSIONS))}
          >
            {query.isFetching ? 'Loading...' : 'Show older sessions'}
          </button>
        ) : null}
      </>
    );
  }
  return (
    <>
      {query.isSuccess && children ? children(sessions) : null}
      <section
        className="patient-sessions"
        aria-labelledby="patient-sessions-title"
        aria-busy={query.isFetching}
      >
        <h2 id="patient-sessions-title" className="patient-section-title">
          Screening sessions
        </h2>
        {body}
      </section>
    </>
  );
};
