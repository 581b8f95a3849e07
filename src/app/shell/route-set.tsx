import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';

import { AdminOnly } from '@/components/admin-only';
import { grants } from '@/lib/areas';
import { isDemoMode } from '@/lib/env';

import { PageSpinner } from '../page-spinner';
import { AreaRefused } from './area-refused';
import { useAreaGrant, useRoleHome } from './role-areas';
import type { ScreenRoute } from './route-tables';

const APP_TITLE = 'Staff Dashboard';

/** Demo mode only: `?demo-crash` makes the screen throw, to show the error fallback (docs/shell.md). */
export const DEMO_CRASH_PARAM = 'demo-crash';

const DemoCrashProbe = () => {
  const search = useSearch();
  if (isDemoMode && new URLSearchParams(search).has(DEMO_CRASH_PARAM)) {
    throw new Error('Demo: this screen was made to throw (?demo-crash)');
  }
  return null;
};

const Screen = ({ route }: { route: ScreenRoute }) => {
  const allowed = grants(useAreaGrant(), route.area);
  useEffect(() => {
    document.title = `${route.title} · ${APP_TITLE}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [route.title]);
  return (
    <>
      <DemoCrashProbe />
      {!allowed ? (
        <AreaRefused title={route.title} area={route.area} />
      ) : route.administrators ? (
        <AdminOnly title={route.title}>
          <route.screen.Component title={route.title} />
        </AdminOnly>
      ) : (
        <route.screen.Component title={route.title} />
      )}
    </>
  );
};

/**
 * One role's routes; the index and every unknown path under /dashboard go to the user's home (static,
 * or an administrator's first menu entry when their role lacks the Dashboard).
 */
export const RouteSet = ({ routes }: { routes: readonly ScreenRoute[] }) => {
  const home = useRoleHome();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <Screen route={route} />
          </Route>
        ))}
        <Route>
          <Redirect to={home} replace />
        </Route>
      </Switch>
    </Suspense>
  );
};
