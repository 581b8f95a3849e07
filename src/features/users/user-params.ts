import { listCodec, type ListParams } from '@/components/resource/list-params';
import type { StaffUserFilterRequest } from '@/generated/model';
import { parseId } from '@/lib/ids';

/**
 * The Users list's own URL state (docs/users.md): `role`, `state` (active or disabled; any when
 * absent) and `inactive=1` ("not signed in for N days"), beside search, page and rows.
 */
export type UserState = 'active' | 'disabled';

export interface UserFilterParams {
  role: number | null;
  state: UserState | null;
  inactive: boolean;
}

export type UserParams = ListParams & UserFilterParams;

export const CLEARED: UserFilterParams = { role: null, state: null, inactive: false };

const STATES: readonly UserState[] = ['active', 'disabled'];

/** Built once: the list hooks compare codecs by identity. */
export const userCodec = listCodec<UserFilterParams>({
  status: false,
  extra: {
    parse: (query) => ({
      role: parseId(query.get('role')),
      state: STATES.find((state) => state === query.get('state')) ?? null,
      inactive: query.get('inactive') === '1',
    }),
    write: (query, extra) => {
      if (extra.role !== null) query.set('role', String(extra.role));
      if (extra.state !== null) query.set('state', extra.state);
      if (extra.inactive) query.set('inactive', '1');
    },
  },
});

/** The call's body for these filters: every page of the list and of the CSV export alike. */
export const userFilterBody = (
  params: UserFilterParams & Pick<ListParams, 'search'>,
): Omit<StaffUserFilterRequest, 'page' | 'limit'> => ({
  searchValue: params.search === '' ? null : params.search,
  role_id: params.role,
  status: params.state === null ? null : params.state === 'active',
  inactive: params.inactive,
});
