import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';

import { ADMIN_ROUTES, DOCTOR_ROUTES, type ScreenRoute } from './route-tables';

/** The first route that matches, as wouter's Switch would pick it. */
const match = (routes: readonly ScreenRoute[], path: string) =>
  routes.find((route) => parse(route.path).pattern.test(path));

/** docs/requirements.md 2.11, one concrete address per route (ids filled in). */
const ADMIN_PATHS = `
  static summary summary/tests telemedicine manage/customer manage/customer/create
  manage/customer/customerDetails/7 manage/customer/customerDetails/7/edit
  manage/customer/customerDetails/7/totalclinics
  manage/customer/customerDetails/7/totalclinics/assignnewclinic
  manage/customer/customerDetails/7/totaldoctor
  manage/customer/customerDetails/7/totaldoctor/assignnewdoctor manage/customer/clinicDetails/4/7
  manage/camp manage/camp/add manage/camp/info manage/camp/assign manage/doctor manage/doctor/create
  manage/doctor/views/3 manage/doctor/views/3/edit manage/doctor/3/consultation/9
  manage/doctor/3/assignnewclinic manage/patients manage/patients/patientDetails
  manage/patients/patientDetails/5/edit manage/patient/upload-patient/5 manage/clinic
  manage/clinic/create manage/clinic/clinicDetails/4 manage/clinic/clinicDetails/4/editClinics
  manage/clinic/inventory manage/customerclinic manage/externalIntergation
  manage/externalIntergation/create manage/externalIntergation/view/2 manage/user manage/user/create
  manage/user/view/2 manage/orders manage/order/11 manage/query manage/consumables
  manage/consumableDetails manage/consumables-orders manage/consumable/create
  manage/consumable-order/6 manage/kiosk-inventory master/countries master/countries/create
  master/countries/view/1 master/state master/state/create master/state/view/4 master/1/state/view
  master/district master/district/create master/district/view/5 master/2/district/view
  master/location master/location/create master/location/view/6 master/3/location/view master/apk master/apk/create master/apk/view/1
  master/clinicType master/clinicType/create master/clinicType/view/1 master/kisokconfigration
  master/kisokconfigration/create master/kisokconfigration/view/1 master/testType
  master/testType/create master/testType/view/1 master/testCategory master/testCategory/create
  master/testCategory/view master/testCategory/test master/testCategory/test/view
  master/devicemanufacturers master/devicemanufacturers/create master/devicemanufacturers/view/1
  master/role master/role/create master/role/view/1 master/videocategory master/videocategory/create
  master/videocategory/1 master/video master/video/create master/video/1 master/questioncategory
  master/questioncategory/create master/questioncategory/info master/questioncategory/question/create
  master/questioncategory/question/info master/questioncategory/question/option/create
  master/questioncategory/question/option/info master/consumable-device
  master/consumable-device/create master/consumable-device/view/1 master/language
  master/language/create master/language/view/1 master/master-data master/disease
  master/disease-category master/disease-symptoms master/medicine config/kioskConfig config/settings
  config/notification config/notification/create config/notification/view/1 monitor discussions doctor
  secret-api/list export
`
  .trim()
  .split(/\s+/)
  .map((path) => `/dashboard/${path}`);

/** docs/requirements.md 2.12. */
const DOCTOR_PATHS = `
  static consulataion live doctor/patientbooking manage/doctor/views/3 manage/doctor/views/3/edit
  manage/doctor/3/consultation/9 manage/patients/patientDetails export
`
  .trim()
  .split(/\s+/)
  .map((path) => `/dashboard/${path}`);

describe('route sets', () => {
  it("gives administrators every route of requirements 2.11 (and the places' create and view pages), each with its own page", () => {
    const unmatched = ADMIN_PATHS.filter((path) => !match(ADMIN_ROUTES, path));
    expect(unmatched).toEqual([]);
    // No address is shadowed by an earlier pattern: each lands on a distinct route.
    const matched = ADMIN_PATHS.map((path) => match(ADMIN_ROUTES, path)?.path);
    expect(new Set(matched).size).toBe(ADMIN_PATHS.length);
    expect(ADMIN_ROUTES).toHaveLength(ADMIN_PATHS.length);
  });

  it('gives doctors exactly the routes of docs/requirements.md 2.12', () => {
    expect(DOCTOR_PATHS.filter((path) => !match(DOCTOR_ROUTES, path))).toEqual([]);
    expect(DOCTOR_ROUTES).toHaveLength(DOCTOR_PATHS.length);
    for (const path of ['/dashboard/summary', '/dashboard/manage/camp', '/dashboard/manage/customer']) {
      expect(match(DOCTOR_ROUTES, path)).toBeUndefined();
    }
  });

  it('titles every page after its menu entry or route, never blank', () => {
    for (const route of [...ADMIN_ROUTES, ...DOCTOR_ROUTES]) expect(route.title.trim()).not.toBe('');
    expect(match(ADMIN_ROUTES, '/dashboard/manage/externalIntergation')?.title).toBe('External Integrations');
    expect(match(ADMIN_ROUTES, '/dashboard/manage/orders')?.title).toBe('Kiosk Orders');
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/doctor/views/3')?.title).toBe('Letter Head');
    expect(match(DOCTOR_ROUTES, '/dashboard/live')?.screen.key).toBe('live');
  });

  it('sends each real screen its route, and everything else to the placeholder', () => {
    const screenOf = (path: string) => match(ADMIN_ROUTES, `/dashboard/${path}`)?.screen.key;
    // One line per route with a screen of its own; every other route is the placeholder.
    const built: Record<string, string> = {
      static: 'HomeScreen',
      monitor: 'MonitorScreen',
      summary: 'SummaryScreen',
      'summary/tests': 'SummaryTestsScreen',
      telemedicine: 'TelemedicineScreen',
      'manage/doctor/3/consultation/12': 'ConsultationDetailsScreen',
      export: 'ExportScreen',
      'manage/camp': 'CampsListScreen',
      'manage/camp/add': 'AddCampScreen',
      'manage/camp/info': 'CampDetailsScreen',
      'manage/camp/assign': 'AssignClinicsScreen',
      'manage/clinic': 'ClinicsScreen',
      'manage/customerclinic': 'CustomerClinicsScreen',
      'manage/customer': 'CustomersScreen',
      'manage/patients': 'PatientsScreen',
      'manage/patients/patientDetails': 'PatientDetailsScreen',
      'manage/patients/patientDetails/7/edit': 'EditPatientScreen',
      'manage/patient/upload-patient/7': 'UploadPatientsScreen',
      'manage/doctor': 'DoctorsScreen',
      'manage/doctor/create': 'CreateDoctorScreen',
      'manage/doctor/views/3': 'DoctorDetailsScreen',
      'manage/doctor/views/3/edit': 'EditDoctorScreen',
      'manage/doctor/3/assignnewclinic': 'AssignClinicScreen',
      'master/countries': 'CountriesListScreen',
      'master/countries/create': 'CountryCreateScreen',
      'master/countries/view/1': 'CountryViewScreen',
      'master/state': 'StatesListScreen',
      'master/state/create': 'StateCreateScreen',
      'master/state/view/4': 'StateViewScreen',
      'master/1/state/view': 'CountryStatesScreen',
      'master/district': 'DistrictsListScreen',
      'master/district/create': 'DistrictCreateScreen',
      'master/district/view/5': 'DistrictViewScreen',
      'master/2/district/view': 'StateDistrictsScreen',
      'master/location': 'LocationsListScreen',
      'master/location/create': 'LocationCreateScreen',
      'master/location/view/6': 'LocationViewScreen',
      'master/3/location/view': 'DistrictLocationsScreen',
      'master/master-data': 'MasterCatalogueScreen',
      'master/clinicType': 'ClinicTypesScreen',
      'master/clinicType/create': 'ClinicTypeCreateScreen',
      'master/clinicType/view/1': 'ClinicTypeViewScreen',
      'master/language': 'LanguagesScreen',
      'master/language/create': 'LanguageCreateScreen',
      'master/language/view/1': 'LanguageViewScreen',
      'master/devicemanufacturers': 'DeviceManufacturersScreen',
      'master/devicemanufacturers/create': 'DeviceManufacturerCreateScreen',
      'master/devicemanufacturers/view/1': 'DeviceManufacturerViewScreen',
      'master/consumable-device': 'ConsumableDevicesScreen',
      'master/consumable-device/create': 'ConsumableDeviceCreateScreen',
      'master/consumable-device/view/1': 'ConsumableDeviceViewScreen',
      'master/role': 'RolesScreen',
      'master/role/create': 'RoleCreateScreen',
      'master/role/view/1': 'RoleViewScreen',
      'master/videocategory': 'VideoCategoriesScreen',
      'master/videocategory/create': 'VideoCategoryCreateScreen',
      'master/videocategory/1': 'VideoCategoryViewScreen',
      'master/video': 'VideosScreen',
      'master/video/create': 'VideoCreateScreen',
      'master/video/1': 'VideoViewScreen',
      'master/questioncategory': 'QuestionCategoriesScreen',
      'master/questioncategory/create': 'QuestionCategoryCreateScreen',
      'master/questioncategory/info': 'QuestionCategoryInfoScreen',
      'master/questioncategory/question/create': 'QuestionCreateScreen',
      'master/questioncategory/question/info': 'QuestionInfoScreen',
      'master/questioncategory/question/option/create': 'QuestionOptionCreateScreen',
      'master/questioncategory/question/option/info': 'QuestionOptionInfoScreen',
      'master/testType': 'TestTypesScreen',
      'master/testType/create': 'TestTypeCreateScreen',
      'master/testType/view/1': 'TestTypeViewScreen',
      'master/testCategory': 'TestCategoriesScreen',
      'master/testCategory/create': 'TestCategoryCreateScreen',
      'master/testCategory/view': 'TestCategoryViewScreen',
      'master/testCategory/test': 'CategoryTestsScreen',
      'master/testCategory/test/view': 'CategoryTestViewScreen',
      'master/disease': 'DiseasesScreen',
      'master/disease-category': 'DiseaseCategoriesScreen',
      'master/disease-symptoms': 'DiseaseSymptomsScreen',
      'master/medicine': 'MedicinesScreen',
      'master/apk': 'ApkVersionsScreen',
      'master/apk/create': 'ApkVersionCreateScreen',
      'master/apk/view/1': 'ApkVersionViewScreen',
      'master/kisokconfigration': 'KioskConfigsScreen',
      'master/kisokconfigration/create': 'KioskConfigCreateScreen',
      'master/kisokconfigration/view/1': 'KioskConfigViewScreen',
    };
    for (const [path, screen] of Object.entries(built)) expect(screenOf(path), path).toBe(screen);
    const builtRoutes = new Set(Object.keys(built).map((path) => match(ADMIN_ROUTES, `/dashboard/${path}`)));
    const others = ADMIN_ROUTES.filter((route) => !builtRoutes.has(route));
    expect(new Set(others.map((route) => route.screen.key))).toEqual(new Set(['PlaceholderScreen']));
  });

  it('gives doctors their home, queue and bookings (docs/telemedicine.md)', () => {
    expect(match(DOCTOR_ROUTES, '/dashboard/static')?.screen.key).toBe('DoctorHomeScreen');
    expect(match(DOCTOR_ROUTES, '/dashboard/consulataion')?.screen.key).toBe('ConsultationQueueScreen');
    expect(match(DOCTOR_ROUTES, '/dashboard/doctor/patientbooking')?.screen.key).toBe('PatientBookingScreen');
    expect(match(ADMIN_ROUTES, '/dashboard/static')?.screen.key).toBe('HomeScreen');
  });

  it('gives doctors Patient Details, without the list or the edit', () => {
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/patients/patientDetails')?.screen.key).toBe(
      'PatientDetailsScreen',
    );
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/patients')).toBeUndefined();
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/patients/patientDetails/7/edit')).toBeUndefined();
  });

  it('gives doctors Consultation Details, the screen administrators have', () => {
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/doctor/3/consultation/12')?.screen.key).toBe(
      'ConsultationDetailsScreen',
    );
  });
});

describe("doctors' letter head", () => {
  it('gives doctors their Letter Head and its edit on the Doctor Details routes, and no Doctors list', () => {
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/doctor/views/3')?.screen.key).toBe('LetterHeadScreen');
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/doctor/views/3/edit')?.screen.key).toBe(
      'EditLetterHeadScreen',
    );
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/doctor')).toBeUndefined();
    expect(match(DOCTOR_ROUTES, '/dashboard/manage/doctor/3/assignnewclinic')).toBeUndefined();
  });
});
