import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { getFilterCampsQueryKey, getListLocationClinicsQueryKey } from '@/generated/api/camps/camps';

import { keyPrefix } from '@/lib/query-keys';

import { refreshAssignments, refreshCamp, refreshCampLists } from './refresh';

const seed = (client: QueryClient, key: readonly unknown[]) => client.setQueryData(key, { seeded: true });
const isStale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

const page = (n: number) => getFilterCampsQueryKey({ status: true, page: n, limit: 10 });

describe('keyPrefix', () => {
  it('drops the trailing undefined body of a generated key', () => {
    expect(getFilterCampsQueryKey()).toEqual(['POST', '/v3/camp-system/filter', undefined]);
    expect(keyPrefix(getFilterCampsQueryKey())).toEqual(['POST', '/v3/camp-system/filter']);
  });
});

describe('refresh helpers', () => {
  it('refreshCampLists invalidates every page of the camps list and nothing else', async () => {
    const client = new QueryClient();
    seed(client, page(1));
    seed(client, page(2));
    seed(client, ['/v3/camp-system/5']);
    await refreshCampLists(client);
    expect(isStale(client, page(1))).toBe(true);
    expect(isStale(client, page(2))).toBe(true);
    expect(isStale(client, ['/v3/camp-system/5'])).toBe(false);
  });

  it('refreshCamp invalidates the camp and the lists', async () => {
    const client = new QueryClient();
    seed(client, page(1));
    seed(client, ['/v3/camp-system/5']);
    seed(client, ['/v3/camp-system/6']);
    await refreshCamp(client, 5);
    expect(isStale(client, ['/v3/camp-system/5'])).toBe(true);
    expect(isStale(client, page(1))).toBe(true);
    expect(isStale(client, ['/v3/camp-system/6'])).toBe(false);
  });

  it('refreshAssignments invalidates the camp assignments and the location clinic lists', async () => {
    const client = new QueryClient();
    const assigned = ['POST', '/v3/camp-system/assigned-clinic-list', { camp_id: 5, status: true }];
    const other = ['POST', '/v3/camp-system/assigned-clinic-list', { camp_id: 6, status: true }];
    const clinics = getListLocationClinicsQueryKey({ location_id: 3 });
    [assigned, other, clinics].forEach((key) => seed(client, key));
    await refreshAssignments(client, 5);
    expect(isStale(client, assigned)).toBe(true);
    expect(isStale(client, clinics)).toBe(true);
    expect(isStale(client, other)).toBe(false);
  });
});
