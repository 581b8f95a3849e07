/**
 * Test helpers for component tests of the shell and its features:
 * a fresh jotai store and query client per test, and a memory location so a test can start on any
 * path and read where the app went.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { signInAtom } from '@/atoms/session';
import type { User } from '@/generated/model';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage-keys';
import { subscribeToasts, type ToastMessage } from '@/lib/toast';

import { server } from '../msw/server';

export type TestStore = ReturnType<typeof createStore>;

export interface RenderOptions {
  path?: string;
  store?: TestStore;
  client?: QueryClient;
}

export interface RenderedApp extends RenderResult {
  store: TestStore;
  client: QueryClient;
  /** The current path of the memory location. */
  currentPath: () => string;
  history: string[];
  user: UserEvent;
}

/** A store in which `user` has just signed in (no guard wait). */
export const signedInStore = (user: User, token = `token-${user.id}`): TestStore => {
  const store = createStore();
  store.set(signInAtom, { token, user });
  return store;
};

/** Puts a session in local storage, as a page load after an earlier sign-in would find it. */
export const storeSession = (user: User, token = `token-${user.id}`): void => {
  window.localStorage.setItem(storageKeys.token, token);
  window.localStorage.setItem(storageKeys.user, JSON.stringify(user));
  window.localStorage.setItem(storageKeys.active, 'Offline');
};

/**
 * The dashboard home's own calls (camps, clinics, customers), answered empty. Shell tests land on
 * /dashboard/static; a test about the home's figures serves its own data instead.
 */
export const serveHomeCalls = (): void => {
  const emptyPage = () => HttpResponse.json({ data: { records: [], total_count: 0 } });
  server.use(
    http.post('*/v3/camp-system/filter', emptyPage),
    http.post('*/v3/Clinic/filter', ({ request }) =>
      new URL(request.url).pathname.endsWith('/v3/Clinic/filter') ? emptyPage() : undefined,
    ),
    http.post('*/v3/customer/filter', () => HttpResponse.json({ data: [] })),
  );
};

/** Renders `ui` in the app's providers; the home's calls are answered empty (`serveHomeCalls`). */
export const renderWithApp = (ui: ReactNode, options: RenderOptions = {}): RenderedApp => {
  serveHomeCalls();
  const store = options.store ?? createStore();
  const client = options.client ?? createQueryClient();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const user = userEvent.setup();
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return {
    ...result,
    store,
    client,
    history: location.history,
    currentPath: () => (location.history.at(-1) ?? '/').split('?')[0] ?? '/',
    user,
  };
};

/** Collects what would be toasted (replaces the host as the one subscriber until `stop`). */
export const collectToasts = () => {
  const toasts: ToastMessage[] = [];
  const stop = subscribeToasts((message) => toasts.push(message));
  return { toasts, stop };
};

/** Answers the header's two monitor calls and records their bodies. */
export const serveMonitorCounts = (counts: { notSynced: number; pendingUpdate: number }) => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/v3/clinic/filter', async ({ request }) => {
      const body = (await request.json()) as { monitor?: string };
      bodies.push(body);
      const total = body.monitor === 'clinics-not-synced' ? counts.notSynced : counts.pendingUpdate;
      return HttpResponse.json({ data: { records: [], total_count: total } });
    }),
  );
  return bodies;
};
