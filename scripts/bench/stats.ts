/**
 * Pure figures of the soak and latency benches (unit-tested in stats.test.ts): a percentile by the
 * nearest-rank method, and the soak's growth budget.
 */

/** The nearest-rank percentile (`p` in 0-100) of `values`, or null when there are none. */
export const percentile = (values: readonly number[], p: number): number | null => {
  if (values.length === 0) return null;
  if (p < 0 || p > 100) throw new Error(`percentile takes 0-100, not ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
};

export const MIB = 1024 * 1024;

/** What the soak records after a forced GC (CDP Runtime.getHeapUsage and Memory.getDOMCounters). */
export interface MemorySnapshot {
  /** V8's used heap (Runtime.getHeapUsage): data and compiled code. */
  heapUsed: number;
  /** Of it, what the page's JavaScript holds: objects, arrays, strings, closures (heap snapshot). */
  heapData: number;
  /** Of it, compiled code: bytecode, optimised machine code, feedback (heap snapshot). */
  heapCode: number;
  nodes: number;
  documents: number;
  listeners: number;
}

export type MemoryFigure = keyof MemorySnapshot;

export interface Growth {
  figure: MemoryFigure;
  before: number;
  after: number;
  /** after - before */
  growth: number;
  /** growth / before, as a percentage (0 when before is 0 and nothing grew). */
  percent: number;
  /** The largest growth allowed, in the figure's own unit; null when the figure has no budget. */
  allowed: number | null;
  ok: boolean;
}

/**
 * Issue 19's budget: the JS heap (V8's used heap, data and code) may grow by 5% or 1 MiB, whichever
 * is larger; DOM nodes and JS event listeners by 2%. The heap's split into data and compiled code is
 * reported beside it, without a budget of its own. Documents have no budget of their own.
 */
export const allowedGrowth = (figure: MemoryFigure, before: number): number | null => {
  switch (figure) {
    case 'heapUsed':
      return Math.max(before * 0.05, MIB);
    case 'heapData':
    case 'heapCode':
      return null;
    case 'nodes':
    case 'listeners':
      return before * 0.02;
    case 'documents':
      return null;
  }
};

export const FIGURES: readonly MemoryFigure[] = [
  'heapUsed',
  'heapData',
  'heapCode',
  'nodes',
  'documents',
  'listeners',
];

export const growthOf = (before: MemorySnapshot, after: MemorySnapshot): Growth[] =>
  FIGURES.map((figure) => {
    const growth = after[figure] - before[figure];
    const allowed = allowedGrowth(figure, before[figure]);
    const percent = before[figure] === 0 ? (growth === 0 ? 0 : Infinity) : (growth / before[figure]) * 100;
    return {
      figure,
      before: before[figure],
      after: after[figure],
      growth,
      percent,
      allowed,
      ok: allowed === null || growth <= allowed,
    };
  });

/** Issue 19's latency budget per interaction: p75 at most 100 ms and no sample above 200 ms. */
export const LATENCY_P75_MS = 100;
export const LATENCY_MAX_MS = 200;
/** Event Timing's durationThreshold: an interaction with no entry at or above it took less. */
export const EVENT_THRESHOLD_MS = 16;

/** A sample is the longest Event Timing entry of one interaction, or null when none reached 16 ms. */
export type LatencySample = number | null;

export interface LatencyRow {
  name: string;
  samples: number;
  /** null: under 16 ms. */
  p75: number | null;
  max: number | null;
  ok: boolean;
}

export const latencyRow = (name: string, samples: readonly LatencySample[]): LatencyRow => {
  // An interaction under the threshold counts as 0 for the ranking; it is printed as "<16".
  const values = samples.map((sample) => sample ?? 0);
  const p75 = percentile(values, 75);
  const max = values.length === 0 ? null : Math.max(...values);
  const under = (value: number | null) => (value === null || value < EVENT_THRESHOLD_MS ? null : value);
  return {
    name,
    samples: samples.length,
    p75: under(p75),
    max: under(max),
    ok: samples.length > 0 && (p75 ?? 0) <= LATENCY_P75_MS && (max ?? 0) <= LATENCY_MAX_MS,
  };
};

export const formatLatency = (value: number | null): string =>
  value === null ? `<${EVENT_THRESHOLD_MS}` : String(Math.round(value));
