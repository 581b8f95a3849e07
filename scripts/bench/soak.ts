import { chromium, type CDPSession, type Page } from 'playwright-core';

import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/support/chromium';
import { SOAK_JIT_FLAGS, type SoakJit } from './flags';
import { heapBreakdown } from './heap-breakdown';
import { printTable } from './report';
import { type Growth, growthOf, type MemorySnapshot, MIB } from './stats';
import { DOCTOR, doctorSoakSetup, doctorWalkOnce } from './timings-doctors';
import { walkOnce } from './walk-steps';

/**
 * Issue 19's soak: an administrator walks every real screen `rounds` times after `warmup` rounds, in
 * one page of the production build served against the demo API over HTTP. Memory is read after a
 * forced GC at the end of the warm-up, every `every` rounds, and at the end. `jit` says which of V8's
 * compilers run (flags.ts).
 */
export type SoakWalk = 'admin' | 'doctor';

export interface SoakResult {
  /** Whose walk: the administrator's every screen, or the doctor's queue, live, notes and back. */
  walk: SoakWalk;
  rounds: number;
  warmup: number;
  jit: SoakJit;
  /** The V8 flags the page ran with. */
  jsFlags: string;
  seconds: number;
  roundsPerMinute: number;
  start: MemorySnapshot;
  end: MemorySnapshot;
  /** Snapshots along the way, for the trend: [round, heap MiB]. */
  trend: [number, number][];
  growth: Growth[];
}

const ADMIN = { username: 'admin@example.com', password: 'Admin@123' };

/** Full GCs (the page's `gc()`, exposed by --js-flags=--expose-gc, then CDP's), then the counters. */
export const memorySnapshot = async (
  page: Page,
  cdp: CDPSession,
  breakdown = false,
): Promise<MemorySnapshot> => {
  for (let pass = 0; pass < 3; pass += 1) {
    await page.evaluate('window.gc && window.gc()');
    await cdp.send('HeapProfiler.collectGarbage');
  }
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  // A heap snapshot takes seconds: only at the two points the budget compares.
  const split = breakdown ? await heapBreakdown(cdp) : { data: Number.NaN, code: Number.NaN };
  return {
    heapUsed: heap.usedSize,
    heapData: split.data,
    heapCode: split.code,
    nodes: dom.nodes,
    documents: dom.documents,
    listeners: dom.jsEventListeners,
  };
};

const signIn = async (page: Page, url: string, account = ADMIN): Promise<void> => {
  await page.goto(`${url}/`);
  await page.getByLabel('Email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard/static');
  await page.locator('nav[aria-label="Main menu"]').waitFor();
};

const mib = (bytes: number) => `${(bytes / MIB).toFixed(2)} MiB`;

export const runSoak = async (
  url: string,
  options: { rounds: number; warmup: number; jit: SoakJit; every?: number; walk?: SoakWalk },
): Promise<SoakResult> => {
  const walk = options.walk ?? 'admin';
  const walkRound = walk === 'doctor' ? doctorWalkOnce : (page: Page) => walkOnce(page);
  const every = options.every ?? 100;
  const jsFlags = ['--expose-gc', ...SOAK_JIT_FLAGS[options.jit]].join(' ');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--js-flags=${jsFlags}`],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await signIn(page, url, walk === 'doctor' ? DOCTOR : ADMIN);
    if (walk === 'doctor') await doctorSoakSetup(page);
    for (let round = 0; round < options.warmup; round += 1) await walkRound(page, round);
    const start = await memorySnapshot(page, cdp, true);
    console.log(
      `  after ${options.warmup} warm-up rounds: heap ${mib(start.heapUsed)}, ${start.nodes} nodes`,
    );
    const trend: [number, number][] = [[0, start.heapUsed / MIB]];
    const started = Date.now();
    let walking = 0;
    let end = start;
    for (let round = 1; round <= options.rounds; round += 1) {
      const before = Date.now();
      await walkRound(page, round);
      walking += Date.now() - before;
      if (round % every === 0 || round === options.rounds) {
        end = await memorySnapshot(page, cdp, round === options.rounds);
        trend.push([round, end.heapUsed / MIB]);
        console.log(
          `  round ${round}: heap ${mib(end.heapUsed)}, ${end.nodes} nodes, ${end.listeners} listeners, ` +
            `${end.documents} documents; ${((round / walking) * 60_000).toFixed(1)} rounds/min`,
        );
      }
    }
    if (errors.length > 0)
      throw new Error(`the page threw during the soak: ${errors.slice(0, 3).join('; ')}`);
    return {
      walk,
      rounds: options.rounds,
      warmup: options.warmup,
      jit: options.jit,
      jsFlags,
      seconds: Math.round((Date.now() - started) / 1000),
      roundsPerMinute: Math.round((options.rounds / walking) * 60_000 * 10) / 10,
      start,
      end,
      trend,
      growth: growthOf(start, end),
    };
  } finally {
    await browser.close();
  }
};

const LABELS: Record<Growth['figure'], string> = {
  heapUsed: 'JS heap (used)',
  heapData: '  of which data',
  heapCode: '  of which compiled code',
  nodes: 'DOM nodes',
  documents: 'documents',
  listeners: 'JS event listeners',
};

const show = (figure: Growth['figure'], value: number): string =>
  figure.startsWith('heap') ? mib(value) : String(Math.round(value));

export const soakRows = (result: SoakResult): string[][] => [
  ['figure', `after warm-up (${result.warmup})`, `after ${result.rounds} rounds`, 'growth', 'allowed', ''],
  ...result.growth.map((row) => [
    LABELS[row.figure],
    show(row.figure, row.before),
    show(row.figure, row.after),
    `${row.growth >= 0 ? '+' : ''}${show(row.figure, row.growth)} (${row.percent >= 0 ? '+' : ''}${row.percent.toFixed(1)}%)`,
    row.allowed === null ? '' : `≤ +${show(row.figure, row.allowed)}`,
    row.allowed === null ? '' : row.ok ? 'ok' : 'OVER BUDGET',
  ]),
];

export const printSoak = (result: SoakResult): void => {
  console.log(
    `\nSoak (${result.walk}'s walk): ${result.rounds} rounds after ${result.warmup} warm-up rounds, ${result.seconds} s ` +
      `(${result.roundsPerMinute} rounds/min), V8 flags ${result.jsFlags}`,
  );
  printTable(soakRows(result));
};
