/**
 * The one render harness of component tests (docs/testing.md): the app's store (the HTTP layer
 * reads the session from it) with a user signed in and a filter applied, the app's query client
 * (its retries and error reporting), wouter on the jsdom URL (so the URL state, links and the back
 * button are the browser's), the app's toast host, and the stateful demo API answering every call
 * (faults through `demo.db.setFaults`). `renderApp` renders the whole app instead of one screen.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { RESET } from 'jotai/utils';
import type { ReactElement } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { Router } from 'wouter';

import { App } from '@/app/app';
import { RouteSet } from '@/app/shell/route-set';
import { ADMIN_ROUTES, DOCTOR_ROUTES } from '@/app/shell/route-tables';
import { ToastHost } from '@/app/toast-host';
import { appliedFilterAtom, type FilterData } from '@/atoms/filter';
import { activeAtom, clearSessionAtom, sessionCheckedAtom, signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import { headerPanelAtom, sidebarCollapsedAtom, sidebarOpenAtom } from '@/atoms/ui';
import { listReturnAtom } from '@/components/form/list-return';
import type { User } from '@/generated/model';
import { preloadHttpLayer } from '@/lib/http/mutator';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage-keys';
import { subscribeToasts, type ToastMessage } from '@/lib/toast';

import { type DemoApi, serveDemoApi, servedDemoApi } from './demo-api';
import { settleHistory } from './history';
import { adminUser } from './session-fixtures';

export interface HarnessOptions {
  /** The browser URL the screen starts at (path and query). */
  url: string;
  /**
   * Signed in as (the administrator by default), with the token the demo API issued for them.
   * null: nobody is signed in.
   */
  user?: User | null;
  /**
   * true: the session is only in local storage, as a page load after an earlier sign-in finds it
   * (the auth guard's 500 ms check runs); otherwise the user has just signed in.
   */
  reloaded?: boolean;
  /** The applied global filter (saved, as Apply saves it); what local storage holds when omitted. */
  filter?: FilterData | null;
  /**
   * The demo API to answer the calls: by default the one this test already serves (its data changed
   * or faults set beforehand), else a fresh one.
   */
  demo?: DemoApi;
}

export interface Harness extends RenderResult {
  user: UserEvent;
  demo: DemoApi;
  /** The app's store (`appStore`), for the atoms a test reads or sets. */
  store: typeof appStore;
}

export interface ScreenHarness extends Harness {
  queryClient: QueryClient;
}

// The app fetches the HTTP layer (axios, the response schemas) ahead of the first call, at sign-in;
// so do these tests, or a slow machine spends the first test's wait on the import.
beforeAll(preloadHttpLayer, 30_000);

let stopCollecting: (() => void) | null = null;

// The store outlives a test: unmount first (a signed-out shell would navigate), then reset what the
// app keeps in it. Local storage is cleared by tests/setup/unit.ts. A form's leave guard drops its
// history entry when it unmounts (history.back(), which jsdom runs a few tasks later): that
// traversal must land now, not in the next test, where it would move the page it renders.
afterEach(async () => {
  cleanup();
  await settleHistory();
  stopCollecting?.();
  stopCollecting = null;
  appStore.set(clearSessionAtom);
  appStore.set(activeAtom, RESET);
  appStore.set(sessionCheckedAtom, false);
  appStore.set(appliedFilterAtom, null);
  appStore.set(listReturnAtom, null);
  appStore.set(sidebarOpenAtom, false);
  appStore.set(sidebarCollapsedAtom, false);
  appStore.set(headerPanelAtom, null);
  window.history.replaceState(null, '', '/');
});

/** The URL, the session and the filter a render starts from. */
const prepare = (options: HarnessOptions): DemoApi => {
  const demo = options.demo ?? servedDemoApi() ?? serveDemoApi();
  window.history.replaceState(null, '', options.url);
  const signedIn = options.user === undefined ? adminUser : options.user;
  if (signedIn) {
    const token = `token-${signedIn.id}`;
    if (options.reloaded) {
      // The stored atoms read local storage again when the app mounts them.
      window.localStorage.setItem(storageKeys.token, token);
      window.localStorage.setItem(storageKeys.user, JSON.stringify(signedIn));
      window.localStorage.setItem(storageKeys.active, 'Offline');
    } else {
      appStore.set(signInAtom, { token, user: signedIn });
    }
  }
  if (options.filter !== undefined) appStore.set(appliedFilterAtom, options.filter);
  return demo;
};

/** Renders `ui` (a screen) in the app's providers at `url`. */
export const renderScreen = (ui: ReactElement, options: HarnessOptions): ScreenHarness => {
  const demo = prepare(options);
  const queryClient = createQueryClient();
  const result = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <Router>{ui}</Router>
        <ToastHost />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient, demo, store: appStore };
};

/** The screen the user's route table shows at `url`, as the signed-in shell renders it. */
export const renderRoute = (options: HarnessOptions): ScreenHarness => {
  const routes = options.user?.user_type === 'Doctor' ? DOCTOR_ROUTES : ADMIN_ROUTES;
  return renderScreen(<RouteSet routes={routes} />, options);
};

/**
 * The whole app (src/app/app.tsx) at `url`: sign-in page, auth guard, shell, header, sidebar and
 * the screens, with its own providers, query client and toast host. For the shell's tests.
 */
export const renderApp = (options: HarnessOptions): Harness => {
  const demo = prepare(options);
  const result = render(<App />);
  return { ...result, user: userEvent.setup(), demo, store: appStore };
};

/** The current browser path and query, as the router sees it. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;

/**
 * The toasts as the app sends them (severity, texts, life, position), for what the page does not
 * show (a toast's life). Call after rendering: it takes the toast host's place until the test ends.
 */
export const collectToasts = (): ToastMessage[] => {
  const toasts: ToastMessage[] = [];
  stopCollecting = subscribeToasts((message) => toasts.push(message));
  return toasts;
};

/** What the applied filter left in local storage: the saved filter and its flag. */
export const storedFilter = () => ({
  data: JSON.parse(window.localStorage.getItem(storageKeys.filterData) ?? 'null') as unknown,
  flag: window.localStorage.getItem(storageKeys.isFilterData),
});
