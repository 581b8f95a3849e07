import {
  DEFAULT_PAGED,
  type PagedParams,
  parseChoice,
  parsePaged,
  writePaged,
} from '@/components/list-state';
import type { CampStatusFilter } from '@/lib/app-paths';

/** The camps list's URL state: the shared paged part (search, page, rows) plus the status. */
export type { CampStatusFilter };

export interface CampListParams extends PagedParams {
  status: CampStatusFilter;
}

export const DEFAULT_LIST_PARAMS: CampListParams = { status: 'active', ...DEFAULT_PAGED };

// 'false' is what a link built from the API's boolean status says.
const parseStatus = (raw: string | null): CampStatusFilter =>
  parseChoice(raw?.toLowerCase() === 'false' ? 'inactive' : raw, ['active', 'inactive']);

export const parseListParams = (search: string): CampListParams => {
  const query = new URLSearchParams(search);
  return { status: parseStatus(query.get('status')), ...parsePaged(query) };
};

export const serializeListParams = (params: CampListParams): string =>
  writePaged(new URLSearchParams({ status: params.status }), params).toString();
