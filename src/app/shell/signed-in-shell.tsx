import 'primeicons/primeicons.css';
import '@/styles/theme.css';
import '@/styles/shell.css';
import '@/styles/header.css';
import '@/styles/sidebar.css';

import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { sessionAtom, userRoleAtom } from '@/atoms/session';
import { useDemoInbox } from '@/features/push/demo-inbox';
import { grants } from '@/lib/areas';
import { whenIdleAfterPaint } from '@/lib/idle';
import { whenQueriesSettle } from '@/lib/when-queries-settle';
import { createQueryClient } from '@/lib/query-client';

import { preloadFilterPanelOf, preloadScreens } from '../screens';
import { preloadToastHost } from '../toast-host-loader';
import { Layout } from './layout';
import { useAreaGrant } from './role-areas';
import { RouteSet } from './route-set';
import { ADMIN_ROUTES, DOCTOR_ROUTES } from './route-tables';

/**
 * Everything behind the guard, loaded as one chunk after sign-in: the query client, the PrimeReact
 * theme, the layout and the role's route set (doctors get 2.12, every other type 2.11). The query
 * cache lives as long as the signed-in session's shell: signing out unmounts it, and the next
 * sign-in starts with an empty cache.
 */
export const SignedInShell = () => {
  const [queryClient] = useState(createQueryClient);
  const session = useAtomValue(sessionAtom);
  const role = useAtomValue(userRoleAtom);
  useEffect(preloadToastHost, []);
  useDemoInbox();
  const routes = role === 'Doctor' ? DOCTOR_ROUTES : ADMIN_ROUTES;
  const grant = useAreaGrant();
  useEffect(() => {
    if (!role) return undefined;
    // Every screen of the role's routes and the filter panel, so that opening them does not wait
    // for a download (see README, Performance); none of an area the role lacks. Once the first
    // screen has painted and its calls have answered: their evaluation would share the main thread
    // with those answers (docs/performance.md, "The four slowest steps").
    const preload = (): void => {
      preloadScreens(
        routes.filter((route) => grants(grant, route.area)).map((route) => route.screen),
        role,
      );
      preloadFilterPanelOf(role);
    };
    // Painted, answered, and the answers painted.
    const cancels: (() => void)[] = [];
    cancels.push(
      whenIdleAfterPaint(() => {
        cancels.push(whenQueriesSettle(queryClient, () => cancels.push(whenIdleAfterPaint(preload))));
      }),
    );
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [role, routes, grant, queryClient]);
  if (!session) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Layout user={session.user}>
        <RouteSet routes={routes} />
      </Layout>
    </QueryClientProvider>
  );
};
