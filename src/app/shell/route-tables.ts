import { flattenMenu, MENU } from '@/features/shell';

import {
  campScreens,
  clinicScreens,
  consultationScreens,
  customerScreens,
  doctorScreens,
  exportScreens,
  HOME,
  masterScreens,
  monitorScreens,
  patientScreens,
  patientUploadScreens,
  PLACEHOLDER,
  type Screen,
  summaryScreens,
  telemedicineScreens,
} from '../screens';
import { LIVE } from './live-screen';

/**
 * The two route sets of requirements 2.11 (administrators and every other non-doctor type) and
 * 2.12 (doctors). Every route renders a screen inside the layout; a new screen is one entry here
 * (docs/adding-a-screen.md). Screens whose content the requirements do not show render the
 * placeholder, titled after their menu entry or, off the menu, a title chosen here (docs/shell.md).
 * Order matters: the first match wins, so literal segments come before parameters.
 */
export interface ScreenRoute {
  path: string;
  title: string;
  screen: Screen;
}

const menuTitles = new Map(flattenMenu(MENU).map((entry) => [entry.path, entry.title]));

/** A route; without a title it takes its menu entry's, without a screen it is the placeholder. */
const page = (path: string, title?: string, screen: Screen = PLACEHOLDER): ScreenRoute => {
  const full = `/dashboard/${path}`;
  const resolved = title ?? menuTitles.get(full);
  if (resolved === undefined) throw new Error(`route ${full} has no title and no menu entry`);
  return { path: full, title: resolved, screen };
};

export const ADMIN_ROUTES: readonly ScreenRoute[] = [
  page('static', undefined, HOME),
  page('summary', undefined, summaryScreens('SummaryScreen')),
  page('summary/tests', 'Summary Tests', summaryScreens('SummaryTestsScreen')),
  page('telemedicine', undefined, telemedicineScreens('TelemedicineScreen')),
  page('manage/customer', undefined, customerScreens('CustomersScreen')),
  page('manage/customer/create', 'Create Customer'),
  page('manage/customer/customerDetails/:id', 'Customer Details'),
  page('manage/customer/customerDetails/:id/edit', 'Edit Customer'),
  page('manage/customer/customerDetails/:id/totalclinics', 'Assigned Clinics'),
  page('manage/customer/customerDetails/:id/totalclinics/assignnewclinic', 'Assign New Clinic'),
  page('manage/customer/customerDetails/:id/totaldoctor', 'Assigned Doctors'),
  page('manage/customer/customerDetails/:id/totaldoctor/assignnewdoctor', 'Assign New Doctor'),
  page('manage/customer/clinicDetails/:clinic_id/:id', 'Customer Clinic Details'),
  page('manage/camp', 'Camps', campScreens('CampsListScreen')),
  page('manage/camp/add', 'Add Camp', campScreens('AddCampScreen')),
  page('manage/camp/info', 'Camp Details', campScreens('CampDetailsScreen')),
  page('manage/camp/assign', 'Assign New Clinics', campScreens('AssignClinicsScreen')),
  page('manage/doctor', undefined, doctorScreens('DoctorsScreen')),
  page('manage/doctor/create', 'Create Doctor', doctorScreens('CreateDoctorScreen')),
  page('manage/doctor/views/:doctor_id', 'Doctor Details', doctorScreens('DoctorDetailsScreen')),
  page('manage/doctor/views/:doctor_id/edit', 'Edit Doctor', doctorScreens('EditDoctorScreen')),
  page(
    'manage/doctor/:doctor_id/consultation/:consultation_id',
    'Consultation Details',
    telemedicineScreens('ConsultationDetailsScreen'),
  ),
  page('manage/doctor/:doctor_id/assignnewclinic', 'Assign New Clinic', doctorScreens('AssignClinicScreen')),
  page('manage/patients', undefined, patientScreens('PatientsScreen')),
  page('manage/patients/patientDetails', 'Patient Details', patientScreens('PatientDetailsScreen')),
  page(
    'manage/patients/patientDetails/:patient_id/edit',
    'Edit Patient',
    patientScreens('EditPatientScreen'),
  ),
  page('manage/patient/upload-patient/:id', 'Upload Patients', patientUploadScreens('UploadPatientsScreen')),
  page('manage/clinic', undefined, clinicScreens('ClinicsScreen')),
  page('manage/clinic/create', 'Create Clinic'),
  page('manage/clinic/clinicDetails/:clinic_id', 'Clinic Details'),
  page('manage/clinic/clinicDetails/:clinic_id/editClinics', 'Edit Clinic'),
  page('manage/clinic/inventory', 'Clinic Inventory'),
  page('manage/customerclinic', 'Customer Clinics', clinicScreens('CustomerClinicsScreen')),
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
  // Geography: the lists (issue 18) and, through proposed calls, create and view (issue 23). The
  // requirements list create and view routes for countries only; the other levels follow their pattern.
  page('master/countries', undefined, masterScreens('CountriesListScreen')),
  page('master/countries/create', 'Create Country', masterScreens('CountryCreateScreen')),
  page('master/countries/view/:country_id', 'Country Details', masterScreens('CountryViewScreen')),
  page('master/state', 'States', masterScreens('StatesListScreen')),
  page('master/state/create', 'Create State', masterScreens('StateCreateScreen')),
  page('master/state/view/:state_id', 'State Details', masterScreens('StateViewScreen')),
  page('master/:country_id/state/view', 'States of a Country', masterScreens('CountryStatesScreen')),
  page('master/district', 'Districts', masterScreens('DistrictsListScreen')),
  page('master/district/create', 'Create District', masterScreens('DistrictCreateScreen')),
  page('master/district/view/:district_id', 'District Details', masterScreens('DistrictViewScreen')),
  page('master/:state_id/district/view', 'Districts of a State', masterScreens('StateDistrictsScreen')),
  page('master/location', 'Locations', masterScreens('LocationsListScreen')),
  page('master/location/create', 'Create Location', masterScreens('LocationCreateScreen')),
  page('master/location/view/:location_id', 'Location Details', masterScreens('LocationViewScreen')),
  page(
    'master/:district_id/location/view',
    'Locations of a District',
    masterScreens('DistrictLocationsScreen'),
  ),
  page('master/apk', undefined, masterScreens('ApkVersionsScreen')),
  page('master/apk/create', 'Create APK Version', masterScreens('ApkVersionCreateScreen')),
  page('master/apk/view/:apk_id', 'APK Version Details', masterScreens('ApkVersionViewScreen')),
  page('master/clinicType', undefined, masterScreens('ClinicTypesScreen')),
  page('master/clinicType/create', 'Create Clinic Type', masterScreens('ClinicTypeCreateScreen')),
  page('master/clinicType/view/:clinic_id', 'Clinic Type Details', masterScreens('ClinicTypeViewScreen')),
  page('master/kisokconfigration', 'Kiosk Configurations', masterScreens('KioskConfigsScreen')),
  page(
    'master/kisokconfigration/create',
    'Create Kiosk Configuration',
    masterScreens('KioskConfigCreateScreen'),
  ),
  page(
    'master/kisokconfigration/view/:kiosk_id',
    'Kiosk Configuration Details',
    masterScreens('KioskConfigViewScreen'),
  ),
  page('master/testType', undefined, masterScreens('TestTypesScreen')),
  page('master/testType/create', 'Create Test Type', masterScreens('TestTypeCreateScreen')),
  page('master/testType/view/:test_id', 'Test Type Details', masterScreens('TestTypeViewScreen')),
  page('master/testCategory', undefined, masterScreens('TestCategoriesScreen')),
  page('master/testCategory/create', 'Create Test Category', masterScreens('TestCategoryCreateScreen')),
  page('master/testCategory/view', 'Test Category Details', masterScreens('TestCategoryViewScreen')),
  page('master/testCategory/test', 'Category Tests', masterScreens('CategoryTestsScreen')),
  page('master/testCategory/test/view', 'Category Test Details', masterScreens('CategoryTestViewScreen')),
  page('master/devicemanufacturers', undefined, masterScreens('DeviceManufacturersScreen')),
  page(
    'master/devicemanufacturers/create',
    'Create Device Manufacturer',
    masterScreens('DeviceManufacturerCreateScreen'),
  ),
  page(
    'master/devicemanufacturers/view/:device_id',
    'Device Manufacturer Details',
    masterScreens('DeviceManufacturerViewScreen'),
  ),
  page('master/role', undefined, masterScreens('RolesScreen')),
  page('master/role/create', 'Create Role', masterScreens('RoleCreateScreen')),
  page('master/role/view/:user_id', 'Role Details', masterScreens('RoleViewScreen')),
  page('master/videocategory', undefined, masterScreens('VideoCategoriesScreen')),
  page('master/videocategory/create', 'Create Video Category', masterScreens('VideoCategoryCreateScreen')),
  page('master/videocategory/:id', 'Video Category Details', masterScreens('VideoCategoryViewScreen')),
  page('master/video', undefined, masterScreens('VideosScreen')),
  page('master/video/create', 'Create Video', masterScreens('VideoCreateScreen')),
  page('master/video/:id', 'Video Details', masterScreens('VideoViewScreen')),
  page('master/questioncategory', undefined, masterScreens('QuestionCategoriesScreen')),
  page(
    'master/questioncategory/create',
    'Create Question Category',
    masterScreens('QuestionCategoryCreateScreen'),
  ),
  page(
    'master/questioncategory/info',
    'Question Category Details',
    masterScreens('QuestionCategoryInfoScreen'),
  ),
  page('master/questioncategory/question/create', 'Create Question', masterScreens('QuestionCreateScreen')),
  page('master/questioncategory/question/info', 'Question Details', masterScreens('QuestionInfoScreen')),
  page(
    'master/questioncategory/question/option/create',
    'Create Question Option',
    masterScreens('QuestionOptionCreateScreen'),
  ),
  page(
    'master/questioncategory/question/option/info',
    'Question Option Details',
    masterScreens('QuestionOptionInfoScreen'),
  ),
  page('master/consumable-device', undefined, masterScreens('ConsumableDevicesScreen')),
  page(
    'master/consumable-device/create',
    'Create Consumable Device',
    masterScreens('ConsumableDeviceCreateScreen'),
  ),
  page(
    'master/consumable-device/view/:id',
    'Consumable Device Details',
    masterScreens('ConsumableDeviceViewScreen'),
  ),
  page('master/language', undefined, masterScreens('LanguagesScreen')),
  page('master/language/create', 'Create Language', masterScreens('LanguageCreateScreen')),
  page('master/language/view/:language_id', 'Language Details', masterScreens('LanguageViewScreen')),
  page('master/master-data', undefined, masterScreens('MasterCatalogueScreen')),
  page('master/disease', 'Diseases', masterScreens('DiseasesScreen')),
  page('master/disease-category', 'Disease Categories', masterScreens('DiseaseCategoriesScreen')),
  page('master/disease-symptoms', 'Disease Symptoms', masterScreens('DiseaseSymptomsScreen')),
  page('master/medicine', 'Medicines', masterScreens('MedicinesScreen')),
  page('config/kioskConfig', 'Kiosk Configuration'),
  page('config/settings'),
  page('config/notification'),
  page('config/notification/create', 'Create Notification'),
  page('config/notification/view/:app_id', 'Notification Details'),
  page('monitor', undefined, monitorScreens('MonitorScreen')),
  page('discussions', 'Discussions'),
  page('doctor', 'Doctor'),
  page('secret-api/list'),
  page('export', undefined, exportScreens('ExportScreen')),
];

export const DOCTOR_ROUTES: readonly ScreenRoute[] = [
  page('static', 'Dashboard', consultationScreens('DoctorHomeScreen')),
  page('consulataion', undefined, consultationScreens('ConsultationQueueScreen')),
  page('live', undefined, LIVE),
  page('doctor/patientbooking', 'Patient Booking', consultationScreens('PatientBookingScreen')),
  page('manage/doctor/views/:doctor_id', 'Letter Head', doctorScreens('LetterHeadScreen')),
  page('manage/doctor/views/:doctor_id/edit', 'Edit Letter Head', doctorScreens('EditLetterHeadScreen')),
  page(
    'manage/doctor/:doctor_id/consultation/:consultation_id',
    'Consultation Details',
    telemedicineScreens('ConsultationDetailsScreen'),
  ),
  page('manage/patients/patientDetails', 'Patient Details', patientScreens('PatientDetailsScreen')),
  page('export', undefined, exportScreens('ExportScreen')),
];

/** Where the index and every unknown path under /dashboard go. */
export const DASHBOARD_HOME = '/dashboard/static';
