import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { tokenAtom } from '@/atoms/session';

import { CAMPS_PATH } from '../model/paths';

interface ListReturn {
  /** The session it belongs to: another sign-in (or another user) starts from the bare list. */
  token: string;
  /** The list's query string as the user left it ('status=inactive&search=x&page=2&rows=5'). */
  search: string;
}

/** Where the camps list was last left, in memory for this tab. */
export const campsListReturnAtom = atom<ListReturn | null>(null);

/** The camps list records its query string, so the screens it leads to can return to it. */
export const useRememberListSearch = (search: string): void => {
  const token = useAtomValue(tokenAtom);
  const remember = useSetAtom(campsListReturnAtom);
  useEffect(() => {
    remember(token ? { token, search } : null);
  }, [remember, token, search]);
};

/**
 * The camps list as the user left it (status, search, page, rows), for the Back buttons of Add Camp
 * and Camp Details and for the return after a save; the bare list when it was not visited in this
 * session.
 */
export const useCampsListPath = (): string => {
  const token = useAtomValue(tokenAtom);
  const left = useAtomValue(campsListReturnAtom);
  return left && token && left.token === token && left.search !== ''
    ? `${CAMPS_PATH}?${left.search}`
    : CAMPS_PATH;
};
