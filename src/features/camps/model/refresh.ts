import type { QueryClient } from '@tanstack/react-query';

import {
  getFilterCampsQueryKey,
  getGetCampQueryKey,
  getListAssignedClinicsQueryKey,
  getListLocationClinicsQueryKey,
} from '@/generated/api/camps/camps';
import { keyPrefix } from '@/lib/query-keys';

/** After a create: every cached page of the camps list. */
export const refreshCampLists = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: keyPrefix(getFilterCampsQueryKey()) });

/** After an update: the camp itself and every list page that may show it. */
export const refreshCamp = async (client: QueryClient, campId: number): Promise<void> => {
  await Promise.all([
    client.invalidateQueries({ queryKey: getGetCampQueryKey(campId) }),
    refreshCampLists(client),
  ]);
};

/** After an assign or a remove: the camp's assignments and the location clinic lists. */
export const refreshAssignments = async (client: QueryClient, campId: number): Promise<void> => {
  await Promise.all([
    client.invalidateQueries({ queryKey: getListAssignedClinicsQueryKey({ camp_id: campId, status: true }) }),
    client.invalidateQueries({ queryKey: keyPrefix(getListLocationClinicsQueryKey()) }),
  ]);
};
