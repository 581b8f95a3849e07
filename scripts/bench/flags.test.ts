import { describe, expect, it } from 'vitest';

import { parseLatencySamples, parseSoakFlags, SOAK_JIT_FLAGS } from './flags';

describe('soak flags', () => {
  it('runs no soak without --soak, and 1,000 rounds after a 20-round warm-up with it', () => {
    expect(parseSoakFlags(['--check'])).toEqual({
      soak: false,
      rounds: 1000,
      warmup: 20,
      jit: 'baseline',
      walk: 'admin',
    });
    expect(parseSoakFlags(['--soak'])).toEqual({
      soak: true,
      rounds: 1000,
      warmup: 20,
      jit: 'baseline',
      walk: 'admin',
    });
  });

  it('reads --soak-rounds and --soak-warmup; --soak-rounds alone implies --soak', () => {
    expect(parseSoakFlags(['--soak-rounds=300', '--check'])).toEqual({
      soak: true,
      rounds: 300,
      warmup: 20,
      jit: 'baseline',
      walk: 'admin',
    });
    expect(parseSoakFlags(['--soak', '--soak-warmup=5', '--soak-rounds=40'])).toEqual({
      soak: true,
      rounds: 40,
      warmup: 5,
      jit: 'baseline',
      walk: 'admin',
    });
  });

  it("reads --soak-walk=doctor (the doctor's queue, live, notes and back), which implies --soak", () => {
    expect(parseSoakFlags(['--soak-walk=doctor', '--soak-rounds=300'])).toMatchObject({
      soak: true,
      walk: 'doctor',
      rounds: 300,
    });
    expect(() => parseSoakFlags(['--soak-walk=nurse'])).toThrow(
      '--soak-walk takes admin or doctor, not "nurse"',
    );
  });

  it('refuses counts that are not whole numbers, and zero rounds', () => {
    expect(() => parseSoakFlags(['--soak-rounds=abc'])).toThrow(
      '--soak-rounds takes a whole number, not "abc"',
    );
    expect(() => parseSoakFlags(['--soak-rounds=1.5'])).toThrow(/whole number/);
    expect(() => parseSoakFlags(['--soak-rounds=0'])).toThrow('--soak-rounds must be at least 1, not 0');
    expect(parseSoakFlags(['--soak', '--soak-warmup=0']).warmup).toBe(0);
  });

  it("runs V8's interpreter and baseline compiler by default, all of Chrome's with --soak-jit=full", () => {
    expect(parseSoakFlags(['--soak']).jit).toBe('baseline');
    expect(parseSoakFlags(['--soak', '--soak-jit=full']).jit).toBe('full');
    expect(parseSoakFlags(['--soak', '--soak-jit=baseline']).jit).toBe('baseline');
    expect(() => parseSoakFlags(['--soak', '--soak-jit=turbo'])).toThrow(
      '--soak-jit takes baseline or full, not "turbo"',
    );
    expect(SOAK_JIT_FLAGS.baseline).toEqual(['--no-maglev', '--no-turbofan']);
    expect(SOAK_JIT_FLAGS.full).toEqual([]);
  });

  it('takes 5 latency samples, 3 with --quick, or --latency-samples', () => {
    expect(parseLatencySamples([], false)).toBe(5);
    expect(parseLatencySamples([], true)).toBe(3);
    expect(parseLatencySamples(['--latency-samples=8'], true)).toBe(8);
  });
});
