import { useLocation, useParams } from 'wouter';

import { EditForm } from '@/components/resource/edit-form';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { ScreenHeader } from '@/components/screen-header';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';

import { FOREIGN_TEXT } from './patient-details-screen';
import { fullName, idFrom, patientDetailsPath, PATIENTS_PATH } from './patient-paths';
import { patientRecord } from './patient-record';

const Frame = ({ title, back, children }: { title: string; back: string; children: React.ReactNode }) => (
  <section className="ui-screen" aria-labelledby="edit-patient-title">
    <ScreenHeader
      titleId="edit-patient-title"
      title={title}
      back={{ label: 'Back to Patient Details', href: back }}
    />
    {children}
  </section>
);

const Message = ({ text, onRetry }: { text: string; onRetry?: () => void }) => (
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

const EditPatient = ({ id }: { id: number }) => {
  const [, navigate] = useLocation();
  const query = patientRecord.useRecord(id);
  const back = patientDetailsPath(id);
  if (query.isPending) {
    return (
      <Frame title="Edit Patient" back={back}>
        <div className="ui-card">
          <p role="status" className="ui-message">
            Loading...
          </p>
        </div>
      </Frame>
    );
  }
  if (query.isError) {
    const error = toApiError(query.error);
    return (
      <Frame title="Edit Patient" back={back}>
        {isMissingCall(error) ? (
          <MissingCall error={error} />
        ) : error.status === 404 ? (
          <Message text={`No patient with ID ${id} was found. It may have been removed.`} />
        ) : error.status === 403 ? (
          <Message text={error.message || FOREIGN_TEXT} />
        ) : (
          <Message text="Error loading data" onRetry={() => void query.refetch()} />
        )}
      </Frame>
    );
  }
  return (
    <Frame title={`Edit Patient: ${fullName(query.data)}`} back={back}>
      <EditForm definition={patientRecord} record={query.data} onDone={() => navigate(absolute(back))} />
    </Frame>
  );
};

/** Edit Patient (`patientDetails/{patient_id}/edit`, docs/patients.md): administrators and customers. */
export const EditPatientScreen = () => {
  const raw = useParams<{ patient_id: string }>().patient_id;
  const id = idFrom(raw);
  if (id === null) {
    return (
      <Frame title="Edit Patient" back={PATIENTS_PATH}>
        <Message text={`'${raw ?? ''}' is not a patient id: an id is a whole number from 1.`} />
      </Frame>
    );
  }
  return <EditPatient key={id} id={id} />;
};
