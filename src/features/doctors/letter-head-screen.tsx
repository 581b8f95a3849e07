import './doctors.css';

import { useAtomValue } from 'jotai';
import { Link } from 'wouter';

import { userAtom } from '@/atoms/session';
import { LetterHead } from '@/components/letter-head';
import { RecordFrame } from '@/components/resource/record-frame';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import type { Doctor } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { doctorEditPath, doctorViewPath } from './doctor-paths';
import { letterHeadClinicName, useDoctor } from './doctor-record';
import { DOCTOR_ROUTE } from './doctor-states';

const LetterHeadView = ({ doctor }: { doctor: Doctor }) => (
  <div className="ui-card">
    <p className="ui-muted">This is how your prescriptions are headed when printed.</p>
    <div className="doctor-letter-head-paper">
      <LetterHead doctor={doctor} clinicName={letterHeadClinicName(doctor)} />
    </div>
    <RecordSummary
      items={[
        ['Phone', doctor.phone],
        ['Email', doctor.email],
      ]}
    />
  </div>
);

/**
 * Letter Head (doctors, `manage/doctor/views/{doctor_id}`): the doctor's own letter head as it will
 * print, with Edit. Another doctor's id is the server's 403, shown in place of the letter head, with
 * the way to the doctor's own.
 */
export const LetterHeadScreen = () => {
  const route = useRecordRoute(DOCTOR_ROUTE);
  const own = useAtomValue(userAtom)?.id ?? null;
  return (
    <RecordFrame
      route={route}
      useRecord={useDoctor}
      title="Letter Head"
      titleId="letter-head-title"
      className="doctor-screen"
      actions={(doctor, error) =>
        doctor ? (
          <Link href={absolute(doctorEditPath(doctor.id))} className="ui-btn">
            <i className="pi pi-pencil" aria-hidden="true" /> Edit
          </Link>
        ) : error?.status === 403 && own !== null && own !== route.id ? (
          <Link href={absolute(doctorViewPath(own))} className="ui-btn ui-btn-outline">
            Open your letter head
          </Link>
        ) : null
      }
    >
      {(doctor) => <LetterHeadView doctor={doctor} />}
    </RecordFrame>
  );
};
