import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';

import { clearSessionAtom, userAtom } from '@/atoms/session';
import { useLogout } from '@/generated/api/auth/auth';

/**
 * Logout from the header (SPEC.md 2.4): calls logout with the user's id; on success clears ALL
 * local storage and goes to `/`. A failed call is only logged (errorMode 'log') and the user stays.
 */
export const useSignOut = () => {
  const user = useAtomValue(userAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = useLogout({
    mutation: {
      meta: { errorMode: 'log' },
      onSuccess: () => {
        window.localStorage.clear();
        // clear() raises no storage event in this tab: tell this tab's persisted atoms the same way
        // other tabs are told (key null = everything cleared).
        window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
        clearSession();
        queryClient.clear();
        navigate('/', { replace: true });
      },
    },
  });
  return {
    signOut: () => mutation.mutate({ data: user ? { userId: user.id } : {} }),
    pending: mutation.isPending,
  };
};
