import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

import {
  getFilterCountriesQueryKey,
  getFilterDistrictsQueryKey,
  getFilterLocationsQueryKey,
  getFilterStatesQueryKey,
} from '@/generated/api/locations/locations';

import { type Level, LEVELS } from '../model/levels';

/**
 * Names of places the user has already seen. A page deep in the drill-down knows its parent only by
 * id (the contract has no call that reads one place), so the breadcrumbs look the names up in the
 * lists already in the query cache: the list the user clicked through, or one the filter panel
 * loaded. What is not there stays an id ('State 12'): no guess, no extra call.
 */
export interface TrailPlace {
  level: Level;
  id: number;
  /** Undefined when no cached list holds the place. */
  name?: string | undefined;
}

/** The [method, path] prefix of each level's generated list key. */
const LIST_KEY_PREFIX: Readonly<Record<Level, readonly unknown[]>> = {
  country: getFilterCountriesQueryKey().slice(0, 2),
  state: getFilterStatesQueryKey().slice(0, 2),
  district: getFilterDistrictsQueryKey().slice(0, 2),
  location: getFilterLocationsQueryKey().slice(0, 2),
};

/** The request field that names the parent of each level's list. */
const PARENT_FIELD: Readonly<Record<Level, string | null>> = {
  country: null,
  state: 'country_id',
  district: 'state_id',
  location: 'district_id',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const findPlace = (client: QueryClient, level: Level, id: number) => {
  for (const query of client.getQueryCache().findAll({ queryKey: LIST_KEY_PREFIX[level] })) {
    const data: unknown = query.state.data;
    if (!Array.isArray(data)) continue;
    const hit: unknown = data.find((item: unknown) => isRecord(item) && item.id === id);
    if (!isRecord(hit) || typeof hit.name !== 'string') continue;
    const field = PARENT_FIELD[level];
    const body = query.queryKey[2];
    const parentId = field !== null && isRecord(body) ? body[field] : undefined;
    return { name: hit.name, parentId: typeof parentId === 'number' ? parentId : undefined };
  }
  return undefined;
};

/** The place and the ancestors the cache can tell, top down, ending with the place itself. */
export const trailOf = (client: QueryClient, level: Level, id: number): TrailPlace[] => {
  const found = findPlace(client, level, id);
  const parent = LEVELS[level].parent;
  const above =
    parent !== null && found?.parentId !== undefined ? trailOf(client, parent, found.parentId) : [];
  return [...above, { level, id, name: found?.name }];
};

/** `trailOf`, kept up to date as lists load (a deep-linked picker page learns names as it goes). */
export const usePlaceTrail = (level: Level, id: number): TrailPlace[] => {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  // A string snapshot: equal trails compare equal, so unrelated cache events do not re-render.
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(trailOf(client, level, id)));
  return useMemo(() => JSON.parse(snapshot) as TrailPlace[], [snapshot]);
};
