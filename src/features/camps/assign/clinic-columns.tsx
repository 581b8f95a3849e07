import type { CampClinicAssignment, Clinic, Group } from '@/generated/model';
import type { Column } from '@/components/data-table';

export const PICK_GROUP_TEXT = 'Please select a group first';
export const ALREADY_ASSIGNED_TEXT = 'Already assigned to this camp';
export const LOAD_ERROR_TEXT = 'Error loading data';

export interface RowState {
  groups: readonly Group[];
  /** The group list failed to load: each row says so beside its (empty) dropdown. */
  groupsFailed: boolean;
  /** The camp's current assignments by clinic id (from the assigned-clinic list). */
  assigned: ReadonlyMap<number, CampClinicAssignment>;
  choices: Readonly<Record<number, number | undefined>>;
  /** Clinics whose assign request is in flight. */
  pending: ReadonlySet<number>;
  choose: (clinicId: number, groupId: number | null) => void;
  add: (clinic: Clinic) => void;
}

/** The hint under a disabled Add, or none when Add can be pressed. */
const addHint = (clinic: Clinic, state: RowState): string | null => {
  if (state.assigned.has(clinic.id)) return ALREADY_ASSIGNED_TEXT;
  return state.choices[clinic.id] === undefined ? PICK_GROUP_TEXT : null;
};

const GroupCell = ({ clinic, state, idPrefix }: { clinic: Clinic; state: RowState; idPrefix: string }) => {
  const assignment = state.assigned.get(clinic.id);
  const errorId = `${idPrefix}-groups-${clinic.id}`;
  return (
    <div className="camps-group-cell">
      <select
        className="ui-input"
        aria-label={`Group for ${clinic.name}`}
        aria-describedby={state.groupsFailed ? errorId : undefined}
        value={state.choices[clinic.id] ?? ''}
        disabled={assignment !== undefined}
        onChange={(event) =>
          state.choose(clinic.id, event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">Select group</option>
        {state.groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      {state.groupsFailed ? (
        <span id={errorId} className="ui-field-error camps-inline-error">
          {LOAD_ERROR_TEXT}
        </span>
      ) : null}
      {assignment ? <span className="ui-tag ui-tag-on">Assigned: {assignment.group_name}</span> : null}
    </div>
  );
};

const AddCell = ({ clinic, state, idPrefix }: { clinic: Clinic; state: RowState; idPrefix: string }) => {
  const hint = addHint(clinic, state);
  const hintId = `${idPrefix}-hint-${clinic.id}`;
  const adding = state.pending.has(clinic.id);
  return (
    <span className="ui-tooltip-host">
      <button
        type="button"
        className="ui-btn ui-btn-sm"
        aria-label={`Add ${clinic.name}`}
        aria-describedby={hint ? hintId : undefined}
        disabled={hint !== null || adding}
        onClick={() => state.add(clinic)}
      >
        <i className="pi pi-plus" aria-hidden="true" /> {adding ? 'Adding...' : 'Add'}
      </button>
      {hint ? (
        <span id={hintId} role="tooltip" className="ui-tooltip">
          {hint}
        </span>
      ) : null}
    </span>
  );
};

/** The clinics table of Assign New Clinics: Clinic Id, Clinic Name, Group, Action. */
export const clinicColumns = (idPrefix: string, state: RowState): Column<Clinic>[] => [
  { key: 'id', header: 'Clinic Id', cell: (clinic) => clinic.id },
  { key: 'name', header: 'Clinic Name', cell: (clinic) => clinic.name },
  {
    key: 'group',
    header: 'Group',
    cell: (clinic) => <GroupCell clinic={clinic} state={state} idPrefix={idPrefix} />,
  },
  {
    key: 'add',
    header: 'Action',
    align: 'end',
    cell: (clinic) => <AddCell clinic={clinic} state={state} idPrefix={idPrefix} />,
  },
];
