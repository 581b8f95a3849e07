import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { inject } from 'vitest';

import { buildWithEnv } from './push-build';
import { servePreview } from './servers';

/**
 * One production build against the demo API over real HTTP, shared by every end-to-end file that
 * needs one server's data seen by several browser contexts or by node (two doctors' queue, an API
 * key called from node, a webhook delivered to a local receiver). Its API base is a fixed loopback
 * port, so the build is made once per run (a stamp holds the run's id) and each file starts its own
 * demo server on that port; the files run one after another (vite.config.ts, `singleFork`).
 */
export const HTTP_BUILD_DIR = 'dist-e2e/http';
export const HTTP_BUILD_PORT = 47_310;

declare module 'vitest' {
  export interface ProvidedContext {
    e2eRun: string;
  }
}

/** Builds (once per run) and serves the shared HTTP build on 127.0.0.1. */
export const serveHttpBuild = async (): Promise<{ url: string; close: () => Promise<void> }> => {
  const stamp = join(HTTP_BUILD_DIR, '.run');
  const run = inject('e2eRun');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== run) {
    await buildWithEnv(
      HTTP_BUILD_DIR,
      { VITE_API_BASE_URL: `http://127.0.0.1:${HTTP_BUILD_PORT}/api/` },
      { minify: 'esbuild' },
    );
    writeFileSync(stamp, run);
  }
  return servePreview(HTTP_BUILD_DIR);
};
