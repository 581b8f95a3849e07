import { atom } from 'jotai';
import { RESET } from 'jotai/utils';

import type { User } from '@/generated/model';
import { storageKeys } from '@/lib/storage-keys';

import { isInteger, isRecord, isText, orNull, storedCheck } from './checks';
import { persistedAtom } from './persisted';
import { headerPanelAtom } from './ui';

const isString = (value: unknown): value is string => typeof value === 'string';

/** The stored user: the fields docs/requirements.md section 3 names, with their types; anything else is tampered. */
export const isStoredUser = (value: unknown): value is User =>
  isRecord(value) &&
  isInteger(value.id) &&
  isText(1, 200)(value.user_type) &&
  typeof value.is_expose_api === 'boolean' &&
  isString(value.first_name) &&
  isString(value.last_name) &&
  (value.email === undefined || isString(value.email)) &&
  isRecord(value.role) &&
  isInteger(value.role.id) &&
  isString(value.role.name) &&
  // The role's areas (docs/shell.md, "Roles and areas"); absent from today's backend.
  (value.role.permissions === undefined ||
    (Array.isArray(value.role.permissions) && value.role.permissions.every(isString)));

export const tokenAtom = persistedAtom<string | null>({
  key: storageKeys.token,
  schema: storedCheck(orNull(isText(1, 4096))),
  fallback: null,
  codec: 'text',
});

export const userAtom = persistedAtom<User | null>({
  key: storageKeys.user,
  schema: storedCheck(orNull(isStoredUser)),
  fallback: null,
  codec: 'json',
});

/** The user's availability mode ('Offline' after sign-in; 'Busy' disables menu links). */
export const activeAtom = persistedAtom<string | null>({
  key: storageKeys.active,
  schema: storedCheck(orNull(isText(0, 64))),
  fallback: null,
  codec: 'text',
});

export interface Session {
  token: string;
  user: User;
}

/** Signed in only when both a token and a valid user are stored; anything else is signed out. */
export const sessionAtom = atom<Session | null>((get) => {
  const token = get(tokenAtom);
  const user = get(userAtom);
  return token && user ? { token, user } : null;
});

/**
 * Whether this page has already checked the stored session (the guard's 500 ms check, docs/requirements.md
 * section 4). A fresh sign-in writes the user directly, so the guard does not wait again.
 */
export const sessionCheckedAtom = atom(false);

export const signInAtom = atom(null, (_get, set, session: Session) => {
  // A new session starts with the header's panels closed: the account menu that signed the last
  // user out must not stand open over the next one's first screen.
  set(headerPanelAtom, null);
  set(tokenAtom, session.token);
  set(userAtom, session.user);
  set(activeAtom, 'Offline');
  set(sessionCheckedAtom, true);
});

/** Clears token and user (a 401). Logout from the header also clears the rest of local storage. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, RESET);
  set(userAtom, RESET);
});

/** The three menu and route sets (docs/requirements.md section 6): any type but Administrator and Doctor is a customer. */
export type UserRole = 'Administrator' | 'Customer' | 'Doctor';

export const roleOf = (user: Pick<User, 'user_type'>): UserRole =>
  user.user_type === 'Administrator' || user.user_type === 'Doctor' ? user.user_type : 'Customer';

export const userRoleAtom = atom<UserRole | null>((get) => {
  const session = get(sessionAtom);
  return session ? roleOf(session.user) : null;
});

/** 'Busy' disables the sidebar's menu links (docs/requirements.md 2.5). */
export const BUSY_STATUS = 'Busy';
