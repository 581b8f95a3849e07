import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkBudgets, KIB } from './budgets';
import type { ByteFigures } from './bytes';
import { type LatencyResult, latencyTable } from './latency';
import type { MachineIndex } from './machine';
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

/** A run on a machine exactly as fast as the reference: normalised figures equal the raw ones. */
const asReference: MachineIndex = {
  index: 4000,
  reference: 4000,
  samples: [{ at: 'before', values: [4000] }],
};

/** Captures console.log; call the result after printing to read the lines. */
const capturePrinted = (): (() => string[]) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return () => log.mock.calls.map((call) => call.join(' '));
};

afterEach(() => vi.restoreAllMocks());

describe('bench budgets', () => {
  it('passes figures within the budgets', () => {
    expect(
      checkBudgets({ bytes: bytes(), timings: { seeded: { signInToShell: 80 } }, machine: asReference }),
    ).toEqual([]);
  });

  it('names each breached figure with its value and limit', () => {
    const breaches = checkBudgets({
      bytes: bytes({ signInJsGzip: 121 * KIB, largestLazyChunkGzip: 81 * KIB }),
      timings: { '10k camps': { campsLinkToTable: 151 } },
      machine: asReference,
    });
    expect(breaches.map((breach) => breach.name)).toEqual([
      'sign-in page JS (gzip)',
      'largest lazy chunk (gzip)',
      'campsLinkToTable (10k camps, normalised)',
    ]);
    expect(breaches[2]).toMatchObject({ value: 151, limit: 150 });
  });

  it("holds issue 23's resource-layer timings to the same 150 ms", () => {
    const breaches = checkBudgets({
      timings: {
        seeded: { countryCreateSaveToRecord: 151 },
        '10k camps, 2k clinics': { clinicsNextPageToRows: 150 },
      },
      machine: asReference,
    });
    expect(breaches).toEqual([
      { name: 'countryCreateSaveToRecord (seeded, normalised)', value: 151, limit: 150, unit: 'ms' },
    ]);
  });

  it('counts a figure that could not be measured as a breach, and skips parts not run', () => {
    const breaches = checkBudgets({ timings: { seeded: { filterOpenToLists: null } }, machine: asReference });
    expect(breaches).toEqual([
      { name: 'filterOpenToLists (seeded, normalised)', value: null, limit: 150, unit: 'ms' },
    ]);
  });

  it('reads the in-app timings normalised: a busy machine passes, a fast one does not hide a breach', () => {
    const timings = { seeded: { signInToShell: 200, campsLinkToTable: 120 } };
    // Busy: index 2,800 against 4,000, so 200 ms raw is 140 ms normalised.
    expect(checkBudgets({ timings, machine: { ...asReference, index: 2800 } })).toEqual([]);
    // Fast: index 6,000, so 120 ms raw is 180 ms normalised.
    expect(checkBudgets({ timings, machine: { ...asReference, index: 6000 } })).toEqual([
      { name: 'signInToShell (seeded, normalised)', value: 300, limit: 150, unit: 'ms' },
      { name: 'campsLinkToTable (seeded, normalised)', value: 180, limit: 150, unit: 'ms' },
    ]);
  });

  it('breaches timings measured without a machine index, and leaves other budgets as they were', () => {
    expect(checkBudgets({ bytes: bytes(), timings: { seeded: { signInToShell: 80 } } })).toEqual([
      { name: 'machine index (not measured)', value: null, limit: 150, unit: 'ms' },
    ]);
    // Bytes are not normalised: a fast machine's index changes nothing there.
    const fast = { ...asReference, index: 8000 };
    expect(checkBudgets({ bytes: bytes({ fontBytes: 41 * KIB }), machine: fast })).toEqual([
      { name: 'fonts', value: 41 * KIB, limit: 40 * KIB, unit: 'bytes' },
    ]);
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

  it('prints each timing normalised with its raw figure beside it, and the index used', () => {
    const lines = capturePrinted();
    const machine: MachineIndex = {
      index: 3000,
      reference: 4000,
      samples: [
        { at: 'before', values: [3000, 2900] },
        { at: 'after', values: [3100] },
      ],
    };
    printResults({ seconds: 2, timings: { seeded: { signInToShell: 120 } }, machine }, []);
    expect(lines().find((line) => line.startsWith('signInToShell (seeded)'))).toMatch(
      /^signInToShell \(seeded\)\s+90\.0 ms\s+≤ 150 ms\s+raw 120\.0 ms$/,
    );
    expect(lines()).toContain(
      '\nIn-app timings are normalised. Machine index (Lighthouse benchmarkIndex): 3000, median of 3 ' +
        '(before 3000/2900, after 3100); reference 4000; normalised = raw × 0.750',
    );
  });

  it('shows a run from before the machine index with its raw timings, marked so', () => {
    const lines = capturePrinted();
    printResults({ seconds: 2, timings: { seeded: { signInToShell: 120 } } }, []);
    expect(lines().find((line) => line.startsWith('signInToShell'))).toMatch(
      /120\.0 ms.*raw \(no machine index\)/,
    );
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

  it('gives each timing normalised with its raw figure, then the index', () => {
    const machine: MachineIndex = {
      index: 5000,
      reference: 4000,
      samples: [{ at: 'before', values: [5000] }],
    };
    const table = markdownTable({ seconds: 1, timings: { seeded: { signInToShell: 80 } }, machine }).split(
      '\n',
    );
    expect(table).toContain('| signInToShell (seeded) | 100.0 ms (raw 80.0 ms) | ≤ 150 ms |');
    expect(table.at(-1)).toBe(
      'In-app timings normalised: Machine index (Lighthouse benchmarkIndex): 5000, median of 1 (before 5000); ' +
        'reference 4000; normalised = raw × 1.250.',
    );
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
      latency: {
        rows: [row('open camps', 96, 200), row('Save', 112, 248), row('next page', null, null)],
        machine: asReference,
      },
    });
    expect(breaches).toEqual([
      { name: 'Save p75 (4x CPU, normalised)', value: 112, limit: 100, unit: 'ms' },
      { name: 'Save max (4x CPU, normalised)', value: 248, limit: 200, unit: 'ms' },
    ]);
  });

  it('reads the normalised figures: a slower machine passes, a faster one breaches (issue 38)', () => {
    const rows = [row('Save', 120, 230)];
    // Index 3,000 of 4,000: 120 -> 90 and 230 -> 172.5, within budget.
    expect(checkBudgets({ latency: { rows, machine: { ...asReference, index: 3000 } } })).toEqual([]);
    // Index 5,000: 96 reads 120, 180 reads 225.
    expect(
      checkBudgets({ latency: { rows: [row('Save', 96, 180)], machine: { ...asReference, index: 5000 } } }),
    ).toEqual([
      { name: 'Save p75 (4x CPU, normalised)', value: 120, limit: 100, unit: 'ms' },
      { name: 'Save max (4x CPU, normalised)', value: 225, limit: 200, unit: 'ms' },
    ]);
  });

  it('breaches when the latency part has no machine index, and then reads the raw figures', () => {
    const breaches = checkBudgets({ latency: { rows: [row('Save', 112, 150)] } });
    expect(breaches).toEqual([
      { name: 'machine index (latency, not measured)', value: null, limit: 100, unit: 'ms' },
      { name: 'Save p75 (4x CPU)', value: 112, limit: 100, unit: 'ms' },
    ]);
  });

  it('breaches an interaction that produced no sample', () => {
    const breaches = checkBudgets({
      latency: { rows: [{ ...row('Save', null, null), samples: 0 }], machine: asReference },
    });
    expect(breaches.map((breach) => breach.name)).toEqual(['Save (no sample)']);
  });
});

describe('latency table', () => {
  const result = (machine?: MachineIndex): LatencyResult => ({
    cpuThrottling: 4,
    scale: '10k camps, 2k clinics',
    rows: [
      { name: 'Save', samples: 5, p75: 96, max: 104, ok: true, values: [], longestFrame: 82, events: [] },
      {
        name: 'next page',
        samples: 5,
        p75: null,
        max: null,
        ok: true,
        values: [],
        longestFrame: null,
        events: [],
      },
    ],
    machine,
  });

  it('prints the p75 and max normalised beside the raw ones when the index was measured', () => {
    const machine: MachineIndex = {
      index: 3000,
      reference: 4000,
      samples: [{ at: 'before latency', values: [3000] }],
    };
    expect(latencyTable(result(machine))).toEqual([
      [
        'interaction',
        'samples',
        'p75 (ms)',
        'p75 normalised (ms)',
        'max (ms)',
        'max normalised (ms)',
        'longest frame (ms)',
        '',
      ],
      ['Save', '5', '96', '72', '104', '78', '82', 'ok'],
      ['next page', '5', '<16', '<16', '<16', '<16', '<50', 'ok'],
    ]);
  });

  it('marks a row over budget by its normalised figures', () => {
    const fast: MachineIndex = {
      index: 5000,
      reference: 4000,
      samples: [{ at: 'before latency', values: [5000] }],
    };
    // 96 raw is 120 normalised on a machine faster than the reference.
    expect(latencyTable(result(fast))[1]?.at(-1)).toBe('OVER BUDGET');
  });

  it('keeps its columns without an index', () => {
    expect(latencyTable(result())[0]).toEqual([
      'interaction',
      'samples',
      'p75 (ms)',
      'max (ms)',
      'longest frame (ms)',
      '',
    ]);
  });
});
