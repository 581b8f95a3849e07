import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';

import type { Column } from '@/components/data-table';
import { ExportButton } from '@/components/export-button';
import { useRememberListSearch } from '@/components/form/list-return';
import { useUrlListState } from '@/components/list-state';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import type { ListView } from '@/components/resource/resource-list';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { ResourceList } from '@/components/resource/resource-list';
import { SETTINGS_DEFAULTS, useSettings } from '@/components/settings';
import { useFilterUsers } from '@/generated/api/users/users';
import type { StaffUserRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { BulkDisable } from './bulk-disable';
import { exportUsers } from './user-export';
import { UserFilters } from './user-filters';
import { userCodec, userFilterBody, type UserParams } from './user-params';
import { CREATE_USER_PATH, USERS_PATH, userViewPath } from './user-paths';
import { useRoleChoices } from './user-roles';
import { expiryText, lastSignInText, statusText } from './user-words';

export const LOAD_ERROR_TEXT = 'The users could not be loaded.';

const useUserPage = (params: UserParams) =>
  useFilterUsers({ ...userFilterBody(params), page: params.page, limit: params.rows }, { query: LIST_QUERY });

const useUserRows = (params: UserParams, toPage: (page: number) => void) =>
  useServerRows(useUserPage(params), params.page, params.rows, toPage);

const COLUMNS: readonly Column<StaffUserRow>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (user) => (
      <Link href={absolute(userViewPath(user.id))} className="ui-link">
        {user.name}
      </Link>
    ),
  },
  { key: 'email', header: 'Email', cell: (user) => user.email },
  { key: 'role', header: 'Role', cell: (user) => user.role.name },
  { key: 'status', header: 'Status', cell: statusText },
  { key: 'expires', header: 'Expires', cell: expiryText, nowrap: true },
  { key: 'last', header: 'Last sign-in', cell: lastSignInText, nowrap: true },
];

/** The selection column: a checkbox per row, named by the user. */
const selectColumn = (selected: ReadonlyMap<number, StaffUserRow>, toggle: (user: StaffUserRow) => void) => ({
  key: 'select',
  header: 'Select',
  cell: (user: StaffUserRow) => (
    <input
      type="checkbox"
      aria-label={`Select ${user.name}`}
      checked={selected.has(user.id)}
      disabled={!user.status}
      onChange={() => toggle(user)}
    />
  ),
});

const viewOf = (columns: readonly Column<StaffUserRow>[]): ListView<StaffUserRow> => ({
  id: 'users',
  caption: 'Users',
  columns,
  rowKey: (user) => user.id,
  totalLabel: 'Total Users',
  searchLabel: 'Search users by name or email',
  errorText: LOAD_ERROR_TEXT,
});

/**
 * Users (`manage/user`; docs/users.md): the staff accounts with their role, status, expiry and
 * last sign-in; filters for role, status and "not signed in for N days" (the setting), search,
 * CSV export and bulk Disable; all of the list's state in the URL, the selection on the page only.
 */
export const UsersListScreen = () => {
  const state = useUrlListState(USERS_PATH, userCodec.parse, userCodec.serialize);
  const { params, go } = state;
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const result = useUserRows(params, toPage);
  const roles = useRoleChoices();
  const inactiveDays = useSettings()?.inactive_days ?? SETTINGS_DEFAULTS.inactive_days;
  useRememberListSearch(USERS_PATH, true);
  const [selected, setSelected] = useState<ReadonlyMap<number, StaffUserRow>>(new Map());
  const toggle = useCallback((user: StaffUserRow) => {
    setSelected((before) => {
      const next = new Map(before);
      if (!next.delete(user.id)) next.set(user.id, user);
      return next;
    });
  }, []);
  const view = useMemo(() => viewOf([selectColumn(selected, toggle), ...COLUMNS]), [selected, toggle]);
  return (
    <section className="ui-screen" aria-labelledby="users-title">
      <header className="ui-header">
        <h1 id="users-title" className="ui-title">
          Users
        </h1>
        <div className="ui-actions">
          <ExportButton noun="users" run={() => exportUsers(userFilterBody(params))} />
          <Link href={absolute(CREATE_USER_PATH)} className="ui-btn">
            <i className="pi pi-plus" aria-hidden="true" /> Create User
          </Link>
        </div>
      </header>
      {result.error && isMissingCall(result.error) ? (
        <MissingCall error={result.error} />
      ) : (
        <div className="ui-card">
          <UserFilters state={state} roles={roles} inactiveDays={inactiveDays} />
          <div className="user-bulk">
            <BulkDisable selected={[...selected.values()]} onDone={() => setSelected(new Map())} />
          </div>
          <ResourceList view={view} result={result} params={params} go={go} />
        </div>
      )}
    </section>
  );
};
