import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';

import type { RecordDefinition, RecordWrites, SummaryItem } from '@/components/resource/record-definition';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import {
  createUser,
  getFilterUsersQueryKey,
  getGetUserQueryKey,
  useGetUser,
  useSetUserStatus,
  useUpdateUser,
} from '@/generated/api/users/users';
import type { StaffUser } from '@/generated/model';
import { CreateUserBody, GetUserResponse, UpdateUserBody } from '@/generated/zod/v3.zod';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';
import { keyPrefix } from '@/lib/query-keys';

import { UserActivity } from './user-activity';
import { UserDetailsTab } from './user-details-tab';
import { UserFields } from './user-fields';
import { copyUserPath, USERS_PATH, userViewPath } from './user-paths';
import type { UserPayload, UserValues } from './user-values';
import { expiryOfDay, expiryText, lastSignInText, statusText } from './user-words';
import { holdTemporaryPassword } from './temporary-password';

export const USER_FIELDS = {
  first_name: { label: 'First name' },
  last_name: { label: 'Last name' },
  email: { label: 'Email', format: 'Email must be an address such as name@example.com' },
  role_id: { label: 'Role' },
  expires_at: { label: 'Expires on' },
} as const;

const toPayload = (values: UserValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  role_id: values.role_id === '' ? undefined : Number(values.role_id),
  expires_at: expiryOfDay(values.expires_at),
});

const summary = (user: StaffUser): readonly SummaryItem[] => [
  ['Name', user.name],
  ['Email', user.email],
  ['Role', user.role.name],
  // The demo API's own reason when it disabled the account ('Disabled: not signed in for 180 days.').
  ['Status', (!user.status && user.disabled_reason) || statusText(user)],
  ['Expires', expiryText(user)],
  ['Last sign-in', lastSignInText(user)],
  [
    'Created',
    `${formatDisplayDateTime(user.created_at)}${user.created_by ? ` by ${user.created_by.name}` : ''}`,
  ],
];

/**
 * Create through a mutation whose result is the user alone: the answer's temporary password goes
 * straight to User Details' one-time dialog (temporary-password.tsx) and never sits in
 * react-query's mutation cache. A failure still gets the query client's one 'Error' toast.
 */
const useCreateUserRecord = () =>
  useMutation({
    mutationFn: async (payload: UserPayload): Promise<StaffUser> => {
      const created = await createUser(payload);
      holdTemporaryPassword(created.user.id, created.temporary_password);
      return created.user;
    },
  });

/** The writes; Disable and Enable send the version the page shows, read from the record's cache entry. */
const useUserWrites = (): RecordWrites<StaffUser, UserPayload> => {
  const client = useQueryClient();
  const create = useCreateUserRecord();
  const update = useUpdateUser();
  const status = useSetUserStatus();
  return {
    create: (payload) => create.mutateAsync(payload),
    update: (id, data) => update.mutateAsync({ id, data }),
    setStatus: (id, value) => {
      const shown = client.getQueryData<StaffUser>(getGetUserQueryKey(id));
      return status.mutateAsync({ id, data: { status: value, version: shown?.version ?? 1 } });
    },
  };
};

const CopyUser = ({ user }: { user: StaffUser }) => (
  <Link href={absolute(copyUserPath(user))} className="ui-btn ui-btn-outline">
    <i className="pi pi-clone" aria-hidden="true" /> Copy user
  </Link>
);

/**
 * Create User and User Details on the record layer (docs/adding-a-screen.md; docs/users.md):
 * administrators whose role has Users; Edit in place; Disable and Enable with their confirm (the
 * server's refusals, your own account or the last Super Admin, are its toast); Copy user; the
 * Details and Activity tabs.
 */
export const userRecord: RecordDefinition<StaffUser, UserValues, UserPayload> = {
  singular: 'User',
  nameOf: (user) => user.name,
  adminOnly: true,
  listPath: USERS_PATH,
  viewPath: userViewPath,
  useRecord: (id) => useGetUser<StaffUser, unknown>(id, { query: RECORD_QUERY }),
  recordSchema: GetUserResponse.shape.data,
  summary,
  disableNote: () =>
    'They can no longer sign in, and their open session ends at their next action. Nothing is deleted: what they did stays in the audit trail.',
  actions: (user) => <CopyUser user={user} />,
  related: [
    { id: 'details', label: 'Details', Panel: UserDetailsTab },
    { id: 'activity', label: 'Activity', Panel: UserActivity },
  ],
  form: {
    idPrefix: 'user',
    fields: USER_FIELDS,
    createSchema: CreateUserBody,
    updateSchema: UpdateUserBody.omit({ version: true }),
    empty: (presets) => ({
      first_name: '',
      last_name: '',
      email: '',
      role_id: /^[1-9][0-9]*$/.test(presets.get('role_id') ?? '') ? (presets.get('role_id') ?? '') : '',
      expires_at: /^\d{4}-\d{2}-\d{2}$/.test(presets.get('expires_at') ?? '')
        ? (presets.get('expires_at') ?? '')
        : '',
    }),
    fromRecord: (user) => ({
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      role_id: String(user.role.id),
      expires_at: user.expires_at?.slice(0, 10) ?? '',
    }),
    toPayload,
    Fields: UserFields,
  },
  useWrites: useUserWrites,
  invalidate: async (client: QueryClient, user) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetUserQueryKey(user.id) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterUsersQueryKey()) }),
    ]);
  },
};
