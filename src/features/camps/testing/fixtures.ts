import type { Camp, CampClinicAssignment, Clinic, Customer, Group, Named } from '@/generated/model';

/** Named, deterministic fixtures for the camp screen tests. */
export const andheri: Named = { id: 5, name: 'Andheri' };
export const bandra: Named = { id: 6, name: 'Bandra' };

/** `count` locations starting at `firstId`: Location 1, Location 2 ... */
export const locationRange = (firstId: number, count: number): Named[] =>
  Array.from({ length: count }, (_, index) => ({ id: firstId + index, name: `Location ${firstId + index}` }));

export const meera: Customer = { id: 2, first_name: 'Meera', last_name: 'Iyer' };
export const ravi: Customer = { id: 7, first_name: 'Ravi', last_name: 'Kumar' };

export const campOne: Camp = {
  id: 11,
  name: 'Camp_Meera_Andheri_01-03-2026',
  start_date: '2026-03-01',
  end_date: '2026-03-05',
  location_id: andheri.id,
  user_id: meera.id,
  status: true,
  camp_status: true,
  created_at: '2026-02-20T18:45:00Z',
  customer: { id: meera.id, first_name: 'Meera', last_name: 'Iyer' },
  location: andheri,
};

export const campTwo: Camp = {
  ...campOne,
  id: 12,
  name: 'Camp_Ravi_Bandra_10-04-2026',
  start_date: '2026-04-10T00:00:00Z',
  end_date: '2026-04-12T00:00:00Z',
  location_id: bandra.id,
  user_id: ravi.id,
  camp_status: false,
  created_at: '2026-03-31T23:59:59Z',
  customer: { id: ravi.id, first_name: 'Ravi' },
  location: bandra,
};

export const groups: Group[] = [
  { id: 1, name: 'Group A', code: 'GA' },
  { id: 2, name: 'Group B', code: 'GB' },
];

export const clinicsOfAndheri: Clinic[] = [
  { id: 101, name: 'Andheri East Clinic', location_id: andheri.id },
  { id: 102, name: 'Andheri West Clinic', location_id: andheri.id },
  { id: 230, name: 'Versova Kiosk', location_id: andheri.id },
];

export const assignment = (
  index: number,
  overrides: Partial<CampClinicAssignment> = {},
): CampClinicAssignment => ({
  assign_id: 500 + index,
  clinic_id: 100 + index,
  clinic_name: `Clinic ${index}`,
  group_name: index % 2 === 0 ? 'Group B' : 'Group A',
  group_code: index % 2 === 0 ? 'GB' : 'GA',
  camp_id: campOne.id,
  group_id: index % 2 === 0 ? 2 : 1,
  ...overrides,
});
