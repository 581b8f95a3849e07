import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { Router } from 'wouter';

import { appliedFilterAtom, type FilterData } from '@/atoms/filter';
import { clearSessionAtom, signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import type { User } from '@/generated/model';
import { createQueryClient } from '@/lib/query-client';

import { adminUser } from './session-fixtures';

/**
 * A list screen as the shell shows it, for component tests: the app's store (the HTTP layer reads
 * the session from it) with `user` signed in (token `token-{id}`, as ./demo-api.ts issues it) and
 * `filter` applied (saved, as Apply saves it), the app's query client, and wouter on the jsdom URL,
 * so the URL state is the browser's. Everything is reset after each test.
 */
export interface ScreenOptions {
  /** The browser URL the screen starts at (path and query). */
  url: string;
  user?: User;
  filter?: FilterData | null;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  store: typeof appStore;
  queryClient: QueryClient;
}

afterEach(() => {
  appStore.set(clearSessionAtom);
  appStore.set(appliedFilterAtom, null);
  window.history.replaceState(null, '', '/');
});

export const renderScreen = (ui: ReactElement, options: ScreenOptions): RenderedScreen => {
  window.history.replaceState(null, '', options.url);
  const store = appStore;
  const signedIn = options.user ?? adminUser;
  store.set(signInAtom, { token: `token-${signedIn.id}`, user: signedIn });
  store.set(appliedFilterAtom, options.filter ?? null);
  const queryClient = createQueryClient();
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router>{ui}</Router>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, user: userEvent.setup(), store, queryClient };
};

/** The current browser path and query, as the router sees it. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;

/** What the applied filter left in local storage: the saved filter and its flag. */
export const storedFilter = () => ({
  data: JSON.parse(window.localStorage.getItem('hcd_filterData') ?? 'null') as unknown,
  flag: window.localStorage.getItem('hcd_isfilterData'),
});
