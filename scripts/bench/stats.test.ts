import { describe, expect, it } from 'vitest';

import { allowedGrowth, growthOf, latencyRow, type MemorySnapshot, MIB, percentile } from './stats';

const snapshot = (overrides: Partial<MemorySnapshot> = {}): MemorySnapshot => ({
  heapUsed: 14 * MIB,
  heapData: 10 * MIB,
  heapCode: 4 * MIB,
  nodes: 1000,
  documents: 2,
  listeners: 500,
  ...overrides,
});

describe('percentile (nearest rank)', () => {
  it('takes the value at rank ceil(p/100 * n) of the sorted samples', () => {
    expect(percentile([50, 10, 40, 20, 30], 75)).toBe(40);
    expect(percentile([10, 20, 30, 40], 75)).toBe(30);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([7], 75)).toBe(7);
    expect(percentile([3, 1, 2], 100)).toBe(3);
    expect(percentile([3, 1, 2], 0)).toBe(1);
  });

  it('has no value without samples and refuses a p outside 0-100', () => {
    expect(percentile([], 75)).toBeNull();
    expect(() => percentile([1], 101)).toThrow(/0-100/);
  });
});

describe('soak growth budget', () => {
  it('allows the JS heap 1 MiB when 5% is less, and 5% when it is more', () => {
    expect(allowedGrowth('heapUsed', 10 * MIB)).toBe(MIB);
    expect(allowedGrowth('heapUsed', 40 * MIB)).toBe(2 * MIB);
  });

  it("reports the heap's data and compiled code without a budget of their own", () => {
    expect(allowedGrowth('heapData', 10 * MIB)).toBeNull();
    expect(allowedGrowth('heapCode', 4 * MIB)).toBeNull();
    const rows = growthOf(snapshot(), snapshot({ heapData: 20 * MIB, heapCode: 10 * MIB }));
    expect(rows.filter((row) => !row.ok)).toEqual([]);
  });

  it('allows nodes and listeners 2%, and gives documents no budget', () => {
    expect(allowedGrowth('nodes', 1000)).toBe(20);
    expect(allowedGrowth('listeners', 500)).toBe(10);
    expect(allowedGrowth('documents', 2)).toBeNull();
  });

  it('passes growth within the budget and fails each figure over it', () => {
    const within = growthOf(
      snapshot(),
      snapshot({ heapUsed: 15 * MIB, nodes: 1020, listeners: 510, documents: 3 }),
    );
    expect(within.every((row) => row.ok)).toBe(true);
    const over = growthOf(snapshot(), snapshot({ heapUsed: 15 * MIB + 1, nodes: 1021, listeners: 511 }));
    expect(over.filter((row) => !row.ok).map((row) => row.figure)).toEqual([
      'heapUsed',
      'nodes',
      'listeners',
    ]);
  });

  it('reports the growth and its percentage; a shrink passes', () => {
    const [heap, , , nodes] = growthOf(snapshot(), snapshot({ heapUsed: 13 * MIB, nodes: 1100 }));
    expect(heap).toMatchObject({ growth: -MIB, percent: (-1 / 14) * 100, ok: true });
    expect(nodes).toMatchObject({ before: 1000, after: 1100, growth: 100, percent: 10, ok: false });
  });
});

describe('latency row', () => {
  it('takes the p75 and max of the samples and checks 100 ms / 200 ms', () => {
    expect(latencyRow('open camps', [40, 48, 56, 64, 120])).toMatchObject({
      samples: 5,
      p75: 64,
      max: 120,
      ok: true,
    });
    expect(latencyRow('Save', [40, 104, 104, 104, 112]).ok).toBe(false);
    expect(latencyRow('Save', [40, 40, 40, 40, 208]).ok).toBe(false);
  });

  it('counts an interaction without an entry of 16 ms or more as under 16 ms', () => {
    expect(latencyRow('next page', [null, null, 24, null, null])).toMatchObject({
      p75: null,
      max: 24,
      ok: true,
    });
    expect(latencyRow('next page', [null, null])).toMatchObject({ p75: null, max: null, ok: true });
  });

  it('fails an interaction that has no sample at all', () => {
    expect(latencyRow('Save', []).ok).toBe(false);
  });
});
