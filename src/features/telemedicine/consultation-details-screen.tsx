import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import { useListReturnPath } from '@/components/form/list-return';
import { RecordLoading, RecordMessage, RecordState } from '@/components/resource/record-state';
import { ScreenHeader } from '@/components/screen-header';
import { useGetConsultation } from '@/generated/api/consultations/consultations';
import type { Consultation } from '@/generated/model';
import { TELEMEDICINE_PATH } from '@/lib/consultation-paths';
import type { ErrorMeta } from '@/lib/http/report-error';
import { useClock } from '@/lib/use-clock';

import {
  ConsultationHistory,
  ConsultationNote,
  ConsultationOverview,
  ConsultationPreread,
  ConsultationPrescription,
} from './consultation-sections';

const QUIET: { meta: ErrorMeta } = { meta: { errorMode: 'log' } };

/** A doctor's way back is their queue (requirements 2.12); everyone else's is Telemedicine. */
const DOCTOR_QUEUE_PATH = '/dashboard/consulataion';

export const FOREIGN_CONSULTATION_TEXT = 'This consultation is not one of yours.';

const idFrom = (raw: string | undefined): number | null =>
  raw !== undefined && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;

const Frame = ({ title, children }: { title: string; children: ReactNode }) => {
  const doctor = useAtomValue(userRoleAtom) === 'Doctor';
  const back = useListReturnPath(TELEMEDICINE_PATH);
  return (
    <section className="ui-screen tele-details" aria-labelledby="consultation-title">
      <ScreenHeader
        titleId="consultation-title"
        title={title}
        back={
          doctor
            ? { label: 'Back to Consultation', href: DOCTOR_QUEUE_PATH }
            : { label: 'Back to Telemedicine', href: back }
        }
      />
      {children}
    </section>
  );
};

const Message = RecordMessage;

const Details = ({ id }: { id: number }) => {
  const query = useGetConsultation<Consultation, unknown>(id, { query: QUIET });
  const now = useClock();
  if (query.isPending || (query.isError && query.isFetching)) return <RecordLoading />;
  if (query.isError) {
    return (
      <RecordState
        query={query}
        notFound={`No consultation with ID ${id} was found. It may have been removed.`}
        foreign={FOREIGN_CONSULTATION_TEXT}
      />
    );
  }
  const consultation = query.data;
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
  const params = useParams<{ doctor_id: string; consultation_id: string }>();
  const id = idFrom(params.consultation_id);
  if (id === null || idFrom(params.doctor_id) === null) {
    const raw = id === null ? params.consultation_id : params.doctor_id;
    return (
      <Frame title="Consultation Details">
        <Message text={`'${raw ?? ''}' is not an id: an id is a whole number from 1.`} />
      </Frame>
    );
  }
  return (
    <Frame title={`Consultation ${id}`}>
      <Details key={id} id={id} />
    </Frame>
  );
};
