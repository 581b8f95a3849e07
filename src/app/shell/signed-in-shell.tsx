import 'primeicons/primeicons.css';
import '@/styles/theme.css';
import '@/styles/shell.css';
import '@/styles/header.css';
import '@/styles/sidebar.css';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

import { sessionAtom, userRoleAtom } from '@/atoms/session';
import { whenIdleAfterPaint } from '@/lib/idle';

import { preloadFilterPanelOf, preloadScreensOf } from '../screens';
import { preloadToastHost } from '../toast-host-loader';
import { Layout } from './layout';
import { RouteSet } from './route-set';
import { ADMIN_ROUTES, DOCTOR_ROUTES } from './route-tables';

/**
 * Everything behind the guard, loaded as one chunk after sign-in: the PrimeReact theme, the layout
 * and the role's route set (doctors get 2.12, every other type 2.11).
 */
export const SignedInShell = () => {
  const session = useAtomValue(sessionAtom);
  const role = useAtomValue(userRoleAtom);
  useEffect(preloadToastHost, []);
  useEffect(() => {
    if (!role) return undefined;
    // The role's other screens and the filter panel, so that opening them does not wait for a
    // download (see README, Performance).
    return whenIdleAfterPaint(() => {
      preloadScreensOf(role);
      preloadFilterPanelOf(role);
    });
  }, [role]);
  if (!session) return null;
  return (
    <Layout user={session.user}>
      <RouteSet routes={role === 'Doctor' ? DOCTOR_ROUTES : ADMIN_ROUTES} />
    </Layout>
  );
};
