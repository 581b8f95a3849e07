import { describe, expect, it } from 'vitest';

import {
  describeIndex,
  machineIndex,
  medianOf,
  normalise,
  normaliseTimings,
  REFERENCE_INDEX,
} from './machine';

describe('machine index', () => {
  it('takes the median of every value of every sample', () => {
    const machine = machineIndex([
      { at: 'before', values: [4000, 3900, 4100] },
      { at: 'after seeded', values: [2000, 3800, 3700] },
      { at: 'after', values: [3950, 3850, 4050] },
    ]);
    // Sorted: 2000 3700 3800 3850 3900 3950 4000 4050 4100: one busy moment does not move it.
    expect(machine).toMatchObject({ index: 3900, reference: REFERENCE_INDEX });
    expect(machine?.samples).toHaveLength(3);
  });

  it('averages the middle two of an even count, and has no index without samples', () => {
    expect(medianOf([1, 4, 2, 3])).toBe(2.5);
    expect(medianOf([])).toBeNull();
    expect(machineIndex([])).toBeUndefined();
    expect(machineIndex([{ at: 'before', values: [] }])).toBeUndefined();
  });
});

describe('normalise', () => {
  it('reads a timing as if taken on the reference machine: raw × index / reference', () => {
    // A machine half as fast (index 2000 against 4000) took twice as long: 200 ms reads as 100.
    expect(normalise(200, 2000, 4000)).toBe(100);
    // A faster machine does not hide a regression: 100 ms at index 6000 reads as 150.
    expect(normalise(100, 6000, 4000)).toBe(150);
    expect(normalise(123.45, REFERENCE_INDEX)).toBe(123.5);
  });

  it('keeps an unmeasured figure null and refuses an index that is not positive', () => {
    expect(normalise(null, 3000)).toBeNull();
    expect(() => normalise(100, 0)).toThrow(/index 0/);
    expect(() => normalise(100, Number.NaN)).toThrow(/index NaN/);
  });

  it('normalises every timing of every scale with one index', () => {
    const timings = { seeded: { signInToShell: 80, filterOpenToLists: null }, max: { summaryToChart: 150 } };
    expect(normaliseTimings(timings, { index: 3000, reference: 4000 })).toEqual({
      seeded: { signInToShell: 60, filterOpenToLists: null },
      max: { summaryToChart: 112.5 },
    });
  });
});

describe('describeIndex', () => {
  it('names the index, its samples, the reference and the factor', () => {
    const machine = { index: 3600, reference: 4000, samples: [{ at: 'before', values: [3600.4, 3500] }] };
    expect(describeIndex(machine)).toBe(
      'Machine index (Lighthouse benchmarkIndex): 3600, median of 2 (before 3600/3500); reference 4000; ' +
        'normalised = raw × 0.900',
    );
  });
});
