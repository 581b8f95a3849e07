import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Link } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import type { Column } from '@/components/data-table';
import { type ListParams, listCodec } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { useFilterDoctors } from '@/generated/api/doctors/doctors';
import type { DoctorRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { CREATE_DOCTOR_PATH, DOCTORS_PATH, doctorName, doctorViewPath } from './doctor-paths';

/** 'Clinic A, Clinic B' for up to two clinics, else their count. */
export const clinicsText = (clinics: readonly { name: string }[]): string =>
  clinics.length === 0
    ? 'None'
    : clinics.length <= 2
      ? clinics.map((clinic) => clinic.name).join(', ')
      : `${clinics.length} clinics`;

const COLUMNS: readonly Column<DoctorRow>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (doctor) => (
      <Link href={absolute(doctorViewPath(doctor.id))} className="ui-link">
        {doctorName(doctor)}
      </Link>
    ),
  },
  { key: 'qualification', header: 'Qualification', cell: (doctor) => doctor.qualification },
  { key: 'specialisation', header: 'Specialisation', cell: (doctor) => doctor.specialisation },
  {
    key: 'registration',
    header: 'Registration no.',
    cell: (doctor) => doctor.registration_number,
    nowrap: true,
  },
  { key: 'clinics', header: 'Clinics', cell: (doctor) => clinicsText(doctor.clinics) },
  {
    key: 'consultations',
    header: 'Consultations (total / completed / open)',
    cell: ({ consultations }) =>
      `${consultations.total} / ${consultations.completed} / ${consultations.open}`,
    nowrap: true,
  },
  { key: 'status', header: 'Status', cell: (doctor) => (doctor.status ? 'Active' : 'Inactive') },
];

const CUSTOMER_COLUMN: Column<DoctorRow> = {
  key: 'customer',
  header: 'Customer',
  cell: (doctor) => doctor.customer.name,
};

/**
 * `POST v3/doctor/filter`, searched by name, registration number, phone or e-mail, server-paged, of
 * the Active or Inactive doctors (the URL's status). A customer gets their own doctors only: the
 * server keeps them to theirs.
 */
const useDoctorRows = (params: ListParams, toPage: (page: number) => void) => {
  const doctors = useFilterDoctors(
    {
      searchValue: params.search === '' ? null : params.search,
      status: params.status === 'active',
      page: params.page,
      limit: params.rows,
    },
    { query: LIST_QUERY },
  );
  return useServerRows(doctors, params.page, params.rows, toPage);
};

export const doctorList: ListDefinition<DoctorRow> = {
  title: 'Doctors',
  path: DOCTORS_PATH,
  codec: listCodec({ status: true }),
  view: {
    id: 'doctors',
    caption: 'Doctors',
    columns: COLUMNS,
    rowKey: (doctor) => doctor.id,
    totalLabel: 'Total Doctors',
    searchLabel: 'Search doctors by name, registration number, phone or e-mail',
    status: true,
  },
  useRows: useDoctorRows,
  useFilterKeys: useNoFilterKeys,
  remember: true,
};

/**
 * Manage > Doctors and a customer's Doctors (one route, docs/telemedicine.md): administrators also
 * see whose doctor each is.
 */
export const DoctorListScreen = () => {
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const definition = useMemo(
    () =>
      isAdministrator
        ? {
            ...doctorList,
            view: {
              ...doctorList.view,
              columns: [...COLUMNS.slice(0, 4), CUSTOMER_COLUMN, ...COLUMNS.slice(4)],
            },
          }
        : doctorList,
    [isAdministrator],
  );
  return (
    <ListScreen
      definition={definition}
      actions={
        <Link href={absolute(CREATE_DOCTOR_PATH)} className="ui-btn">
          <i className="pi pi-plus" aria-hidden="true" /> Create Doctor
        </Link>
      }
    />
  );
};
