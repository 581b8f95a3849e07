import { useMemo } from 'react';

import { EditScreen } from '@/components/resource/edit-screen';
import { useRecordRoute } from '@/components/resource/record-route';

import { DOCTORS_PATH, doctorViewPath } from './doctor-paths';
import { doctorRecord } from './doctor-record';
import { DOCTOR_ROUTE } from './doctor-states';
import { SignatureEditor } from './signature-editor';
import { useWriter } from './use-writer';

/**
 * Edit Doctor (administrators, customers) and Edit Letter Head (a doctor, their own):
 * `manage/doctor/views/{doctor_id}/edit` through the record form (validation, leave guard, the 409
 * three-way path, 422 on its field). A doctor also sets the signature here.
 */
export const EditDoctorScreen = () => {
  const route = useRecordRoute(DOCTOR_ROUTE);
  const writer = useWriter();
  const definition = useMemo(() => doctorRecord(writer), [writer]);
  const isDoctor = writer.role === 'Doctor';
  // Doctors have no Doctors list (requirements 2.12): no Back there.
  const listBack = isDoctor ? null : { label: 'Back to Doctors', href: DOCTORS_PATH };
  const back =
    route.id === null
      ? listBack
      : {
          label: isDoctor ? 'Back to the letter head' : 'Back to Doctor Details',
          href: doctorViewPath(route.id),
        };
  return (
    <EditScreen
      definition={definition}
      route={route}
      title={isDoctor ? 'Edit Letter Head' : 'Edit Doctor'}
      titleId="edit-doctor-title"
      className="doctor-screen"
      back={back}
    >
      {(doctor) => (isDoctor ? <SignatureEditor doctor={doctor} /> : null)}
    </EditScreen>
  );
};
