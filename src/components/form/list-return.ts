import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearch } from 'wouter';

import { tokenAtom } from '@/atoms/session';

interface ListReturn {
  /** The session it belongs to: another sign-in (or another user) starts from the bare list. */
  token: string;
  /** Each list's query string as the user left it ('status=inactive&search=x&page=2&rows=5'), by path. */
  searches: Readonly<Record<string, string>>;
}

/** Where each list was last left, in memory for this tab (never in storage: searches may name people). */
export const listReturnAtom = atom<ListReturn | null>(null);

/** A list records its query string, so the screens it leads to can return to it as it was. */
export const useRememberListSearch = (path: string, enabled = true): void => {
  const search = useSearch();
  const token = useAtomValue(tokenAtom);
  const remember = useSetAtom(listReturnAtom);
  useEffect(() => {
    if (!enabled) return;
    remember((current) =>
      token
        ? { token, searches: { ...(current?.token === token ? current.searches : {}), [path]: search } }
        : null,
    );
  }, [remember, token, path, search, enabled]);
};

/**
 * The list at `path` as the user left it (status, search, page, rows), for Back buttons and the
 * return after a save; the bare list when it was not visited in this session.
 */
export const useListReturnPath = (path: string): string => {
  const token = useAtomValue(tokenAtom);
  const left = useAtomValue(listReturnAtom);
  const search = left && token && left.token === token ? left.searches[path] : undefined;
  return search ? `${path}?${search}` : path;
};
