import { clinicProfile } from './seed-clinic-profiles';
import { withCustomerProfiles } from './seed-customer-profiles';
import { DAY, seedShiftDays } from './seed-day';
import { type Prng } from './prng';
import { secondDoctorUser } from './telemedicine/seed-doctors';
import type {
  DemoAssignment,
  DemoCamp,
  DemoClinic,
  DemoCustomer,
  DemoGroup,
  DemoLocation,
  DemoUser,
} from './types';

/**
 * The seeds of the original tables (accounts, customers, groups, clinics, camps, assignments): the
 * registry (src/mocks/tables.ts) calls them in its order, with the one PRNG they share.
 */

/** Per unit of scale; capped so the top scale gives 10,000 camps and 2,000 clinics. */
export const BASE_CAMPS = 80;
export const BASE_CLINICS = 320;
export const MAX_CAMPS = 10_000;
export const MAX_CLINICS = 2_000;
/** The scale at which both caps are reached (`DEMO_SCALE=max`). */
export const MAX_SCALE = MAX_CAMPS / BASE_CAMPS;
/** Customers grow with the scale too (10 per unit), up to this many (the Customers screen at scale). */
export const MAX_CUSTOMERS = 200;

export const DEMO_CUSTOMER_ID = 2;

const demoUsers: DemoUser[] = [
  {
    id: 1,
    user_type: 'Administrator',
    is_expose_api: false,
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'admin@example.com',
    password: 'Admin@123',
    role: { id: 1, name: 'Super Admin' },
  },
  {
    id: 2,
    user_type: 'Customer',
    is_expose_api: true,
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'customer@example.com',
    password: 'Customer@123',
    role: { id: 2, name: 'Customer' },
  },
  {
    id: 3,
    user_type: 'Doctor',
    is_expose_api: false,
    first_name: 'Vikram',
    last_name: 'Shah',
    email: 'doctor@example.com',
    password: 'Doctor@123',
    role: { id: 3, name: 'Doctor' },
  },
];

/** The support agent: an administrator whose role opens Support only (docs/shell.md, "Roles and areas"). */
export const supportAgentUser: DemoUser = {
  id: 9010,
  user_type: 'Administrator',
  is_expose_api: false,
  first_name: 'Sam',
  last_name: 'Fernandes',
  email: 'support@example.com',
  password: 'Support@123',
  role: { id: 4, name: 'Support Agent' },
};

/** Customer ids are user ids: 2 is the demo customer; 4 and up have no sign-in account. */
const customerNames: ReadonlyArray<[string, string, boolean?]> = [
  ['Meera', 'Iyer'],
  ['Rohan', 'Kapoor'],
  ['Sunita', 'Deshmukh'],
  ['Arjun', 'Nair'],
  ['Priya', 'Menon'],
  ['Kiran', 'Thapa'],
  ['Farah', 'Qureshi'],
  ['Dev', 'Malhotra'],
  ['Lakshmi', 'Pillai'],
  ['Old Town', 'Health Trust', false],
];

const groupSeeds: ReadonlyArray<[string, string, boolean?]> = [
  ['General Screening', 'GEN'],
  ['Diabetes Care', 'DIA'],
  ['Cardiac Screening', 'CAR'],
  ["Women's Health", 'WOM'],
  ['Child Wellness', 'CHI'],
  ['Senior Citizens', 'SEN'],
  ['Legacy Pilot', 'LEG', false],
];

const clinicBrands = ['CarePoint', 'Sunrise Health', 'Arogya', 'WellNest', 'LifeLine', 'Swasthya'];

/** Name parts of the customers added above scale 1: 20 x 10 distinct pairs. */
const extraFirstNames = (
  'Aditi Bharat Chitra Deepak Esha Gaurav Hema Imran Jaya Kunal ' +
  'Leela Manoj Nisha Omkar Pooja Rakesh Sana Tarun Usha Vivek'
).split(' ');
const extraLastNames = 'Bose Chauhan Dutta Gupta Joshi Khan Mehta Rana Shrestha Verma'.split(' ');

/**
 * The ten fixed customers (ids 2 and 4-12), and above scale 1 ten more per unit of scale, up to
 * MAX_CUSTOMERS (ids 13 and up, every 25th inactive). Scale 1 is exactly the fixed ten.
 */
export const seedCustomers = (factor: number): DemoCustomer[] => {
  const fixed = customerNames.map(([first_name, last_name, status], index) => ({
    id: index === 0 ? DEMO_CUSTOMER_ID : index + 3,
    first_name,
    last_name,
    status: status ?? true,
  }));
  const total = Math.min(MAX_CUSTOMERS, Math.round(customerNames.length * factor));
  const extra = Array.from({ length: total - fixed.length }, (_, index) => ({
    id: customerNames.length + 3 + index,
    first_name: extraFirstNames[index % extraFirstNames.length] ?? 'Customer',
    last_name: extraLastNames[Math.floor(index / extraFirstNames.length) % extraLastNames.length] ?? '',
    status: (index + 1) % 25 !== 0,
  }));
  // Their profiles come from a PRNG of their own (seed-customer-profiles.ts): the hash holds.
  return withCustomerProfiles([...fixed, ...extra]);
};

export const seedClinics = (
  prng: Prng,
  count: number,
  locations: DemoLocation[],
  customers: DemoCustomer[],
): DemoClinic[] => {
  const active = locations.filter((location) => location.status);
  const perLocation = new Map<number, number>();
  return Array.from({ length: count }, (_, index): DemoClinic => {
    const location = prng.pick(active);
    // The demo customer owns about a fifth of the clinics, so its scoped lists are never thin.
    const owner = prng.chance(0.2) ? DEMO_CUSTOMER_ID : prng.pick(customers).id;
    const n = (perLocation.get(location.id) ?? 0) + 1;
    perLocation.set(location.id, n);
    const name = `${prng.pick(clinicBrands)} ${location.name} ${n}`;
    const status = !prng.chance(0.04);
    // Two draws that were the static sync flags (issue 34: the kiosks say it now,
    // handlers/kiosk-health.ts), kept so that everything seeded after the clinics stays as it was.
    prng.next();
    prng.next();
    return {
      id: index + 1,
      name,
      location_id: location.id,
      user_id: owner,
      status,
      ...clinicProfile(index + 1),
    };
  });
};

const EPOCH = Date.UTC(2025, 0, 1);
const isoDay = (ms: number): string => new Date(ms - (ms % DAY)).toISOString();
const ddmmyyyy = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** Camps are held where their customer has clinics, so their assignment lists are never empty. */
const ownerLocations = (clinics: DemoClinic[], locations: DemoLocation[]): Map<number, DemoLocation[]> => {
  const byOwner = new Map<number, DemoLocation[]>();
  for (const clinic of clinics) {
    const location = locations[clinic.location_id - 1];
    const list = byOwner.get(clinic.user_id) ?? [];
    if (location && !list.includes(location)) byOwner.set(clinic.user_id, [...list, location]);
  }
  return byOwner;
};

export const seedCamps = (
  prng: Prng,
  count: number,
  data: { locations: DemoLocation[]; customers: DemoCustomer[]; clinics: DemoClinic[] },
  now: number,
): DemoCamp[] => {
  const shiftDays = seedShiftDays(now);
  const active = data.locations.filter((location) => location.status);
  const activeCustomers = data.customers.filter((customer) => customer.status);
  const byOwner = ownerLocations(data.clinics, data.locations);
  return Array.from({ length: count }, (_, index): DemoCamp => {
    // The first twelve camps belong to the demo customer, covering every status mix three times.
    const owner = index < 12 ? DEMO_CUSTOMER_ID : prng.pick(activeCustomers).id;
    const customer = data.customers.find((candidate) => candidate.id === owner);
    const location = prng.pick(byOwner.get(owner) ?? active);
    const start = EPOCH + (shiftDays + prng.int(0, 540)) * DAY;
    const start_date = isoDay(start);
    // Planned 3 to 60 days ahead, but never created later than the clock: a camp starting tomorrow
    // was entered an hour ago at the latest.
    const created = Math.min(start - prng.int(3, 60) * DAY + prng.int(8, 18) * 3_600_000, now - 3_600_000);
    return {
      id: index + 1,
      name: `Camp_${customer?.first_name ?? 'Customer'}_${location.name}_${ddmmyyyy(start_date)}`,
      start_date,
      end_date: isoDay(start + prng.int(0, 10) * DAY),
      location_id: location.id,
      user_id: owner,
      status: index % 2 === 0,
      camp_status: Math.floor(index / 2) % 2 === 0,
      is_enabled: true,
      created_at: new Date(created).toISOString(),
    };
  });
};

export const seedAssignments = (
  prng: Prng,
  camps: DemoCamp[],
  clinics: DemoClinic[],
  groups: DemoGroup[],
): DemoAssignment[] => {
  const byPlace = new Map<string, DemoClinic[]>();
  for (const clinic of clinics) {
    const key = `${clinic.location_id}/${clinic.user_id}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), clinic]);
  }
  const activeGroups = groups.filter((group) => group.status);
  const assignments: DemoAssignment[] = [];
  for (const camp of camps) {
    // A camp takes clinics of its own customer at its location.
    const candidates = [...(byPlace.get(`${camp.location_id}/${camp.user_id}`) ?? [])];
    const wanted =
      camp.user_id === DEMO_CUSTOMER_ID
        ? Math.min(3, candidates.length)
        : prng.int(0, Math.min(4, candidates.length));
    for (let k = 0; k < wanted; k += 1) {
      const [clinic] = candidates.splice(prng.int(0, candidates.length - 1), 1);
      if (!clinic) break;
      assignments.push({
        assign_id: assignments.length + 1,
        camp_id: camp.id,
        clinic_id: clinic.id,
        group_id: prng.pick(activeGroups).id,
        // A few rows were unassigned earlier; they stay with status false, as on the server.
        status: k > 0 ? !prng.chance(0.1) : true,
      });
    }
  }
  return assignments;
};

/** The sign-in accounts: the demo users, the support agent and the second demo doctor (docs/demo-api.md). */
export const seedUsers = (): DemoUser[] =>
  [...demoUsers, secondDoctorUser, supportAgentUser].map((user) => ({ ...user, role: { ...user.role } }));

export const seedGroups = (): DemoGroup[] =>
  groupSeeds.map(([name, code, status], index) => ({ id: index + 1, name, code, status: status ?? true }));

export const clinicCountFor = (scale: number): number =>
  Math.min(MAX_CLINICS, Math.round(BASE_CLINICS * scale));
export const campCountFor = (scale: number): number => Math.min(MAX_CAMPS, Math.round(BASE_CAMPS * scale));
