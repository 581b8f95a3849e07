import { describe, expect, it } from 'vitest';

import { markersOf } from './query-reads';
import { pageOf, sortedPage } from './scope';
import type { DemoDb } from '../db';

/** A small deterministic PRNG (mulberry32), so a failure names its seed. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

interface Row {
  id: number;
  key: number;
}
const byKey = (a: Row, b: Row): number => a.key - b.key;

describe('sortedPage (a page of sorted items without sorting them all)', () => {
  it('gives the page a full sort gives, ties in their first order, at every page and size', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const random = prng(seed);
      const count = Math.floor(random() * 400);
      // Few distinct keys: many ties, which a stable sort keeps in their first order.
      const rows: Row[] = Array.from({ length: count }, (_, id) => ({ id, key: Math.floor(random() * 20) }));
      for (const limit of [1, 5, 10, 50]) {
        for (let page = 1; page <= Math.ceil(count / limit) + 1; page += 1) {
          const expected = pageOf([...rows].sort(byKey), page, limit);
          expect(sortedPage(rows, byKey, page, limit), `seed ${seed}, page ${page} of ${limit}`).toEqual(
            expected,
          );
        }
      }
    }
  });

  it('leaves the items as they were', () => {
    const rows: Row[] = [3, 1, 2, 0].map((key, id) => ({ id, key }));
    const before = rows.map((row) => row.id);
    expect(sortedPage(rows, byKey, 1, 1)).toEqual([{ id: 3, key: 0 }]);
    expect(rows.map((row) => row.id)).toEqual(before);
  });

  it('gives nothing for an empty page', () => {
    expect(sortedPage([{ id: 1, key: 1 }], byKey, 1, 0)).toEqual([]);
    expect(sortedPage([], byKey, 1, 10)).toEqual([]);
  });
});

describe("markersOf (a user's read markers by query)", () => {
  it("finds each of the user's markers and no one else's", () => {
    const queryReads = [
      { user_id: 1, query_id: 7, message_id: 70 },
      { user_id: 2, query_id: 7, message_id: 71 },
      { user_id: 1, query_id: 2, message_id: 20 },
      { user_id: 2, query_id: 9, message_id: 90 },
    ];
    const markers = markersOf({ queryReads } as unknown as DemoDb, 1);
    expect([2, 7, 9, 0, 100, -1].map((id) => markers.get(id))).toEqual([
      20,
      70,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
