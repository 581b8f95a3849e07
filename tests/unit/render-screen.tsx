/**
 * A screen under test as the shell mounts it: the app's store (the HTTP client reads the session
 * from it), a fresh query client, the browser URL as the router, and the toast subscription. Its
 * data comes from the demo API at the network level (`serveDemoScreens`) or from a test's handlers.
 */
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
import { createDemoDb, type DemoDb, type DemoDbOptions } from '@/mocks/db';

export type { DemoDb };
import { createDemoHandlers } from '@/mocks/handlers';

import { server } from '../msw/server';
import { adminUser } from './session-fixtures';

export interface ScreenOptions {
  /** The browser URL the screen starts at (path and query). */
  url: string;
  user?: User;
  filter?: FilterData | null;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/** The token a screen under test sends: the demo API knows it for the three demo users. */
export const screenToken = (user: Pick<User, 'id'>): string => `token-${user.id}`;

afterEach(() => {
  appStore.set(clearSessionAtom);
  appStore.set(appliedFilterAtom, null);
  window.history.replaceState(null, '', '/');
});

export const renderScreenAt = (ui: ReactElement, options: ScreenOptions): RenderedScreen => {
  window.history.replaceState(null, '', options.url);
  const user = options.user ?? adminUser;
  appStore.set(signInAtom, { token: screenToken(user), user });
  appStore.set(appliedFilterAtom, options.filter ?? null);
  const queryClient = createQueryClient();
  const result = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <Router>{ui}</Router>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient };
};

/** A fresh seeded demo API that knows the tokens `renderScreenAt` sends for its three demo users. */
export const serveDemoScreens = (options: DemoDbOptions = {}): DemoDb => {
  const db = createDemoDb(options);
  for (const user of db.users) db.issueToken(user.id, screenToken(user));
  server.use(...createDemoHandlers(db));
  return db;
};

/** The current browser path and query, as the router sees it. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;
