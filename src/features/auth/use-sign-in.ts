import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';

import { signInAtom } from '@/atoms/session';
import { loginDashboard } from '@/generated/api/auth/auth';
import type { LoginRequest, LoginResult } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { LOGIN_ERROR_TOAST_LIFE, showToast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';

import type { PendingSignIn } from './use-new-password';

/** docs/requirements.md section 8, login failure: the server's message, or this. */
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
 * to /dashboard. A `valid: false` answer is a failure with its message (docs/requirements.md section 5), shown
 * in this screen's own bottom-center toast.
 *
 * The generated `loginDashboard` function, not its react-query hook: react-query (like the HTTP
 * client) stays off the sign-in page's script and arrives with the signed-in shell. One request at
 * a time: a double submit sends one.
 */
export const useSignIn = (onNewPassword?: (pending: PendingSignIn) => void) => {
  const signIn = useSetAtom(signInAtom);
  const [, navigate] = useLocation();
  const onResult = (result: LoginResult, credentials: LoginRequest) => {
    if (!result.valid || !result.token || !result.user) {
      showLoginFailure(result.valid ? null : result.message);
      return;
    }
    // A temporary password (proposed, docs/shell.md "First sign-in"): a new one before anything else.
    if (result.user.must_change_password === true && onNewPassword) {
      onNewPassword({ token: result.token, user: result.user, current: credentials.password });
      return;
    }
    signIn({ token: result.token, user: result.user });
    navigate('/dashboard', { replace: true });
  };
  const { run, pending } = useSingleFlight((credentials: LoginRequest) =>
    loginDashboard(credentials).then(
      (result) => onResult(result, credentials),
      (error: unknown) => showLoginFailure(toApiError(error).serverMessage),
    ),
  );
  return { signIn: run, isPending: pending };
};
