import './live.css';

import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';

import { sessionAtom } from '@/atoms/session';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { ScreenHeader } from '@/components/screen-header';
import {
  getFilterConsultationsQueryKey,
  useFilterConsultations,
  useGetConsultation,
} from '@/generated/api/consultations/consultations';
import { useGetDoctor } from '@/generated/api/doctors/doctors';
import type { Consultation, Doctor } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';
import type { ErrorMeta } from '@/lib/http/report-error';

import { draftOf } from './draft';
import type { Ended } from './live-actions';
import { LiveChart, printPage } from './live-chart';
import { inProgressOf } from './live-queries';
import { patientName } from './patient-panel';
import { type Prescriber, PrescriptionPrint } from './prescription-print';

/** The doctor's queue (requirements 2.12). */
export const QUEUE_PATH = '/dashboard/consulataion';
const QUIET: { meta: ErrorMeta } = { meta: { errorMode: 'log' } };

const Frame = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="ui-screen live" aria-labelledby="live-title">
    <ScreenHeader titleId="live-title" title={title} />
    {children}
  </section>
);

const QueueLink = () => (
  <Link className="ui-btn" href={absolute(QUEUE_PATH)}>
    Go to the queue
  </Link>
);

const Message = ({ text, onRetry, queue }: { text: string; onRetry?: () => void; queue?: boolean }) => (
  <div className="ui-card">
    <p role={onRetry ? 'alert' : 'status'} className="ui-message">
      {text}{' '}
      {onRetry ? (
        <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </p>
    {queue ? <QueueLink /> : null}
  </div>
);

/** A failed read: the missing call, a 403 in the server's words, else Try again. */
const Failure = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const failure = toApiError(error);
  if (isMissingCall(failure)) return <MissingCall error={failure} />;
  if (failure.status === 403) return <Message text={failure.message} queue />;
  return <Message text="Error loading data" onRetry={retry} />;
};

/** After Complete or Cancel: what happened, the prescription to print, the way back to the queue. */
const EndedPanel = ({ ended, prescriber }: { ended: Ended; prescriber: Prescriber }) => {
  const c = ended.consultation;
  const draft = useMemo(() => draftOf(c), [c]);
  const done = ended.kind === 'completed';
  return (
    <Frame title="Live Consultation">
      <div className="ui-card live-ended">
        <p role="status" className="ui-message">
          {done
            ? `Consultation #${String(c.id)} with ${patientName(c.patient)} is completed.`
            : `Consultation #${String(c.id)} with ${patientName(c.patient)} was cancelled.`}
        </p>
        <div className="ui-actions ui-actions-start">
          {done ? (
            <button type="button" className="ui-btn" onClick={printPage}>
              <i className="pi pi-print" aria-hidden="true" /> Print prescription
            </button>
          ) : null}
          <Link className="ui-btn ui-btn-outline" href={absolute(QUEUE_PATH)}>
            Back to the queue
          </Link>
        </div>
      </div>
      {done ? <PrescriptionPrint consultation={c} draft={draft} prescriber={prescriber} /> : null}
    </Frame>
  );
};

/**
 * Live Consultation (`/dashboard/live`, docs/telemedicine.md "Live consultation, autosave and the
 * prescription"): the doctor's consultation in progress (filterConsultations, then getConsultation;
 * after Start on the queue both are in the cache already, live-queries.ts), or a pointer to the
 * queue when there is none.
 */
export const LiveConsultationScreen = ({ title }: { title: string }) => {
  const session = useAtomValue(sessionAtom);
  const me = session?.user.id ?? 0;
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<Ended | null>(null);
  const list = useFilterConsultations(inProgressOf(me), {
    query: { ...QUIET, enabled: ended === null, gcTime: 0, refetchOnWindowFocus: false },
  });
  const id = list.data?.records[0]?.id;
  const one = useGetConsultation(id ?? 0, {
    query: { ...QUIET, enabled: id !== undefined && ended === null, gcTime: 0, staleTime: Infinity },
  });
  const doctorQuery = useGetDoctor(me, { query: { ...QUIET, enabled: me > 0, staleTime: 300_000 } });
  const doctor: Doctor | null = doctorQuery.data ?? null;
  const prescriber = useMemo<Prescriber>(
    () => ({
      name: doctor
        ? `${doctor.first_name} ${doctor.last_name}`
        : `${session?.user.first_name ?? ''} ${session?.user.last_name ?? ''}`.trim(),
      doctor,
    }),
    [doctor, session],
  );
  const onEnded = useCallback(
    (next: Ended) => {
      setEnded(next);
      void queryClient.invalidateQueries({ queryKey: getFilterConsultationsQueryKey().slice(0, 2) });
    },
    [queryClient],
  );

  if (ended) return <EndedPanel ended={ended} prescriber={prescriber} />;
  if (list.isPending || (id !== undefined && one.isPending)) {
    return (
      <Frame title={title}>
        <div className="ui-card">
          <p role="status" className="ui-message">
            Loading...
          </p>
        </div>
      </Frame>
    );
  }
  if (list.isError)
    return (
      <Frame title={title}>
        <Failure error={list.error} retry={() => void list.refetch()} />
      </Frame>
    );
  if (id === undefined) {
    return (
      <Frame title={title}>
        <Message text="No consultation in progress. Start one from your queue." queue />
      </Frame>
    );
  }
  if (one.isError)
    return (
      <Frame title={title}>
        <Failure error={one.error} retry={() => void one.refetch()} />
      </Frame>
    );
  const c: Consultation | undefined = one.data;
  if (!c) return null;
  return <LiveChart key={c.id} consultation={c} doctorId={me} prescriber={prescriber} onEnded={onEnded} />;
};
