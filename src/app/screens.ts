import type { UserRole } from '@/atoms/session';
import { once } from '@/lib/once';
import { preloadable, preloadQuietly } from '@/lib/preloadable';

/**
 * The lazily loaded screens and the filter panel, each its own chunk. They live here, not in the
 * signed-in shell's chunk, so that the entry can start their downloads alongside the shell's
 * (sign-in intent, a stored session) instead of after it.
 */
export const PlaceholderScreen = preloadable(() =>
  import('@/features/placeholder').then((module) => module.PlaceholderScreen),
);

/** The dashboard home of administrators and customers (doctors' home is the placeholder). */
export const HomeScreen = preloadable(() => import('@/features/home').then((module) => module.HomeScreen));

export const MonitorScreen = preloadable(() =>
  import('@/features/monitor').then((module) => module.MonitorScreen),
);

/** The four camp screens share one chunk: one download. */
const loadCamps = once(() => import('@/features/camps'));
export const CampsListScreen = preloadable(() => loadCamps().then((module) => module.CampsListScreen));
export const AddCampScreen = preloadable(() => loadCamps().then((module) => module.AddCampScreen));
export const CampDetailsScreen = preloadable(() => loadCamps().then((module) => module.CampDetailsScreen));
export const AssignClinicsScreen = preloadable(() =>
  loadCamps().then((module) => module.AssignClinicsScreen),
);

/** Every master-data screen is one component of one chunk (src/features/master-data). */
export const MasterScreen = preloadable(() =>
  import('@/features/master-data').then((module) => module.MasterScreen),
);

/** Clinics and Customer Clinics share one chunk; Customers is its own. */
const loadClinics = once(() => import('@/features/clinics'));
export const ClinicsScreen = preloadable(() => loadClinics().then((module) => module.ClinicsScreen));
export const CustomerClinicsScreen = preloadable(() =>
  loadClinics().then((module) => module.CustomerClinicsScreen),
);
export const CustomersScreen = preloadable(() =>
  import('@/features/customers').then((module) => module.CustomersScreen),
);

export const FilterPanel = preloadable(() =>
  import('@/features/filter').then((module) => module.FilterPanel),
);

/**
 * The role's screens: placeholder for everyone; the home, camp and list screens for every role but
 * doctors; the Monitor and the master-data screens for administrators (those menus are theirs).
 */
export const preloadScreensOf = (role: UserRole): void => {
  if (role === 'Doctor') {
    preloadQuietly(PlaceholderScreen.preload);
    return;
  }
  preloadQuietly(
    HomeScreen.preload,
    PlaceholderScreen.preload,
    CampsListScreen.preload,
    AddCampScreen.preload,
    CampDetailsScreen.preload,
    AssignClinicsScreen.preload,
    ClinicsScreen.preload,
    CustomerClinicsScreen.preload,
  );
  if (role === 'Administrator') {
    preloadQuietly(MonitorScreen.preload, MasterScreen.preload, CustomersScreen.preload);
  }
};

/** Doctors never get the filter panel; everyone else may open it on five routes. */
export const preloadFilterPanelOf = (role: UserRole): void => {
  if (role !== 'Doctor') preloadQuietly(FilterPanel.preload);
};
