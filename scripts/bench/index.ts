/**
 * `npm run bench [-- --check] [-- --quick] [-- --only=bytes,lighthouse,timings,latency] [-- --compare=<file>] [-- --markdown]`: builds for production (VITE_API_BASE_URL set, so no demo
 * code), serves the build on 127.0.0.1 and prints the figures of issues 9 and 19 (interaction
 * latency on a 4x throttled CPU), writing them as JSON to bench-results/latest.json (and a
 * timestamped copy) so two runs can be compared.
 *
 * `npm run soak [-- --check] [-- --soak-rounds=N] [-- --soak-warmup=N] [-- --soak-jit=baseline|full]
 * [-- --soak-walk=admin|doctor]` (or `npm run bench -- --soak`): issue 19's soak instead (soak.ts);
 * `--soak-walk=doctor` repeats issue 26's doctor walk (queue, live, notes, back).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import { build } from 'vite';

import { launchChromium } from '../../tests/e2e/support/chromium';
import { freePort } from '../lib/free-port';
import { serveStatic } from '../lib/static-server';
import { startDemoServer } from '../../src/mocks/node-server';
import { checkBudgets } from './budgets';
import { byteFigures } from './bytes';
import { runLighthouse } from './lighthouse';
import { MIN_CI_SOAK_ROUNDS, parseLatencySamples, parseSoakFlags } from './flags';
import { measureLatency, printLatency } from './latency';
import { describeIndex, type IndexSample, machineIndex } from './machine';
import { sampleIndex } from './machine-index';
import { type BenchResults, markdownTable, printResults } from './report';
import { printReload, RELOAD_RUNS, reloadFigures } from './reload';
import { printSoak, runSoak } from './soak';
import { inAppTimings } from './timings';
import { printUpload, uploadTimings } from './timings-upload';

const argv = process.argv.slice(2);
const args = new Set(argv);
/** BENCH_OUT_DIR: another build directory, so that two bench runs in one checkout do not share one. */
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const PARTS = ['bytes', 'lighthouse', 'timings', 'latency', 'upload', 'reload'] as const;
type Part = (typeof PARTS)[number];

/** `--only=timings` (or `--only=bytes,lighthouse`) measures some parts: for work on one figure. */
const only = ((): ReadonlySet<Part> => {
  const value = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!value) return new Set(PARTS);
  const picked = value.split(',').filter((part): part is Part => (PARTS as readonly string[]).includes(part));
  if (picked.length === 0) throw new Error(`--only takes ${PARTS.join(', ')}`);
  return new Set(picked);
})();

/** `--compare=bench-results/<run>.json` prints that run's figures beside this one's. */
const earlier = ((): BenchResults | undefined => {
  const file = argv.find((arg) => arg.startsWith('--compare='))?.slice('--compare='.length);
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as BenchResults) : undefined;
})();

const soakFlags = parseSoakFlags(argv);

const buildFor = async (apiPort: number, outDir = OUT_DIR): Promise<void> => {
  const apiBase = `http://127.0.0.1:${apiPort}/api/`;
  process.env.VITE_API_BASE_URL = apiBase;
  console.log(`Building for production with VITE_API_BASE_URL=${apiBase} ...`);
  await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
};

/** The soak's own build folder, so a soak and another bench can run side by side. */
const SOAK_OUT_DIR = 'dist-bench-soak';

const writeResults = (when: string, name: string, json: string): void => {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(`bench-results/${when.replace(/[:.]/g, '-')}-${name}.json`, json);
};

/** `--soak [--soak-rounds=N] [--soak-warmup=N]`: issue 19's soak, against the seeded demo API. */
const soak = async (): Promise<void> => {
  const apiPort = await freePort();
  await buildFor(apiPort, SOAK_OUT_DIR);
  const site = await serveStatic(SOAK_OUT_DIR);
  const server = await startDemoServer({ port: apiPort });
  try {
    console.log(
      `Soak (${soakFlags.walk}'s walk): ${soakFlags.warmup} warm-up rounds, then ${soakFlags.rounds} rounds, --soak-jit=${soakFlags.jit} ...`,
    );
    if (args.has('--check') && soakFlags.jit === 'full') {
      console.log(
        "Note: with --soak-jit=full the heap holds Maglev's and TurboFan's code as it fills (docs/performance.md).",
      );
    }
    if (args.has('--check') && soakFlags.rounds < MIN_CI_SOAK_ROUNDS) {
      console.log(`Note: fewer than ${MIN_CI_SOAK_ROUNDS} rounds is shorter than the documented CI setting.`);
    }
    const result = await runSoak(site.url, {
      rounds: soakFlags.rounds,
      warmup: soakFlags.warmup,
      jit: soakFlags.jit,
      walk: soakFlags.walk,
    });
    const when = new Date().toISOString();
    writeResults(when, `soak-${soakFlags.walk}`, `${JSON.stringify({ when, ...result }, null, 2)}\n`);
    printSoak(result);
    const over = result.growth.filter((row) => !row.ok);
    if (over.length === 0) console.log('Soak budget met.');
    for (const row of over) console.log(`BUDGET BREACH: ${row.figure} grew by ${row.growth}`);
    if (args.has('--check') && over.length > 0) process.exitCode = 1;
  } finally {
    await server.close();
    await site.close();
  }
};

const main = async (): Promise<void> => {
  if (soakFlags.soak) {
    await soak();
    return;
  }
  const started = Date.now();
  const apiPort = await freePort();
  // `--only=reload` needs no configured build: it builds the demo build itself (reload.ts).
  const configured = [...only].some((part) => part !== 'reload');
  if (configured) await buildFor(apiPort);

  const site = configured ? await serveStatic(OUT_DIR) : undefined;
  const siteUrl = site?.url ?? '';
  const browser = await launchChromium();
  try {
    const quick = args.has('--quick');
    let bytes;
    if (only.has('bytes')) {
      console.log('Measuring bytes ...');
      bytes = await byteFigures(browser, OUT_DIR, siteUrl);
    }
    let lighthouse;
    if (only.has('lighthouse')) {
      const runs = quick ? 1 : 3;
      console.log(`Lighthouse, mobile and desktop, median of ${runs} ...`);
      lighthouse = {
        mobile: await runLighthouse(siteUrl, 'mobile', runs),
        desktop: await runLighthouse(siteUrl, 'desktop', runs),
      };
    }
    let timings;
    let machine;
    if (only.has('timings')) {
      const runs = quick ? 3 : 5;
      console.log(`In-app timings against the demo API, median of ${runs} ...`);
      // Issue 38: the machine's benchmarkIndex before, between and after the timing groups.
      const samples: IndexSample[] = [await sampleIndex(browser, 'before')];
      timings = await inAppTimings(browser, siteUrl, apiPort, runs, async (group) => {
        samples.push(await sampleIndex(browser, `after ${group}`));
      });
      samples.push(await sampleIndex(browser, 'after'));
      machine = machineIndex(samples);
    }
    let latency;
    if (only.has('latency')) {
      const samples = parseLatencySamples(argv, quick);
      console.log(
        `Interaction latency, CPU throttled 4x, 10k camps and 2k clinics, ${samples} samples each ...`,
      );
      const indexSamples = [await sampleIndex(browser, 'before latency')];
      latency = await measureLatency(browser, siteUrl, apiPort, samples);
      indexSamples.push(await sampleIndex(browser, 'after latency'));
      latency.machine = machineIndex(indexSamples);
    }
    let upload;
    if (only.has('upload')) {
      console.log('Upload Patients: 10,000 rows, parse, check and import ...');
      upload = await uploadTimings(browser, siteUrl, apiPort);
      printUpload(upload);
    }
    let reload;
    if (only.has('reload')) {
      const runs = quick ? 3 : RELOAD_RUNS;
      console.log(`Full reload of the demo (build and dev server), median of ${runs} ...`);
      reload = await reloadFigures(browser, runs);
    }
    const results = {
      when: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 1000),
      parts: [...only],
      quick,
      bytes,
      lighthouse,
      timings,
      machine,
      latency,
      reload,
    };
    const json = `${JSON.stringify(results, null, 2)}\n`;
    const partial = only.size < PARTS.length;
    mkdirSync('bench-results', { recursive: true });
    // latest.json is always a whole run; a partial run (--only) is kept under its time only.
    if (!partial) writeFileSync('bench-results/latest.json', json);
    writeFileSync(
      `bench-results/${results.when.replace(/[:.]/g, '-')}${partial ? '-partial' : ''}.json`,
      json,
    );
    const breaches = checkBudgets(results);
    if (latency) printLatency(latency);
    if (reload) printReload(reload);
    printResults(results, breaches, earlier);
    if (args.has('--markdown')) console.log(`\n${markdownTable(results)}`);
    if (args.has('--check') && machine)
      console.log(`--check normalised the in-app timings with: ${describeIndex(machine)}`);
    if (args.has('--check') && breaches.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await site?.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
