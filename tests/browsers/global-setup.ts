import { rmSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { buildWithEnv } from '../e2e/support/push-build';
import { servePreview } from '../e2e/support/servers';
import { SCREENSHOT_DIR } from './smoke-driver';

/** Its own folder, so this and the Chromium suite may build at the same time. */
export const BROWSERS_DEMO_OUT_DIR = 'dist-e2e/browsers';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
  }
}

/** Builds the app in demo mode as the e2e suite does, serves it on 127.0.0.1, and stops the server afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // This run's screenshots only: a failure's picture is never one left from an earlier run.
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  await buildWithEnv(BROWSERS_DEMO_OUT_DIR, {});
  const demo = await servePreview(BROWSERS_DEMO_OUT_DIR);
  project.provide('demoUrl', demo.url);
  return demo.close;
}
