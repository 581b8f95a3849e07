/**
 * The soak's command-line flags (unit-tested in flags.test.ts): `--soak` runs it, `--soak-rounds=N`
 * (default 1,000) and `--soak-warmup=N` (default 20) size it.
 */
export const DEFAULT_SOAK_ROUNDS = 1000;
export const DEFAULT_WARMUP_ROUNDS = 20;
/** The shortest run the documented CI setting may use (issue 19). */
export const MIN_CI_SOAK_ROUNDS = 300;

export interface SoakFlags {
  soak: boolean;
  rounds: number;
  warmup: number;
}

const count = (argv: readonly string[], name: string, fallback: number, min: number): number => {
  const arg = argv.find((entry) => entry.startsWith(`--${name}=`));
  if (arg === undefined) return fallback;
  const text = arg.slice(name.length + 3);
  if (!/^\d+$/.test(text)) throw new Error(`--${name} takes a whole number, not "${text}"`);
  const value = Number(text);
  if (value < min) throw new Error(`--${name} must be at least ${min}, not ${value}`);
  return value;
};

export const parseSoakFlags = (argv: readonly string[]): SoakFlags => ({
  soak: argv.includes('--soak') || argv.some((arg) => arg.startsWith('--soak-rounds=')),
  rounds: count(argv, 'soak-rounds', DEFAULT_SOAK_ROUNDS, 1),
  warmup: count(argv, 'soak-warmup', DEFAULT_WARMUP_ROUNDS, 0),
});

/** `--latency-samples=N` (default 5) for the latency bench. */
export const parseLatencySamples = (argv: readonly string[], quick: boolean): number =>
  count(argv, 'latency-samples', quick ? 3 : 5, 1);
