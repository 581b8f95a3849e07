import type { MasterView } from '@/features/master-data';
import { flattenMenu, MENU } from '@/features/shell';

/**
 * The two route sets of SPEC.md 2.11 (administrators and every other non-doctor type) and 2.12
 * (doctors). Every route renders a screen inside the layout; screens whose content the spec does not
 * show render the placeholder, titled after their menu entry or, off the menu, a title chosen here
 * (listed in docs/shell.md). Order matters: the first match wins, so literal segments come before
 * parameters.
 */
export type ScreenKey =
  | 'placeholder'
  | 'live'
  | 'home'
  | 'monitor'
  | 'camps-list'
  | 'camp-add'
  | 'camp-info'
  | 'camp-assign'
  | `master:${MasterView}`
  | 'clinics'
  | 'customer-clinics'
  | 'customers';

export interface ScreenRoute {
  path: string;
  title: string;
  screen: ScreenKey;
}

const menuTitles = new Map(flattenMenu(MENU).map((entry) => [entry.path, entry.title]));

/** A placeholder route; without a title it takes its menu entry's. */
const page = (path: string, title?: string, screen: ScreenKey = 'placeholder'): ScreenRoute => {
  const full = `/dashboard/${path}`;
  const resolved = title ?? menuTitles.get(full);
  if (resolved === undefined) throw new Error(`route ${full} has no title and no menu entry`);
  return { path: full, title: resolved, screen };
};

/** A master-data list with its create and view pages: master/{name}, /create, /view/:id. */
const master = (name: string, singular: string, idParam: string, viewSegment = 'view/'): ScreenRoute[] => [
  page(`master/${name}`),
  page(`master/${name}/create`, `Create ${singular}`),
  page(`master/${name}/${viewSegment}:${idParam}`, `${singular} Details`),
];

export const ADMIN_ROUTES: readonly ScreenRoute[] = [
  page('static', undefined, 'home'),
  page('summary'),
  page('summary/tests', 'Summary Tests'),
  page('telemedicine'),
  page('manage/customer', undefined, 'customers'),
  page('manage/customer/create', 'Create Customer'),
  page('manage/customer/customerDetails/:id', 'Customer Details'),
  page('manage/customer/customerDetails/:id/edit', 'Edit Customer'),
  page('manage/customer/customerDetails/:id/totalclinics', 'Assigned Clinics'),
  page('manage/customer/customerDetails/:id/totalclinics/assignnewclinic', 'Assign New Clinic'),
  page('manage/customer/customerDetails/:id/totaldoctor', 'Assigned Doctors'),
  page('manage/customer/customerDetails/:id/totaldoctor/assignnewdoctor', 'Assign New Doctor'),
  page('manage/customer/clinicDetails/:clinic_id/:id', 'Customer Clinic Details'),
  page('manage/camp', 'Camps', 'camps-list'),
  page('manage/camp/add', 'Add Camp', 'camp-add'),
  page('manage/camp/info', 'Camp Details', 'camp-info'),
  page('manage/camp/assign', 'Assign New Clinics', 'camp-assign'),
  page('manage/doctor'),
  page('manage/doctor/create', 'Create Doctor'),
  page('manage/doctor/views/:doctor_id', 'Doctor Details'),
  page('manage/doctor/views/:doctor_id/edit', 'Edit Doctor'),
  page('manage/doctor/:doctor_id/consultation/:consultation_id', 'Consultation Details'),
  page('manage/doctor/:doctor_id/assignnewclinic', 'Assign New Clinic'),
  page('manage/patients'),
  page('manage/patients/patientDetails', 'Patient Details'),
  page('manage/patients/patientDetails/:patient_id/edit', 'Edit Patient'),
  page('manage/patient/upload-patient/:id', 'Upload Patients'),
  page('manage/clinic', undefined, 'clinics'),
  page('manage/clinic/create', 'Create Clinic'),
  page('manage/clinic/clinicDetails/:clinic_id', 'Clinic Details'),
  page('manage/clinic/clinicDetails/:clinic_id/editClinics', 'Edit Clinic'),
  page('manage/clinic/inventory', 'Clinic Inventory'),
  page('manage/customerclinic', 'Customer Clinics', 'customer-clinics'),
  page('manage/externalIntergation'),
  page('manage/externalIntergation/create', 'Create External Integration'),
  page('manage/externalIntergation/view/:External_id', 'External Integration Details'),
  page('manage/user'),
  page('manage/user/create', 'Create User'),
  page('manage/user/view/:users_id', 'User Details'),
  page('manage/orders'),
  page('manage/order/:orderid', 'Order Details'),
  page('manage/query'),
  page('manage/consumables'),
  page('manage/consumableDetails', 'Consumable Details'),
  page('manage/consumables-orders', 'Consumable Orders'),
  page('manage/consumable/create', 'Create Consumable'),
  page('manage/consumable-order/:id', 'Consumable Order Details'),
  page('manage/kiosk-inventory'),
  // Geography (issue 18): the lists are built; create and view/{id} stay placeholders (no call).
  page('master/countries', undefined, 'master:countries'),
  page('master/countries/create', 'Create Country'),
  page('master/countries/view/:country_id', 'Country Details'),
  page('master/state', 'States', 'master:states'),
  page('master/:country_id/state/view', 'States of a Country', 'master:country-states'),
  page('master/district', 'Districts', 'master:districts'),
  page('master/:state_id/district/view', 'Districts of a State', 'master:state-districts'),
  page('master/location', 'Locations', 'master:locations'),
  page('master/:district_id/location/view', 'Locations of a District', 'master:district-locations'),
  ...master('apk', 'APK Version', 'apk_id'),
  ...master('clinicType', 'Clinic Type', 'clinic_id'),
  page('master/kisokconfigration', 'Kiosk Configurations'),
  page('master/kisokconfigration/create', 'Create Kiosk Configuration'),
  page('master/kisokconfigration/view/:kiosk_id', 'Kiosk Configuration Details'),
  ...master('testType', 'Test Type', 'test_id'),
  page('master/testCategory'),
  page('master/testCategory/create', 'Create Test Category'),
  page('master/testCategory/view', 'Test Category Details'),
  page('master/testCategory/test', 'Category Tests'),
  page('master/testCategory/test/view', 'Category Test Details'),
  ...master('devicemanufacturers', 'Device Manufacturer', 'device_id'),
  ...master('role', 'Role', 'user_id'),
  ...master('videocategory', 'Video Category', 'id', ''),
  ...master('video', 'Video', 'id', ''),
  page('master/questioncategory'),
  page('master/questioncategory/create', 'Create Question Category'),
  page('master/questioncategory/info', 'Question Category Details'),
  page('master/questioncategory/question/create', 'Create Question'),
  page('master/questioncategory/question/info', 'Question Details'),
  page('master/questioncategory/question/option/create', 'Create Question Option'),
  page('master/questioncategory/question/option/info', 'Question Option Details'),
  ...master('consumable-device', 'Consumable Device', 'id'),
  ...master('language', 'Language', 'language_id'),
  page('master/master-data', undefined, 'master:catalogue'),
  page('master/disease', 'Diseases'),
  page('master/disease-category', 'Disease Categories'),
  page('master/disease-symptoms', 'Disease Symptoms'),
  page('master/medicine', 'Medicines'),
  page('config/kioskConfig', 'Kiosk Configuration'),
  page('config/settings'),
  page('config/notification'),
  page('config/notification/create', 'Create Notification'),
  page('config/notification/view/:app_id', 'Notification Details'),
  page('monitor', undefined, 'monitor'),
  page('discussions', 'Discussions'),
  page('doctor', 'Doctor'),
  page('secret-api/list'),
  page('export'),
];

export const DOCTOR_ROUTES: readonly ScreenRoute[] = [
  page('static', 'Dashboard'),
  page('consulataion'),
  page('live', undefined, 'live'),
  page('doctor/patientbooking', 'Patient Booking'),
  page('manage/doctor/views/:doctor_id', 'Letter Head'),
  page('manage/doctor/views/:doctor_id/edit', 'Edit Letter Head'),
  page('manage/doctor/:doctor_id/consultation/:consultation_id', 'Consultation Details'),
  page('manage/patients/patientDetails', 'Patient Details'),
  page('export'),
];

/** Where the index and every unknown path under /dashboard go. */
export const DASHBOARD_HOME = '/dashboard/static';
