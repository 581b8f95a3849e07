import type { UserRole } from '@/atoms/session';
import type { RouteSet } from '@/lib/define-resource';
import { preloadable, preloadQuietly } from '@/lib/preloadable';

import { type Screen, screensOf } from './registry';
import { RESOURCE_ROUTES } from './resources';

export type { Screen, ScreenProps } from './registry';

/** The screen a resource declares at `path` (under /dashboard) in a route set. */
export const screenAt = (set: RouteSet, path: string): Screen => {
  const route = RESOURCE_ROUTES.find((candidate) => candidate.path === path && candidate.sets.includes(set));
  if (!route) throw new Error(`no resource declares ${path} for ${set}`);
  return route.screen;
};

/** Every route the requirements give and no resource has built yet (docs/shell.md, "Placeholders"). */
export const PLACEHOLDER = screensOf(() => import('@/features/placeholder'))('PlaceholderScreen');
export const HOME = screenAt('staff', 'static');
/** The doctor's home (its chunk holds the queue and the bookings too, docs/telemedicine.md). */
export const DOCTOR_HOME = screenAt('doctor', 'static');
/** The live page's content; the shell wraps it in its idle watcher (./shell/live-screen.tsx). */
export const liveScreens = screensOf(() => import('@/features/live-consultation'));

export const FilterPanel = preloadable(() =>
  import('@/features/filter').then((module) => module.FilterPanel),
);

/**
 * The screens a role most likely opens first, started at sign-in intent or with a stored session,
 * before the shell (and its route tables) is even there: the home and the placeholder (a doctor's
 * home is the consultations chunk); for everyone
 * but doctors the camps and clinics; for administrators the Monitor, Customers and master data.
 */
export const preloadScreensOf = (role: UserRole): void => {
  if (role === 'Doctor') {
    // The doctor's home, queue and bookings share one chunk (docs/telemedicine.md).
    preloadQuietly(PLACEHOLDER.Component.preload, DOCTOR_HOME.Component.preload);
    return;
  }
  const first = [HOME, PLACEHOLDER, screenAt('staff', 'manage/camp'), screenAt('staff', 'manage/clinic')];
  const administrators = ['monitor', 'manage/customer', 'master/countries'].map((path) =>
    screenAt('staff', path),
  );
  preloadScreens(role === 'Administrator' ? [...first, ...administrators] : first, role);
};

/**
 * Whether a declared route's path (`manage/doctor/views/:doctor_id`, or the route table's absolute
 * `/dashboard/manage/doctor/views/:doctor_id`) matches an address.
 */
export const pathMatches = (path: string, address: string): boolean => {
  const want = path.replace(/^\/dashboard\//i, '').split('/');
  const have = address
    .replace(/^\/dashboard\/?/i, '')
    .replace(/\/+$/, '')
    .split('/');
  return (
    want.length === have.length &&
    want.every(
      (segment, index) => segment.startsWith(':') || segment.toLowerCase() === have[index]?.toLowerCase(),
    )
  );
};

/**
 * The screen of the address being loaded, for a stored session: on a reload it downloads with the
 * shell rather than after the shell's route table (docs/performance.md, "Full reload of the demo").
 */
export const preloadScreenAt = (address: string, role: UserRole): void => {
  const set: RouteSet = role === 'Doctor' ? 'doctor' : 'staff';
  const route = RESOURCE_ROUTES.find(
    (candidate) => candidate.sets.includes(set) && pathMatches(candidate.path, address),
  );
  if (route) preloadScreens([route.screen], role);
};

/**
 * The role's screens (every screen its route table points at, but the administrators' for anyone
 * else), so that opening one does not wait for its download.
 */
export const preloadScreens = (screens: readonly Screen[], role: UserRole): void => {
  const wanted = new Set(screens.filter((screen) => role === 'Administrator' || !screen.administrators));
  preloadQuietly(...[...wanted].map((screen) => screen.Component.preload));
};

/** Doctors never get the filter panel; everyone else may open it on five routes. */
export const preloadFilterPanelOf = (role: UserRole): void => {
  if (role !== 'Doctor') preloadQuietly(FilterPanel.preload);
};
