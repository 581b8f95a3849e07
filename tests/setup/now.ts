import { parseDemoNow } from '@/mocks/clock';
import { SEED_DAY } from '@/mocks/seed-day';

/**
 * The instant every test file starts at (docs/testing.md, "One clock"): `DEMO_NOW` when set (to run
 * the whole suite at another instant), else 10:00 UTC on the seed's own day, where the seeded
 * dates are exactly as written. No test result depends on the real date or hour.
 */
export const TEST_NOW: number = parseDemoNow(process.env.DEMO_NOW) ?? Date.parse(`${SEED_DAY}T10:00:00.000Z`);
