import { roleOf } from '@/atoms/session';
import { ADMIN_ROUTES, DOCTOR_ROUTES, type ScreenRoute } from '@/app/shell/route-tables';
import { flattenMenu, menuForUser, MENU } from '@/features/shell';
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
};

/** Screens (by their export name) that read their subject from the query rather than the path. */
const QUERIES: Partial<Record<string, string>> = {
  CampDetailsScreen: `?camp_id=${TOUR_CAMP_ID}`,
  AssignClinicsScreen: `?camp_id=${TOUR_CAMP_ID}`,
  // PHQ-9 (category 1), its first question and that question's first option (seed-questionnaires.ts).
  QuestionCategoryInfoScreen: '?category_id=1',
  QuestionCreateScreen: '?category_id=1',
  QuestionInfoScreen: '?question_id=1',
  QuestionOptionCreateScreen: '?question_id=1',
  QuestionOptionInfoScreen: '?option_id=1',
  TestCategoryViewScreen: '?category_id=2',
  CategoryTestsScreen: '?category_id=2',
  CategoryTestViewScreen: '?test_id=3',
  PatientDetailsScreen: `?patient_id=${TOUR_PATIENT_ID}`,
  // Systolic blood pressure's High results (a test type and a label, as the Summary's links give).
  SummaryTestsScreen: '?test_type_id=1&label=High',
};

/**
 * Screens that show more than one page on their one route (the catalogues the requirements give a
 * single route: the list, `?new` the create page, `?id=` a record): the tour visits each query.
 */
const ALSO: Partial<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    ['DiseasesScreen', 'DiseaseCategoriesScreen', 'DiseaseSymptomsScreen', 'MedicinesScreen'].map((key) => [
      key,
      ['?new', '?id=1'],
    ]),
  ),
  // The doctor's queue with every status (Accept, Start, status tags, video links), and Patient
  // Booking on a day with bookings (docs/telemedicine.md).
  ConsultationQueueScreen: ['?status=all'],
  PatientBookingScreen: [`?date=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`],
};

const fill = (route: ScreenRoute): string =>
  route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = PARAMS[name];
    if (value === undefined) throw new Error(`the tour has no value for :${name} of ${route.path}`);
    return value;
  }) + (QUERIES[route.screen.key] ?? '');

const patternOf = (path: string): RegExp => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`, 'i');

export const routesOf = (role: DemoRole): readonly ScreenRoute[] =>
  role === 'doctor' ? DOCTOR_ROUTES : ADMIN_ROUTES;

/** The route a path opens: the first match wins, as in the app's Switch. */
export const routeFor = (role: DemoRole, path: string): ScreenRoute | undefined =>
  routesOf(role).find((route) => patternOf(route.path).test(path));

/** The paths of the role's menu, as the sidebar links them. */
export const menuPathsOf = (role: DemoRole): string[] => {
  const user = users[role];
  return flattenMenu(menuForUser(MENU, user, roleOf(user))).flatMap((entry) =>
    entry.path ? [entry.path] : [],
  );
};

export const tourOf = (role: DemoRole): TourStop[] => {
  const stops = new Map<string, TourStop>();
  for (const path of menuPathsOf(role)) {
    const route = routeFor(role, path);
    if (!route) throw new Error(`the ${role}'s menu links ${path}, which no route renders`);
    stops.set(path, { url: path + (QUERIES[route.screen.key] ?? ''), route });
  }
  for (const route of routesOf(role)) {
    if (route.screen.key === 'PlaceholderScreen') continue;
    const url = fill(route);
    const path = url.split('?')[0] ?? url;
    if (![...stops.values()].some((stop) => stop.route === route)) stops.set(path, { url, route });
    for (const query of ALSO[route.screen.key] ?? []) stops.set(path + query, { url: path + query, route });
  }
  return [...stops.values()];
};
