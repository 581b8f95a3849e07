import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';

import type { Column } from '@/components/data-table';
import { LIST_QUERY } from '@/components/resource/list-rows';
import {
  getFilterCustomerClinicsQueryKey,
  useAssignCustomerClinic,
  useFilterCustomerClinics,
} from '@/generated/api/customer-assignments/customer-assignments';
import type {
  CustomerAssignmentCustomer,
  CustomerClinic,
  CustomerClinicPage,
  NamedRef,
} from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import type { ErrorMeta } from '@/lib/http/report-error';
import { keyPrefix } from '@/lib/query-keys';

import type { AssignKind } from './assign-page';
import type { CustomerListKind } from './customer-list-page';
import { assignClinicPath, assignedClinicsPath, clinicDetailsPath, customerClinicPath } from './paths';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const names = (refs: readonly NamedRef[]): string => refs.map((ref) => ref.name).join(', ');
const statusText = (clinic: CustomerClinic): string => (clinic.status ? 'Active' : 'Inactive');

/**
 * The decision of docs/customer-assignments.md: a clinic with patients stays with the customer who
 * screened them (the server refuses the move with 422); said here before any call.
 */
export const clinicRefusal = (clinic: CustomerClinic, to: CustomerAssignmentCustomer): string | null => {
  if (!to.status) return `${to.name} is disabled: enable the customer before assigning clinics.`;
  if (clinic.patient_count === 0) return null;
  return (
    `${clinic.name} has ${count(clinic.patient_count, 'patient', 'patients')}: their records and consents ` +
    `belong to ${clinic.customer.name}, who screened them, so the clinic cannot move to another customer.`
  );
};

const clinicConsequences = (clinic: CustomerClinic, to: CustomerAssignmentCustomer): string[] => [
  `${clinic.name} leaves ${clinic.customer.name} and becomes ${to.name}'s.`,
  clinic.kiosk_count === 0
    ? 'It has no kiosks.'
    : `Its ${count(clinic.kiosk_count, 'kiosk moves', 'kiosks move')} with it; each kiosk's history records the move.`,
  clinic.doctors.length === 0
    ? `No doctor of ${clinic.customer.name} serves it.`
    : `${names(clinic.doctors)} of ${clinic.customer.name} will no longer serve it.`,
  clinic.camps.length === 0
    ? 'It is in no camp.'
    : `Its assignments to ${clinic.customer.name}'s camps end: ${names(clinic.camps)}.`,
  'It has no patients, so no records or consents change hands.',
];

const SAVE_META = { errorMode: 'log' } satisfies ErrorMeta;

const useAssign = () => {
  const assign = useAssignCustomerClinic({ mutation: { meta: SAVE_META } });
  return (customerId: number, clinic: CustomerClinic) =>
    assign.mutateAsync({ id: customerId, data: { clinic_id: clinic.id, version: clinic.version } });
};

/**
 * A move changes the clinic, its kiosks, doctors and camps and both customers' counts: every query
 * is stale, this customer's list first.
 */
const invalidate = async (client: QueryClient, customerId: number) => {
  await client.invalidateQueries({ queryKey: keyPrefix(getFilterCustomerClinicsQueryKey(customerId)) });
  await client.invalidateQueries();
};

const useList = (customerId: number, body: Parameters<typeof useFilterCustomerClinics>[1]) =>
  useFilterCustomerClinics<CustomerClinicPage, unknown>(customerId, body, { query: LIST_QUERY });

const listColumns = (customerId: number): readonly Column<CustomerClinic>[] => [
  {
    key: 'name',
    header: 'Clinic Name',
    cell: (clinic) => (
      <Link href={absolute(customerClinicPath(clinic.id, customerId))} className="ui-link">
        {clinic.name}
      </Link>
    ),
  },
  { key: 'location', header: 'Location', cell: (clinic) => clinic.location.name },
  { key: 'kiosks', header: 'Kiosks', align: 'end', cell: (clinic) => clinic.kiosk_count },
  { key: 'status', header: 'Status', cell: statusText },
  {
    key: 'details',
    header: 'Clinic Details',
    cell: (clinic) => (
      <Link
        href={absolute(clinicDetailsPath(clinic.id))}
        className="ui-link"
        aria-label={`Clinic Details of ${clinic.name}`}
      >
        Clinic Details
      </Link>
    ),
  },
];

export const assignedClinics: CustomerListKind<CustomerClinic> = {
  title: 'Assigned Clinics',
  plural: 'clinics',
  path: assignedClinicsPath,
  assign: { label: 'Assign New Clinic', path: assignClinicPath },
  columns: listColumns,
  useList,
};

export const assignClinic: AssignKind<CustomerClinic> = {
  title: 'Assign New Clinic',
  noun: 'clinic',
  plural: 'clinics',
  list: { title: 'Assigned Clinics', path: assignedClinicsPath },
  columns: [
    { key: 'name', header: 'Clinic Name', cell: (clinic) => clinic.name },
    { key: 'customer', header: 'Customer', cell: (clinic) => clinic.customer.name },
    { key: 'location', header: 'Location', cell: (clinic) => clinic.location.name },
    { key: 'kiosks', header: 'Kiosks', align: 'end', cell: (clinic) => clinic.kiosk_count },
    { key: 'patients', header: 'Patients', align: 'end', cell: (clinic) => clinic.patient_count },
    { key: 'status', header: 'Status', cell: statusText },
  ],
  useCandidates: (customerId, body) =>
    useFilterCustomerClinics<CustomerClinicPage, unknown>(customerId, body, { query: LIST_QUERY }),
  refusal: clinicRefusal,
  consequences: clinicConsequences,
  useAssign,
  invalidate,
  moved: (clinic, to) => `${clinic.name} is now ${to.name}'s.`,
};
