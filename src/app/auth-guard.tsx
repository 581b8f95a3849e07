import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';

import { sessionAtom } from '@/atoms/session';

import { PageSpinner } from './page-spinner';
import { type SessionCheckStatus, useSessionCheck } from './session-check';

/**
 * docs/requirements.md section 4, auth guard: loading shows the spinner; no user means signed out and back to
 * `/`; a user shows the protected content. A check that ended in neither state says so plainly.
 * The session is read live, so a sign-out in another tab (storage event) leaves at once.
 */
export const AuthGuard = ({
  children,
  check,
  pageAge,
}: {
  children: ReactNode;
  /** For tests: the storage access the check performs. */
  check?: () => void;
  /** For tests: how long the page has been open (ms); the check waits out the rest of 500. */
  pageAge?: () => number;
}) => {
  const status: SessionCheckStatus = useSessionCheck(check, pageAge);
  const session = useAtomValue(sessionAtom);
  if (status === 'pending') return <PageSpinner label="Checking your session" />;
  if (status !== 'success') {
    return (
      <main className="guard-message">
        <p role="alert">Unhandled status: {status}</p>
      </main>
    );
  }
  if (!session) return <Redirect to="/" replace />;
  return children;
};
