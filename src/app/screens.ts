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

/** The four camp screens share one chunk: one download. */
const loadCamps = once(() => import('@/features/camps'));
export const CampsListScreen = preloadable(() => loadCamps().then((module) => module.CampsListScreen));
export const AddCampScreen = preloadable(() => loadCamps().then((module) => module.AddCampScreen));
export const CampDetailsScreen = preloadable(() => loadCamps().then((module) => module.CampDetailsScreen));
export const AssignClinicsScreen = preloadable(() =>
  loadCamps().then((module) => module.AssignClinicsScreen),
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

/** The screen every role lands on after signing in (/dashboard/static). */
export const preloadHomeScreen = (): void => preloadQuietly(PlaceholderScreen.preload);

/** The role's screens: placeholder for everyone, the camp and list screens for every role but doctors. */
export const preloadScreensOf = (role: UserRole): void =>
  role === 'Doctor'
    ? preloadQuietly(PlaceholderScreen.preload)
    : preloadQuietly(
        PlaceholderScreen.preload,
        CampsListScreen.preload,
        AddCampScreen.preload,
        CampDetailsScreen.preload,
        AssignClinicsScreen.preload,
        ClinicsScreen.preload,
        CustomerClinicsScreen.preload,
        CustomersScreen.preload,
      );

/** Doctors never get the filter panel; everyone else may open it on five routes. */
export const preloadFilterPanelOf = (role: UserRole): void => {
  if (role !== 'Doctor') preloadQuietly(FilterPanel.preload);
};
