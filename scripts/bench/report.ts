import type { Breach } from './budgets';
import type { ByteFigures } from './bytes';
import type { LighthouseFigures } from './lighthouse';

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

export interface BenchResults {
  seconds: number;
  bytes: ByteFigures;
  lighthouse: { mobile: LighthouseFigures; desktop: LighthouseFigures };
  timings: Record<string, Record<string, number | null>>;
}

export const printResults = (results: BenchResults, breaches: Breach[]): void => {
  const { bytes, lighthouse, timings } = results;
  const rows: [string, string][] = [
    ['sign-in JS referenced (raw / gzip)', `${kib(bytes.referencedJsRaw)} / ${kib(bytes.referencedJsGzip)}`],
    [
      'sign-in CSS referenced (raw / gzip)',
      `${kib(bytes.referencedCssRaw)} / ${kib(bytes.referencedCssGzip)}`,
    ],
    ['sign-in JS loaded (transfer)', kib(bytes.signInJsGzip)],
    ['sign-in CSS loaded (transfer)', kib(bytes.signInCssGzip)],
    ['fonts', kib(bytes.fontBytes)],
    ['sign-in total transfer', `${kib(bytes.totalTransfer)} in ${bytes.signInRequests} requests`],
    ['whole build JS+CSS (raw / gzip)', `${kib(bytes.buildJsCssRaw)} / ${kib(bytes.buildJsCssGzip)}`],
    ['largest lazy chunk (gzip)', `${kib(bytes.largestLazyChunkGzip)} ${bytes.largestLazyChunk}`],
  ];
  for (const preset of ['mobile', 'desktop'] as const) {
    const figures = lighthouse[preset];
    rows.push([
      `Lighthouse ${preset} (median of ${figures.runs.length})`,
      `score ${figures.score}, FCP ${figures.fcp} ms, LCP ${figures.lcp} ms, TBT ${figures.tbt} ms`,
    ]);
  }
  for (const [scale, values] of Object.entries(timings)) {
    for (const [name, value] of Object.entries(values)) {
      rows.push([`${name} (${scale})`, value === null ? 'n/a' : `${value.toFixed(1)} ms`]);
    }
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  console.log(`\n(${results.seconds} s)`);
  if (breaches.length === 0) console.log('All budgets met.');
  for (const breach of breaches) {
    console.log(
      `BUDGET BREACH: ${breach.name} = ${breach.value ?? 'n/a'} (limit ${breach.limit} ${breach.unit})`,
    );
  }
};
