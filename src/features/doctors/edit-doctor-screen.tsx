import { useMemo } from 'react';
import { useLocation } from 'wouter';

import { EditForm } from '@/components/resource/edit-form';
import { absolute } from '@/lib/app-paths';

import { doctorName, doctorViewPath, DOCTORS_PATH } from './doctor-paths';
import { doctorRecord, useDoctor } from './doctor-record';
import { DoctorRoute, DoctorState, Frame } from './doctor-states';
import { SignatureEditor } from './signature-editor';
import { useWriter } from './use-writer';

const TITLE_ID = 'edit-doctor-title';

const EditDoctor = ({ id }: { id: number }) => {
  const [, navigate] = useLocation();
  const writer = useWriter();
  const definition = useMemo(() => doctorRecord(writer), [writer]);
  const query = useDoctor(id);
  const isDoctor = writer.role === 'Doctor';
  const word = isDoctor ? 'Edit Letter Head' : 'Edit Doctor';
  const back = {
    label: isDoctor ? 'Back to the letter head' : 'Back to Doctor Details',
    href: doctorViewPath(id),
  };
  if (query.isPending || query.isError) {
    return (
      <Frame titleId={TITLE_ID} title={word} back={back}>
        <DoctorState id={id} query={query} />
      </Frame>
    );
  }
  return (
    <Frame titleId={TITLE_ID} title={`${word}: ${doctorName(query.data)}`} back={back}>
      <EditForm
        definition={definition}
        record={query.data}
        onDone={() => navigate(absolute(doctorViewPath(id)))}
      />
      {isDoctor ? <SignatureEditor doctor={query.data} /> : null}
    </Frame>
  );
};

/**
 * Edit Doctor (administrators, customers) and Edit Letter Head (a doctor, their own):
 * `manage/doctor/views/{doctor_id}/edit` through the record form (validation, leave guard, the 409
 * three-way path, 422 on its field). A doctor also sets the signature here.
 */
export const EditDoctorScreen = () => {
  const isDoctor = useWriter().role === 'Doctor';
  // Doctors have no Doctors list (requirements 2.12): no Back there.
  return (
    <DoctorRoute
      titleId={TITLE_ID}
      title={isDoctor ? 'Edit Letter Head' : 'Edit Doctor'}
      {...(isDoctor ? {} : { back: { label: 'Back to Doctors', href: DOCTORS_PATH } })}
      View={EditDoctor}
    />
  );
};
