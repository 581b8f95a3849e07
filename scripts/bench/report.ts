import { budgets, type Breach, IN_APP_TIMING_LIMIT_MS, KIB } from './budgets';
import type { ByteFigures } from './bytes';
import type { LatencyResult } from './latency';
import type { LighthouseFigures } from './lighthouse';
import { describeIndex, type MachineIndex, normalise } from './machine';

export interface BenchResults {
  when?: string;
  seconds: number;
  bytes?: ByteFigures;
  lighthouse?: { mobile: LighthouseFigures; desktop: LighthouseFigures };
  /** Raw in-app timings, as measured. */
  timings?: Record<string, Record<string, number | null>>;
  /** Issue 38: the machine's benchmarkIndex in this run; the timings' budgets read them normalised with it. */
  machine?: MachineIndex;
  latency?: LatencyResult;
  notes?: Record<string, string>;
}

/** One printed figure; `budget` is the limit text when the figure has one. */
export interface Figure {
  label: string;
  value: number | null;
  unit: 'bytes' | 'ms' | 'score' | 'count';
  extra?: string;
  budget?: string;
  /** An in-app timing's raw figure when `value` is normalised. */
  raw?: number | null;
}

export const formatValue = (value: number | null, unit: Figure['unit']): string => {
  if (value === null) return 'n/a';
  if (unit === 'bytes') return `${(value / KIB).toFixed(1)} KiB`;
  if (unit === 'ms') return `${value.toFixed(value >= 1000 ? 0 : 1)} ms`;
  return String(value);
};

const budgetText = (path: string): string | undefined => {
  const budget = budgets.find((entry) => entry.path === path);
  if (!budget) return undefined;
  return `${budget.kind === 'max' ? '≤' : '≥'} ${formatValue(budget.limit, budget.unit)}`;
};

const byteRows = (bytes: ByteFigures): Figure[] => {
  const row = (label: string, key: keyof ByteFigures, extra?: string): Figure => ({
    label,
    value: Number(bytes[key]),
    unit: 'bytes',
    extra,
    budget: budgetText(`bytes.${key}`),
  });
  return [
    row('sign-in JS referenced, raw', 'referencedJsRaw'),
    row('sign-in JS referenced, gzip', 'referencedJsGzip'),
    row('sign-in CSS referenced, raw', 'referencedCssRaw'),
    row('sign-in CSS referenced, gzip', 'referencedCssGzip'),
    row('sign-in JS loaded (transfer)', 'signInJsGzip'),
    row('sign-in CSS loaded (transfer)', 'signInCssGzip'),
    row('fonts', 'fontBytes'),
    row('sign-in total transfer', 'totalTransfer', `${bytes.signInRequests} requests`),
    row('whole build JS+CSS, raw', 'buildJsCssRaw'),
    row('whole build JS+CSS, gzip', 'buildJsCssGzip'),
    row('largest lazy chunk, gzip', 'largestLazyChunkGzip', bytes.largestLazyChunk),
  ];
};

const lighthouseRows = (lighthouse: NonNullable<BenchResults['lighthouse']>): Figure[] =>
  (['mobile', 'desktop'] as const).flatMap((preset) => {
    const figures = lighthouse[preset];
    const label = `Lighthouse ${preset}`;
    const runs = `median of ${figures.runs.length}`;
    return [
      {
        label: `${label} score`,
        value: figures.score,
        unit: 'score',
        extra: `${runs}: ${figures.runs.map((run) => run.score).join(', ')}`,
        budget: budgetText(`lighthouse.${preset}.score`),
      },
      { label: `${label} FCP`, value: figures.fcp, unit: 'ms' },
      {
        label: `${label} LCP`,
        value: figures.lcp,
        unit: 'ms',
        extra: figures.runs.map((run) => run.lcp).join(', '),
        budget: budgetText(`lighthouse.${preset}.lcp`),
      },
      {
        label: `${label} TBT`,
        value: figures.tbt,
        unit: 'ms',
        extra: figures.runs.map((run) => run.tbt).join(', '),
        budget: budgetText(`lighthouse.${preset}.tbt`),
      },
    ] satisfies Figure[];
  });

/**
 * In-app timings: the value is the normalised figure (the one the budget reads) and the raw one is
 * printed beside it; a run from before issue 38 (no machine index) shows its raw figures as they were.
 */
const timingRows = (timings: NonNullable<BenchResults['timings']>, machine?: MachineIndex): Figure[] =>
  Object.entries(timings).flatMap(([scale, values]) =>
    Object.entries(values).map(([name, raw]): Figure => {
      const budget = `≤ ${IN_APP_TIMING_LIMIT_MS} ms`;
      const label = `${name} (${scale})`;
      if (!machine) return { label, value: raw, unit: 'ms', budget, extra: 'raw (no machine index)' };
      return {
        label,
        value: normalise(raw, machine.index, machine.reference),
        unit: 'ms',
        budget,
        raw,
        extra: `raw ${formatValue(raw, 'ms')}`,
      };
    }),
  );

/** Every figure of a run, in a fixed order. */
export const figuresOf = (results: BenchResults): Figure[] => [
  ...(results.bytes ? byteRows(results.bytes) : []),
  ...(results.lighthouse ? lighthouseRows(results.lighthouse) : []),
  ...(results.timings ? timingRows(results.timings, results.machine) : []),
];

export const printTable = (rows: string[][]): void => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) {
    console.log(row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('  '));
  }
};

/** The figures of an earlier run by label, for `--compare=<file>`: each row shows its value then. */
const earlierValues = (earlier: BenchResults | undefined): Map<string, string> =>
  new Map(
    (earlier ? figuresOf(earlier) : []).map((figure) => [
      figure.label,
      formatValue(figure.value, figure.unit),
    ]),
  );

export const printResults = (results: BenchResults, breaches: Breach[], earlier?: BenchResults): void => {
  const before = earlierValues(earlier);
  const header = [
    'figure',
    'value',
    ...(earlier ? [`before (${earlier.when ?? 'earlier run'})`] : []),
    'budget',
    '',
  ];
  console.log('');
  printTable([
    header,
    ...figuresOf(results).map((figure) => [
      figure.label,
      formatValue(figure.value, figure.unit),
      ...(earlier ? [before.get(figure.label) ?? '—'] : []),
      figure.budget ?? '',
      figure.extra ?? '',
    ]),
  ]);
  if (results.machine) console.log(`\nIn-app timings are normalised. ${describeIndex(results.machine)}`);
  for (const [name, note] of Object.entries(results.notes ?? {})) console.log(`${name}: ${note}`);
  console.log(`\n(${results.seconds} s)`);
  if (breaches.length === 0) console.log('All budgets met.');
  for (const breach of breaches) {
    console.log(
      `BUDGET BREACH: ${breach.name} = ${formatValue(breach.value, breach.unit)} (limit ${formatValue(breach.limit, breach.unit)})`,
    );
  }
};

/** The figures as a Markdown table (`--markdown`), for the README's Performance section. */
export const markdownTable = (results: BenchResults): string =>
  [
    '| figure | value | budget |',
    '| --- | --- | --- |',
    ...figuresOf(results).map((figure) => {
      const raw = figure.raw === undefined ? '' : ` (raw ${formatValue(figure.raw, 'ms')})`;
      return `| ${figure.label} | ${formatValue(figure.value, figure.unit)}${raw} | ${figure.budget ?? ''} |`;
    }),
    ...(results.machine ? ['', `In-app timings normalised: ${describeIndex(results.machine)}.`] : []),
  ].join('\n');
