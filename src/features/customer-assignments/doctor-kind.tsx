import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';

import type { Column } from '@/components/data-table';
import { LIST_QUERY } from '@/components/resource/list-rows';
import {
  getFilterCustomerDoctorsQueryKey,
  useAssignCustomerDoctor,
  useFilterCustomerDoctors,
} from '@/generated/api/customer-assignments/customer-assignments';
import type { CustomerAssignmentCustomer, CustomerDoctor, CustomerDoctorPage } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import type { ErrorMeta } from '@/lib/http/report-error';
import { keyPrefix } from '@/lib/query-keys';

import type { AssignKind } from './assign-page';
import type { CustomerListKind } from './customer-list-page';
import { assignDoctorPath, assignedDoctorsPath, doctorDetailsPath } from './paths';

const clinicsText = (doctor: CustomerDoctor): string =>
  doctor.clinics.length === 0 ? 'None' : doctor.clinics.map((clinic) => clinic.name).join(', ');
const statusText = (doctor: CustomerDoctor): string => (doctor.status ? 'Active' : 'Inactive');

/** A doctor holding a consultation (in progress or waiting for them) cannot move: said before any call. */
export const doctorRefusal = (doctor: CustomerDoctor, to: CustomerAssignmentCustomer): string | null => {
  if (!to.status) return `${to.name} is disabled: enable the customer before assigning doctors.`;
  const open = doctor.open_consultations;
  if (open === 0) return null;
  return (
    `${doctor.name} has ${open === 1 ? '1 consultation' : `${open} consultations`} in progress or waiting: ` +
    'complete, cancel or hand them over before moving the doctor to another customer.'
  );
};

const doctorConsequences = (doctor: CustomerDoctor, to: CustomerAssignmentCustomer): string[] => [
  `${doctor.name} leaves ${doctor.customer.name} and works for ${to.name}.`,
  doctor.clinics.length === 0
    ? `They serve no clinic of ${doctor.customer.name}.`
    : `They stop serving ${doctor.customer.name}'s clinics: ${clinicsText(doctor)}.`,
  `Their past consultations stay with ${doctor.customer.name}. Assign them ${to.name}'s clinics afterwards on Doctor Details.`,
];

const SAVE_META = { errorMode: 'log' } satisfies ErrorMeta;

const useAssign = () => {
  const assign = useAssignCustomerDoctor({ mutation: { meta: SAVE_META } });
  return (customerId: number, doctor: CustomerDoctor) =>
    assign.mutateAsync({ id: customerId, data: { doctor_id: doctor.id, version: doctor.version } });
};

/** A move changes the doctor, their clinics and both customers' counts: every query is stale. */
const invalidate = async (client: QueryClient, customerId: number) => {
  await client.invalidateQueries({ queryKey: keyPrefix(getFilterCustomerDoctorsQueryKey(customerId)) });
  await client.invalidateQueries();
};

const listColumns = (): readonly Column<CustomerDoctor>[] => [
  {
    key: 'name',
    header: 'Doctor Name',
    cell: (doctor) => (
      <Link href={absolute(doctorDetailsPath(doctor.id))} className="ui-link">
        {doctor.name}
      </Link>
    ),
  },
  { key: 'clinics', header: 'Clinics', cell: clinicsText },
  { key: 'status', header: 'Status', cell: statusText },
];

export const assignedDoctors: CustomerListKind<CustomerDoctor> = {
  title: 'Assigned Doctors',
  plural: 'doctors',
  path: assignedDoctorsPath,
  assign: { label: 'Assign New Doctor', path: assignDoctorPath },
  columns: listColumns,
  useList: (customerId, body) =>
    useFilterCustomerDoctors<CustomerDoctorPage, unknown>(customerId, body, { query: LIST_QUERY }),
};

export const assignDoctor: AssignKind<CustomerDoctor> = {
  title: 'Assign New Doctor',
  noun: 'doctor',
  plural: 'doctors',
  list: { title: 'Assigned Doctors', path: assignedDoctorsPath },
  columns: [
    { key: 'name', header: 'Doctor Name', cell: (doctor) => doctor.name },
    { key: 'customer', header: 'Customer', cell: (doctor) => doctor.customer.name },
    { key: 'clinics', header: 'Clinics', cell: clinicsText },
    { key: 'open', header: 'Open consultations', align: 'end', cell: (doctor) => doctor.open_consultations },
    { key: 'status', header: 'Status', cell: statusText },
  ],
  useCandidates: (customerId, body) =>
    useFilterCustomerDoctors<CustomerDoctorPage, unknown>(customerId, body, { query: LIST_QUERY }),
  refusal: doctorRefusal,
  consequences: doctorConsequences,
  useAssign,
  invalidate,
  moved: (doctor, to) => `${doctor.name} now works for ${to.name}.`,
};
