import { RecordMessage, RecordState } from '@/components/resource/record-state';

/** The server's refusal of another customer's patient, when it gives no words of its own. */
export const FOREIGN_TEXT = 'This patient is not one of yours.';

/** A message in place of the patient, with Try again where asking again may help. */
export const Message = RecordMessage;

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
}) => (
  <RecordState
    query={query}
    notFound={`No patient with ID ${id} was found. It may have been removed.`}
    foreign={FOREIGN_TEXT}
  />
);
