import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { NOT_ACCEPTED_TEXT } from '@/components/consultation-columns';
import { ConsultationStatusTag } from '@/components/consultation-status-tag';
import { EventTimeline } from '@/components/event-timeline';
import { PrereadResults } from '@/components/preread-results';
import { RecordSummary } from '@/components/resource/record-summary';
import type { Consultation } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { patientDetailsHref } from '@/lib/consultation-paths';
import { formatWait, waitMinutes } from '@/lib/consultation-status';
import { formatDisplayDate, formatDisplayDateTime } from '@/lib/dates';
import { safeHref } from '@/lib/safe-href';
import { keyboardScroll } from '@/components/keyboard-scroll';

const Card = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section className="ui-card" aria-labelledby={id}>
    <h2 id={id} className="ui-subtitle">
      {title}
    </h2>
    {children}
  </section>
);

const time = (value: string | null): string => formatDisplayDateTime(value) || '—';

/** The video room's link; a URL safeHref refuses is shown as text, never linked (docs/reliability.md). */
const videoLink = (url: string | null): ReactNode => {
  if (safeHref(url))
    return (
      <a key="video" href={safeHref(url)} className="ui-link" target="_blank" rel="noopener noreferrer">
        Open video room
      </a>
    );
  return url || 'None';
};

/** Who, where, the status and its times (UTC), the wait, the video room. */
export const ConsultationOverview = ({
  consultation: c,
  now,
}: {
  consultation: Consultation;
  now: number;
}) => (
  <Card id="consultation-overview" title="Consultation">
    <RecordSummary
      items={[
        [
          'Patient',
          <Link key="patient" href={absolute(patientDetailsHref(c.patient.id))} className="ui-link">
            {`${c.patient.first_name} ${c.patient.last_name}`.trim()} ({c.patient.external_id})
          </Link>,
        ],
        ['Age and gender', `${c.patient.age}, ${c.patient.gender === 'male' ? 'Male' : 'Female'}`],
        ['Doctor', c.doctor?.name ?? NOT_ACCEPTED_TEXT],
        ['Clinic', c.clinic.name],
        ['Status', <ConsultationStatusTag key="status" status={c.status} />],
        ['Requested at (UTC)', time(c.requested_at)],
        ['Scheduled at (UTC)', time(c.scheduled_at)],
        ['Started at (UTC)', time(c.started_at)],
        ['Ended at (UTC)', time(c.ended_at)],
        ['Wait', formatWait(waitMinutes(c, now))],
        ['Video room', videoLink(c.video_url)],
      ]}
    />
  </Card>
);

export const ConsultationPreread = ({ consultation }: { consultation: Consultation }) => (
  <Card id="consultation-preread" title="Pre-read of the latest screening">
    <PrereadResults results={consultation.preread} />
  </Card>
);

/** The doctor's notes, diagnosis and follow-up, as saved (read-only here). */
export const ConsultationNote = ({ consultation: c }: { consultation: Consultation }) => (
  <Card id="consultation-note" title="Notes and diagnosis">
    <RecordSummary
      items={[
        ['Notes', c.notes.trim() === '' ? 'No notes yet.' : <p className="tele-notes">{c.notes}</p>],
        ['Diagnosis', c.diagnosis.trim() === '' ? 'None yet.' : c.diagnosis],
        ['Follow-up', c.follow_up ? formatDisplayDate(c.follow_up) : 'None'],
        ['Last saved (UTC)', time(c.saved_at)],
      ]}
    />
  </Card>
);

export const ConsultationPrescription = ({ consultation }: { consultation: Consultation }) => (
  <Card id="consultation-prescription" title="Prescription">
    {consultation.prescription.length === 0 ? (
      <p className="ui-muted">No medicines prescribed.</p>
    ) : (
      <div className="ui-table-wrap" ref={keyboardScroll}>
        <table className="ui-table">
          <caption className="visually-hidden">Prescribed medicines</caption>
          <thead>
            <tr>
              <th scope="col">Medicine</th>
              <th scope="col">Dose</th>
              <th scope="col">Frequency</th>
              <th scope="col">Duration</th>
              <th scope="col">Instructions</th>
            </tr>
          </thead>
          <tbody>
            {consultation.prescription.map((item, index) => (
              <tr key={`${item.medicine_id}-${index}`}>
                <th scope="row">
                  {item.medicine.name} {item.medicine.strength}{' '}
                  <span className="ui-muted">({item.medicine.form})</span>
                </th>
                <td>{item.dose}</td>
                <td>{item.frequency}</td>
                <td>{item.duration}</td>
                <td>{item.instructions || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )}
  </Card>
);

/** Every status move, oldest first: the status, when, by whom and why. */
export const ConsultationHistory = ({ consultation }: { consultation: Consultation }) => (
  <Card id="consultation-history" title="Status history">
    <EventTimeline
      label="Status history, oldest first"
      emptyText="No status moves recorded."
      events={consultation.history.map((event) => ({
        what: <ConsultationStatusTag status={event.status} />,
        at: event.at,
        who: event.by,
        reason: event.reason,
      }))}
    />
  </Card>
);
