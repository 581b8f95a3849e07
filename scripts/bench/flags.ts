/**
 * The soak's command-line flags (unit-tested in flags.test.ts): `--soak` runs it, `--soak-rounds=N`
 * (default 1,000) and `--soak-warmup=N` (default 20) size it, `--soak-jit=baseline|full` (default
 * baseline) says which of V8's compilers run (see SOAK_JIT_FLAGS).
 */
export const DEFAULT_SOAK_ROUNDS = 1000;
export const DEFAULT_WARMUP_ROUNDS = 20;
/** The shortest run the CI setting may use (docs/performance.md, Soak: at least 300 rounds). */
export const MIN_CI_SOAK_ROUNDS = 300;

/**
 * `baseline`: V8's interpreter and its baseline compiler (Sparkplug) only, Maglev and TurboFan off.
 * Their machine code is a cache of the bundle's hot functions that fills in waves as call counts
 * reach V8's tier-up thresholds (400 and 3,000 calls) for hundreds of rounds; with it the heap grows
 * 1.5 MiB over 300 rounds while what the app holds stays flat (docs/performance.md, "Soak"). Without
 * it every byte the page keeps, bytecode included, shows in the heap from the first round on.
 * `full`: Chrome's compilers as shipped, to read the JIT's share.
 */
export const SOAK_JIT_FLAGS = {
  baseline: ['--no-maglev', '--no-turbofan'],
  full: [],
} as const satisfies Record<string, readonly string[]>;
export type SoakJit = keyof typeof SOAK_JIT_FLAGS;

/** `--soak-walk=admin|doctor` (default admin): whose walk the soak repeats (soak.ts). */
export type SoakWalkFlag = 'admin' | 'doctor';

export interface SoakFlags {
  soak: boolean;
  walk: SoakWalkFlag;
  rounds: number;
  warmup: number;
  jit: SoakJit;
}

const jitOf = (argv: readonly string[]): SoakJit => {
  const arg = argv.find((entry) => entry.startsWith('--soak-jit='));
  if (arg === undefined) return 'baseline';
  const value = arg.slice('--soak-jit='.length);
  if (value === 'baseline' || value === 'full') return value;
  throw new Error(`--soak-jit takes baseline or full, not "${value}"`);
};

const count = (argv: readonly string[], name: string, fallback: number, min: number): number => {
  const arg = argv.find((entry) => entry.startsWith(`--${name}=`));
  if (arg === undefined) return fallback;
  const text = arg.slice(name.length + 3);
  if (!/^\d+$/.test(text)) throw new Error(`--${name} takes a whole number, not "${text}"`);
  const value = Number(text);
  if (value < min) throw new Error(`--${name} must be at least ${min}, not ${value}`);
  return value;
};

const walkOf = (argv: readonly string[]): SoakWalkFlag => {
  const arg = argv.find((entry) => entry.startsWith('--soak-walk='));
  if (arg === undefined) return 'admin';
  const value = arg.slice('--soak-walk='.length);
  if (value === 'admin' || value === 'doctor') return value;
  throw new Error(`--soak-walk takes admin or doctor, not "${value}"`);
};

export const parseSoakFlags = (argv: readonly string[]): SoakFlags => ({
  soak:
    argv.includes('--soak') ||
    argv.some((arg) => arg.startsWith('--soak-rounds=') || arg.startsWith('--soak-walk=')),
  walk: walkOf(argv),
  rounds: count(argv, 'soak-rounds', DEFAULT_SOAK_ROUNDS, 1),
  warmup: count(argv, 'soak-warmup', DEFAULT_WARMUP_ROUNDS, 0),
  jit: jitOf(argv),
});

/** `--latency-samples=N` (default 5) for the latency bench. */
export const parseLatencySamples = (argv: readonly string[], quick: boolean): number =>
  count(argv, 'latency-samples', quick ? 3 : 5, 1);
