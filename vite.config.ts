import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

import { themeInUse } from './build/theme-in-use';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** MSW's worker script, copied from public/ into every build; only demo mode registers it. */
const DEMO_WORKER = 'mockServiceWorker.js';

/**
 * A configured build (VITE_API_BASE_URL set) contains no demo code: the demo API's service worker,
 * which public/ would otherwise copy into it, is removed once the bundle is written. The rule is
 * src/lib/env.ts's `isDemoMode`: any non-empty VITE_API_BASE_URL.
 */
const dropDemoWorker = (): Plugin => {
  let configured = false;
  return {
    name: 'hcd:drop-demo-worker',
    apply: 'build',
    configResolved(config) {
      configured = Boolean(config.env.VITE_API_BASE_URL);
    },
    writeBundle(options) {
      if (configured && options.dir) rmSync(join(options.dir, DEMO_WORKER), { force: true });
    },
  };
};

export default defineConfig(({ command }) => ({
  plugins: [react(), dropDemoWorker()],
  // Builds carry only the PrimeReact theme rules of the components in use (build/theme-in-use.ts);
  // the dev server serves the whole theme, so a newly imported component is styled before a restart.
  css:
    command === 'build'
      ? {
          postcss: {
            plugins: [
              themeInUse(fileURLToPath(new URL('./src', import.meta.url)), 'node_modules/primereact'),
            ],
          },
        }
      : {},
  resolve: {
    alias: {
      // chart.js with the dashboard's charts registered, not every one: src/lib/chart-js.ts.
      'chart.js/auto': fileURLToPath(new URL('./src/lib/chart-js.ts', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // `DEMO_PROPOSED=off npm start` (or VITE_DEMO_PROPOSED): the in-browser demo API answers the
    // proposed calls as today's backend would (docs/proposed-api.md).
    __DEMO_PROPOSED__: JSON.stringify(process.env.DEMO_PROPOSED ?? process.env.VITE_DEMO_PROPOSED ?? ''),
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Terser, not esbuild: 3.5% fewer gzip bytes over the whole build (609 -> 588 KiB) for about 5 s
    // more per build (docs/performance.md, "Budgets").
    minify: 'terser',
    rollupOptions: {
      // A side-effect-free chunk under 10 kB joins one loaded under similar conditions: 170 chunks
      // became 96, and the whole build lost 24 KiB gzip of import lists and restarted compression
      // (docs/performance.md, "Budgets").
      output: { experimentalMinChunkSize: 10_000 },
      // zod 4 ships `@__PURE__` comments Rollup cannot place and drops with a warning on every build:
      // noise about a dependency's comments, not about this code. Every other warning is kept.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
        warn(warning);
      },
    },
  },
  test: {
    // Vitest's 60 s wait for the main process, stretched in every worker (the file says why).
    poolOptions: { forks: { execArgv: ['--import', './tests/setup/rpc-patience.mjs'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'build/**/*.test.ts',
          ],
          setupFiles: ['./tests/setup/clock.ts', './tests/setup/unit.ts'],
          env: { TZ: 'UTC' },
          // A ceiling, not a wait: a file's first test pays for its lazy screens cold, which on a
          // busy 2-core machine passed the default 5 s (issue 31). A passing test ends when it ends.
          testTimeout: 30_000,
          restoreMocks: true,
        },
      },
      {
        // Pact consumer tests and the consistency checks: node, no MSW.
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['contracts/**/*.test.ts'],
          setupFiles: ['./tests/setup/clock.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Browser end-to-end tests: Debian's Chromium through playwright-core, against the built app.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          setupFiles: ['./tests/setup/clock.ts'],
          env: { TZ: 'UTC' },
          // A condition, not a deadline: \`expect.poll\`'s default of 1 s failed 'page=99999' on a
          // busy machine (the redirect to the last page came later). Polls end when they hold.
          expect: { poll: { timeout: 15_000, interval: 50 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        // The cross-browser smoke: Firefox ESR (puppeteer-core, WebDriver BiDi) and WebKitGTK
        // (WebKitWebDriver under Xvfb), one engine after the other, against the built app.
        extends: true,
        test: {
          name: 'browsers',
          environment: 'node',
          include: ['tests/browsers/**/*.browsers.test.ts'],
          globalSetup: ['./tests/browsers/global-setup.ts'],
          setupFiles: ['./tests/setup/clock.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // No retry: the smoke's steps move within the app (driver.open), so no full load cuts the
          // last screen's chunk downloads, which Firefox logged as page errors (issue 31).
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
}));
