import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';

import { RESOURCE_ROUTES } from '../resources';
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
  manage/consumable-order/6 manage/kiosk-inventory manage/kiosk-inventory/view/1 master/countries
  manage/consumables/running-low manage/consumables/stock manage/consumables/stock/ledger
  manage/orders/create manage/consumables-orders/create
  manage/query/create manage/query/1 manage/canned-replies manage/canned-replies/create
  manage/canned-replies/view/1 discussions/12
  master/countries/create
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
  master/disease-category master/disease-symptoms master/medicine config/kioskConfig
  config/kioskConfig/create config/kioskConfig/rollout/1 config/settings
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

  it('sends each declared screen its route, and every other route of the requirements to the placeholder', () => {
    for (const [set, routes] of [
      ['staff', ADMIN_ROUTES],
      ['doctor', DOCTOR_ROUTES],
    ] as const) {
      const declared = RESOURCE_ROUTES.filter((route) => route.sets.includes(set));
      for (const route of declared) {
        // An address of the route (ids filled in) opens the declared screen: nothing shadows it.
        const address = `/dashboard/${route.path.replace(/:\w+/g, '7')}`;
        expect(match(routes, address)?.screen, address).toBe(route.screen);
      }
      const built = new Set(declared.map((route) => `/dashboard/${route.path}`));
      const others = routes.filter((route) => !built.has(route.path) && route.screen.key !== 'live');
      expect(others.filter((route) => route.screen.key !== 'PlaceholderScreen')).toEqual([]);
    }
    // Issue 37 built the last routes of requirements 2.11: none shows the placeholder.
    expect(
      ADMIN_ROUTES.filter((route) => route.screen.key === 'PlaceholderScreen').map((route) => route.path),
    ).toEqual([]);
  });

  it('builds every route of issue 34 (customers, clinics, the kiosk fleet, kiosk configuration)', () => {
    const placeholders = new Set(
      ADMIN_ROUTES.filter((route) => route.screen.key === 'PlaceholderScreen').map((route) => route.path),
    );
    const issue34 = [
      'manage/customer/create',
      'manage/customer/customerDetails/:id',
      'manage/customer/customerDetails/:id/edit',
      'manage/customer/customerDetails/:id/totalclinics',
      'manage/customer/customerDetails/:id/totalclinics/assignnewclinic',
      'manage/customer/customerDetails/:id/totaldoctor',
      'manage/customer/customerDetails/:id/totaldoctor/assignnewdoctor',
      'manage/customer/clinicDetails/:clinic_id/:id',
      'manage/clinic/create',
      'manage/clinic/clinicDetails/:clinic_id',
      'manage/clinic/clinicDetails/:clinic_id/editClinics',
      'manage/clinic/inventory',
      'manage/kiosk-inventory',
      'config/kioskConfig',
    ];
    const routes = new Set(ADMIN_ROUTES.map((route) => route.path));
    expect(issue34.filter((path) => !routes.has(`/dashboard/${path}`))).toEqual([]);
    expect(issue34.filter((path) => placeholders.has(`/dashboard/${path}`))).toEqual([]);
  });

  it('finds every declared screen in its chunk', async () => {
    const screens = new Set(RESOURCE_ROUTES.map((route) => route.screen));
    // A name its chunk lacks would fail only when the route is opened; here it fails the test.
    await Promise.all([...screens].map((screen) => screen.Component.preload()));
  }, 60_000);

  it('keeps the screens the suite names (a rename is a change to the tour and the tests)', () => {
    const screenOf = (path: string) => match(ADMIN_ROUTES, `/dashboard/${path}`)?.screen.key;
    expect(screenOf('manage/camp/info')).toBe('CampDetailsScreen');
    expect(screenOf('master/clinicType/view/1')).toBe('ClinicTypeViewScreen');
    expect(screenOf('master/videocategory/create')).toBe('VideoCategoryCreateScreen');
    expect(screenOf('master/videocategory/1')).toBe('VideoCategoryViewScreen');
    expect(screenOf('master/disease')).toBe('DiseasesScreen');
    expect(screenOf('master/apk')).toBe('ApkVersionsScreen');
    expect(screenOf('manage/user')).toBe('UsersListScreen');
  });

  it("gates the administrators' routes at the route, for every screen of an administrators' resource", () => {
    const gated = ADMIN_ROUTES.filter((route) => route.administrators).map((route) => route.path);
    expect(gated).toContain('/dashboard/manage/customer');
    expect(gated).toContain('/dashboard/monitor');
    expect(gated).toContain('/dashboard/master/video/:id');
    expect(gated).not.toContain('/dashboard/manage/camp');
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
