import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { useAssignClinicToCamp, useListGroups, useListLocationClinics } from '@/generated/api/camps/camps';
import type { Clinic, Group } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';

import { type Column, DataTable } from '../components/data-table';
import { Pagination } from '../components/pagination';
import { LOG_ONLY } from '../model/query-meta';
import { pageCountOf } from '../model/page-items';
import { refreshAssignments } from '../model/refresh';

export const ASSIGNED_TEXT = 'Assigned Successfully';
export const ASSIGN_FAILED_TEXT = 'Failed to assign clinic to camp';
export const PICK_GROUP_TEXT = 'Please select a group first';
/** SPEC.md section 9: the group list's limit. */
export const GROUP_REQUEST = { status: true, offset: 0, limit: 100 } as const;
const PAGE_SIZE = 10;

export const filterClinics = (clinics: readonly Clinic[], search: string): readonly Clinic[] => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return clinics;
  return clinics.filter(
    (clinic) => clinic.name.toLowerCase().includes(needle) || String(clinic.id).includes(needle),
  );
};

const announceFailure = (reason: string | null) =>
  showToast({ severity: 'error', summary: ASSIGN_FAILED_TEXT, ...(reason ? { detail: reason } : {}) });

interface RowActions {
  groups: readonly Group[];
  choices: Readonly<Record<number, number | undefined>>;
  pendingId: number | null;
  choose: (clinicId: number, groupId: number | null) => void;
  add: (clinic: Clinic) => void;
}

const columns = (
  hintPrefix: string,
  { groups, choices, pendingId, choose, add }: RowActions,
): Column<Clinic>[] => [
  { key: 'id', header: 'Clinic Id', cell: (clinic) => clinic.id },
  { key: 'name', header: 'Clinic Name', cell: (clinic) => clinic.name },
  {
    key: 'group',
    header: 'Group',
    cell: (clinic) => (
      <select
        className="camps-input"
        aria-label={`Group for ${clinic.name}`}
        value={choices[clinic.id] ?? ''}
        onChange={(event) => choose(clinic.id, event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">Select group</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
    ),
  },
  {
    key: 'add',
    header: 'Action',
    align: 'end',
    cell: (clinic) => {
      const chosen = choices[clinic.id] !== undefined;
      const hintId = `${hintPrefix}-${clinic.id}`;
      return (
        <span className="camps-tooltip-host">
          <button
            type="button"
            className="camps-btn camps-btn-sm"
            aria-label={`Add ${clinic.name}`}
            aria-describedby={chosen ? undefined : hintId}
            disabled={!chosen || pendingId === clinic.id}
            onClick={() => add(clinic)}
          >
            <i className="pi pi-plus" aria-hidden="true" /> {pendingId === clinic.id ? 'Adding...' : 'Add'}
          </button>
          {chosen ? null : (
            <span id={hintId} role="tooltip" className="camps-tooltip">
              {PICK_GROUP_TEXT}
            </span>
          )}
        </span>
      );
    },
  },
];

/** The chosen location's clinics, each assignable with a group (SPEC.md section 2.10). */
export const LocationClinics = ({ campId, locationId }: { campId: number; locationId: number }) => {
  const queryClient = useQueryClient();
  const hintPrefix = useId();
  const searchId = useId();
  const clinics = useListLocationClinics({ location_id: locationId }, { query: { meta: LOG_ONLY } });
  const groups = useListGroups(GROUP_REQUEST, { query: { meta: LOG_ONLY } });
  // The failure toast is this screen's own text, so the generic reporter only logs.
  const assign = useAssignClinicToCamp({ mutation: { meta: LOG_ONLY } });
  const [choices, setChoices] = useState<Record<number, number | undefined>>({});
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const choose = (clinicId: number, groupId: number | null) =>
    setChoices((current) => ({ ...current, [clinicId]: groupId ?? undefined }));

  // One assignment at a time: a double click on Add sends one request.
  const { run: add } = useSingleFlight(async (clinic: Clinic) => {
    const groupId = choices[clinic.id];
    if (groupId === undefined) return;
    setPendingId(clinic.id);
    try {
      const result = await assign.mutateAsync({
        data: { camp_id: campId, clinic_id: clinic.id, group_id: groupId },
      });
      if (result.error) {
        announceFailure(result.message.trim() || null);
        return;
      }
      choose(clinic.id, null);
      showToast({ severity: 'success', summary: 'Success', detail: ASSIGNED_TEXT });
      await refreshAssignments(queryClient, campId);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.kind !== 'unauthorized') announceFailure(apiError.message);
    } finally {
      setPendingId(null);
    }
  });

  const rows = filterClinics(clinics.data?.records ?? [], search);
  const pageCount = pageCountOf(rows.length, PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const emptyText = clinics.isPending
    ? 'Loading...'
    : clinics.isError
      ? 'Error loading data'
      : 'No data found';
  const actions = {
    groups: groups.data ?? [],
    choices,
    pendingId,
    choose,
    add,
  };
  return (
    <>
      <div className="camps-toolbar">
        <span className="camps-total" aria-live="polite">
          Total Clinics: <strong>{clinics.data?.total_count ?? 0}</strong>
        </span>
        <div className="camps-toolbar-group">
          <label htmlFor={searchId} className="visually-hidden">
            Search clinics by name or id
          </label>
          <input
            id={searchId}
            type="search"
            className="camps-input"
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
        columns={columns(hintPrefix, actions)}
        rows={rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
        rowKey={(clinic) => clinic.id}
        emptyText={emptyText}
        busy={clinics.isFetching}
      />
      <Pagination label="Clinic pages" page={current} pageCount={pageCount} onPage={setPage} />
    </>
  );
};
