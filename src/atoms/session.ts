import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { z } from 'zod';

import type { User } from '@/generated/model';
import { storageKeys } from '@/lib/storage-keys';

import { persistedAtom } from './persisted';

const userSchema: z.ZodType<User> = z.object({
  id: z.number().int(),
  user_type: z.string().min(1),
  is_expose_api: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().optional(),
  role: z.object({ id: z.number().int(), name: z.string() }),
});

export const tokenAtom = persistedAtom<string | null>({
  key: storageKeys.token,
  schema: z.string().min(1).max(4096).nullable(),
  fallback: null,
  codec: 'text',
});

export const userAtom = persistedAtom<User | null>({
  key: storageKeys.user,
  schema: userSchema.nullable(),
  fallback: null,
  codec: 'json',
});

/** The user's availability mode ('Offline' after sign-in; 'Busy' disables menu links). */
export const activeAtom = persistedAtom<string | null>({
  key: storageKeys.active,
  schema: z.string().max(64).nullable(),
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

export const signInAtom = atom(null, (_get, set, session: Session) => {
  set(tokenAtom, session.token);
  set(userAtom, session.user);
  set(activeAtom, 'Offline');
});

/** Clears token and user (a 401). Logout from the header also clears the rest of local storage. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, RESET);
  set(userAtom, RESET);
});
