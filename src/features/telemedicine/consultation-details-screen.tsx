import { useAtomValue } from 'jotai';

import { userRoleAtom } from '@/atoms/session';
import { useListReturnPath } from '@/components/form/list-return';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { type RecordRouteSpec, useRecordRoute } from '@/components/resource/record-route';
import { useGetConsultation } from '@/generated/api/consultations/consultations';
import type { Consultation } from '@/generated/model';
import { TELEMEDICINE_PATH } from '@/lib/consultation-paths';
import { useClock } from '@/lib/use-clock';

import {
  ConsultationHistory,
  ConsultationNote,
  ConsultationOverview,
  ConsultationPreread,
  ConsultationPrescription,
} from './consultation-sections';

/** A doctor's way back is their queue (requirements 2.12); everyone else's is Telemedicine. */
const DOCTOR_QUEUE_PATH = '/dashboard/consulataion';

export const FOREIGN_CONSULTATION_TEXT = 'This consultation is not one of yours.';

/** `:consultation_id`, under a `:doctor_id` that must be an id too; either bad one is 'not an id'. */
const ROUTE: RecordRouteSpec = {
  singular: 'Consultation',
  param: 'consultation_id',
  alsoIds: ['doctor_id'],
  foreign: FOREIGN_CONSULTATION_TEXT,
  badId: (raw) => `'${raw}' is not an id: an id is a whole number from 1.`,
};

const useConsultation = (id: number) =>
  useGetConsultation<Consultation, unknown>(id, { query: RECORD_QUERY });

const Details = ({ consultation }: { consultation: Consultation }) => {
  const now = useClock();
  return (
    <div className="tele-details-body">
      <ConsultationOverview consultation={consultation} now={now} />
      <ConsultationPreread consultation={consultation} />
      <ConsultationNote consultation={consultation} />
      <ConsultationPrescription consultation={consultation} />
      <ConsultationHistory consultation={consultation} />
    </div>
  );
};

/**
 * Consultation Details (`manage/doctor/:doctor_id/consultation/:consultation_id`, docs/telemedicine.md):
 * read-only for everyone: the patient, the pre-read, notes, diagnosis, prescription and the status
 * history. The consultation's id decides what is shown; the server answers 403 for another
 * customer's or another doctor's consultation and the screen then shows its message, never the data.
 */
export const ConsultationDetailsScreen = () => {
  const route = useRecordRoute(ROUTE);
  const doctor = useAtomValue(userRoleAtom) === 'Doctor';
  const back = useListReturnPath(TELEMEDICINE_PATH);
  return (
    <RecordFrame
      route={route}
      useRecord={useConsultation}
      title={route.id === null ? 'Consultation Details' : `Consultation ${route.id}`}
      titleId="consultation-title"
      className="tele-details"
      back={
        doctor
          ? { label: 'Back to Consultation', href: DOCTOR_QUEUE_PATH }
          : { label: 'Back to Telemedicine', href: back }
      }
      loadingOnRetry
    >
      {(consultation) => <Details consultation={consultation} />}
    </RecordFrame>
  );
};
