import type { QueryClient, QueryKey } from '@tanstack/react-query';

import {
  getFilterCampsQueryKey,
  getGetCampQueryKey,
  getListAssignedClinicsQueryKey,
  getListLocationClinicsQueryKey,
} from '@/generated/api/camps/camps';

/**
 * orval's keys end with the request body: ['POST', '/v3/camp-system/filter', body]. Called
 * without a body the helper returns a trailing `undefined`, which react-query's partial match
 * compares against every body and never matches. Dropping it gives the prefix of every page.
 */
export const keyPrefix = (key: readonly unknown[]): QueryKey => {
  const prefix = [...key];
  while (prefix.length > 0 && prefix[prefix.length - 1] === undefined) prefix.pop();
  return prefix;
};

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
