import { createPrng } from './prng';
import { MAX_SCALE } from './seed-records';
import type { DemoUser } from './types';

/**
 * The staff accounts of the Users screens (docs/users.md, "Demo data"): every seeded user gets the
 * account fields (status, expiry, last sign-in, version), and about 40 more administrators (200 at
 * `DEMO_SCALE=max`) come with a mix of roles, disabled accounts, expiries and sign-ins long ago or
 * never. A PRNG of its own and times relative to the seed's clock, so no other table moves. They
 * have no password: they cannot sign in (the demo accounts are those of src/mocks/demo-accounts.ts).
 */

const SEED = 20_261_137;
const DAY = 86_400_000;
/** The first generated staff id: above the discussion board's administrators (9001-9009) and 9010. */
export const FIRST_STAFF_ID = 9101;
export const MAX_STAFF = 200;

export const staffCountFor = (scale: number): number =>
  scale >= MAX_SCALE ? MAX_STAFF : Math.min(MAX_STAFF, Math.round(40 * scale));

const FIRST_NAMES = [
  'Tara',
  'Diya',
  'Kabir',
  'Om',
  'Rohan',
  'Isha',
  'Vikram',
  'Meher',
  'Yash',
  'Nisha',
  'Farhan',
  'Leela',
  'Dev',
  'Sana',
  'Karan',
  'Pooja',
  'Nikhil',
  'Zoya',
  'Manish',
  'Ritu',
];
const LAST_NAMES = [
  'Bose',
  'Chopra',
  'Desai',
  'Gupta',
  'Hegde',
  'Iqbal',
  'Jain',
  'Kapoor',
  'Lal',
  'Mehta',
  'Nair',
  'Pillai',
  'Qureshi',
  'Reddy',
  'Saxena',
  'Thomas',
  'Verma',
  'Wadia',
  'Yadav',
  'Zaidi',
];

/** Roles of the Roles catalogue (src/mocks/catalogues/seed-simple.ts): Super Admin, Support, Inventory. */
const ROLES = [
  { id: 1, name: 'Super Admin', weight: 0.15 },
  { id: 4, name: 'Support Agent', weight: 0.5 },
  { id: 5, name: 'Inventory manager', weight: 0.35 },
] as const;

const iso = (ms: number): string => new Date(ms).toISOString();

/** The account fields of a user seeded without them: active, no expiry, created a year ago. */
const withAccount = (user: DemoUser, now: number, index: number): DemoUser => {
  const created = iso(now - (400 + index) * DAY);
  return {
    status: true,
    expires_at: null,
    last_sign_in_at: iso(now - (1 + (index % 5)) * DAY),
    created_at: created,
    updated_at: created,
    version: 1,
    created_by: null,
    ...user,
  };
};

const roleOf = (draw: number): (typeof ROLES)[number] => {
  let sum = 0;
  for (const role of ROLES) {
    sum += role.weight;
    if (draw < sum) return role;
  }
  return ROLES[ROLES.length - 1] ?? ROLES[0];
};

const generatedStaff = (count: number, now: number): DemoUser[] => {
  const prng = createPrng(SEED);
  const emails = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const first_name = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Staff';
    const last_name =
      LAST_NAMES[(index * 7 + Math.floor(index / FIRST_NAMES.length)) % LAST_NAMES.length] ?? 'Member';
    const base = `${first_name}.${last_name}`.toLowerCase();
    const email = emails.has(`${base}@staff.example.com`)
      ? `${base}${index}@staff.example.com`
      : `${base}@staff.example.com`;
    emails.add(email);
    const role = roleOf(prng.next());
    const createdDaysAgo = prng.int(120, 900);
    const signIn = prng.next();
    // 10% never signed in, 25% not for over 90 days, the rest within the last 80 days.
    const last_sign_in_at =
      signIn < 0.1
        ? null
        : iso(now - (signIn < 0.35 ? prng.int(91, 110) : prng.int(0, 80)) * DAY - prng.int(0, 86_399) * 1000);
    const expiry = prng.next();
    // A quarter have an expiry: half of those already passed.
    const expires_at =
      expiry < 0.125
        ? iso(now - prng.int(1, 60) * DAY)
        : expiry < 0.25
          ? iso(now + prng.int(10, 300) * DAY)
          : null;
    const updatedDaysAgo = prng.int(0, Math.min(createdDaysAgo, 100));
    return {
      id: FIRST_STAFF_ID + index,
      user_type: 'Administrator',
      is_expose_api: false,
      first_name,
      last_name,
      email,
      role: { id: role.id, name: role.name },
      status: !prng.chance(0.15),
      expires_at,
      last_sign_in_at,
      created_at: iso(now - createdDaysAgo * DAY),
      updated_at: iso(now - updatedDaysAgo * DAY),
      version: 1 + (updatedDaysAgo < createdDaysAgo ? 1 : 0),
      created_by: 1,
    };
  });
};

/** The users table: the accounts seeded before issue 37 with their account fields, then the staff. */
export const seedStaffAccounts = (users: readonly DemoUser[], scale: number, now: number): DemoUser[] => {
  // The start of now's UTC day: the same accounts all day (src/mocks/seed.ts).
  const day = Math.floor(now / DAY) * DAY;
  return [
    ...users.map((user, index) => withAccount(user, day, index)),
    ...generatedStaff(staffCountFor(scale), day),
  ];
};
