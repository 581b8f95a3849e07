import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildWithEnv } from './push-build';

/** The demo-mode build (Terser, the bytes that ship) the Chromium suite serves. */
export const E2E_DEMO_OUT_DIR = 'dist-e2e/demo';

/**
 * `npm test` (scripts/test-steps.mjs) names its run in TEST_RUN_ID. The demo build made in that run
 * carries the name in this file, so a later step of the same run (the cross-browser smoke) serves it
 * instead of building the same sources again: 36 s on a two-core machine.
 */
const stampOf = (outDir: string): string => join(outDir, '.test-run');

/** Builds the demo app into `outDir`, and stamps it with this `npm test` run's name if it has one. */
export const buildDemo = async (outDir: string): Promise<void> => {
  await buildWithEnv(outDir, {});
  const run = process.env.TEST_RUN_ID;
  if (run) writeFileSync(stampOf(outDir), run);
};

/** Whether `outDir` holds a demo build made earlier in this `npm test` run. */
export const builtInThisRun = (outDir: string): boolean => {
  const run = process.env.TEST_RUN_ID;
  const stamp = stampOf(outDir);
  return Boolean(run) && existsSync(stamp) && readFileSync(stamp, 'utf8') === run;
};
