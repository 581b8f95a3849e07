import { z } from 'zod';

import { storageKeys } from '@/lib/storage-keys';

import { persistedAtom } from './persisted';

/** The filter panel's visibility, stored as the text 'true' or 'false' (SPEC.md 2.3, 2.4). */
export const showFilterAtom = persistedAtom<boolean>({
  key: storageKeys.showFilter,
  schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
  fallback: false,
  codec: 'text',
});
