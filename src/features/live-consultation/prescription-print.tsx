import { memo } from 'react';
import { createPortal } from 'react-dom';

import type { Consultation, Doctor } from '@/generated/model';
import { formatDisplayDate } from '@/lib/dates';

import { isComplete, type NoteDraft } from './draft';
import { GENDER_TEXT, patientName } from './patient-panel';

/** Who signs: the doctor's record, or the signed-in user's name when it could not be read. */
export interface Prescriber {
  name: string;
  doctor: Doctor | null;
}

/** The letter head's clinic: the doctor's chosen one, else the consultation's. */
export const letterHeadClinic = (doctor: Doctor | null, c: Consultation): string => {
  const chosen = doctor?.letterhead_clinic_id ?? null;
  return doctor?.clinics.find((clinic) => clinic.id === chosen)?.name ?? c.clinic.name;
};

const dateOf = (value: string | null): string => formatDisplayDate(value) || '—';

/**
 * The printable prescription (docs/telemedicine.md): the letter head (the doctor, qualification,
 * specialisation, registration number, clinic), the patient, the date, the diagnosis, the medicines,
 * the follow-up and the signature, on A4. A portal beside the app: print CSS shows only it
 * (`live.css`), so window.print() and a PDF print hold the prescription and nothing else.
 */
export const PrescriptionPrint = memo(function PrescriptionPrint({
  consultation: c,
  draft,
  prescriber,
}: {
  consultation: Consultation;
  draft: NoteDraft;
  prescriber: Prescriber;
}) {
  const { doctor } = prescriber;
  const rows = draft.prescription.filter(isComplete);
  const day = c.ended_at ?? c.started_at ?? c.requested_at;
  return createPortal(
    <article className="rx-print" aria-label="Printable prescription">
      <header className="rx-head">
        <div>
          <p className="rx-doctor">Dr {prescriber.name}</p>
          {doctor ? (
            <>
              <p>{doctor.qualification}</p>
              <p>{doctor.specialisation}</p>
              <p>Reg. No. {doctor.registration_number}</p>
            </>
          ) : null}
        </div>
        <div className="rx-clinic">
          <p>{letterHeadClinic(doctor, c)}</p>
          {doctor ? <p>{doctor.phone}</p> : null}
        </div>
      </header>
      <section className="rx-patient">
        <p>
          <strong>Patient:</strong> {patientName(c.patient)} · {String(c.patient.age)} years ·{' '}
          {GENDER_TEXT[c.patient.gender]} · Patient Id {c.patient.external_id}
        </p>
        <p>
          <strong>Date:</strong> {dateOf(day)} · Consultation #{String(c.id)}
        </p>
      </section>
      <section>
        <h2>Diagnosis</h2>
        <p>{draft.diagnosis.trim() || '—'}</p>
      </section>
      <section>
        <h2>Rx</h2>
        {rows.length === 0 ? (
          <p>No medicines prescribed.</p>
        ) : (
          <table className="rx-table">
            <thead>
              <tr>
                <th>#</th>
                <th>Medicine</th>
                <th>Dose</th>
                <th>Frequency</th>
                <th>Duration</th>
                <th>Instructions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.key}>
                  <td>{index + 1}</td>
                  <td>
                    {row.medicine?.name} {row.medicine?.strength} ({row.medicine?.form})
                  </td>
                  <td>{row.dose}</td>
                  <td>{row.frequency}</td>
                  <td>{row.duration}</td>
                  <td>{row.instructions || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section>
        <h2>Follow-up</h2>
        <p>{formatDisplayDate(draft.follow_up) || 'None'}</p>
      </section>
      <footer className="rx-sign">
        {doctor?.signature ? <img src={doctor.signature} alt={`Signature of Dr ${prescriber.name}`} /> : null}
        <p>Dr {prescriber.name}</p>
        {doctor ? <p>Reg. No. {doctor.registration_number}</p> : null}
      </footer>
    </article>,
    document.body,
  );
});
