import { logout } from '@/generated/api/auth/auth';

/**
 * Back to the sign-in form from the new-password step: the pending token is signed out on the
 * server (it was never stored here). A failure changes nothing for the user: the token only allows
 * setting a password (docs/shell.md, "First sign-in").
 */
export const endPendingSignIn = (token: string, userId: number): void => {
  logout({ userId }, { headers: { Authorization: `Bearer ${token}` } }).catch((error: unknown) => {
    console.warn('[auth] the pending sign-in could not be signed out', error);
  });
};
