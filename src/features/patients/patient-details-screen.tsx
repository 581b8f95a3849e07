import './patients.css';

import { useAtomValue } from 'jotai';
import { Link, useSearch } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import { useListReturnPath } from '@/components/form/list-return';
import type { RelatedList } from '@/components/resource/record-definition';
import { RecordFrame } from '@/components/resource/record-frame';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import { RecordTabs } from '@/components/resource/record-tabs';
import type { Patient } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDate, formatDisplayDateTime } from '@/lib/dates';

import { editPatientPath, fullName, GENDER_TEXT, PATIENTS_PATH } from './patient-paths';
import { PatientAccess, useMayAudit } from './patient-access';
import { PatientConsultations } from './patient-consultations';
import { usePatientViewPrefetch } from './patient-prefetch';
import { patientRecord } from './patient-record';
import { PatientSessions } from './patient-sessions';
import { DETAILS_ROUTE } from './patient-states';
import { numericTestsOf, PatientTrend } from './patient-trend';

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

const Actions = ({ patient, mayEdit }: { patient: Patient; mayEdit: boolean }) => (
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
);

const PatientView = ({ record: patient }: { record: Patient }) => (
  <>
    <div className="ui-card">
      <h2 className="patient-section-title">Demographics</h2>
      <RecordSummary items={demographicsOf(patient)} />
    </div>
    <PatientConsultations patientId={patient.id} />
    <PatientSessions patientId={patient.id}>
      {(sessions) => <PatientTrend patientId={patient.id} tests={numericTestsOf(sessions)} />}
    </PatientSessions>
  </>
);

/** Patient Details as tabs for administrators whose role includes the Audit trail (docs/audit.md). */
const PATIENT_TABS: readonly RelatedList<Patient>[] = [
  { id: 'details', label: 'Details', Panel: PatientView },
  { id: 'access', label: 'Access', Panel: PatientAccess },
];

/** Whether the page shows the Details view (RecordTabs shows the first tab unless `?tab=` names another). */
const useShowsDetails = (mayAudit: boolean): boolean => {
  const asked = new URLSearchParams(useSearch()).get('tab');
  return !mayAudit || !PATIENT_TABS.some((tab) => tab.id === asked && tab.id !== 'details');
};

/**
 * Patient Details (`?patient_id=`, docs/patients.md): demographics, the trend of a numeric test and
 * the screening sessions; for an administrator whose role includes the Audit trail, an Access tab
 * too (`?tab=access`: who read or changed this patient's record, docs/audit.md); a bad id, an unknown patient and another customer's patient each get a
 * message in the layout, never the data.
 */
export const PatientDetailsScreen = () => {
  const route = useRecordRoute(DETAILS_ROUTE);
  const back = useListReturnPath(PATIENTS_PATH);
  const doctor = useAtomValue(userRoleAtom) === 'Doctor';
  const mayAudit = useMayAudit();
  usePatientViewPrefetch(useShowsDetails(mayAudit) ? route.id : null);
  return (
    <RecordFrame
      route={route}
      useRecord={patientRecord.useRecord}
      title="Patient Details"
      titleOf={(patient) => `Patient: ${fullName(patient)}`}
      titleId="patient-title"
      className="patient-details"
      // Doctors have no Patients list (requirements 2.12): no Back there.
      {...(doctor ? {} : { back: { label: 'Back to Patients', href: back } })}
      actions={(patient) => (patient ? <Actions patient={patient} mayEdit={!doctor} /> : null)}
    >
      {(patient) =>
        mayAudit ? (
          <RecordTabs label={`About ${fullName(patient)}`} lists={PATIENT_TABS} record={patient} />
        ) : (
          <PatientView record={patient} />
        )
      }
    </RecordFrame>
  );
};
