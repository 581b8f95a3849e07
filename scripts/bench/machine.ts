/**
 * Issue 38: in-app timings normalised to one reference machine (unit-tested in machine.test.ts).
 *
 * The bench measures the machine in the same run with Lighthouse's `benchmarkIndex` (its
 * `computeBenchmarkIndex` page function, run in the bench's own Chromium: machine-index.ts). A slower
 * or busier machine gives a lower index and higher raw times, so
 *
 *   normalised = raw × (index measured / REFERENCE_INDEX)
 *
 * reads each timing as if it had been taken on the reference machine.
 */

/**
 * The reference machine's `benchmarkIndex`: this machine kind (CI's 2-core kind, Debian's Chromium,
 * headless) when quiet. Provenance: 12 samples on 2026-11-28 with nothing but other engineers' test
 * runs on the machine (load average 1.2 to 2.8: never fully quiet): 6 in a row in a blank page, and
 * the first run's 'before' and 'after' samples; they read 3,412 to 4,221, median 3,929, rounded to
 * 4,000. It is a convention: another value scales every
 * normalised figure alike. docs/performance.md, "Normalised timings (issue 38)", says more.
 */
export const REFERENCE_INDEX = 4000;

/** Where in the run a sample was taken: before, between and after the timing groups. */
export interface IndexSample {
  at: string;
  /** Each evaluation of `computeBenchmarkIndex` at that point (about 1 s each). */
  values: number[];
}

export interface MachineIndex {
  /** The index the timings were normalised with: the median of every sample's values. */
  index: number;
  reference: number;
  samples: IndexSample[];
}

/** The median (the mean of the middle two for an even count), or null when there are none. */
export const medianOf = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The run's index: the median of every value of every sample (one busy moment does not move it). */
export const machineIndex = (
  samples: IndexSample[],
  reference = REFERENCE_INDEX,
): MachineIndex | undefined => {
  const index = medianOf(samples.flatMap((sample) => sample.values));
  return index === null ? undefined : { index: Math.round(index), reference, samples };
};

/** raw × (index / reference), to 0.1 ms; an unmeasured figure stays null. */
export const normalise = (raw: number | null, index: number, reference = REFERENCE_INDEX): number | null => {
  if (raw === null) return null;
  if (!(index > 0) || !(reference > 0))
    throw new Error(`cannot normalise with index ${index} / ${reference}`);
  return Math.round(((raw * index) / reference) * 10) / 10;
};

/** Every timing of every scale normalised with the run's index. */
export const normaliseTimings = (
  timings: Record<string, Record<string, number | null>>,
  machine: Pick<MachineIndex, 'index' | 'reference'>,
): Record<string, Record<string, number | null>> =>
  Object.fromEntries(
    Object.entries(timings).map(([scale, values]) => [
      scale,
      Object.fromEntries(
        Object.entries(values).map(([name, raw]) => [name, normalise(raw, machine.index, machine.reference)]),
      ),
    ]),
  );

/** One line naming the index used and where it came from, printed with the timings and by --check. */
export const describeIndex = (machine: MachineIndex): string => {
  const factor = machine.index / machine.reference;
  const samples = machine.samples
    .map((sample) => `${sample.at} ${sample.values.map((value) => Math.round(value)).join('/')}`)
    .join(', ');
  const count = machine.samples.reduce((sum, sample) => sum + sample.values.length, 0);
  return (
    `Machine index (Lighthouse benchmarkIndex): ${machine.index}, median of ${count} (${samples}); ` +
    `reference ${machine.reference}; normalised = raw × ${factor.toFixed(3)}`
  );
};
