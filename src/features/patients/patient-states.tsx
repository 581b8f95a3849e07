import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { toApiError } from '@/lib/http/api-error';

/** The server's refusal of another customer's patient, when it gives no words of its own. */
export const FOREIGN_TEXT = 'This patient is not one of yours.';

/** A message in place of the patient, with Try again where asking again may help. */
export const Message = ({ text, onRetry }: { text: string; onRetry?: () => void }) => (
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

export const badIdText = (raw: string): string =>
  `'${raw}' is not a patient id: an id is a whole number from 1.`;

/**
 * What Patient Details and Edit Patient show in place of a patient that is not there (yet): loading,
 * a call the server lacks, 404, 403 (never the data), any other failure with Try again.
 */
export const PatientState = ({
  id,
  query,
}: {
  id: number;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) => {
  if (query.isPending) {
    return (
      <div className="ui-card">
        <p role="status" className="ui-message">
          Loading...
        </p>
      </div>
    );
  }
  const error = toApiError(query.error);
  if (isMissingCall(error)) return <MissingCall error={error} />;
  if (error.status === 404)
    return <Message text={`No patient with ID ${id} was found. It may have been removed.`} />;
  if (error.status === 403) return <Message text={error.message || FOREIGN_TEXT} />;
  return <Message text="Error loading data" onRetry={() => void query.refetch()} />;
};
