import { createPrng } from './prng';
import { DAY } from './seed-day';
import type { DemoClinicProfile, DemoOpeningHours } from './types';

/**
 * A clinic's profile for the proposed clinic calls (docs/proposed-api.md, "Clinics"), derived from
 * its id alone with a PRNG of its own: the shared PRNG of the original tables draws nothing more, so
 * their seed hash (src/mocks/seed.test.ts) holds, and a clinic has the same profile at every scale.
 */

const STREETS = ['Link Road', 'Station Road', 'MG Road', 'Temple Street', 'Market Lane', 'Lake View Road'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
/** The clinic types of the seeded catalogue (src/mocks/catalogues/seed-simple.ts): ids 1 to 6. */
const CLINIC_TYPES = 6;
const CREATED = Date.UTC(2025, 0, 5, 9);
const PROFILE_SEED = 0x0c11_1c5;

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const hoursOf = (open: string, close: string, saturday: boolean): DemoOpeningHours[] => [
  ...WEEKDAYS.map((weekday) => ({ day: weekday, open, close })),
  saturday ? { day: 'saturday', open, close: '13:00' } : { day: 'saturday', open: null, close: null },
  { day: 'sunday', open: null, close: null },
];

export const clinicProfile = (id: number): DemoClinicProfile => {
  const prng = createPrng(PROFILE_SEED + id);
  const open = prng.pick(['08:00', '08:30', '09:00', '10:00']);
  const close = prng.pick(['17:00', '18:00', '19:00', '20:00']);
  // A licence of one year that started up to 15 months before 2026-03-01: some have expired.
  const start = Date.UTC(2026, 2, 1) - prng.int(0, 455) * DAY;
  const created = day(CREATED + (id % 90) * DAY);
  return {
    clinic_type_id: 1 + (id % CLINIC_TYPES),
    address: `${prng.int(1, 220)} ${prng.pick(STREETS)}`,
    phone: `+91 22 4000 ${String(1000 + (id % 9000)).padStart(4, '0')}`,
    email: `clinic${id}@clinics.example.com`,
    opening_hours: hoursOf(open, close, prng.chance(0.7)),
    amc_start: day(start),
    amc_expiry: day(start + 364 * DAY),
    version: 1,
    created_at: `${created}T09:00:00.000Z`,
    updated_at: `${created}T09:00:00.000Z`,
  };
};
