import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';

import { sessionAtom } from '@/atoms/session';
import { SignInScreen } from '@/features/auth';

import { AuthGuard } from './auth-guard';
import { PageSpinner } from './page-spinner';

/** The signed-in shell is its own chunk: the sign-in page loads none of it. */
const SignedInShell = lazy(() =>
  import('./shell/signed-in-shell').then((module) => ({ default: module.SignedInShell })),
);

/** Every path under /dashboard, the index included. */
export const DASHBOARD_PATTERN = /^\/dashboard(?:\/.*)?$/i;

/** Signed in already: the sign-in page is not for you. */
const SignInRoute = () =>
  useAtomValue(sessionAtom) ? <Redirect to="/dashboard" replace /> : <SignInScreen />;

/** SPEC.md 2.1: `/` signs in, /dashboard/** is guarded, any other path goes to `/`. */
export const AppRoutes = () => (
  <Switch>
    <Route path="/">
      <SignInRoute />
    </Route>
    <Route path={DASHBOARD_PATTERN}>
      <AuthGuard>
        <Suspense fallback={<PageSpinner />}>
          <SignedInShell />
        </Suspense>
      </AuthGuard>
    </Route>
    <Route>
      <Redirect to="/" replace />
    </Route>
  </Switch>
);
