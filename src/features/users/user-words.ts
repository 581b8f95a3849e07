import type { StaffUserRow } from '@/generated/model';
import { formatDisplayDate, formatDisplayDateTime } from '@/lib/dates';

/** How the Users screens word an account's state (docs/users.md). */

export const NEVER_TEXT = 'Never';

export const statusText = (user: Pick<StaffUserRow, 'status' | 'expired'>): string =>
  !user.status ? 'Disabled' : user.expired ? 'Expired' : 'Active';

export const expiryText = (user: Pick<StaffUserRow, 'expires_at'>): string =>
  user.expires_at === null ? NEVER_TEXT : formatDisplayDate(user.expires_at);

export const lastSignInText = (user: Pick<StaffUserRow, 'last_sign_in_at'>): string =>
  user.last_sign_in_at === null ? NEVER_TEXT : formatDisplayDateTime(user.last_sign_in_at);

export const inactiveText = (days: number): string => `Not signed in for ${days} days`;

/** The expiry a day picked in the form stands for: the end of that day (UTC). */
export const expiryOfDay = (day: string): string | null => (day === '' ? null : `${day}T23:59:59.000Z`);
