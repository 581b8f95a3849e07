import { toApiError } from '@/lib/http/api-error';

import { isMissingCall, MissingCall } from './missing-call';

/** A message in place of a record, with Try again where asking again may help. */
export const RecordMessage = ({ text, onRetry }: { text: string; onRetry?: () => void }) => (
  <div className="ui-card">
    <p role="alert" className="ui-message">
      {text}{' '}
      {onRetry ? (
        <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </p>
  </div>
);

export const RecordLoading = () => (
  <div className="ui-card">
    <p role="status" className="ui-message">
      Loading...
    </p>
  </div>
);

/**
 * What a record screen shows in place of a record that is not there (yet): loading, a call the
 * server lacks, 404, 403 (never the data; only where the screen names the refusal, `foreign`, else
 * it is a failure like any other), any other failure with Try again. One place for the record
 * layer, Patients, Doctors and Consultation Details.
 */
export const RecordState = ({
  query,
  notFound,
  foreign,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  notFound: string;
  foreign?: string;
}) => {
  if (query.isPending) return <RecordLoading />;
  const error = toApiError(query.error);
  if (isMissingCall(error)) return <MissingCall error={error} />;
  if (error.status === 404) return <RecordMessage text={notFound} />;
  if (error.status === 403 && foreign !== undefined) return <RecordMessage text={error.message || foreign} />;
  return <RecordMessage text="Error loading data" onRetry={() => void query.refetch()} />;
};
