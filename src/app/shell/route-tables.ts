import { flattenMenu } from '@/features/shell';
import type { Area } from '@/lib/areas';
import type { RouteSet, TourHints } from '@/lib/define-resource';

import type { RegisteredRoute } from '../registry';
import { APP_MENU } from '../menu';
import { RESOURCE_ROUTES } from '../resources';
import { PLACEHOLDER, type Screen } from '../screens';
import { LIVE } from './live-screen';

/**
 * The two route sets of docs/requirements.md 2.11 (administrators and every other non-doctor type)
 * and 2.12 (doctors), derived: every route the requirements give, with the screen a resource
 * declares for it (src/app/resources.ts) or else the placeholder, and every other route a resource
 * declares (docs/adding-a-screen.md). Nothing here names a screen: a new screen is its feature's
 * declaration and one line of the registry.
 */
export interface ScreenRoute {
  /** Absolute: '/dashboard/manage/camp'. */
  path: string;
  title: string;
  screen: Screen;
  /** Only administrators may use it: anyone else reads the administrators' message in the layout. */
  administrators: boolean;
  /** The area an administrator's role needs to open it (docs/shell.md, "Roles and areas"). */
  area: Area;
  tour?: TourHints;
}

/**
 * The routes of the requirements, in their order, each with its title where its menu entry gives
 * none (docs/shell.md, "Routes"). A resource that builds one may give the same title or none.
 */
type Required = readonly [path: string, title?: string];

// docs/requirements.md 2.11.
const STAFF_REQUIRED: readonly Required[] = [
  ['static'],
  ['summary'],
  ['summary/tests', 'Summary Tests'],
  ['telemedicine'],
  ['manage/customer'],
  ['manage/customer/create', 'Create Customer'],
  ['manage/customer/customerDetails/:id', 'Customer Details'],
  ['manage/customer/customerDetails/:id/edit', 'Edit Customer'],
  ['manage/customer/customerDetails/:id/totalclinics', 'Assigned Clinics'],
  ['manage/customer/customerDetails/:id/totalclinics/assignnewclinic', 'Assign New Clinic'],
  ['manage/customer/customerDetails/:id/totaldoctor', 'Assigned Doctors'],
  ['manage/customer/customerDetails/:id/totaldoctor/assignnewdoctor', 'Assign New Doctor'],
  ['manage/customer/clinicDetails/:clinic_id/:id', 'Customer Clinic Details'],
  ['manage/camp', 'Camps'],
  ['manage/camp/add', 'Add Camp'],
  ['manage/camp/info', 'Camp Details'],
  ['manage/camp/assign', 'Assign New Clinics'],
  ['manage/doctor'],
  ['manage/doctor/create', 'Create Doctor'],
  ['manage/doctor/views/:doctor_id', 'Doctor Details'],
  ['manage/doctor/views/:doctor_id/edit', 'Edit Doctor'],
  ['manage/doctor/:doctor_id/consultation/:consultation_id', 'Consultation Details'],
  ['manage/doctor/:doctor_id/assignnewclinic', 'Assign New Clinic'],
  ['manage/patients'],
  ['manage/patients/patientDetails', 'Patient Details'],
  ['manage/patients/patientDetails/:patient_id/edit', 'Edit Patient'],
  ['manage/patient/upload-patient/:id', 'Upload Patients'],
  ['manage/clinic'],
  ['manage/clinic/create', 'Create Clinic'],
  ['manage/clinic/clinicDetails/:clinic_id', 'Clinic Details'],
  ['manage/clinic/clinicDetails/:clinic_id/editClinics', 'Edit Clinic'],
  ['manage/clinic/inventory', 'Clinic Inventory'],
  ['manage/customerclinic', 'Customer Clinics'],
  ['manage/externalIntergation'],
  ['manage/externalIntergation/create', 'Create External Integration'],
  ['manage/externalIntergation/view/:External_id', 'External Integration Details'],
  ['manage/user'],
  ['manage/user/create', 'Create User'],
  ['manage/user/view/:users_id', 'User Details'],
  ['manage/orders'],
  ['manage/order/:orderid', 'Order Details'],
  ['manage/query'],
  ['manage/consumables'],
  ['manage/consumableDetails', 'Consumable Details'],
  ['manage/consumables-orders', 'Consumable Orders'],
  ['manage/consumable/create', 'Create Consumable'],
  ['manage/consumable-order/:id', 'Consumable Order Details'],
  ['manage/kiosk-inventory'],
  ['master/countries'],
  ['master/countries/create', 'Create Country'],
  ['master/countries/view/:country_id', 'Country Details'],
  ['master/state', 'States'],
  ['master/:country_id/state/view', 'States of a Country'],
  ['master/district', 'Districts'],
  ['master/:state_id/district/view', 'Districts of a State'],
  ['master/location', 'Locations'],
  ['master/:district_id/location/view', 'Locations of a District'],
  ['master/apk'],
  ['master/apk/create', 'Create APK Version'],
  ['master/apk/view/:apk_id', 'APK Version Details'],
  ['master/clinicType'],
  ['master/clinicType/create', 'Create Clinic Type'],
  ['master/clinicType/view/:clinic_id', 'Clinic Type Details'],
  ['master/kisokconfigration', 'Kiosk Configurations'],
  ['master/kisokconfigration/create', 'Create Kiosk Configuration'],
  ['master/kisokconfigration/view/:kiosk_id', 'Kiosk Configuration Details'],
  ['master/testType'],
  ['master/testType/create', 'Create Test Type'],
  ['master/testType/view/:test_id', 'Test Type Details'],
  ['master/testCategory'],
  ['master/testCategory/create', 'Create Test Category'],
  ['master/testCategory/view', 'Test Category Details'],
  ['master/testCategory/test', 'Category Tests'],
  ['master/testCategory/test/view', 'Category Test Details'],
  ['master/devicemanufacturers'],
  ['master/devicemanufacturers/create', 'Create Device Manufacturer'],
  ['master/devicemanufacturers/view/:device_id', 'Device Manufacturer Details'],
  ['master/role'],
  ['master/role/create', 'Create Role'],
  ['master/role/view/:user_id', 'Role Details'],
  ['master/videocategory'],
  ['master/videocategory/create', 'Create Video Category'],
  ['master/videocategory/:id', 'Video Category Details'],
  ['master/video'],
  ['master/video/create', 'Create Video'],
  ['master/video/:id', 'Video Details'],
  ['master/questioncategory'],
  ['master/questioncategory/create', 'Create Question Category'],
  ['master/questioncategory/info', 'Question Category Details'],
  ['master/questioncategory/question/create', 'Create Question'],
  ['master/questioncategory/question/info', 'Question Details'],
  ['master/questioncategory/question/option/create', 'Create Question Option'],
  ['master/questioncategory/question/option/info', 'Question Option Details'],
  ['master/consumable-device'],
  ['master/consumable-device/create', 'Create Consumable Device'],
  ['master/consumable-device/view/:id', 'Consumable Device Details'],
  ['master/language'],
  ['master/language/create', 'Create Language'],
  ['master/language/view/:language_id', 'Language Details'],
  ['master/master-data'],
  ['master/disease', 'Diseases'],
  ['master/disease-category', 'Disease Categories'],
  ['master/disease-symptoms', 'Disease Symptoms'],
  ['master/medicine', 'Medicines'],
  ['config/kioskConfig', 'Kiosk Configuration'],
  ['config/settings'],
  ['config/notification'],
  ['config/notification/create', 'Create Notification'],
  ['config/notification/view/:app_id', 'Notification Details'],
  ['monitor'],
  ['discussions', 'Discussions'],
  ['doctor', 'Doctor'],
  ['secret-api/list'],
  ['export'],
];

// docs/requirements.md 2.12.
const DOCTOR_REQUIRED: readonly Required[] = [
  ['static', 'Dashboard'],
  ['consulataion'],
  ['live'],
  ['doctor/patientbooking', 'Patient Booking'],
  ['manage/doctor/views/:doctor_id', 'Letter Head'],
  ['manage/doctor/views/:doctor_id/edit', 'Edit Letter Head'],
  ['manage/doctor/:doctor_id/consultation/:consultation_id', 'Consultation Details'],
  ['manage/patients/patientDetails', 'Patient Details'],
  ['export'],
];

/** Pages the shell itself renders around a feature's screen: the live page's idle watcher. */
const SHELL_ROUTES: readonly RegisteredRoute[] = [
  {
    path: 'live',
    sets: ['doctor'],
    administrators: false,
    area: 'telemedicine',
    screen: LIVE,
    resource: 'shell',
  },
];

/**
 * The area of a route of the requirements no resource has built yet (its placeholder): the first
 * prefix that holds it. A built route's area is its resource's.
 */
const PLACEHOLDER_AREAS: readonly (readonly [prefix: string, area: Area])[] = [
  ['manage/user', 'users'],
  ['manage/externalIntergation', 'integrations'],
  ['secret-api/', 'integrations'],
  ['config/', 'configuration'],
  ['master/role', 'users'],
  ['master/', 'master'],
  ['manage/patient', 'patients'],
  ['manage/doctor', 'doctors'],
  ['manage/query', 'support'],
  ['manage/kiosk', 'inventory'],
  ['manage/consumable', 'orders'],
  ['manage/order', 'orders'],
  ['manage/', 'manage'],
  ['monitor', 'monitor'],
  ['export', 'export'],
  ['telemedicine', 'telemedicine'],
];

export const placeholderArea = (path: string): Area =>
  PLACEHOLDER_AREAS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'dashboard';

const menuTitles = new Map(flattenMenu(APP_MENU).map((entry) => [entry.path, entry.title]));

/**
 * Literal segments before parameters, so that wouter's Switch (the first match wins) opens
 * `master/video/create` rather than `master/video/:id`; otherwise the declared order is kept.
 */
const specificity = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : '0'))
    .join('');

const byPath = (routes: readonly RegisteredRoute[], set: RouteSet): Map<string, RegisteredRoute> => {
  const found = new Map<string, RegisteredRoute>();
  for (const route of routes.filter((candidate) => candidate.sets.includes(set))) {
    const other = found.get(route.path);
    if (other)
      throw new Error(`${route.resource} and ${other.resource} both declare ${set} route ${route.path}`);
    found.set(route.path, route);
  }
  return found;
};

/** One role's table: the requirements' routes, built or placeholders, then the resources' others. */
export const routeTableOf = (set: RouteSet, declared: readonly RegisteredRoute[]): ScreenRoute[] => {
  const required = set === 'staff' ? STAFF_REQUIRED : DOCTOR_REQUIRED;
  const routes = byPath(declared, set);
  const titled = (path: string, declaredTitle?: string, requiredTitle?: string): string => {
    if (declaredTitle !== undefined && requiredTitle !== undefined && declaredTitle !== requiredTitle)
      throw new Error(
        `${path} is titled '${requiredTitle}' by the requirements and '${declaredTitle}' by its resource`,
      );
    const full = `/dashboard/${path}`;
    const title = declaredTitle ?? requiredTitle ?? menuTitles.get(full);
    if (title === undefined) throw new Error(`route ${full} has no title and no menu entry`);
    return title;
  };
  const requiredPaths = new Set(required.map(([path]) => path));
  const table = [
    ...required.map(([path, title]): ScreenRoute => {
      const route = routes.get(path);
      return {
        path: `/dashboard/${path}`,
        title: titled(path, route?.title, title),
        screen: route?.screen ?? PLACEHOLDER,
        administrators: route?.administrators ?? false,
        area: route?.area ?? placeholderArea(path),
        ...(route?.tour ? { tour: route.tour } : {}),
      };
    }),
    ...[...routes.values()]
      .filter((route) => !requiredPaths.has(route.path))
      .map((route): ScreenRoute => ({
        path: `/dashboard/${route.path}`,
        title: titled(route.path, route.title),
        screen: route.screen,
        administrators: route.administrators,
        area: route.area,
        ...(route.tour ? { tour: route.tour } : {}),
      })),
  ];
  return table
    .map((route, index) => ({ route, index, key: specificity(route.path) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    .map(({ route }) => route);
};

const DECLARED = [...RESOURCE_ROUTES, ...SHELL_ROUTES];

export const ADMIN_ROUTES: readonly ScreenRoute[] = routeTableOf('staff', DECLARED);
export const DOCTOR_ROUTES: readonly ScreenRoute[] = routeTableOf('doctor', DECLARED);

/** Where the index and every unknown path under /dashboard go. */
export const DASHBOARD_HOME = '/dashboard/static';
