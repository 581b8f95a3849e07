/**
 * The one render harness of component tests (docs/testing.md): the app's store (the HTTP layer
 * reads the session from it) with a user signed in and a filter applied, the app's query client
 * (its retries and error reporting), wouter on the jsdom URL (so the URL state, links and the back
 * button are the browser's), the app's toast host, and the stateful demo API answering every call
 * (faults through `demo.db.setFaults`).
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { Router } from 'wouter';

import { RouteSet } from '@/app/shell/route-set';
import { ADMIN_ROUTES, DOCTOR_ROUTES } from '@/app/shell/route-tables';
import { ToastHost } from '@/app/toast-host';
import { appliedFilterAtom, type FilterData } from '@/atoms/filter';
import { clearSessionAtom, signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import { listReturnAtom } from '@/components/form/list-return';
import type { User } from '@/generated/model';
import { preloadHttpLayer } from '@/lib/http/mutator';
import { createQueryClient } from '@/lib/query-client';

import { type DemoApi, serveDemoApi } from './demo-api';
import { adminUser } from './session-fixtures';

export interface HarnessOptions {
  /** The browser URL the screen starts at (path and query). */
  url: string;
  /** Signed in as (the administrator by default), with the token the demo API issued for them. */
  user?: User;
  /** The applied global filter (saved, as Apply saves it). */
  filter?: FilterData | null;
  /** A demo API set up beforehand (data changed, faults set); a fresh one otherwise. */
  demo?: DemoApi;
}

export interface Harness extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  demo: DemoApi;
}

// The app fetches the HTTP layer (axios, the response schemas) ahead of the first call, at sign-in;
// so do these tests, or a slow machine spends the first test's wait on the import.
beforeAll(preloadHttpLayer, 30_000);

afterEach(() => {
  appStore.set(clearSessionAtom);
  appStore.set(appliedFilterAtom, null);
  appStore.set(listReturnAtom, null);
  window.history.replaceState(null, '', '/');
});

/** Renders `ui` (a screen) in the app's providers at `url`. */
export const renderScreen = (ui: ReactElement, options: HarnessOptions): Harness => {
  const demo = options.demo ?? serveDemoApi();
  window.history.replaceState(null, '', options.url);
  const signedIn = options.user ?? adminUser;
  appStore.set(signInAtom, { token: `token-${signedIn.id}`, user: signedIn });
  appStore.set(appliedFilterAtom, options.filter ?? null);
  const queryClient = createQueryClient();
  const result = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <Router>{ui}</Router>
        <ToastHost />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient, demo };
};

/** The screen the user's route table shows at `url`, as the signed-in shell renders it. */
export const renderRoute = (options: HarnessOptions): Harness => {
  const routes = options.user?.user_type === 'Doctor' ? DOCTOR_ROUTES : ADMIN_ROUTES;
  return renderScreen(<RouteSet routes={routes} />, options);
};

/** The current browser path and query, as the router sees it. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;
