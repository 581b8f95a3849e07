import './doctors.css';

import { useAtomValue } from 'jotai';
import { Link } from 'wouter';

import { userAtom } from '@/atoms/session';
import { LetterHead } from '@/components/letter-head';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';

import { doctorEditPath, doctorViewPath } from './doctor-paths';
import { letterHeadClinicName, useDoctor } from './doctor-record';
import { DoctorRoute, DoctorState, Frame } from './doctor-states';

const TITLE_ID = 'letter-head-title';

const LetterHeadView = ({ id }: { id: number }) => {
  const query = useDoctor(id);
  const own = useAtomValue(userAtom)?.id ?? null;
  if (query.isPending || query.isError) {
    const foreign = query.isError && toApiError(query.error).status === 403 && own !== null && own !== id;
    return (
      <Frame
        titleId={TITLE_ID}
        title="Letter Head"
        actions={
          foreign ? (
            <Link href={absolute(doctorViewPath(own))} className="ui-btn ui-btn-outline">
              Open your letter head
            </Link>
          ) : null
        }
      >
        <DoctorState id={id} query={query} />
      </Frame>
    );
  }
  const doctor = query.data;
  return (
    <Frame
      titleId={TITLE_ID}
      title="Letter Head"
      actions={
        <Link href={absolute(doctorEditPath(doctor.id))} className="ui-btn">
          <i className="pi pi-pencil" aria-hidden="true" /> Edit
        </Link>
      }
    >
      <div className="ui-card">
        <p className="ui-muted">This is how your prescriptions are headed when printed.</p>
        <div className="doctor-letter-head-paper">
          <LetterHead doctor={doctor} clinicName={letterHeadClinicName(doctor)} />
        </div>
        <dl className="ui-summary">
          <div className="ui-summary-item">
            <dt>Phone</dt>
            <dd>{doctor.phone}</dd>
          </div>
          <div className="ui-summary-item">
            <dt>Email</dt>
            <dd>{doctor.email}</dd>
          </div>
        </dl>
      </div>
    </Frame>
  );
};

/**
 * Letter Head (doctors, `manage/doctor/views/{doctor_id}`): the doctor's own letter head as it will
 * print, with Edit. Another doctor's id is the server's 403, shown in place of the letter head.
 */
export const LetterHeadScreen = () => (
  <DoctorRoute titleId={TITLE_ID} title="Letter Head" View={LetterHeadView} />
);
