import { type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';

import type { MasterView } from '@/features/master-data';
import { isDemoMode } from '@/lib/env';

import { IdleWatcher } from '../idle-watcher';
import { PageSpinner } from '../page-spinner';
import {
  AddCampScreen,
  AssignClinicsScreen,
  CampDetailsScreen,
  CampsListScreen,
  HomeScreen,
  MonitorScreen,
  MasterScreen,
  ClinicsScreen,
  CustomerClinicsScreen,
  CustomersScreen,
  PlaceholderScreen,
} from '../screens';
import { DASHBOARD_HOME, type ScreenKey, type ScreenRoute } from './route-tables';

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

/** 'master:countries' is the master-data chunk's 'countries' view. */
const masterView = (screen: `master:${MasterView}`): MasterView =>
  screen.slice('master:'.length) as MasterView;

const renderScreen = (screen: ScreenKey, title: string): ReactNode => {
  switch (screen) {
    case 'home':
      return <HomeScreen title={title} />;
    case 'monitor':
      return <MonitorScreen />;
    case 'master:countries':
    case 'master:states':
    case 'master:country-states':
    case 'master:districts':
    case 'master:state-districts':
    case 'master:locations':
    case 'master:district-locations':
    case 'master:catalogue':
      return <MasterScreen view={masterView(screen)} />;
    case 'camps-list':
      return <CampsListScreen />;
    case 'camp-add':
      return <AddCampScreen />;
    case 'camp-info':
      return <CampDetailsScreen />;
    case 'camp-assign':
      return <AssignClinicsScreen />;
    case 'clinics':
      return <ClinicsScreen />;
    case 'customer-clinics':
      return <CustomerClinicsScreen />;
    case 'customers':
      return <CustomersScreen />;
    case 'live':
      return (
        <>
          <IdleWatcher />
          <PlaceholderScreen title={title} />
        </>
      );
    case 'placeholder':
      return <PlaceholderScreen title={title} />;
  }
};

const Screen = ({ route }: { route: ScreenRoute }) => {
  useEffect(() => {
    document.title = `${route.title} · ${APP_TITLE}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [route.title]);
  return (
    <>
      <DemoCrashProbe />
      {renderScreen(route.screen, route.title)}
    </>
  );
};

/** One role's routes; the index and every unknown path under /dashboard go to static. */
export const RouteSet = ({ routes }: { routes: readonly ScreenRoute[] }) => (
  <Suspense fallback={<PageSpinner />}>
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <Screen route={route} />
        </Route>
      ))}
      <Route>
        <Redirect to={DASHBOARD_HOME} replace />
      </Route>
    </Switch>
  </Suspense>
);
