import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

import { userRoleAtom } from '@/atoms/session';
import { grants } from '@/lib/areas';
import { prefetchOf } from '@/lib/intent';

import { pathMatches } from '../screens';
import { useAreaGrant } from './role-areas';
import { ADMIN_ROUTES, DOCTOR_ROUTES, type ScreenRoute } from './route-tables';

/** The route a path opens in a role's table: the first match, as in the shell's Switch. */
const routeAt = (routes: readonly ScreenRoute[], pathname: string): ScreenRoute | undefined =>
  routes.find((route) => pathMatches(route.path, pathname));

/**
 * Data on intent (docs/performance.md): given a link's address, starts the first call of the screen
 * it opens, if that screen declares one (`prefetchingOnIntent`, src/lib/intent.ts), so that the call
 * is on its way while the screen renders rather than after. Only where the screen itself would
 * call: a route of the user's table, within their role's areas, and an administrators' route only for
 * an administrator. Its chunk is downloaded first if it is not there yet.
 */
export const usePrefetchOnIntent = (): ((href: string) => void) => {
  const client = useQueryClient();
  const role = useAtomValue(userRoleAtom);
  const grant = useAreaGrant();
  return useCallback(
    (href: string) => {
      if (role === null) return;
      const [pathname = '', search = ''] = href.split('?');
      const route = routeAt(role === 'Doctor' ? DOCTOR_ROUTES : ADMIN_ROUTES, pathname);
      if (!route || !grants(grant, route.area) || (route.administrators && role !== 'Administrator')) return;
      // A chunk that cannot download now is downloaded again when the screen renders.
      route.screen.Component.loaded().then(
        (component) => prefetchOf(component)?.({ client, search }),
        () => undefined,
      );
    },
    [client, role, grant],
  );
};
