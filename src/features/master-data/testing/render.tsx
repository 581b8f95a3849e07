import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeAll } from 'vitest';
import { Route, Router, Switch } from 'wouter';

import { appliedFilterAtom, type FilterData } from '@/atoms/filter';
import { clearSessionAtom, signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import type { User } from '@/generated/model';
import { preloadHttpLayer } from '@/lib/http/mutator';
import { createQueryClient } from '@/lib/query-client';

import { adminUser } from '../../../../tests/unit/session-fixtures';
import { MasterScreen, type MasterView } from '../master-screen';

/** The master routes as the shell's route table maps them (src/app/shell/route-tables.ts). */
const ROUTES: ReadonlyArray<[string, MasterView]> = [
  ['/dashboard/master/countries', 'countries'],
  ['/dashboard/master/state', 'states'],
  ['/dashboard/master/:country_id/state/view', 'country-states'],
  ['/dashboard/master/district', 'districts'],
  ['/dashboard/master/:state_id/district/view', 'state-districts'],
  ['/dashboard/master/location', 'locations'],
  ['/dashboard/master/:district_id/location/view', 'district-locations'],
  ['/dashboard/master/master-data', 'catalogue'],
];

// The app fetches the HTTP layer (axios, the response schemas) ahead of the first call, at sign-in;
// so do these tests, or a slow machine spends the first test's wait on the import.
beforeAll(preloadHttpLayer, 30_000);

afterEach(() => {
  appStore.set(clearSessionAtom);
  appStore.set(appliedFilterAtom, null);
  window.history.replaceState(null, '', '/');
});

/**
 * The master-data screens at `url` with their routes, the real query client (retries, log-only
 * errors), a signed-in user and the browser's location, so links and the back button work.
 */
export const renderMaster = (url: string, options: { user?: User; filter?: FilterData } = {}) => {
  window.history.replaceState(null, '', url);
  appStore.set(signInAtom, { token: 'token-test', user: options.user ?? adminUser });
  appStore.set(appliedFilterAtom, options.filter ?? null);
  const queryClient = createQueryClient();
  const result = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <Router>
          <Switch>
            {ROUTES.map(([path, view]) => (
              <Route key={path} path={path}>
                <MasterScreen view={view} />
              </Route>
            ))}
          </Switch>
        </Router>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient };
};

/** The current browser path and query, as the router sees it. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;
