import { describe, expect, it } from 'vitest';

import { parseLatencySamples, parseSoakFlags } from './flags';

describe('soak flags', () => {
  it('runs no soak without --soak, and 1,000 rounds after a 20-round warm-up with it', () => {
    expect(parseSoakFlags(['--check'])).toEqual({ soak: false, rounds: 1000, warmup: 20 });
    expect(parseSoakFlags(['--soak'])).toEqual({ soak: true, rounds: 1000, warmup: 20 });
  });

  it('reads --soak-rounds and --soak-warmup; --soak-rounds alone implies --soak', () => {
    expect(parseSoakFlags(['--soak-rounds=300', '--check'])).toEqual({ soak: true, rounds: 300, warmup: 20 });
    expect(parseSoakFlags(['--soak', '--soak-warmup=5', '--soak-rounds=40'])).toEqual({
      soak: true,
      rounds: 40,
      warmup: 5,
    });
  });

  it('refuses counts that are not whole numbers, and zero rounds', () => {
    expect(() => parseSoakFlags(['--soak-rounds=abc'])).toThrow(
      '--soak-rounds takes a whole number, not "abc"',
    );
    expect(() => parseSoakFlags(['--soak-rounds=1.5'])).toThrow(/whole number/);
    expect(() => parseSoakFlags(['--soak-rounds=0'])).toThrow('--soak-rounds must be at least 1, not 0');
    expect(parseSoakFlags(['--soak', '--soak-warmup=0']).warmup).toBe(0);
  });

  it('takes 5 latency samples, 3 with --quick, or --latency-samples', () => {
    expect(parseLatencySamples([], false)).toBe(5);
    expect(parseLatencySamples([], true)).toBe(3);
    expect(parseLatencySamples(['--latency-samples=8'], true)).toBe(8);
  });
});
