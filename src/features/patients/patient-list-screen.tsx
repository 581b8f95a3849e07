import { useAtomValue } from 'jotai';
import { Link } from 'wouter';

import { useClinicScope, useScreeningFilterKeys, useScreeningScope } from '@/atoms/scope';
import { userRoleAtom } from '@/atoms/session';
import type { Column } from '@/components/data-table';
import { useScopedPage } from '@/components/list-state';
import { type ListParams, listCodec } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows, WHOLE_LIST_QUERY } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen } from '@/components/resource/list-screen';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import { useFilterPatients } from '@/generated/api/patients/patients';
import type { PatientRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

import {
  fullName,
  GENDER_TEXT,
  PATIENTS_PATH,
  patientDetailsPath,
  uploadPatientsPath,
} from './patient-paths';

const COLUMNS: readonly Column<PatientRow>[] = [
  {
    key: 'external_id',
    header: 'Patient Id',
    cell: (patient) => (
      <Link href={absolute(patientDetailsPath(patient.id))} className="ui-link">
        {patient.external_id}
      </Link>
    ),
    nowrap: true,
  },
  { key: 'name', header: 'Name', cell: fullName },
  { key: 'age', header: 'Age', cell: (patient) => patient.age, nowrap: true },
  { key: 'gender', header: 'Gender', cell: (patient) => GENDER_TEXT[patient.gender] },
  { key: 'clinic', header: 'Clinic', cell: (patient) => patient.clinic.name },
  {
    key: 'last',
    header: 'Last screening',
    cell: (patient) => formatDisplayDateTime(patient.last_screening_at) || 'Never',
  },
];

/**
 * `POST v3/patient/filter` in the applied filter's scope (`useScreeningScope('patients')`: no
 * customer on this route; the server keeps a customer to their own), searched by name, patient id or
 * phone, server-paged. A new scope starts again at page 1.
 */
const usePatientRows = (params: ListParams, toPage: (page: number) => void) => {
  const scope = useScreeningScope('patients');
  const page = useScopedPage(scope, params.page, toPage);
  const patients = useFilterPatients(
    { ...scope, searchValue: params.search === '' ? null : params.search, page, limit: params.rows },
    { query: LIST_QUERY },
  );
  return useServerRows(patients, page, params.rows, toPage);
};

const usePatientFilterKeys = () => useScreeningFilterKeys('patients');

export const patientList: ListDefinition<PatientRow> = {
  title: 'Patients',
  path: PATIENTS_PATH,
  codec: listCodec({ status: false }),
  view: {
    id: 'patients',
    caption: 'Patients',
    columns: COLUMNS,
    rowKey: (patient) => patient.id,
    totalLabel: 'Total Patients',
    searchLabel: 'Search patients by name, patient id or phone',
  },
  useRows: usePatientRows,
  useFilterKeys: usePatientFilterKeys,
  remember: true,
  // docs/patients.md: a name or phone typed in the search is patient data, never in the URL.
  privateSearch: true,
};

/**
 * Upload patients into the applied filter's clinic, else the first clinic the user may use (the
 * filter panel's clinic call, one row). Hidden while no clinic is known.
 */
const UploadLink = () => {
  const scope = useClinicScope();
  const applied = useScreeningScope('patients').clinic_id;
  const first = useFilterClinics(
    { ...scope, searchValue: null, page: 1, limit: 1 },
    { query: { ...WHOLE_LIST_QUERY, enabled: applied === null } },
  );
  const clinicId = applied ?? first.data?.records[0]?.id ?? null;
  if (clinicId === null) return null;
  return (
    <Link href={absolute(uploadPatientsPath(clinicId))} className="ui-btn">
      <i className="pi pi-upload" aria-hidden="true" /> Upload patients
    </Link>
  );
};

/** Manage > Patients (docs/patients.md): doctors see the list without the upload link. */
export const PatientListScreen = () => {
  const isDoctor = useAtomValue(userRoleAtom) === 'Doctor';
  return <ListScreen definition={patientList} actions={isDoctor ? null : <UploadLink />} />;
};
