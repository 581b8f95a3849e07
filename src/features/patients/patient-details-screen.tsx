import './patients.css';

import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import { useListReturnPath } from '@/components/form/list-return';
import { ScreenHeader } from '@/components/screen-header';
import { useGetPatient } from '@/generated/api/patients/patients';
import type { Patient } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDate, formatDisplayDateTime } from '@/lib/dates';
import type { ErrorMeta } from '@/lib/http/report-error';

import { editPatientPath, fullName, GENDER_TEXT, idFrom, PATIENTS_PATH } from './patient-paths';
import { PatientConsultations } from './patient-consultations';
import { PatientSessions } from './patient-sessions';
import { badIdText, Message, PatientState } from './patient-states';
import { numericTestsOf, PatientTrend } from './patient-trend';

const QUIET: { meta: ErrorMeta } = { meta: { errorMode: 'log' } };

const Frame = ({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) => {
  const back = useListReturnPath(PATIENTS_PATH);
  const role = useAtomValue(userRoleAtom);
  return (
    <section className="ui-screen patient-details" aria-labelledby="patient-title">
      <ScreenHeader
        titleId="patient-title"
        title={title}
        // Doctors have no Patients list (requirements 2.12): no Back there.
        {...(role === 'Doctor' ? {} : { back: { label: 'Back to Patients', href: back } })}
      >
        {actions}
      </ScreenHeader>
      {children}
    </section>
  );
};

export const demographicsOf = (patient: Patient): readonly (readonly [string, string])[] => [
  ['Patient Id', patient.external_id],
  ['Name', fullName(patient)],
  ['Date of birth', formatDisplayDate(patient.date_of_birth)],
  ['Age', String(patient.age)],
  ['Gender', GENDER_TEXT[patient.gender]],
  ['Phone', patient.phone],
  ['Email', patient.email ?? '—'],
  ['Clinic', patient.clinic.name],
  ['Customer', patient.customer.name],
  ['Last screening', formatDisplayDateTime(patient.last_screening_at) || 'Never'],
];

const PatientView = ({ id }: { id: number }) => {
  const query = useGetPatient<Patient, unknown>(id, { query: QUIET });
  const mayEdit = useAtomValue(userRoleAtom) !== 'Doctor';
  if (query.isPending || query.isError) {
    return (
      <Frame title="Patient Details">
        <PatientState id={id} query={query} />
      </Frame>
    );
  }
  const patient = query.data;
  return (
    <Frame
      title={`Patient: ${fullName(patient)}`}
      actions={
        <div className="ui-actions no-print">
          {mayEdit ? (
            <Link href={absolute(editPatientPath(patient.id))} className="ui-btn">
              <i className="pi pi-pencil" aria-hidden="true" /> Edit
            </Link>
          ) : null}
          <button type="button" className="ui-btn ui-btn-outline" onClick={() => window.print()}>
            <i className="pi pi-print" aria-hidden="true" /> Print
          </button>
        </div>
      }
    >
      <div className="ui-card">
        <h2 className="patient-section-title">Demographics</h2>
        <dl className="ui-summary">
          {demographicsOf(patient).map(([label, value]) => (
            <div key={label} className="ui-summary-item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <PatientConsultations patientId={patient.id} />
      <PatientSessions patientId={patient.id}>
        {(sessions) => <PatientTrend patientId={patient.id} tests={numericTestsOf(sessions)} />}
      </PatientSessions>
    </Frame>
  );
};

/**
 * Patient Details (`?patient_id=`, docs/patients.md): demographics, the trend of a numeric test and
 * the screening sessions; a bad id, an unknown patient and another customer's patient each get a
 * message in the layout, never the data.
 */
export const PatientDetailsScreen = () => {
  const raw = new URLSearchParams(useSearch()).get('patient_id');
  const id = idFrom(raw);
  if (id === null) {
    return (
      <Frame title="Patient Details">
        <Message
          text={
            raw === null || raw === ''
              ? 'No patient was chosen: open a patient from the Patients list.'
              : badIdText(raw)
          }
        />
      </Frame>
    );
  }
  return <PatientView key={id} id={id} />;
};
