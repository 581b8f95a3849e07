import { memo } from 'react';
import { Link } from 'wouter';

import { PrereadResults } from '@/components/preread-results';
import type { Consultation, ResultPatient } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';
import { safeHref } from '@/lib/safe-href';

export const GENDER_TEXT = { male: 'Male', female: 'Female' } as const;

export const patientName = (patient: Pick<ResultPatient, 'first_name' | 'last_name'>): string =>
  `${patient.first_name} ${patient.last_name}`.trim();

/** 'DD-MM-YYYY HH:mm UTC' (docs/requirements.md section 9); '—' for none. */
export const dateTimeOf = (iso: string | null): string => {
  const shown = formatDisplayDateTime(iso);
  return shown ? `${shown} UTC` : '—';
};

export const patientDetailsPath = (patientId: number): string =>
  `/dashboard/manage/patients/patientDetails?patient_id=${String(patientId)}`;

/**
 * The chart's left panel, as Medplum's encounter chart has it: who the patient is, where and when the
 * request came, the video room, and the pre-read of their results (abnormal first, failed apart).
 * Memoised: typing in the note never renders it again.
 */
export const PatientPanel = memo(function PatientPanel({ consultation: c }: { consultation: Consultation }) {
  const { patient } = c;
  const facts: ReadonlyArray<readonly [string, string]> = [
    ['Patient Id', patient.external_id],
    ['Age', String(patient.age)],
    ['Gender', GENDER_TEXT[patient.gender]],
    ['Clinic', c.clinic.name],
    ['Requested', dateTimeOf(c.requested_at)],
    ['Started', dateTimeOf(c.started_at)],
  ];
  return (
    <aside className="live-patient" aria-label="Patient">
      <div className="ui-card">
        <h2 className="ui-subtitle">{patientName(patient)}</h2>
        <dl className="live-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="ui-actions ui-actions-start">
          {safeHref(c.video_url) ? (
            <a className="ui-btn" href={safeHref(c.video_url)} target="_blank" rel="noopener noreferrer">
              <i className="pi pi-video" aria-hidden="true" /> Open video room
            </a>
          ) : c.video_url ? (
            // A URL safeHref refuses (docs/reliability.md, Links from data): the text, never a link.
            <span className="ui-muted">Video room: {c.video_url}</span>
          ) : null}
          <Link className="ui-btn ui-btn-outline" href={absolute(patientDetailsPath(patient.id))}>
            Patient details
          </Link>
        </div>
      </div>
      {/* Focusable: a narrow column scrolls the table sideways, by keyboard too. */}
      <section className="ui-card live-preread" aria-labelledby="live-preread-title" tabIndex={0}>
        <h2 id="live-preread-title" className="ui-subtitle">
          Pre-read
        </h2>
        <PrereadResults results={c.preread} />
      </section>
    </aside>
  );
});
