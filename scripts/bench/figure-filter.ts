/**
 * `BENCH_TIMINGS_ONLY="signInToHomeFigures|acceptToLive"`: only the figures whose name contains one
 * of the `|`-separated parts are measured (the others are left out of the results, not counted as
 * breaches); unset, every figure. For working on one step without the 10-minute run.
 */
const ONLY = (process.env.BENCH_TIMINGS_ONLY ?? '').split('|').filter((part) => part !== '');
export const wanted = (name: string, only: readonly string[] = ONLY): boolean =>
  only.length === 0 || only.some((part) => name.includes(part));

/** The median of `runs` runs of `measure`, or undefined when BENCH_TIMINGS_ONLY leaves `name` out. */
export type Repeat = (name: string, measure: () => Promise<number>) => Promise<number | null | undefined>;
