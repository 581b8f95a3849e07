import type { ResourceRoute } from '@/lib/define-resource';

/**
 * The addresses and names of the master catalogues that are a list, a create page and a record page
 * (docs/master-data.md, "Catalogues"): read by the feature's route declaration (../resource.ts) and by
 * the catalogue specs, so that a catalogue's routes, titles and screens come from one line here.
 * `view` is the segment before the id: 'view/' (`master/apk/view/{apk_id}`), '' (`master/video/{id}`),
 * or null for a catalogue the requirements give one route (diseases, medicines), whose create and
 * record pages are that route with `?new` and `?id=`.
 */
export interface CatalogueRoute {
  singular: string;
  plural: string;
  /** Under /dashboard. */
  list: string;
  view: 'view/' | '' | null;
  /** The record page's parameter, as docs/requirements.md 2.11 names it. */
  param: string;
}

const threeRoutes = (
  singular: string,
  plural: string,
  list: string,
  param: string,
  view: 'view/' | '' = 'view/',
): CatalogueRoute => ({ singular, plural, list, view, param });
const oneRoute = (singular: string, plural: string, list: string): CatalogueRoute => ({
  singular,
  plural,
  list,
  view: null,
  param: 'id',
});

export const CATALOGUE_ROUTES = {
  clinicTypes: threeRoutes('Clinic Type', 'Clinic Types', 'master/clinicType', 'clinic_id'),
  languages: threeRoutes('Language', 'Languages', 'master/language', 'language_id'),
  deviceManufacturers: threeRoutes(
    'Device Manufacturer',
    'Device Manufacturers',
    'master/devicemanufacturers',
    'device_id',
  ),
  consumableDevices: threeRoutes('Consumable Device', 'Consumable Devices', 'master/consumable-device', 'id'),
  // Requirements 2.11 names the role's id `user_id` (master/role/view/{user_id}).
  roles: threeRoutes('Role', 'Roles', 'master/role', 'user_id'),
  // Requirements 2.11: master/videocategory/create and master/videocategory/{id}.
  videoCategories: threeRoutes('Video Category', 'Video Categories', 'master/videocategory', 'id', ''),
  videos: threeRoutes('Video', 'Videos', 'master/video', 'id', ''),
  apkVersions: threeRoutes('APK Version', 'APK Versions', 'master/apk', 'apk_id'),
  kioskConfigs: threeRoutes(
    'Kiosk Configuration',
    'Kiosk Configurations',
    'master/kisokconfigration',
    'kiosk_id',
  ),
  diseases: oneRoute('Disease', 'Diseases', 'master/disease'),
  diseaseCategories: oneRoute('Disease Category', 'Disease Categories', 'master/disease-category'),
  diseaseSymptoms: oneRoute('Disease Symptom', 'Disease Symptoms', 'master/disease-symptoms'),
  medicines: oneRoute('Medicine', 'Medicines', 'master/medicine'),
} as const satisfies Record<string, CatalogueRoute>;

/** 'APK Versions' -> 'ApkVersions'. */
const pascal = (words: string): string =>
  words
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');

/** The export names of a catalogue's screens ('ClinicTypesScreen', 'ClinicTypeCreateScreen'...). */
export const catalogueScreenNames = (route: CatalogueRoute) => ({
  list: `${pascal(route.plural)}Screen`,
  create: `${pascal(route.singular)}CreateScreen`,
  view: `${pascal(route.singular)}ViewScreen`,
});

/** A catalogue's list, create and view paths, absolute (what its spec links to). */
export const cataloguePaths = ({ list, view }: CatalogueRoute) => {
  const base = `/dashboard/${list}`;
  return view === null
    ? { list: base, create: `${base}?new`, view: (id: number) => `${base}?id=${id}` }
    : { list: base, create: `${base}/create`, view: (id: number) => `${base}/${view}${id}` };
};

/** A catalogue's routes for its feature's declaration: list, create and view, or the one route. */
export const catalogueResourceRoutes = (route: CatalogueRoute): ResourceRoute[] => {
  const names = catalogueScreenNames(route);
  if (route.view === null) {
    return [{ path: route.list, screen: names.list, tour: { also: ['?new', '?id=:id'] } }];
  }
  return [
    { path: route.list, screen: names.list },
    { path: `${route.list}/create`, screen: names.create, title: `Create ${route.singular}` },
    {
      path: `${route.list}/${route.view}:${route.param}`,
      screen: names.view,
      title: `${route.singular} Details`,
    },
  ];
};
