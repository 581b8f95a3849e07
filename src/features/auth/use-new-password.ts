import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';

import { signInAtom } from '@/atoms/session';
import { changePassword } from '@/generated/api/auth/auth';
import type { User } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * A sign-in that must set a new password first (docs/shell.md, "First sign-in"): the token and the
 * user stay in this page's memory, not in storage, until the new password is saved; a reload goes
 * back to the sign-in form. `current` is the temporary password just typed.
 */
export interface PendingSignIn {
  token: string;
  user: User;
  current: string;
}

/** The answer's refusal: its message and field, from a 422's body. */
export interface Refused {
  message: string;
  field: 'current_password' | 'new_password' | null;
}

const refusedOf = (error: unknown): Refused => {
  const failure = toApiError(error);
  const field = (failure.body as { field?: unknown } | undefined)?.field;
  return {
    message: failure.serverMessage ?? failure.message,
    field: field === 'current_password' || field === 'new_password' ? field : null,
  };
};

/** The proposed `PUT v3/auth/password` with the pending token; saved: the session starts, without the flag. */
export const useNewPassword = (pending: PendingSignIn, onRefused: (refused: Refused) => void) => {
  const signIn = useSetAtom(signInAtom);
  const [, navigate] = useLocation();
  // The contract's three credentials (bearer, x-user-id, x-user-type): the session is not stored yet.
  const headers = {
    Authorization: `Bearer ${pending.token}`,
    'x-user-id': String(pending.user.id),
    'x-user-type': pending.user.user_type,
  };
  const { run, pending: saving } = useSingleFlight((next: string) =>
    changePassword({ current_password: pending.current, new_password: next }, { headers }).then(
      () => {
        const { must_change_password: _done, ...user } = pending.user;
        signIn({ token: pending.token, user });
        showToast({ severity: 'success', summary: 'Success', detail: 'Your new password is saved.' });
        navigate('/dashboard', { replace: true });
      },
      (error: unknown) => onRefused(refusedOf(error)),
    ),
  );
  return { save: run, saving };
};
