import { z } from 'zod';

import { readStored } from '@/atoms/persisted';
import { STORAGE_PREFIX } from '@/lib/storage-keys';

/** The device token and when it was obtained (epoch milliseconds), kept under the hcd_ prefix. */
export const PUSH_TOKEN_KEY = `${STORAGE_PREFIX}pushToken`;
/** A token older than this is refreshed (docs/requirements.md section 9). */
export const TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const storedTokenSchema = z.object({
  token: z.string().min(1).max(4096),
  obtainedAt: z.number().int().nonnegative(),
});

export type StoredToken = z.infer<typeof storedTokenSchema>;

/** The kept token, or null when none is kept or what is kept is not a valid record. */
export const readStoredToken = (): StoredToken | null =>
  readStored({ key: PUSH_TOKEN_KEY, schema: storedTokenSchema.nullable(), fallback: null, codec: 'json' });

export const writeStoredToken = (record: StoredToken): void => {
  try {
    window.localStorage.setItem(PUSH_TOKEN_KEY, JSON.stringify(record));
  } catch (error) {
    // Storage full or disabled: the token still works for this page, it is only not kept.
    console.warn('[push] Could not keep the push token.', error);
  }
};

/** Older than 7 days, or obtained "in the future" (a changed clock or an edited value). */
export const isExpired = (record: StoredToken, now: number): boolean =>
  now - record.obtainedAt > TOKEN_MAX_AGE_MS || record.obtainedAt > now;
