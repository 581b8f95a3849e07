import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { Toast } from 'primereact/toast';
import { type ReactElement, useEffect, useRef } from 'react';
import { afterEach } from 'vitest';
import { Router } from 'wouter';

import { appliedFilterAtom, type FilterData } from '@/atoms/filter';
import { clearSessionAtom, signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import type { User } from '@/generated/model';
import { createQueryClient } from '@/lib/query-client';
import { subscribeToasts } from '@/lib/toast';

import { listReturnAtom } from '@/components/form/list-return';

import { adminUser } from '../../../../tests/unit/session-fixtures';

/** The app's toast host, as src/app/toast-host.tsx mounts it (a feature may not import the app). */
const TestToastHost = () => {
  const toast = useRef<Toast>(null);
  useEffect(() => subscribeToasts((message) => toast.current?.show({ ...message, life: 60_000 })), []);
  return <Toast ref={toast} />;
};

export interface RenderScreenOptions {
  /** The browser URL the screen starts at (path and query). */
  url: string;
  user?: User;
  filter?: FilterData | null;
}

export interface ScreenHarness extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

afterEach(() => {
  appStore.set(clearSessionAtom);
  appStore.set(appliedFilterAtom, null);
  appStore.set(listReturnAtom, null);
  window.history.replaceState(null, '', '/');
});

/** Renders a camp screen with the real query client, session, router (browser URL) and toasts. */
export const renderScreen = (ui: ReactElement, options: RenderScreenOptions): ScreenHarness => {
  window.history.replaceState(null, '', options.url);
  appStore.set(signInAtom, { token: 'token-test', user: options.user ?? adminUser });
  appStore.set(appliedFilterAtom, options.filter ?? null);
  const queryClient = createQueryClient();
  const result = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <Router>{ui}</Router>
        <TestToastHost />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient };
};

/** The current browser path and query, as the router sees it. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;
