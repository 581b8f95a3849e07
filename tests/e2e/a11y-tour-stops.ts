import { roleOf } from '@/atoms/session';
import { ADMIN_ROUTES, DOCTOR_ROUTES, type ScreenRoute } from '@/app/shell/route-tables';
import { APP_MENU } from '@/app/menu';
import { flattenMenu, menuForUser, type MenuEntry } from '@/features/shell';
import { createDemoDb } from '@/mocks/db';
import { DEMO_CUSTOMER_ID, seedDemoData } from '@/mocks/seed';

import type { DemoRole } from './shell-helpers';

/**
 * The accessibility tour's stops, derived from the app's own tables so that a new menu entry or
 * screen is visited without editing the tour: every link of the role's menu, and every route of the
 * role's table that renders a screen other than the placeholder (placeholders are one component,
 * which the menu's placeholder entries already visit), its parameters filled from the demo seed.
 */
export interface TourStop {
  /** The path (and query) the tour opens. */
  url: string;
  route: ScreenRoute;
}

const seed = seedDemoData(1);
const users = Object.fromEntries(
  seed.users.map((user) => [user.email.split('@')[0], user] as const),
) as Record<DemoRole, (typeof seed.users)[number]>;

/** A camp of the demo customer (the administrator sees it too) with a clinic assigned. */
export const TOUR_CAMP_ID = (() => {
  const camp = seed.camps.find(
    (candidate) =>
      candidate.user_id === DEMO_CUSTOMER_ID &&
      candidate.status &&
      seed.assignments.some((assignment) => assignment.camp_id === candidate.id && assignment.status),
  );
  if (!camp) throw new Error('the demo seed has no camp of the demo customer with a clinic assigned');
  return camp.id;
})();

const india = seed.countries.find((country) => country.name === 'India');
const maharashtra = seed.states.find((state) => state.name === 'Maharashtra');
const maharashtraDistrict = seed.districts.find((district) => district.state_id === maharashtra?.id);
if (!india || !maharashtra || !maharashtraDistrict)
  throw new Error('the demo seed lacks India > Maharashtra');

const maharashtraLocation = seed.locations.find(
  (location) => location.district_id === maharashtraDistrict.id,
);
if (!maharashtraLocation) throw new Error('the demo seed lacks a location in Maharashtra');

/**
 * A completed consultation of the demo doctor (3) from before today: Consultation Details for the
 * administrator and for that doctor. The demo API seeds consultations for the day it runs on, so
 * this reads them the same way (docs/telemedicine.md); past ids do not move within a day.
 */
const TOUR_DOCTOR_ID = 3;
const tourConsultation = (() => {
  const db = createDemoDb({ arrivalSeconds: 0 });
  const today = new Date().toISOString().slice(0, 10);
  return db.telemedicine.consultations.find(
    (c) => c.doctor_id === TOUR_DOCTOR_ID && c.status === 'completed' && c.requested_at.slice(0, 10) < today,
  );
})();
if (!tourConsultation) throw new Error('the demo data has no completed consultation of the demo doctor');

/**
 * A patient every role may open: the demo customer's, and one the demo doctor has consulted (a
 * doctor reads only those: docs/telemedicine.md), the tour consultation's; every seeded patient has
 * at least one session, so results and a trend.
 */
const tourPatient = seed.patients.find(
  (patient) => patient.id === tourConsultation.patient_id && patient.customer_id === DEMO_CUSTOMER_ID,
);
if (!tourPatient) throw new Error("the demo seed has no patient at the demo doctor's first clinic");
export const TOUR_PATIENT_ID = tourPatient.id;

/** Seed ids for the drill-downs and record pages: India, Maharashtra, one of its districts and locations. */
const PARAMS: Record<string, string> = {
  country_id: String(india.id),
  state_id: String(maharashtra.id),
  district_id: String(maharashtraDistrict.id),
  location_id: String(maharashtraLocation.id),
  // Record 1 of each master catalogue (src/mocks/catalogues/seed*.ts), named as the routes name it.
  apk_id: '1',
  clinic_id: '1',
  kiosk_id: '1',
  device_id: '1',
  user_id: '1',
  language_id: '1',
  id: '1',
  // Fasting glucose: a numeric test type with its reference ranges.
  test_id: '3',
  patient_id: String(TOUR_PATIENT_ID),
  // The demo doctor (user 3, the demo customer's): his letter head, everyone's Doctor Details.
  doctor_id: String(TOUR_DOCTOR_ID),
  consultation_id: String(tourConsultation.id),
  camp_id: String(TOUR_CAMP_ID),
  // Patient Booking on a day with bookings (docs/telemedicine.md).
  tomorrow: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
};

/** `:name` in a route's path or in its declared tour query, filled from the demo seed. */
const filled = (route: ScreenRoute, text: string): string =>
  text.replace(/:(\w+)/g, (_match, name: string) => {
    const value = route.tour?.params?.[name] ?? PARAMS[name];
    if (value === undefined) throw new Error(`the tour has no value for :${name} of ${route.path}`);
    return value;
  });

/** The query a route's declaration gives the tour (src/features/<feature>/resource.ts), filled. */
const queryOf = (route: ScreenRoute): string => filled(route, route.tour?.query ?? '');

const fill = (route: ScreenRoute): string => filled(route, route.path) + queryOf(route);

const patternOf = (path: string): RegExp => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`, 'i');

export const routesOf = (role: DemoRole): readonly ScreenRoute[] =>
  role === 'doctor' ? DOCTOR_ROUTES : ADMIN_ROUTES;

/** The first route of `routes` a path opens, as in the app's Switch. */
const routeIn = (routes: readonly ScreenRoute[], path: string): ScreenRoute | undefined =>
  routes.find((route) => patternOf(route.path).test(path));

/** The route a path opens: the first match wins, as in the app's Switch. */
export const routeFor = (role: DemoRole, path: string): ScreenRoute | undefined =>
  routeIn(routesOf(role), path);

/** The app's tables the tour walks; a test may pass others (tests/unit/resource-registry.test.tsx). */
export interface TourTables {
  routes: readonly ScreenRoute[];
  menu: readonly MenuEntry[];
}

/** The paths of the role's menu, as the sidebar links them. */
const menuPathsOf = (role: DemoRole, menu: readonly MenuEntry[]): string[] => {
  const user = users[role];
  return flattenMenu(menuForUser(menu, user, roleOf(user))).flatMap((entry) =>
    entry.path ? [entry.path] : [],
  );
};

export const tourOf = (
  role: DemoRole,
  tables: TourTables = { routes: routesOf(role), menu: APP_MENU },
): TourStop[] => {
  const stops = new Map<string, TourStop>();
  for (const path of menuPathsOf(role, tables.menu)) {
    const route = routeIn(tables.routes, path);
    if (!route) throw new Error(`the ${role}'s menu links ${path}, which no route renders`);
    stops.set(path, { url: path + queryOf(route), route });
  }
  for (const route of tables.routes) {
    if (route.screen.key === 'PlaceholderScreen') continue;
    const url = fill(route);
    const path = url.split('?')[0] ?? url;
    if (![...stops.values()].some((stop) => stop.route === route)) stops.set(path, { url, route });
    for (const also of route.tour?.also ?? []) {
      const query = filled(route, also);
      stops.set(path + query, { url: path + query, route });
    }
  }
  return [...stops.values()];
};
