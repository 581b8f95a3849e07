/**
 * For the camp screens' component tests (src/features/camps): the pickers, Assign New Clinics and
 * the camp data situations they set up in the demo API (docs/testing.md). Every camp used here is
 * a seed camp, or one added with `addCamps`.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { AssignClinicsScreen } from '@/features/camps';
import { deriveCampName } from '@/lib/camp-name';

import type { DemoDb } from './demo-api';
import { renderScreen } from './harness';

type DemoCamp = DemoDb['camps'][number];

export const CAMPS = '/dashboard/manage/camp';
export const ADD_CAMP = `${CAMPS}/add`;
export const CAMP_INFO = `${CAMPS}/info`;
export const ASSIGN = `${CAMPS}/assign`;

/** The camp calls, as `demo.bodies` and `demo.count` take them. */
export const CAMP_CALLS = {
  list: '/v3/camp-system/filter',
  create: '/v3/camp-system/',
  one: (id: number) => `/v3/camp-system/${id}`,
  assigned: '/v3/camp-system/assigned-clinic-list',
  locationClinics: '/v3/camp-system/clinic-list-camp',
  assign: '/v3/camp-system/assign-clinic-to-camp',
  unassign: (assignId: number) => `/v3/camp-system/unassign-clinic-to-camp/${assignId}`,
  groups: '/v3/camp-system/group-master-list',
  locations: '/v3/location/filter',
} as const;

/**
 * Seed camp 29, 'Camp_Arjun_Anna Nagar_02-06-2026': active, ongoing, nothing assigned, at Anna
 * Nagar (location 29, on the first page of the Location picker), whose four active clinics are
 * Arogya Anna Nagar 1 (13), Swasthya Anna Nagar 2 (176), LifeLine Anna Nagar 3 (188) and Sunrise
 * Health Anna Nagar 4 (238).
 */
export const ANNA_NAGAR_CAMP = 29;

/** The name a camp screen shows for a demo camp (customer, location, start date). */
export const shownName = (db: DemoDb, camp: DemoCamp): string =>
  deriveCampName(
    db.customer(camp.user_id)?.first_name ?? '',
    db.location(camp.location_id)?.name ?? '',
    camp.start_date,
  );

const DAY_MS = 86_400_000;

/**
 * Adds `count` camps of Meera's (customer 2) at Andheri (location 1), unless `fields` says
 * otherwise: active and ongoing, camp k starting on 1 March 2026 + k days for two days, created at
 * noon UTC the day before it starts (so a later one is newer, and lists newest first).
 */
export const addCamps = (db: DemoDb, count: number, fields: Partial<DemoCamp> = {}): DemoCamp[] =>
  Array.from({ length: count }, (_, index) => {
    const start = Date.UTC(2026, 2, 1) + index * DAY_MS;
    const camp: DemoCamp = {
      id: Math.max(0, ...db.camps.map((existing) => existing.id)) + 1,
      name: '',
      start_date: new Date(start).toISOString(),
      end_date: new Date(start + 2 * DAY_MS).toISOString(),
      location_id: 1,
      user_id: 2,
      status: true,
      camp_status: true,
      is_enabled: true,
      created_at: new Date(start - DAY_MS / 2).toISOString(),
      ...fields,
    };
    camp.name = shownName(db, camp);
    db.camps.push(camp);
    return camp;
  });

/** Opens a picker by its label and returns its listbox. */
export const openPicker = async (user: UserEvent, label: string): Promise<HTMLElement> => {
  await user.click(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('listbox', { name: label });
};

/** Opens a picker and clicks one of its options. */
export const pick = async (user: UserEvent, label: string, option: string): Promise<void> => {
  const list = await openPicker(user, label);
  await user.click(await within(list).findByRole('option', { name: option }));
};

/** jsdom has no layout: give the list's scroll box a size and scroll it to the bottom. */
export const scrollToBottom = (listbox: HTMLElement): void => {
  const box = listbox.parentElement;
  if (!box) throw new Error('the listbox has no scroll box');
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 250 });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 400 });
  box.scrollTop = 150;
  fireEvent.scroll(box);
};

/** Opens Assign New Clinics for a camp and waits for the clinics of its own location. */
export const openAssign = async (campId = ANNA_NAGAR_CAMP, firstClinic = 'Arogya Anna Nagar 1') => {
  const harness = renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=${campId}` });
  await screen.findByText(firstClinic);
  return harness;
};

/** The table row of a clinic, by its name. */
export const rowOf = (clinic: string): HTMLElement => {
  const row = screen.getByText(clinic).closest('tr');
  if (!row) throw new Error(`no row for ${clinic}`);
  return row;
};
