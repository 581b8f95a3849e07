import type { CDPSession } from 'playwright-core';

/**
 * Splits the V8 heap by a heap snapshot (CDP HeapProfiler.takeHeapSnapshot): compiled code (V8's
 * `code` nodes: bytecode, baseline and optimised machine code, feedback) and everything else the
 * page's JavaScript holds (objects, arrays, strings, closures, maps). Blink's own objects (`native`)
 * are not in the V8 heap and are left out. The soak reads it at the end of the warm-up and at the
 * end, to tell data that grows from code the JIT compiles as the walk repeats.
 */
export interface HeapBreakdown {
  code: number;
  data: number;
}

export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** A heap snapshot of the page (CDP HeapProfiler.takeHeapSnapshot), parsed. */
export const takeHeapSnapshot = async (cdp: CDPSession): Promise<HeapSnapshot> => {
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return JSON.parse(chunks.join('')) as HeapSnapshot;
};

/** How many of the snapshot's objects are named `name` (pure: unit-tested). */
export const countNamed = (snapshot: HeapSnapshot, name: string): number => {
  const width = snapshot.snapshot.meta.node_fields.length;
  const field = snapshot.snapshot.meta.node_fields.indexOf('name');
  const wanted = snapshot.strings.indexOf(name);
  if (wanted < 0) return 0;
  let count = 0;
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    if (snapshot.nodes[index + field] === wanted) count += 1;
  }
  return count;
};

/** Sums self sizes by kind (pure: unit-tested). */
export const breakdownOf = (snapshot: Omit<HeapSnapshot, 'strings'>): HeapBreakdown => {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  const result: HeapBreakdown = { code: 0, data: 0 };
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const kind = types[snapshot.nodes[index + type] ?? -1];
    const bytes = snapshot.nodes[index + size] ?? 0;
    if (kind === 'code') result.code += bytes;
    else if (kind !== 'native' && kind !== 'synthetic') result.data += bytes;
  }
  return result;
};

export const heapBreakdown = async (cdp: CDPSession): Promise<HeapBreakdown> =>
  breakdownOf(await takeHeapSnapshot(cdp));
