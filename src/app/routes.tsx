import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';

import { sessionAtom, userRoleAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import { SignInScreen } from '@/features/auth';
import { preloadHttpLayer } from '@/lib/http/mutator';
import { preloadable, preloadQuietly } from '@/lib/preloadable';

import { AuthGuard } from './auth-guard';
import { PageSpinner } from './page-spinner';
import { DOCTOR_HOME, HOME, PLACEHOLDER, preloadScreenAt, preloadScreensOf } from './screens';

/** The signed-in shell is its own chunk: the sign-in page loads none of it. */
const SignedInShell = preloadable(() =>
  import('./shell/signed-in-shell').then((module) => module.SignedInShell),
);

/**
 * Sign-in intent (the first focus or input in the form): while the user types, fetch what the first
 * signed-in screen needs (the response schemas, the shell, the home screens: the dashboard home, and
 * the doctor's home, since the role is known only after sign-in), so that a successful sign-in renders
 * the dashboard at once instead of starting a chain of downloads: a home still downloading when the
 * shell renders suspends, and React then holds it back 300 ms (the doctor's sign-in read 358 ms to
 * the queue without it). A visitor who only looks (and Lighthouse) never triggers it: the sign-in
 * page's own weight is unchanged.
 */
export const preloadSignedIn = (): void =>
  preloadQuietly(
    preloadHttpLayer,
    SignedInShell.preload,
    HOME.Component.preload,
    DOCTOR_HOME.Component.preload,
    PLACEHOLDER.Component.preload,
  );

/**
 * Demo mode, before the in-page demo API has started (src/main.tsx): with a stored session, the
 * shell, the HTTP layer and the role's screens start downloading at once instead of after it, which
 * on the dev server is most of a reload (docs/performance.md, "Full reload of the demo"). The same
 * downloads GuardedShell starts once it renders; a signed-out visitor starts none.
 */
export const preloadStoredSession = (): void => {
  const role = appStore.get(userRoleAtom);
  if (!role) return;
  preloadQuietly(SignedInShell.preload, preloadHttpLayer);
  preloadScreenAt(window.location.pathname, role);
  preloadScreensOf(role);
};

/**
 * A stored session: the shell and the address's screen download while the guard's 500 ms check runs,
 * not after it. The role's other screens wait for the shell, which starts them once the first screen
 * has its answers: started here, at sign-in, their evaluation ran before the home's calls left
 * (docs/performance.md, "The four slowest steps").
 */
const GuardedShell = () => {
  const role = useAtomValue(userRoleAtom);
  useEffect(() => {
    if (!role) return;
    preloadQuietly(SignedInShell.preload, preloadHttpLayer);
    preloadScreenAt(window.location.pathname, role);
  }, [role]);
  return (
    <AuthGuard>
      <Suspense fallback={<PageSpinner />}>
        <SignedInShell />
      </Suspense>
    </AuthGuard>
  );
};

/** Every path under /dashboard, the index included. */
export const DASHBOARD_PATTERN = /^\/dashboard(?:\/.*)?$/i;

/** Signed in already: the sign-in page is not for you. */
const SignInRoute = () =>
  useAtomValue(sessionAtom) ? (
    <Redirect to="/dashboard" replace />
  ) : (
    <SignInScreen onIntent={preloadSignedIn} />
  );

/** docs/requirements.md 2.1: `/` signs in, /dashboard/** is guarded, any other path goes to `/`. */
export const AppRoutes = () => (
  <Switch>
    <Route path="/">
      <SignInRoute />
    </Route>
    <Route path={DASHBOARD_PATTERN}>
      <GuardedShell />
    </Route>
    <Route>
      <Redirect to="/" replace />
    </Route>
  </Switch>
);
