import { rmSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { buildDemo, builtInThisRun, E2E_DEMO_OUT_DIR } from '../e2e/support/demo-build';
import { servePreview } from '../e2e/support/servers';
import { SCREENSHOT_DIR } from './smoke-driver';

/** Its own folder, so this and the Chromium suite may build at the same time. */
export const BROWSERS_DEMO_OUT_DIR = 'dist-e2e/browsers';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
  }
}

/**
 * Serves the app in demo mode on 127.0.0.1, and stops the server afterwards: the Chromium suite's
 * build when `npm test` made it earlier in the same run (support/demo-build.ts), else a build of its
 * own, made as the e2e suite makes its.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // This run's screenshots only: a failure's picture is never one left from an earlier run.
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  const outDir = builtInThisRun(E2E_DEMO_OUT_DIR) ? E2E_DEMO_OUT_DIR : BROWSERS_DEMO_OUT_DIR;
  if (outDir === BROWSERS_DEMO_OUT_DIR) await buildDemo(outDir);
  const demo = await servePreview(outDir);
  project.provide('demoUrl', demo.url);
  return demo.close;
}
