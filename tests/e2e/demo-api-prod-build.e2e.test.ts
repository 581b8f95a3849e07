import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { buildWithEnv } from './support/push-build';

const OUT_DIR = 'dist-e2e/prod-check';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Strings only the demo API's code and data contain. */
const demoMarkers = [
  'Admin@123',
  'Customer@123',
  'Doctor@123',
  'customer@example.com',
  'Meera',
  'CarePoint',
  'Mumbai Suburban',
  'pact-admin-token',
  '__demoApi',
  'hcd-demo-api',
  'mockServiceWorker',
];

it('a build with VITE_API_BASE_URL set contains none of the demo API', async () => {
  // Rollup's tree-shaking keeps the demo API out (isDemoMode is a constant in such a build, so the
  // dynamic imports of src/main.tsx go, and their chunks with them), before any minifier runs:
  // esbuild's minifier, as the other one-setting builds use, saves some 18 s of Terser.
  await buildWithEnv(
    OUT_DIR,
    { VITE_API_BASE_URL: 'https://staging.example.com/api/' },
    { minify: 'esbuild' },
  );
  const built = filesUnder(OUT_DIR);
  // The demo API's worker script, copied from public/ into every build, is dropped (vite.config.ts).
  expect(built.map((file) => file.slice(OUT_DIR.length + 1))).not.toContain('mockServiceWorker.js');
  const code = built.filter((file) => /\.(js|html|css)$/.test(file));
  expect(code.some((file) => file.endsWith('.js'))).toBe(true);
  const texts = built.map((file) => readFileSync(file, 'utf8'));
  expect(texts.some((text) => text.includes('https://staging.example.com/api/'))).toBe(true);
  const found = demoMarkers.filter((marker) => texts.some((text) => text.includes(marker)));
  expect(found).toEqual([]);
}, 240_000);
