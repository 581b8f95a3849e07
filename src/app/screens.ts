import type { ComponentType } from 'react';

import type { UserRole } from '@/atoms/session';
import { once } from '@/lib/once';
import { type PreloadableComponent, preloadable, preloadQuietly } from '@/lib/preloadable';

/** What every screen of the route table gets. */
export interface ScreenProps {
  title: string;
}

/** A screen the route table points at: a component of a lazily loaded feature chunk. */
export interface Screen {
  /** The feature's export name ('CampsListScreen'): tests and the accessibility tour name screens by it. */
  key: string;
  Component: PreloadableComponent<ScreenProps>;
  /** Only administrators can use it: nobody else downloads it ahead of need. */
  administrators?: boolean;
}

/**
 * The screens of one feature chunk. `screensOf(load)('Name')` is the feature's export `Name`; every
 * screen of a chunk shares its one download. Each lives here, not in the signed-in shell's chunk,
 * so the entry can start the downloads alongside the shell's (sign-in intent, a stored session).
 */
const screensOf = <Module extends object>(
  load: () => Promise<Module>,
  options: { administrators?: boolean } = {},
) => {
  const loadOnce = once(load);
  const made = new Map<string, Screen>();
  return (name: keyof Module & string): Screen => {
    const existing = made.get(name);
    if (existing) return existing;
    const Component = preloadable(() =>
      loadOnce().then((module) => module[name] as ComponentType<ScreenProps>),
    );
    const screen: Screen = { key: name, Component, ...options };
    made.set(name, screen);
    return screen;
  };
};

export const placeholderScreens = screensOf(() => import('@/features/placeholder'));
export const homeScreens = screensOf(() => import('@/features/home'));
export const campScreens = screensOf(() => import('@/features/camps'));
export const clinicScreens = screensOf(() => import('@/features/clinics'));
export const patientScreens = screensOf(() => import('@/features/patients'));
export const doctorScreens = screensOf(() => import('@/features/doctors'));
export const customerScreens = screensOf(() => import('@/features/customers'), { administrators: true });
export const monitorScreens = screensOf(() => import('@/features/monitor'), { administrators: true });
export const summaryScreens = screensOf(() => import('@/features/summary'));
export const exportScreens = screensOf(() => import('@/features/export'));
export const telemedicineScreens = screensOf(() => import('@/features/telemedicine'));
export const patientUploadScreens = screensOf(() => import('@/features/patient-upload'));
export const consultationScreens = screensOf(() => import('@/features/consultations'));
export const liveScreens = screensOf(() => import('@/features/live-consultation'));
export const masterScreens = screensOf(() => import('@/features/master-data'), { administrators: true });

export const PLACEHOLDER = placeholderScreens('PlaceholderScreen');
export const HOME = homeScreens('HomeScreen');
/** The doctor's home (its chunk holds the queue and the bookings too, docs/telemedicine.md). */
export const DOCTOR_HOME = consultationScreens('DoctorHomeScreen');

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
  const first = [HOME, PLACEHOLDER, campScreens('CampsListScreen'), clinicScreens('ClinicsScreen')];
  const administrators = [
    monitorScreens('MonitorScreen'),
    customerScreens('CustomersScreen'),
    masterScreens('CountriesListScreen'),
  ];
  preloadScreens(role === 'Administrator' ? [...first, ...administrators] : first, role);
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
