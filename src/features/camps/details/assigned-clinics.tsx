import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';

import { useListAssignedClinics, useUnassignClinicFromCamp } from '@/generated/api/camps/camps';
import type { CampClinicAssignment } from '@/generated/model';
import { useSingleFlight } from '@/lib/use-single-flight';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pagination } from '@/components/pagination';
import { pageCountOf } from '@/components/page-items';
import { type Column, DataTable } from '@/components/data-table';

import { LOG_ONLY } from '../model/query-meta';
import { absolute, assignClinicsPath } from '../model/paths';
import { refreshAssignments } from '../model/refresh';
import { announceWriteResult } from '@/components/form/announce';

export const CLINIC_PAGE_SIZE = 10;
/** docs/requirements.md section 5: the camp clinic search acts only above 2 characters. */
export const MIN_SEARCH_CHARS = 3;
export const NO_ASSIGNMENTS_TEXT = 'No ClinicAssign found';
const REMOVED_FALLBACK = 'Removed Successfully';

export const filterAssignments = (rows: readonly CampClinicAssignment[], search: string) => {
  const needle = search.trim().toLowerCase();
  if (needle.length < MIN_SEARCH_CHARS) return rows;
  return rows.filter(
    (row) => row.clinic_name.toLowerCase().includes(needle) || row.group_name.toLowerCase().includes(needle),
  );
};

const columns = (onRemove: (row: CampClinicAssignment) => void): Column<CampClinicAssignment>[] => [
  { key: 'id', header: 'Clinic Id', cell: (row) => row.clinic_id },
  { key: 'name', header: 'Clinic Name', cell: (row) => row.clinic_name },
  { key: 'group', header: 'Group Name', cell: (row) => row.group_name },
  { key: 'code', header: 'Group Code', cell: (row) => row.group_code },
  {
    key: 'remove',
    header: 'Remove',
    align: 'end',
    cell: (row) => (
      <button
        type="button"
        className="ui-btn ui-btn-danger ui-btn-sm"
        aria-label={`Remove ${row.clinic_name}`}
        onClick={() => onRemove(row)}
      >
        Remove
      </button>
    ),
  },
];

/** The 'ClinicAssign' table of Camp Details (docs/requirements.md section 2.9). */
export const AssignedClinics = ({ campId }: { campId: number }) => {
  const queryClient = useQueryClient();
  const searchId = useId();
  const assigned = useListAssignedClinics({ camp_id: campId, status: true }, { query: { meta: LOG_ONLY } });
  const unassign = useUnassignClinicFromCamp();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<CampClinicAssignment | null>(null);

  const rows = filterAssignments(assigned.data ?? [], search);
  const pageCount = pageCountOf(rows.length, CLINIC_PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const visible = rows.slice((current - 1) * CLINIC_PAGE_SIZE, current * CLINIC_PAGE_SIZE);

  // One removal at a time: a double click on Yes sends one request.
  const { run: confirmRemove } = useSingleFlight(async () => {
    if (!removing) return;
    try {
      const result = await unassign.mutateAsync({ id: removing.assign_id, data: { status: false } });
      announceWriteResult(result, result.message.trim() || REMOVED_FALLBACK);
      await refreshAssignments(queryClient, campId);
    } catch {
      // The query client's reporter has shown the failure.
    } finally {
      setRemoving(null);
    }
  });
  const emptyText = assigned.isPending
    ? 'Loading...'
    : assigned.isError
      ? 'Error loading data'
      : NO_ASSIGNMENTS_TEXT;
  return (
    <section className="ui-card" aria-labelledby="clinic-assign-title">
      <div className="ui-toolbar">
        <h2 id="clinic-assign-title" className="ui-subtitle">
          ClinicAssign
        </h2>
        <div className="ui-toolbar-group">
          <label htmlFor={searchId} className="visually-hidden">
            Search assigned clinics
          </label>
          <input
            id={searchId}
            type="search"
            className="ui-input"
            placeholder="Search clinic or group"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Link href={absolute(assignClinicsPath(campId))} className="ui-btn">
            <i className="pi pi-plus" aria-hidden="true" /> Assign Clinic
          </Link>
        </div>
      </div>
      <DataTable
        caption="Clinics assigned to this camp"
        columns={columns(setRemoving)}
        rows={visible}
        rowKey={(row) => row.assign_id}
        emptyText={emptyText}
        busy={assigned.isFetching}
      />
      <Pagination label="Assigned clinic pages" page={current} pageCount={pageCount} onPage={setPage} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove clinic"
        message={`Remove ${removing?.clinic_name ?? 'this clinic'} from this camp?`}
        confirmLabel="Remove"
        busy={unassign.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </section>
  );
};
