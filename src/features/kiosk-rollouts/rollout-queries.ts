import type { QueryClient } from '@tanstack/react-query';

import {
  getFilterKioskRolloutsQueryKey,
  getGetKioskRolloutQueryKey,
} from '@/generated/api/kiosk-rollouts/kiosk-rollouts';
import { getFilterKiosksQueryKey } from '@/generated/api/kiosks/kiosks';
import { keyPrefix } from '@/lib/query-keys';

/** After a rollout starts, continues or rolls back: its lists, the rollout, and the kiosks' configuration. */
export const invalidateRollouts = async (client: QueryClient, id?: number): Promise<void> => {
  await Promise.all([
    client.invalidateQueries({ queryKey: keyPrefix(getFilterKioskRolloutsQueryKey()) }),
    client.invalidateQueries({ queryKey: keyPrefix(getFilterKiosksQueryKey()) }),
    ...(id === undefined ? [] : [client.invalidateQueries({ queryKey: getGetKioskRolloutQueryKey(id) })]),
  ]);
};
