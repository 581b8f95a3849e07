import { createPrng } from '../prng';
import type { DemoClinic, DemoCustomer, DemoUser } from '../types';
import type { DemoDoctor } from './types';

/** Doctors per unit of scale, and the cap (`DEMO_SCALE=max`: 500; docs/telemedicine.md). */
export const BASE_DOCTORS = 30;
export const MAX_DOCTORS = 500;
/** The demo doctor (doctor@example.com) is user 3; the second demo doctor and the rest count from here. */
export const DEMO_DOCTOR_ID = 3;
export const SECOND_DOCTOR_ID = 5001;
/** The demo doctor serves this many of the demo customer's active clinics (the lowest ids). */
export const DEMO_DOCTOR_CLINICS = 4;
const SEED = 20_261_127;
const CREATED = '2025-01-05T09:00:00.000Z';

const FIRST =
  'Aarti Bhavesh Charu Dinesh Elina Faisal Gita Hari Indu Jatin Kavya Lalit Mitali Nikhil Ojas Parul Qasim Ritu Sameer Tanvi'.split(
    ' ',
  );
const LAST =
  'Agarwal Bhatt Chopra Desai Fernandes Ghosh Hegde Iyengar Jain Kamath Lobo Mathur Naidu Oberoi Prasad Sethi'.split(
    ' ',
  );
const DEGREES = ['MBBS', 'MBBS, MD', 'MBBS, DNB', 'MBBS, MD, DM', 'MBBS, DGO', 'MBBS, MS'];
const SPECIALITIES = [
  'General Medicine',
  'Family Medicine',
  'Cardiology',
  'Endocrinology',
  'Pulmonology',
  'Internal Medicine',
  'Obstetrics and Gynaecology',
];
const COUNCILS = ['MMC', 'KMC', 'DMC', 'TNMC', 'WBMC', 'GMC'];

/** The second demo doctor's sign-in account (docs/telemedicine.md): shares two clinics with the first. */
export const secondDoctorUser: DemoUser = {
  id: SECOND_DOCTOR_ID,
  user_type: 'Doctor',
  is_expose_api: false,
  first_name: 'Nandini',
  last_name: 'Rao',
  email: 'doctor2@example.com',
  password: 'Doctor@123',
  role: { id: 3, name: 'Doctor' },
};

export const doctorCountFor = (scale: number): number =>
  Math.min(MAX_DOCTORS, Math.round(BASE_DOCTORS * scale));

/**
 * The seeded doctors, deterministic for a scale: the two demo doctors at the demo customer's first
 * clinics (the demo doctor the first four, the second the first two, so a request at those two waits
 * in both queues), then doctors of every customer at one to four of its active clinics.
 */
export const seedDoctors = (
  scale: number,
  clinics: readonly DemoClinic[],
  customers: readonly DemoCustomer[],
  demoCustomerId: number,
): DemoDoctor[] => {
  const prng = createPrng(SEED);
  const openByCustomer = new Map<number, number[]>();
  for (const clinic of clinics) {
    if (!clinic.status) continue;
    const list = openByCustomer.get(clinic.user_id) ?? [];
    list.push(clinic.id);
    openByCustomer.set(clinic.user_id, list);
  }
  const demoClinics = (openByCustomer.get(demoCustomerId) ?? []).slice(0, DEMO_DOCTOR_CLINICS);
  const base = {
    signature: null,
    letterhead_clinic_id: null,
    status: true,
    version: 1,
    created_at: CREATED,
    updated_at: CREATED,
  };
  const doctors: DemoDoctor[] = [
    {
      ...base,
      id: DEMO_DOCTOR_ID,
      first_name: 'Vikram',
      last_name: 'Shah',
      qualification: 'MBBS, MD',
      specialisation: 'General Medicine',
      registration_number: 'MMC-2011-04521',
      phone: '+919820000003',
      email: 'doctor@example.com',
      customer_id: demoCustomerId,
      clinic_ids: demoClinics,
      letterhead_clinic_id: demoClinics[0] ?? null,
    },
    {
      ...base,
      id: SECOND_DOCTOR_ID,
      first_name: secondDoctorUser.first_name,
      last_name: secondDoctorUser.last_name,
      qualification: 'MBBS, DNB',
      specialisation: 'Family Medicine',
      registration_number: 'MMC-2014-11873',
      phone: '+919820005001',
      email: secondDoctorUser.email,
      customer_id: demoCustomerId,
      clinic_ids: demoClinics.slice(0, 2),
    },
  ];
  const owners = customers.filter((customer) => customer.status && openByCustomer.has(customer.id));
  for (let index = 2; index < doctorCountFor(scale); index += 1) {
    const id = SECOND_DOCTOR_ID + index - 1;
    const customer = owners[index % owners.length];
    if (!customer) break;
    const open = openByCustomer.get(customer.id) ?? [];
    const count = Math.min(open.length, prng.int(1, 4));
    const start = prng.int(0, Math.max(0, open.length - count));
    const first_name = prng.pick(FIRST);
    const last_name = prng.pick(LAST);
    doctors.push({
      ...base,
      id,
      first_name,
      last_name,
      qualification: prng.pick(DEGREES),
      specialisation: prng.pick(SPECIALITIES),
      registration_number: `${prng.pick(COUNCILS)}-${prng.int(1995, 2022)}-${String(id).padStart(5, '0')}`,
      phone: `+9197${String(20_000_000 + id * 53).slice(-8)}`,
      email: `${first_name}.${last_name}.${id}@example.com`.toLowerCase(),
      customer_id: customer.id,
      clinic_ids: open.slice(start, start + count),
      status: !prng.chance(0.05),
    });
  }
  return doctors;
};
