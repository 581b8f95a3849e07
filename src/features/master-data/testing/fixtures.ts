import type { Named } from '@/generated/model';

/** A small, fixed geography for the master-data tests: enough to page (13 countries, 12 states). */
export interface FixturePlace extends Named {
  /** The parent's id; 0 for a country. */
  parent: number;
}

const place = (id: number, name: string, parent = 0): FixturePlace => ({ id, name, parent });

export const INDIA = place(1, 'India');
export const NEPAL = place(2, 'Nepal');
export const MAHARASHTRA = place(4, 'Maharashtra', INDIA.id);
export const BAGMATI = place(30, 'Bagmati', NEPAL.id);
export const PUNE = place(7, 'Pune', MAHARASHTRA.id);
export const THANE = place(8, 'Thane', MAHARASHTRA.id);
export const KATHMANDU = place(40, 'Kathmandu', BAGMATI.id);

const OTHER_COUNTRIES = [
  'Bangladesh',
  'Bhutan',
  'Ghana',
  'Indonesia',
  'Kenya',
  'Maldives',
  'Nigeria',
  'Philippines',
  'Sri Lanka',
  'Vietnam',
  'Zambia',
].map((name, index) => place(101 + index, name));

const OTHER_INDIAN_STATES = [
  'Bihar',
  'Gujarat',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Punjab',
  'Rajasthan',
  'Tamil Nadu',
  'Telangana',
  'Uttar Pradesh',
  'West Bengal',
].map((name, index) => place(11 + index, name, INDIA.id));

export const FIXTURE_GEOGRAPHY = {
  /** 13 countries: two pages of 10. */
  countries: [INDIA, NEPAL, ...OTHER_COUNTRIES],
  /** India has 12 states (two pages); Nepal one. */
  states: [MAHARASHTRA, ...OTHER_INDIAN_STATES, BAGMATI],
  districts: [PUNE, THANE, KATHMANDU],
  locations: [
    place(21, 'Kothrud', PUNE.id),
    place(22, 'Baner', PUNE.id),
    place(23, 'Aundh', PUNE.id),
    place(24, 'Kalyan', THANE.id),
    place(25, 'Thamel', KATHMANDU.id),
  ],
};
export type FixtureGeography = typeof FIXTURE_GEOGRAPHY;
