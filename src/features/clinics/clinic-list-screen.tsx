import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Link } from 'wouter';

import { useAppliedFilter } from '@/atoms/filter';
import type { FilterValueKey } from '@/atoms/filter-cascade';
import { useClinicScope, useScopeFilterKeys } from '@/atoms/scope';
import { userRoleAtom } from '@/atoms/session';
import type { Column } from '@/components/data-table';
import { useScopedPage } from '@/components/list-state';
import { type ListParams, listCodec } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen } from '@/components/resource/list-screen';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import type { Clinic } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { CREATE_CLINIC_PATH, clinicViewPath } from './clinic-paths';

import { useCustomerNames } from './use-customer-names';

const COLUMNS: readonly Column<Clinic>[] = [
  { key: 'id', header: 'Clinic Id', cell: (clinic) => clinic.id, nowrap: true },
  { key: 'name', header: 'Clinic Name', cell: (clinic) => clinic.name },
  { key: 'location', header: 'Location Id', cell: (clinic) => clinic.location_id ?? '–', nowrap: true },
];

/**
 * `POST v3/Clinic/filter`, scoped by the applied filter (`useClinicScope`: the filter's customer for
 * an administrator, the user's own id for anyone else), searched, paged 5/10/20. A cleared chip (a
 * new scope) starts again at page 1.
 */
const useClinicRows = (params: ListParams, toPage: (page: number) => void, takesAmc = false) => {
  const clinicScope = useClinicScope();
  // The AMC License section of the clinic route (docs/lists.md, "AMC License"): sent only when set,
  // so the known call's body is as before otherwise.
  const applied = useAppliedFilter().amc_expired;
  const amc = takesAmc ? applied : null;
  const scope = useMemo(
    () => (amc === null ? clinicScope : { ...clinicScope, amc_expired: amc }),
    [clinicScope, amc],
  );
  const page = useScopedPage(scope, params.page, toPage);
  const clinics = useFilterClinics(
    { ...scope, searchValue: params.search === '' ? null : params.search, page, limit: params.rows },
    { query: LIST_QUERY },
  );
  return useServerRows(clinics, page, params.rows, toPage);
};

/** The scope's values, and the AMC License value the call takes on the clinic route. */
const useClinicFilterKeys = (): readonly FilterValueKey[] => {
  const keys = useScopeFilterKeys();
  return useMemo(() => [...keys, 'amc_expired'], [keys]);
};

/** The administrators' Clinic Name: a link to Clinic Details. */
const NAME_LINK: Column<Clinic> = {
  key: 'name',
  header: 'Clinic Name',
  cell: (clinic) => (
    <Link href={absolute(clinicViewPath(clinic.id))} className="ui-link">
      {clinic.name}
    </Link>
  ),
};

const codec = listCodec({ status: false });

const useAmcClinicRows = (params: ListParams, toPage: (page: number) => void) =>
  useClinicRows(params, toPage, true);

/**
 * The clinic list of one route: Clinics and Customer Clinics are this list under two titles; the
 * clinic route (`amc`) also takes the filter's AMC License value.
 */
export const clinicList = (title: string, path: string, amc = false): ListDefinition<Clinic> => ({
  title,
  path,
  codec,
  view: {
    id: 'clinics',
    caption: 'Clinics',
    columns: COLUMNS,
    rowKey: (clinic) => clinic.id,
    totalLabel: 'Total Clinics',
    searchLabel: 'Search clinics',
    // Requirements 8.11: the clinic list is a filter list; a failed load is logged, the table empty.
    onError: 'empty',
  },
  useRows: amc ? useAmcClinicRows : useClinicRows,
  useFilterKeys: amc ? useClinicFilterKeys : useScopeFilterKeys,
});

/**
 * Clinics (administrators) and Customer Clinics (customers). Both routes render this one list: the
 * scope rule, not the route, decides what a role sees. Administrators see whose clinic each is.
 */
export const ClinicListScreen = ({ definition }: { definition: ListDefinition<Clinic> }) => {
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const customers = useCustomerNames(isAdministrator);
  const view = useMemo(
    () =>
      isAdministrator
        ? {
            ...definition.view,
            columns: [
              ...COLUMNS.map((column) => (column.key === 'name' ? NAME_LINK : column)),
              {
                key: 'customer',
                header: 'Customer',
                cell: (clinic: Clinic) => customers.nameOf(clinic.user_id),
              },
            ],
          }
        : definition.view,
    [definition.view, isAdministrator, customers],
  );
  // Create Clinic and Clinic Details are the administrators' (docs/lists.md, "Clinics").
  const actions = isAdministrator ? (
    <Link href={absolute(CREATE_CLINIC_PATH)} className="ui-btn">
      <i className="pi pi-plus" aria-hidden="true" /> Add Clinic
    </Link>
  ) : undefined;
  return <ListScreen definition={{ ...definition, view }} actions={actions} />;
};
