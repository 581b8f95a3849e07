import { seedDemoData } from './seed';
import type { DemoData } from './types';

/**
 * The seeded tables a new demo database starts from (docs/testing.md, "What the suite costs").
 *
 * The seed is a function of the scale and the minute (every dated table floors its clock to the
 * minute or coarser; src/mocks/seed-memo.test.ts holds it to that). A component test builds a fresh
 * database for each case, and seeding one took about a fifth of such a test's time. With
 * `keepSeeds()` (tests/setup/unit.ts) the last seed is kept, and each database gets its own copy of
 * each table when it first reads it: equal to a fresh seed, never shared with another database.
 *
 * Off by default: the app and the demo server seed once, and keeping a second copy of the data would
 * double their memory at the top scale.
 */

const MINUTE = 60_000;
let keeping = false;
let kept: { key: string; data: DemoData } | undefined;

/** From now on, seeds are kept and copied (for test processes, which build many databases). */
export const keepSeeds = (): void => {
  keeping = true;
};

/** Each table a structured clone of the kept one, made on its first read or replaced on its first write. */
const copyOf = (data: DemoData): DemoData => {
  const copy = {} as Record<string, unknown>;
  const settle = (name: string, value: unknown): unknown => {
    Object.defineProperty(copy, name, { value, writable: true, configurable: true, enumerable: true });
    return value;
  };
  for (const [name, table] of Object.entries(data)) {
    Object.defineProperty(copy, name, {
      configurable: true,
      enumerable: true,
      get: () => settle(name, structuredClone(table)),
      set: (value: unknown) => settle(name, value),
    });
  }
  return copy as DemoData;
};

/** The seeded tables for this scale at this instant: fresh, or a copy of the kept seed. */
export const seededTables = (scale: number, now: number): DemoData => {
  if (!keeping) return seedDemoData(scale, now);
  const key = `${scale}:${Math.floor(now / MINUTE)}`;
  if (kept?.key !== key) kept = { key, data: seedDemoData(scale, now) };
  return copyOf(kept.data);
};
