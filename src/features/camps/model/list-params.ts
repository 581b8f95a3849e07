/**
 * The camps list's state lives in the URL (status, search, page, rows), so a link, a reload or the
 * back button shows the same page. Anything unexpected in the query string falls back to the
 * default instead of reaching the API.
 */
export type CampStatusFilter = 'active' | 'inactive';

export const ROWS_OPTIONS = [5, 10, 20] as const;
export type RowsOption = (typeof ROWS_OPTIONS)[number];
export const DEFAULT_ROWS: RowsOption = 10;
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100_000;

export interface CampListParams {
  status: CampStatusFilter;
  search: string;
  page: number;
  rows: RowsOption;
}

export const DEFAULT_LIST_PARAMS: CampListParams = {
  status: 'active',
  search: '',
  page: 1,
  rows: DEFAULT_ROWS,
};

const parseStatus = (raw: string | null): CampStatusFilter => {
  const value = raw?.toLowerCase();
  return value === 'inactive' || value === 'false' ? 'inactive' : 'active';
};

const parsePage = (raw: string | null): number => {
  if (raw === null || !/^[1-9][0-9]{0,5}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
};

const parseRows = (raw: string | null): RowsOption =>
  ROWS_OPTIONS.find((option) => String(option) === raw) ?? DEFAULT_ROWS;

/** What the user searches for: trimmed and capped, so a pasted essay is not sent as a query. */
export const cleanSearch = (raw: string | null | undefined): string =>
  (raw ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();

export const parseListParams = (search: string): CampListParams => {
  const query = new URLSearchParams(search);
  return {
    status: parseStatus(query.get('status')),
    search: cleanSearch(query.get('search')),
    page: parsePage(query.get('page')),
    rows: parseRows(query.get('rows')),
  };
};

export const serializeListParams = (params: CampListParams): string => {
  const query = new URLSearchParams({ status: params.status });
  if (params.search !== '') query.set('search', params.search);
  query.set('page', String(params.page));
  query.set('rows', String(params.rows));
  return query.toString();
};
