import type { UserRole } from '@/atoms/session';

import type { MenuEntry } from './menu-model';

/**
 * The sidebar menus of docs/requirements.md 2.5, as one list whose entries name the user types that see them.
 * Filtered by type it gives exactly the administrator, customer and doctor tables, in their order.
 * Titles the spec does not give are chosen here and listed in docs/shell.md.
 */
const ALL: readonly UserRole[] = ['Administrator', 'Customer', 'Doctor'];
const STAFF: readonly UserRole[] = ['Administrator', 'Customer'];
const ADMIN: readonly UserRole[] = ['Administrator'];
const CUSTOMER: readonly UserRole[] = ['Customer'];
const DOCTOR: readonly UserRole[] = ['Doctor'];

const link = (path: string, title: string, user_type: readonly UserRole[], icon?: string): MenuEntry => ({
  type: 'link',
  title,
  path: `/dashboard${path}`,
  user_type,
  ...(icon ? { icon } : {}),
});

const direct = (path: string, title: string, icon: string, user_type: readonly UserRole[]): MenuEntry => ({
  type: 'direct',
  title,
  path: `/dashboard${path}`,
  icon,
  user_type,
});

const group = (title: string, icon: string, children: readonly MenuEntry[]): MenuEntry => ({
  type: 'menu',
  title,
  icon,
  // A group is shown to whoever sees at least one of its entries.
  user_type: ALL,
  children,
});

export const MENU: readonly MenuEntry[] = [
  direct('/static', 'Dashboard', 'pi pi-home', ALL),
  direct('/summary', 'Summary', 'pi pi-chart-bar', STAFF),
  direct('/telemedicine', 'Telemedicine', 'pi pi-video', STAFF),
  direct('/consulataion', 'Consultation', 'pi pi-comments', DOCTOR),
  direct('/live', 'Live Consultation', 'pi pi-wifi', DOCTOR),
  direct('/manage/doctor/views/:doctorId', 'Letter Head', 'pi pi-file-edit', DOCTOR),
  group('Manage', 'pi pi-briefcase', [
    link('/manage/customer', 'Customers', ADMIN),
    link('/manage/camp', 'Camps', ADMIN),
    link('/manage/doctor', 'Doctors', STAFF),
    link('/manage/patients', 'Patients', STAFF),
    link('/manage/customerclinic', 'Customer Clinics', CUSTOMER),
    link('/manage/clinic', 'Clinics', ADMIN),
    link('/manage/externalIntergation', 'External Integrations', ADMIN),
    link('/manage/user', 'Users', ADMIN),
  ]),
  group('Master', 'pi pi-database', [
    link('/master/apk', 'APK Versions', ADMIN),
    link('/master/countries', 'Countries', ADMIN),
    link('/master/clinicType', 'Clinic Types', ADMIN),
    link('/master/testType', 'Test Types', ADMIN),
    link('/master/testCategory', 'Test Categories', ADMIN),
    link('/master/devicemanufacturers', 'Device Manufacturers', ADMIN),
    link('/master/language', 'Languages', ADMIN),
    link('/master/consumable-device', 'Consumable Devices', ADMIN),
    link('/master/questioncategory', 'Question Categories', ADMIN),
    link('/master/role', 'Roles', ADMIN),
    link('/master/videocategory', 'Video Categories', ADMIN),
    link('/master/video', 'Videos', ADMIN),
    link('/master/master-data', 'Master Data', ADMIN),
  ]),
  group('Orders', 'pi pi-shopping-cart', [
    link('/manage/orders', 'Kiosk Orders', STAFF),
    link('/manage/consumables', 'Consumables', STAFF),
  ]),
  group('Support', 'pi pi-question-circle', [link('/manage/query', 'Support Queries', STAFF)]),
  group('Inventory', 'pi pi-box', [link('/manage/kiosk-inventory', 'Kiosk Inventory', STAFF)]),
  group('Configuration', 'pi pi-cog', [
    link('/config/settings', 'Settings', ADMIN),
    link('/config/notification', 'Notifications', ADMIN),
  ]),
  direct('/export', 'Export', 'pi pi-download', ALL),
  direct('/monitor', 'Monitor', 'pi pi-desktop', ADMIN),
  direct('/secret-api/list', 'API Secret Key', 'pi pi-key', ADMIN),
  // Customers see the same entry only with is_expose_api (docs/requirements.md 2.5).
  { ...direct('/secret-api/list', 'API Secret Key', 'pi pi-key', CUSTOMER), requiresExposeApi: true },
];
