/** The Users screens' addresses (docs/users.md). */
export const USERS_PATH = '/dashboard/manage/user';
export const CREATE_USER_PATH = `${USERS_PATH}/create`;
export const userViewPath = (id: number): string => `${USERS_PATH}/view/${id}`;

/** Create User prefilled from another user (DHIS2's "copy user"): their role and expiry day. */
export const copyUserPath = (user: { role: { id: number }; expires_at: string | null }): string => {
  const query = new URLSearchParams({ role_id: String(user.role.id) });
  if (user.expires_at !== null) query.set('expires_at', user.expires_at.slice(0, 10));
  return `${CREATE_USER_PATH}?${query.toString()}`;
};
