import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';

import { signInAtom } from '@/atoms/session';
import { useLoginDashboard } from '@/generated/api/auth/auth';
import type { LoginResult } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { LOGIN_ERROR_TOAST_LIFE, showToast } from '@/lib/toast';

/** SPEC.md section 8, login failure: the server's message, or this. */
export const INVALID_CREDENTIALS = 'Invalid Credentials !!!';

const showLoginFailure = (message: string | null | undefined): void =>
  showToast({
    severity: 'error',
    summary: 'Error',
    detail: message?.trim() ? message.trim() : INVALID_CREDENTIALS,
    life: LOGIN_ERROR_TOAST_LIFE,
    position: 'bottom-center',
  });

/**
 * The sign-in call. Success stores token and user, sets the mode to 'Offline' (signInAtom) and goes
 * to /dashboard. A `valid: false` answer is a failure with its message (SPEC.md section 5). The
 * mutation is silent for the generic reporter: this screen shows its own bottom-center toast.
 */
export const useSignIn = () => {
  const signIn = useSetAtom(signInAtom);
  const [, navigate] = useLocation();
  const onResult = (result: LoginResult) => {
    if (!result.valid || !result.token || !result.user) {
      showLoginFailure(result.valid ? null : result.message);
      return;
    }
    signIn({ token: result.token, user: result.user });
    navigate('/dashboard', { replace: true });
  };
  return useLoginDashboard({
    mutation: {
      meta: { errorMode: 'silent' },
      onSuccess: onResult,
      onError: (error) => showLoginFailure(toApiError(error).serverMessage),
    },
  });
};
