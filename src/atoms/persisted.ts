import { atomWithStorage } from 'jotai/utils';
import { MAX_STORED_VALUE_LENGTH } from '@/lib/storage-keys';

/**
 * A jotai atom kept in local storage under `key`. What is read back is validated: a missing,
 * oversized, unparsable or wrongly shaped value reads as `fallback`, never as a crash. Changes made
 * in another tab arrive through the `storage` event. `codec: 'text'` stores a string as it is
 * (token, active, 'true'/'false'); `codec: 'json'` stores JSON.
 */
/**
 * What a stored value is checked with: any zod schema (classic or mini) fits, and so does a small
 * hand-written check (./checks.ts) where zod would cost the sign-in page its budget.
 */
export interface StoredValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

interface PersistedOptions<T> {
  key: string;
  schema: StoredValueSchema<T>;
  fallback: T;
  codec: 'text' | 'json';
}

const safeStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const decodeStored = <T>(
  raw: string | null,
  { schema, fallback, codec }: Omit<PersistedOptions<T>, 'key'>,
): T => {
  if (raw === null || raw.length > MAX_STORED_VALUE_LENGTH) return fallback;
  let value: unknown = raw;
  if (codec === 'json') {
    try {
      value = JSON.parse(raw);
    } catch {
      return fallback;
    }
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

export const readStored = <T>(options: PersistedOptions<T>): T =>
  decodeStored(safeStorage()?.getItem(options.key) ?? null, options);

export const persistedAtom = <T>(options: PersistedOptions<T>) => {
  const { key, fallback, codec } = options;
  return atomWithStorage<T>(
    key,
    fallback,
    {
      getItem: () => readStored(options),
      setItem: (_key, value) => {
        const storage = safeStorage();
        if (!storage) return;
        if (value === null || value === undefined) storage.removeItem(key);
        else storage.setItem(key, codec === 'json' ? JSON.stringify(value) : String(value));
      },
      removeItem: () => safeStorage()?.removeItem(key),
      subscribe: (_key, callback) => {
        if (typeof window === 'undefined') return () => undefined;
        const onStorage = (event: StorageEvent) => {
          // `key === null` means another tab called localStorage.clear().
          if (event.storageArea === safeStorage() && (event.key === key || event.key === null)) {
            callback(decodeStored(event.key === null ? null : event.newValue, options));
          }
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      },
    },
    { getOnInit: true },
  );
};
