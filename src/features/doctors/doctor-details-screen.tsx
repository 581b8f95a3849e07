import './doctors.css';

import { Link } from 'wouter';

import { useListReturnPath } from '@/components/form/list-return';
import type { Doctor } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { DoctorClinics } from './doctor-clinics';
import { DoctorConsultations } from './doctor-consultations';
import { DOCTORS_PATH, doctorEditPath, doctorName } from './doctor-paths';
import { doctorSummary, useDoctor } from './doctor-record';
import { DoctorRoute, DoctorState, Frame } from './doctor-states';
import { SignatureEditor } from './signature-editor';

const TITLE_ID = 'doctor-title';

const Summary = ({ doctor }: { doctor: Doctor }) => {
  const lines = doctorSummary(doctor);
  return (
    <div className="ui-card">
      <h2 className="doctor-section-title">Profile</h2>
      <dl className="ui-summary">
        {lines.map(([label, value]) => (
          <div key={label} className="ui-summary-item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};

const DoctorView = ({ id }: { id: number }) => {
  const query = useDoctor(id);
  const back = { label: 'Back to Doctors', href: useListReturnPath(DOCTORS_PATH) };
  if (query.isPending || query.isError) {
    return (
      <Frame titleId={TITLE_ID} title="Doctor Details" back={back}>
        <DoctorState id={id} query={query} />
      </Frame>
    );
  }
  const doctor = query.data;
  return (
    <Frame
      titleId={TITLE_ID}
      title={`Doctor: ${doctorName(doctor)}`}
      back={back}
      actions={
        <Link href={absolute(doctorEditPath(doctor.id))} className="ui-btn">
          <i className="pi pi-pencil" aria-hidden="true" /> Edit
        </Link>
      }
    >
      <Summary doctor={doctor} />
      <DoctorClinics doctor={doctor} />
      <SignatureEditor doctor={doctor} />
      <DoctorConsultations doctor={doctor} />
    </Frame>
  );
};

/**
 * Doctor Details (`manage/doctor/views/{doctor_id}`, docs/telemedicine.md): the profile, the assigned
 * clinics (remove, assign), the signature of the letter head, the counts and the consultations.
 */
export const DoctorDetailsScreen = () => (
  <DoctorRoute
    titleId={TITLE_ID}
    title="Doctor Details"
    back={{ label: 'Back to Doctors', href: DOCTORS_PATH }}
    View={DoctorView}
  />
);
