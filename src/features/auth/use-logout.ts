import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';

import { clearSessionAtom, userAtom } from '@/atoms/session';
import { logout } from '@/generated/api/auth/auth';
import { reportApiError } from '@/lib/http/report-error';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * Logout from the header (docs/requirements.md 2.4): calls logout with the user's id; on success clears ALL
 * local storage and goes to `/`. A failed call is only logged and the user stays. One call at a
 * time: a double click sends one.
 *
 * The generated `logout` function, not its react-query hook: this module shares the generated auth
 * module with the sign-in page, and a hook there would pull react-query into the sign-in script.
 * The query cache needs no clearing here: it belongs to the signed-in shell, which unmounts.
 */
export const useSignOut = () => {
  const user = useAtomValue(userAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const [, navigate] = useLocation();
  const { run, pending } = useSingleFlight(async () => {
    try {
      await logout(user ? { userId: user.id } : {});
    } catch (error) {
      reportApiError(error, { errorMode: 'log' });
      return;
    }
    window.localStorage.clear();
    // clear() raises no storage event in this tab: tell this tab's persisted atoms the same way
    // other tabs are told (key null = everything cleared).
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    clearSession();
    navigate('/', { replace: true });
  });
  return { signOut: run, pending };
};
