import { useId, useMemo, useState } from 'react';

import { useListAssignedClinics, useListGroups, useListLocationClinics } from '@/generated/api/camps/camps';
import type { CampClinicAssignment, Clinic } from '@/generated/model';
import { DataTable } from '@/components/data-table';
import { ListTotal } from '@/components/list-total';
import { Pagination } from '@/components/pagination';
import { pageCountOf } from '@/components/page-items';

import { LOG_ONLY } from '../model/query-meta';
import { clinicColumns, LOAD_ERROR_TEXT, type RowState } from './clinic-columns';
import { useAssignClinic } from './use-assign-clinic';

/** docs/requirements.md section 9: the group list's limit. */
export const GROUP_REQUEST = { status: true, offset: 0, limit: 100 } as const;
const PAGE_SIZE = 10;

export const filterClinics = (clinics: readonly Clinic[], search: string): readonly Clinic[] => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return clinics;
  return clinics.filter(
    (clinic) => clinic.name.toLowerCase().includes(needle) || String(clinic.id).includes(needle),
  );
};

/** The camp's assignments by clinic id. The same query (and cache) as the ClinicAssign table. */
const useAssignedByClinic = (campId: number): ReadonlyMap<number, CampClinicAssignment> => {
  const assigned = useListAssignedClinics({ camp_id: campId, status: true }, { query: { meta: LOG_ONLY } });
  return useMemo(
    () => new Map((assigned.data ?? []).map((row) => [row.clinic_id, row] as const)),
    [assigned.data],
  );
};

/** The chosen location's clinics, each assignable with a group (docs/requirements.md section 2.10). */
export const LocationClinics = ({ campId, locationId }: { campId: number; locationId: number }) => {
  const idPrefix = useId();
  const searchId = useId();
  const clinics = useListLocationClinics({ location_id: locationId }, { query: { meta: LOG_ONLY } });
  const groups = useListGroups(GROUP_REQUEST, { query: { meta: LOG_ONLY } });
  const assigned = useAssignedByClinic(campId);
  const [choices, setChoices] = useState<Record<number, number | undefined>>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const choose = (clinicId: number, groupId: number | null) =>
    setChoices((current) => ({ ...current, [clinicId]: groupId ?? undefined }));
  const assign = useAssignClinic({ campId, onAssigned: (clinicId) => choose(clinicId, null) });

  const rows = filterClinics(clinics.data?.records ?? [], search);
  const pageCount = pageCountOf(rows.length, PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const emptyText = clinics.isPending ? 'Loading...' : clinics.isError ? LOAD_ERROR_TEXT : 'No data found';
  const state: RowState = {
    groups: groups.data ?? [],
    groupsFailed: groups.isError,
    assigned,
    choices,
    pending: assign.pending,
    choose,
    add: (clinic) => {
      const groupId = choices[clinic.id];
      if (groupId !== undefined && !assigned.has(clinic.id)) assign.run(clinic.id, groupId);
    },
  };
  return (
    <>
      <div className="ui-toolbar">
        <ListTotal label="Total Clinics" total={clinics.data?.total_count} loading={clinics.isLoading} />
        <div className="ui-toolbar-group">
          <label htmlFor={searchId} className="visually-hidden">
            Search clinics by name or id
          </label>
          <input
            id={searchId}
            type="search"
            className="ui-input"
            placeholder="Search clinic name or id"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      <DataTable
        caption="Clinics of the chosen location"
        columns={clinicColumns(idPrefix, state)}
        rows={rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
        rowKey={(clinic) => clinic.id}
        emptyText={emptyText}
        busy={clinics.isFetching}
      />
      <Pagination label="Clinic pages" page={current} pageCount={pageCount} onPage={setPage} />
    </>
  );
};
