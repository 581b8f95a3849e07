import { createPrng } from './prng';
import { seedShiftDays } from './seed-day';
import { MAX_SCALE } from './seed-records';
import { DEMO_TABLES } from './tables';
import type { DemoData } from './types';

export { DEMO_CUSTOMER_ID, MAX_CUSTOMERS, MAX_SCALE } from './seed-records';

/** Bump when the seeded data changes shape, so stale persisted browser data is dropped. */
export const SEED_VERSION = 9;
const SEED = 20_260_301;

export const normaliseScale = (scale: number | undefined): number =>
  scale === undefined || !Number.isFinite(scale) || scale < 1 ? 1 : Math.min(scale, MAX_SCALE);

/** `DEMO_SCALE` / `VITE_DEMO_SCALE` / `?demo_scale=` text: a number >= 1, or 'max'. Anything else is 1. */
export const parseDemoScale = (text: string | null | undefined): number => {
  const value = (text ?? '').trim().toLowerCase();
  if (value === 'max') return MAX_SCALE;
  return normaliseScale(value === '' ? undefined : Number(value));
};

/**
 * The whole seeded data set; the same output for the same scale and day, every time. `now` (the
 * demo's clock, by default the process's) places the dated records around its UTC day. Every table
 * of the registry (src/mocks/tables.ts) is seeded in its order.
 */
export const seedDemoData = (scale = 1, now: number = Date.now()): DemoData =>
  DEMO_TABLES.seed({
    scale: normaliseScale(scale),
    now,
    shiftDays: seedShiftDays(now),
    prng: createPrng(SEED),
  });
