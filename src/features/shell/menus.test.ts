import { describe, expect, it } from 'vitest';

import { roleOf } from '@/atoms/session';
import type { User } from '@/generated/model';

import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';
import { filterAvailable, FILTER_ROUTES } from './filter-routes';
import { isActive, isSelected, type MenuEntry, menuForUser, normalisePath, withBadges } from './menu-model';
import { MENU } from './menus';

/** The menu as [title, path] pairs, groups with their children: what the sidebar shows. */
type Shape = [string, string] | [string, Shape[]];
const shape = (entries: readonly MenuEntry[]): Shape[] =>
  entries.map((entry) =>
    entry.children ? [entry.title, shape(entry.children)] : [entry.title, entry.path ?? ''],
  );

const menuOf = (user: User) => shape(menuForUser(MENU, user, roleOf(user)));

const ADMIN_MENU: Shape[] = [
  ['Dashboard', '/dashboard/static'],
  ['Summary', '/dashboard/summary'],
  ['Telemedicine', '/dashboard/telemedicine'],
  [
    'Manage',
    [
      ['Customers', '/dashboard/manage/customer'],
      ['Camps', '/dashboard/manage/camp'],
      ['Doctors', '/dashboard/manage/doctor'],
      ['Patients', '/dashboard/manage/patients'],
      ['Clinics', '/dashboard/manage/clinic'],
      ['External Integrations', '/dashboard/manage/externalIntergation'],
      ['Users', '/dashboard/manage/user'],
    ],
  ],
  [
    'Master',
    [
      ['APK Versions', '/dashboard/master/apk'],
      ['Countries', '/dashboard/master/countries'],
      ['Clinic Types', '/dashboard/master/clinicType'],
      ['Test Types', '/dashboard/master/testType'],
      ['Test Categories', '/dashboard/master/testCategory'],
      ['Device Manufacturers', '/dashboard/master/devicemanufacturers'],
      ['Languages', '/dashboard/master/language'],
      ['Consumable Devices', '/dashboard/master/consumable-device'],
      ['Question Categories', '/dashboard/master/questioncategory'],
      ['Roles', '/dashboard/master/role'],
      ['Video Categories', '/dashboard/master/videocategory'],
      ['Videos', '/dashboard/master/video'],
      ['Master Data', '/dashboard/master/master-data'],
    ],
  ],
  [
    'Orders',
    [
      ['Kiosk Orders', '/dashboard/manage/orders'],
      ['Consumables', '/dashboard/manage/consumables'],
    ],
  ],
  ['Support', [['Support Queries', '/dashboard/manage/query']]],
  ['Inventory', [['Kiosk Inventory', '/dashboard/manage/kiosk-inventory']]],
  [
    'Configuration',
    [
      ['Settings', '/dashboard/config/settings'],
      ['Notifications', '/dashboard/config/notification'],
    ],
  ],
  ['Export', '/dashboard/export'],
  ['Monitor', '/dashboard/monitor'],
  ['API Secret Key', '/dashboard/secret-api/list'],
];

const CUSTOMER_MENU_WITHOUT_KEY: Shape[] = [
  ['Dashboard', '/dashboard/static'],
  ['Summary', '/dashboard/summary'],
  ['Telemedicine', '/dashboard/telemedicine'],
  [
    'Manage',
    [
      ['Doctors', '/dashboard/manage/doctor'],
      ['Patients', '/dashboard/manage/patients'],
      ['Customer Clinics', '/dashboard/manage/customerclinic'],
    ],
  ],
  [
    'Orders',
    [
      ['Kiosk Orders', '/dashboard/manage/orders'],
      ['Consumables', '/dashboard/manage/consumables'],
    ],
  ],
  ['Support', [['Support Queries', '/dashboard/manage/query']]],
  ['Inventory', [['Kiosk Inventory', '/dashboard/manage/kiosk-inventory']]],
  ['Export', '/dashboard/export'],
];

describe('the three menus (docs/requirements.md 2.5)', () => {
  it('gives administrators every group and entry of the administrator table, in order', () => {
    expect(menuOf(adminUser)).toEqual(ADMIN_MENU);
  });

  it('gives customers their menu, with API Secret Key only when is_expose_api is true', () => {
    expect(menuOf({ ...customerUser, is_expose_api: false })).toEqual(CUSTOMER_MENU_WITHOUT_KEY);
    expect(menuOf({ ...customerUser, is_expose_api: true })).toEqual([
      ...CUSTOMER_MENU_WITHOUT_KEY,
      ['API Secret Key', '/dashboard/secret-api/list'],
    ]);
  });

  it('gives any other non-doctor type the customer menu', () => {
    expect(menuOf({ ...customerUser, user_type: 'Clinic Operator', is_expose_api: false })).toEqual(
      CUSTOMER_MENU_WITHOUT_KEY,
    );
  });

  it("gives doctors their five entries, Letter Head with the doctor's own id", () => {
    expect(menuOf(doctorUser)).toEqual([
      ['Dashboard', '/dashboard/static'],
      ['Consultation', '/dashboard/consulataion'],
      ['Live Consultation', '/dashboard/live'],
      ['Letter Head', `/dashboard/manage/doctor/views/${doctorUser.id}`],
      ['Export', '/dashboard/export'],
    ]);
  });

  it('types every entry as direct, menu or link, with an icon on each top-level entry', () => {
    const top = menuForUser(MENU, adminUser, 'Administrator');
    expect(new Set(top.map((entry) => entry.type))).toEqual(new Set(['direct', 'menu']));
    expect(top.every((entry) => entry.icon?.startsWith('pi pi-'))).toBe(true);
    expect(top.flatMap((entry) => entry.children ?? []).every((entry) => entry.type === 'link')).toBe(true);
  });
});

describe('badges (docs/requirements.md 2.5.1)', () => {
  const adminMenu = menuForUser(MENU, adminUser, 'Administrator');
  const support = (entries: readonly MenuEntry[]) => entries.find((entry) => entry.title === 'Support');

  it('puts a count on the page it belongs to and the sum on its group', () => {
    const badged = withBadges(adminMenu, { '/dashboard/manage/query': 3 });
    expect(support(badged)?.badge).toBe(3);
    expect(support(badged)?.children?.find((entry) => entry.title === 'Support Queries')?.badge).toBe(3);
  });

  it('leaves entries without a count as they were: no badge for 0, the same objects', () => {
    const badged = withBadges(adminMenu, { '/dashboard/manage/query': 0 });
    expect(badged.every((entry, index) => entry === adminMenu[index])).toBe(true);
    expect(support(badged)?.badge).toBeUndefined();
  });
});

describe('matching the current path', () => {
  const camps: MenuEntry = {
    type: 'link',
    title: 'Camps',
    path: '/dashboard/manage/camp',
    user_type: ['Administrator'],
  };
  const manage: MenuEntry = {
    type: 'menu',
    title: 'Manage',
    user_type: ['Administrator'],
    children: [camps],
  };

  it('ignores a trailing slash', () => {
    expect(normalisePath('/dashboard/static/')).toBe('/dashboard/static');
    expect(normalisePath('/dashboard/static?x=1')).toBe('/dashboard/static');
    expect(normalisePath('/')).toBe('/');
    expect(isSelected(camps, '/dashboard/manage/camp/')).toBe(true);
  });

  it('selects the exact page and keeps the entry active on the pages below it', () => {
    expect(isSelected(camps, '/dashboard/manage/camp/add')).toBe(false);
    expect(isActive(camps, '/dashboard/manage/camp/add')).toBe(true);
    expect(isActive(manage, '/dashboard/manage/camp/info')).toBe(true);
    expect(isActive(camps, '/dashboard/manage/campaigns')).toBe(false);
    expect(isActive(manage, '/dashboard/static')).toBe(false);
  });
});

describe('the filter toggle routes (docs/requirements.md 2.4)', () => {
  it('offers the filter on exactly the five routes, trailing slash ignored', () => {
    expect(FILTER_ROUTES).toHaveLength(5);
    for (const route of FILTER_ROUTES) {
      expect(filterAvailable(route, 'Administrator')).toBe(true);
      expect(filterAvailable(`${route}/`, 'Customer')).toBe(true);
    }
    expect(filterAvailable('/dashboard/manage/camp', 'Administrator')).toBe(false);
    expect(filterAvailable('/dashboard/summary/tests', 'Administrator')).toBe(false);
  });

  it('never offers it to doctors or to nobody', () => {
    for (const route of FILTER_ROUTES) {
      expect(filterAvailable(route, 'Doctor')).toBe(false);
      expect(filterAvailable(route, null)).toBe(false);
    }
  });
});
