import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';

import { EditForm } from '@/components/resource/edit-form';
import { ScreenHeader } from '@/components/screen-header';
import { absolute } from '@/lib/app-paths';

import { fullName, idFrom, patientDetailsPath, PATIENTS_PATH } from './patient-paths';
import { patientRecord } from './patient-record';
import { badIdText, Message, PatientState } from './patient-states';

const Frame = ({ title, back, children }: { title: string; back: string; children: ReactNode }) => (
  <section className="ui-screen" aria-labelledby="edit-patient-title">
    <ScreenHeader
      titleId="edit-patient-title"
      title={title}
      back={{ label: 'Back to Patient Details', href: back }}
    />
    {children}
  </section>
);

const EditPatient = ({ id }: { id: number }) => {
  const [, navigate] = useLocation();
  const query = patientRecord.useRecord(id);
  const back = patientDetailsPath(id);
  if (query.isPending || query.isError) {
    return (
      <Frame title="Edit Patient" back={back}>
        <PatientState id={id} query={query} />
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
        <Message text={badIdText(raw ?? '')} />
      </Frame>
    );
  }
  return <EditPatient key={id} id={id} />;
};
