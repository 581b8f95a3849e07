import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { build } from 'vite';
import { expect, it } from 'vitest';

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
  const previous = process.env.VITE_API_BASE_URL;
  process.env.VITE_API_BASE_URL = 'https://staging.example.com/api/';
  try {
    await build({ logLevel: 'error', mode: 'production', build: { outDir: OUT_DIR, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.VITE_API_BASE_URL;
    else process.env.VITE_API_BASE_URL = previous;
  }
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
