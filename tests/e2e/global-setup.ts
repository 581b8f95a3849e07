import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { chromiumPath } from './support/chromium';
import { buildDemo, E2E_DEMO_OUT_DIR } from './support/demo-build';
import { servePreview } from './support/servers';
import { TRAFFIC_DIR } from './support/traffic';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
  }
}

/** Empties the traffic record, builds the app in demo mode once, serves it on 127.0.0.1, and stops the server afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  chromiumPath();
  // This run's API traffic only: `npm run check:traffic` checks it against openapi/v3.yaml afterwards.
  rmSync(TRAFFIC_DIR, { recursive: true, force: true });
  // NODE_ENV=production: Vitest runs with 'test', which would bundle React's development build.
  await buildDemo(E2E_DEMO_OUT_DIR);
  const demo = await servePreview(E2E_DEMO_OUT_DIR);
  project.provide('demoUrl', demo.url);
  // The shared HTTP build (support/http-build.ts) is made once per run: this names the run.
  project.provide('e2eRun', randomUUID());
  return demo.close;
}
