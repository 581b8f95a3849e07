import { type PagedParams, parseChoice, parsePaged, writePaged } from '../list-state';

/** A list's Active/Inactive filter, kept in the URL as `status=active|inactive` (default active). */
export type StatusFilter = 'active' | 'inactive';

export interface ListParams extends PagedParams {
  status: StatusFilter;
}

// 'false' is what a link built from the API's boolean status says.
export const parseStatus = (raw: string | null): StatusFilter =>
  parseChoice(raw?.toLowerCase() === 'false' ? 'inactive' : raw, ['active', 'inactive']);

/** The part of the URL a list adds to the shared one (a tab, a parent picked on the page...). */
export interface ExtraParams<Extra> {
  parse: (query: URLSearchParams) => Extra;
  /** Writes its keys first, in its own order. */
  write: (query: URLSearchParams, extra: Extra) => void;
}

export interface ListCodec<Params> {
  parse: (search: string) => Params;
  serialize: (params: Params) => string;
}

/**
 * How a list's parameters live in the URL: `[extra...] [status] [search] page rows`. A list without
 * a status filter never writes one; anything unexpected in the URL falls back to the default.
 * Build codecs at module level: the list hooks compare them by identity.
 */
export const listCodec = <Extra extends object = object>(options: {
  status: boolean;
  extra?: ExtraParams<Extra>;
}): ListCodec<ListParams & Extra> => ({
  parse: (search) => {
    const query = new URLSearchParams(search);
    return {
      ...(options.extra?.parse(query) ?? ({} as Extra)),
      status: options.status ? parseStatus(query.get('status')) : 'active',
      ...parsePaged(query),
    };
  },
  serialize: (params) => {
    const query = new URLSearchParams();
    options.extra?.write(query, params);
    if (options.status) query.set('status', params.status);
    return writePaged(query, params).toString();
  },
});

/** `status=active` as the API's boolean. */
export const isActive = (params: Pick<ListParams, 'status'>): boolean => params.status === 'active';
