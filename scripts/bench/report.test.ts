import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkBudgets, KIB } from './budgets';
import type { ByteFigures } from './bytes';
import { type BenchResults, markdownTable, printResults } from './report';

const bytes = (overrides: Partial<ByteFigures> = {}): ByteFigures => ({
  referencedJsRaw: 260 * KIB,
  referencedJsGzip: 86 * KIB,
  referencedCssRaw: 8 * KIB,
  referencedCssGzip: 2 * KIB,
  signInJsGzip: 88 * KIB,
  signInCssGzip: 3 * KIB,
  fontBytes: 0,
  totalTransfer: 92 * KIB,
  signInRequests: 5,
  buildJsCssRaw: 900 * KIB,
  buildJsCssGzip: 276 * KIB,
  largestLazyChunkGzip: 32 * KIB,
  largestLazyChunk: '/assets/locations.js',
  ...overrides,
});

/** Captures console.log; call the result after printing to read the lines. */
const capturePrinted = (): (() => string[]) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return () => log.mock.calls.map((call) => call.join(' '));
};

afterEach(() => vi.restoreAllMocks());

describe('bench budgets', () => {
  it('passes figures within the budgets', () => {
    expect(checkBudgets({ bytes: bytes(), timings: { seeded: { signInToShell: 80 } } })).toEqual([]);
  });

  it('names each breached figure with its value and limit', () => {
    const breaches = checkBudgets({
      bytes: bytes({ signInJsGzip: 121 * KIB, largestLazyChunkGzip: 81 * KIB }),
      timings: { '10k camps': { campsLinkToTable: 151 } },
    });
    expect(breaches.map((breach) => breach.name)).toEqual([
      'sign-in page JS (gzip)',
      'largest lazy chunk (gzip)',
      'campsLinkToTable (10k camps)',
    ]);
    expect(breaches[2]).toMatchObject({ value: 151, limit: 150 });
  });

  it("holds issue 23's resource-layer timings to the same 150 ms", () => {
    const breaches = checkBudgets({
      timings: {
        seeded: { countryCreateSaveToRecord: 151 },
        '10k camps, 2k clinics': { clinicsNextPageToRows: 150 },
      },
    });
    expect(breaches).toEqual([
      { name: 'countryCreateSaveToRecord (seeded)', value: 151, limit: 150, unit: 'ms' },
    ]);
  });

  it('counts a figure that could not be measured as a breach, and skips parts not run', () => {
    const breaches = checkBudgets({ timings: { seeded: { filterOpenToLists: null } } });
    expect(breaches).toEqual([{ name: 'filterOpenToLists (seeded)', value: null, limit: 150, unit: 'ms' }]);
  });
});

describe('bench report', () => {
  it('prints every figure with its budget, and an earlier run beside it with --compare', () => {
    const lines = capturePrinted();
    const earlier: BenchResults = { when: 'then', seconds: 1, bytes: bytes({ signInJsGzip: 112 * KIB }) };
    printResults({ seconds: 2, bytes: bytes() }, [], earlier);
    const row = lines().find((line) => line.startsWith('sign-in JS loaded (transfer)'));
    expect(row).toMatch(/88\.0 KiB\s+112\.0 KiB\s+≤ 120\.0 KiB/);
    expect(lines().at(-1)).toBe('All budgets met.');
  });

  it('prints each breach', () => {
    const lines = capturePrinted();
    printResults({ seconds: 2 }, [{ name: 'TBT mobile', value: 41, limit: 30, unit: 'ms' }]);
    expect(lines()).toContain('BUDGET BREACH: TBT mobile = 41.0 ms (limit 30.0 ms)');
  });
});

describe('bench markdown', () => {
  it('lists every figure as a table row with its budget', () => {
    const table = markdownTable({ seconds: 1, bytes: bytes() }).split('\n');
    expect(table[0]).toBe('| figure | value | budget |');
    expect(table).toContain('| sign-in total transfer | 92.0 KiB | ≤ 180.0 KiB |');
    expect(table).toHaveLength(2 + 11);
  });
});

describe('latency budget', () => {
  const row = (name: string, p75: number | null, max: number | null) => ({
    name,
    samples: 5,
    p75,
    max,
    ok: true,
  });

  it('breaches a p75 over 100 ms and a sample over 200 ms, naming the interaction', () => {
    const breaches = checkBudgets({
      latency: { rows: [row('open camps', 96, 200), row('Save', 112, 248), row('next page', null, null)] },
    });
    expect(breaches).toEqual([
      { name: 'Save p75 (4x CPU)', value: 112, limit: 100, unit: 'ms' },
      { name: 'Save max (4x CPU)', value: 248, limit: 200, unit: 'ms' },
    ]);
  });

  it('breaches an interaction that produced no sample', () => {
    const breaches = checkBudgets({ latency: { rows: [{ ...row('Save', null, null), samples: 0 }] } });
    expect(breaches.map((breach) => breach.name)).toEqual(['Save (no sample)']);
  });
});
