/**
 * `npm run bench [-- --check] [-- --quick]`: builds for production (VITE_API_BASE_URL set, so no demo
 * code), serves the build on 127.0.0.1 and prints the figures of issue 9, writing them as JSON to
 * bench-results/latest.json (and a timestamped copy) so two runs can be compared.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

import { build } from 'vite';

import { launchChromium } from '../../tests/e2e/support/chromium';
import { freePort } from '../lib/free-port';
import { serveStatic } from '../lib/static-server';
import { checkBudgets } from './budgets';
import { byteFigures } from './bytes';
import { runLighthouse } from './lighthouse';
import { printResults } from './report';
import { inAppTimings } from './timings';

const args = new Set(process.argv.slice(2));
const OUT_DIR = 'dist-bench';

const main = async (): Promise<void> => {
  const started = Date.now();
  const apiPort = await freePort();
  const apiBase = `http://127.0.0.1:${apiPort}/api/`;
  process.env.VITE_API_BASE_URL = apiBase;
  console.log(`Building for production with VITE_API_BASE_URL=${apiBase} ...`);
  await build({ logLevel: 'warn', mode: 'production', build: { outDir: OUT_DIR, emptyOutDir: true } });

  const site = await serveStatic(OUT_DIR);
  const browser = await launchChromium();
  try {
    console.log('Measuring bytes ...');
    const bytes = await byteFigures(browser, OUT_DIR, site.url);
    const runs = args.has('--quick') ? 1 : 3;
    console.log(`Lighthouse, mobile and desktop, median of ${runs} ...`);
    const lighthouse = {
      mobile: await runLighthouse(site.url, 'mobile', runs),
      desktop: await runLighthouse(site.url, 'desktop', runs),
    };
    console.log('In-app timings against the demo API, median of 5 ...');
    const timings = await inAppTimings(browser, site.url, apiPort, args.has('--quick') ? 3 : 5);
    const results = {
      when: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 1000),
      bytes,
      lighthouse,
      timings,
    };
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(
      `bench-results/${results.when.replace(/[:.]/g, '-')}.json`,
      `${JSON.stringify(results, null, 2)}\n`,
    );
    const breaches = checkBudgets(results);
    printResults(results, breaches);
    if (args.has('--check') && breaches.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await site.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
