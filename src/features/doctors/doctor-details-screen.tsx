import './doctors.css';

import { Link } from 'wouter';

import { useListReturnPath } from '@/components/form/list-return';
import { RecordFrame } from '@/components/resource/record-frame';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import type { Doctor } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { DoctorClinics } from './doctor-clinics';
import { DoctorConsultations } from './doctor-consultations';
import { DOCTORS_PATH, doctorEditPath, doctorName } from './doctor-paths';
import { doctorSummary, useDoctor } from './doctor-record';
import { DOCTOR_ROUTE } from './doctor-states';
import { SignatureEditor } from './signature-editor';

const DoctorView = ({ doctor }: { doctor: Doctor }) => (
  <>
    <div className="ui-card">
      <h2 className="doctor-section-title">Profile</h2>
      <RecordSummary items={doctorSummary(doctor)} />
    </div>
    <DoctorClinics doctor={doctor} />
    <SignatureEditor doctor={doctor} />
    <DoctorConsultations doctor={doctor} />
  </>
);

/**
 * Doctor Details (`manage/doctor/views/{doctor_id}`, docs/telemedicine.md): the profile, the assigned
 * clinics (remove, assign), the signature of the letter head, the counts and the consultations.
 */
export const DoctorDetailsScreen = () => {
  const route = useRecordRoute(DOCTOR_ROUTE);
  const back = { label: 'Back to Doctors', href: useListReturnPath(DOCTORS_PATH) };
  return (
    <RecordFrame
      route={route}
      useRecord={useDoctor}
      title="Doctor Details"
      titleOf={(doctor) => `Doctor: ${doctorName(doctor)}`}
      titleId="doctor-title"
      className="doctor-screen"
      back={back}
      actions={(doctor) =>
        doctor ? (
          <Link href={absolute(doctorEditPath(doctor.id))} className="ui-btn">
            <i className="pi pi-pencil" aria-hidden="true" /> Edit
          </Link>
        ) : null
      }
    >
      {(doctor) => <DoctorView doctor={doctor} />}
    </RecordFrame>
  );
};
