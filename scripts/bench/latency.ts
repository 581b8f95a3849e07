import type { Browser, Page } from 'playwright-core';

import { doctorInteractions } from './latency-doctors';
import { startDemoServer } from '../../src/mocks/node-server';
import { parseDemoScale } from '../../src/mocks/seed';
import { type Interaction, INTERACTIONS } from './latency-steps';
import { now, PROBE_SCRIPT, readProbe, settle } from './latency-probe';
import { budgetedLatency, latencyBreaches } from './budgets';
import { describeIndex, type MachineIndex } from './machine';
import { printTable } from './report';
import { formatLatency, LATENCY_MAX_MS, LATENCY_P75_MS, type LatencyRow, latencyRow } from './stats';
import { openShell, type Quiet, trackNetwork } from './timings';
import { badgePollMainThread, queriesAtRest } from './timings-support';

/**
 * Issue 19's interaction latency: Chromium's CPU throttled 4x (CDP Emulation.setCPUThrottlingRate),
 * the demo API at 10,000 camps and 2,000 clinics, `samples` samples of each interaction. A sample is
 * the longest Event Timing entry of the input (input to next paint); the longest animation frame
 * until the result showed (the render when data arrives) is reported beside it, without a budget.
 */
export const CPU_THROTTLING = 4;

/** The badge's poll row: main-thread time per poll, not an input's latency (timings-support.ts). */
const POLL_ROW = 'the unread-count poll (main-thread time)';

export interface LatencyResult {
  cpuThrottling: number;
  scale: string;
  rows: (LatencyRow & { values: (number | null)[]; longestFrame: number | null; events: string[] })[];
  /**
   * Issue 38: the machine's benchmarkIndex before and after this part. The p75 is printed normalised
   * beside the raw one; the budget stays on the raw figures at 4x (issue 19's terms).
   */
  machine?: MachineIndex;
}

const sampleOnce = async (page: Page, url: string, interaction: Interaction, quiet: Quiet) => {
  const before = await interaction.prepare(page, url, quiet);
  await settle(page);
  const from = await now(page);
  await interaction.act(page);
  const to = await now(page);
  await interaction.done(page, before, quiet);
  await settle(page);
  return readProbe(page, from, to, await now(page));
};

export const measureLatency = async (
  browser: Browser,
  url: string,
  apiPort: number,
  samples: number,
): Promise<LatencyResult> => {
  const server = await startDemoServer({ port: apiPort, scale: parseDemoScale('max') });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await context.addInitScript(PROBE_SCRIPT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const quiet = trackNetwork(page);
    const rows: LatencyResult['rows'] = [];
    // BENCH_LATENCY_ONLY=text: the sign-in, then only the interactions whose name holds it, or any
    // of its `|`-separated parts (docs/performance.md).
    const only = (process.env.BENCH_LATENCY_ONLY ?? '').split('|');
    const chosen = (interactions: readonly Interaction[], first: boolean) =>
      interactions.filter(
        (interaction, index) =>
          (first && index === 0) || only.some((part) => interaction.name.includes(part)),
      );
    const measure = async (interaction: Interaction) => {
      const values: (number | null)[] = [];
      const events = new Set<string>();
      let longestFrame: number | null = null;
      for (let sample = 0; sample < samples; sample += 1) {
        const measured = await sampleOnce(page, url, interaction, quiet);
        values.push(measured.event);
        if (measured.eventName) events.add(measured.eventName);
        if (measured.frame !== null) longestFrame = Math.max(longestFrame ?? 0, measured.frame);
      }
      const row = latencyRow(interaction.name, values);
      console.log(
        `  ${interaction.name}: ${values.map(formatLatency).join(', ')} ms` +
          (events.size > 0 ? ` (${[...events].join(', ')})` : ''),
      );
      rows.push({ ...row, values, longestFrame, events: [...events] });
    };
    for (const interaction of chosen(INTERACTIONS, true)) await measure(interaction);
    // Issue 36: the sidebar badge's poll is no input: its main-thread time per poll, at 4x, while the
    // administrator is still signed in (the doctors' interactions sign a doctor in).
    if (only.some((part) => POLL_ROW.includes(part))) {
      const values: (number | null)[] = [];
      for (let sample = 0; sample < samples; sample += 1) {
        await queriesAtRest(page, (path) => openShell(page, url, path, quiet));
        values.push(Math.round(await badgePollMainThread(page, cdp)));
      }
      console.log(`  ${POLL_ROW}: ${values.map(formatLatency).join(', ')} ms`);
      rows.push({ ...latencyRow(POLL_ROW, values), values, longestFrame: null, events: [] });
    }
    for (const interaction of chosen(doctorInteractions(server.db), false)) await measure(interaction);
    return { cpuThrottling: CPU_THROTTLING, scale: '10k camps, 2k clinics', rows };
  } finally {
    await context.close();
    await server.close();
  }
};

export const latencyTable = (result: LatencyResult): string[][] => {
  const { machine } = result;
  const rounded = (value: number | null) =>
    value === null ? formatLatency(null) : String(Math.round(value));
  return [
    [
      'interaction',
      'samples',
      'p75 (ms)',
      ...(machine ? ['p75 normalised (ms)'] : []),
      'max (ms)',
      ...(machine ? ['max normalised (ms)'] : []),
      'longest frame (ms)',
      '',
    ],
    ...result.rows.map((row) => {
      const budgeted = budgetedLatency(row, machine);
      return [
        row.name,
        String(row.samples),
        formatLatency(row.p75),
        ...(machine ? [rounded(budgeted.p75)] : []),
        formatLatency(row.max),
        ...(machine ? [rounded(budgeted.max)] : []),
        row.longestFrame === null ? '<50' : String(Math.round(row.longestFrame)),
        latencyBreaches([row], machine).length === 0 ? 'ok' : 'OVER BUDGET',
      ];
    }),
  ];
};

export const printLatency = (result: LatencyResult): void => {
  console.log(
    `\nInteraction latency (Event Timing, input to next paint), CPU ${result.cpuThrottling}x slower, ` +
      `${result.scale}; budget p75 ≤ ${LATENCY_P75_MS} ms, none > ${LATENCY_MAX_MS} ms${result.machine ? ' (normalised)' : ''}`,
  );
  printTable(latencyTable(result));
  if (result.machine)
    console.log(`The budget reads the normalised p75 and max (issue 38): ${describeIndex(result.machine)}`);
};
