import { FilterChips } from '@/components/filter-chips';
import type { UrlListState } from '@/components/list-state';

import { CLEARED, type UserFilterParams, type UserParams, type UserState } from './user-params';
import { inactiveText } from './user-words';

const STATE_TEXT: Record<UserState, string> = { active: 'Active', disabled: 'Disabled' };

const chipsOf = (params: UserParams, roles: ReadonlyArray<{ id: number; name: string }>, days: number) => {
  const chips: Array<{ key: keyof UserFilterParams; text: string }> = [];
  if (params.role !== null)
    chips.push({
      key: 'role',
      text: `Role: ${roles.find((role) => role.id === params.role)?.name ?? `#${params.role}`}`,
    });
  if (params.state !== null) chips.push({ key: 'state', text: `Status: ${STATE_TEXT[params.state]}` });
  if (params.inactive) chips.push({ key: 'inactive', text: inactiveText(days) });
  return chips;
};

/**
 * The Users list's filters (docs/users.md): role, status and "Not signed in for N days" (N the
 * setting `inactive_days`), each applied at once into the URL and shown as a removable chip.
 */
export const UserFilters = ({
  state,
  roles,
  inactiveDays,
}: {
  state: UrlListState<UserParams>;
  roles: ReadonlyArray<{ id: number; name: string }>;
  inactiveDays: number;
}) => {
  const { params, go } = state;
  const apply = (next: Partial<UserParams>) => go({ ...next, page: 1 });
  return (
    <div className="user-filters">
      <fieldset className="user-filter-controls">
        <legend>Filter users</legend>
        <label>
          Role
          <select
            className="ui-input"
            value={params.role ?? ''}
            onChange={(event) =>
              apply({ role: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">Any role</option>
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select
            className="ui-input"
            value={params.state ?? ''}
            onChange={(event) =>
              apply({ state: event.target.value === '' ? null : (event.target.value as UserState) })
            }
          >
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </select>
        </label>
        <label className="ui-check">
          <input
            type="checkbox"
            checked={params.inactive}
            onChange={(event) => apply({ inactive: event.target.checked })}
          />
          {inactiveText(inactiveDays)}
        </label>
      </fieldset>
      <FilterChips
        label="User filters"
        chips={chipsOf(params, roles, inactiveDays).map((chip) => ({
          key: chip.key,
          text: chip.text,
          onRemove: () => apply({ [chip.key]: CLEARED[chip.key] }),
        }))}
        onClearAll={() => apply(CLEARED)}
      />
    </div>
  );
};
