import { createPrng, type Prng } from '../prng';
import type { DemoClinic } from '../types';
import type { DemoPatient } from './types';

/** Patients per unit of scale, and the cap (`DEMO_SCALE=max`: 20,000; docs/patients.md). */
export const BASE_PATIENTS = 1_500;
export const MAX_PATIENTS = 20_000;
const SEED = 20_261_125;
/** Dates of birth are drawn for ages on this day, so the seed is the same whatever the clock says. */
const AGE_DAY = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const CREATED = '2025-01-05T09:00:00.000Z';

const FEMALE = [
  'Asha',
  'Priya',
  'Meena',
  'Kavita',
  'Sunita',
  'Anjali',
  'Deepa',
  'Lakshmi',
  'Neha',
  'Pooja',
  'Radha',
  'Sneha',
  'Farah',
  'Gurpreet',
  'Mary',
  'Ayesha',
  'Divya',
  'Shalini',
  'Rekha',
  'Nandini',
];
const MALE = [
  'Ravi',
  'Amit',
  'Suresh',
  'Rajesh',
  'Vikram',
  'Arjun',
  'Manoj',
  'Imran',
  'Harpreet',
  'Joseph',
  'Kiran',
  'Sanjay',
  'Rahul',
  'Anil',
  'Mohan',
  'Prakash',
  'Naveen',
  'Farhan',
  'Dinesh',
  'Gopal',
];
const LAST = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Khan',
  'Singh',
  'Gupta',
  'Kulkarni',
  'Das',
  'Joshi',
  'Menon',
  'Shah',
  'Rao',
  'Pillai',
  'Chatterjee',
  'Fernandes',
  'Verma',
  'Mishra',
  'Banerjee',
];

/**
 * Ages as in a kiosk's walk-ins (docs/patients.md): a few children, most adults of working age,
 * a sixth over sixty. [share, from, to] in whole years.
 */
const AGE_BANDS: ReadonlyArray<readonly [number, number, number]> = [
  [0.08, 6, 17],
  [0.2, 18, 29],
  [0.22, 30, 39],
  [0.34, 40, 60],
  [0.16, 61, 85],
];

const drawAge = (prng: Prng): number => {
  let roll = prng.next();
  for (const [share, from, to] of AGE_BANDS) {
    if (roll < share) return prng.int(from, to);
    roll -= share;
  }
  return prng.int(40, 60);
};

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const patientCountFor = (scale: number): number =>
  Math.min(MAX_PATIENTS, Math.round(BASE_PATIENTS * scale));

/**
 * The seeded patients: deterministic for a scale, each at a clinic (so of its customer), with a
 * unique patient id ('P-000001') and phone. About a fifth are the demo customer's, as its clinics.
 */
export const seedPatients = (scale: number, clinics: readonly DemoClinic[]): DemoPatient[] => {
  const prng = createPrng(SEED);
  const open = clinics.filter((clinic) => clinic.status);
  return Array.from({ length: patientCountFor(scale) }, (_, index): DemoPatient => {
    const id = index + 1;
    const gender = prng.chance(0.52) ? 'female' : 'male';
    const first_name = prng.pick(gender === 'female' ? FEMALE : MALE);
    const last_name = prng.pick(LAST);
    const age = drawAge(prng);
    const born = AGE_DAY - age * 365.25 * DAY - prng.int(0, 364) * DAY;
    const clinic = prng.pick(open);
    return {
      id,
      external_id: `P-${String(id).padStart(6, '0')}`,
      first_name,
      last_name,
      date_of_birth: isoDay(born),
      gender,
      phone: `+9198${String(10_000_000 + id * 37).slice(-8)}`,
      email: prng.chance(0.6) ? `${first_name}.${last_name}${id}@example.com`.toLowerCase() : null,
      clinic_id: clinic.id,
      customer_id: clinic.user_id,
      import_id: null,
      version: 1,
      created_at: CREATED,
      updated_at: CREATED,
    };
  });
};
