import { describe, expect, it } from 'vitest';

import { TEST_NOW } from '@tests/setup/now';
import { createDemoDb } from './db';
import { seedDemoData } from './seed';
import { seededTables } from './seed-memo';

// tests/setup/unit.ts keeps seeds for every unit test file: here, the kept seed's copies are
// checked against fresh seeds.
const MINUTE = 60_000;
const onTheMinute = Math.floor(TEST_NOW / MINUTE) * MINUTE;

describe('kept seeds (src/mocks/seed-memo.ts)', () => {
  it('the seed is the same throughout a minute, which is what makes keeping it exact', () => {
    const first = seedDemoData(1, onTheMinute);
    expect(seedDemoData(1, onTheMinute + MINUTE - 1)).toEqual(first);
    // The next minute is another seed: notifications sent a minute before now move with it.
    expect(seedDemoData(1, onTheMinute + MINUTE)).not.toEqual(first);
  });

  it('a copy of the kept seed equals a fresh seed, table by table', () => {
    const fresh = seedDemoData(1, onTheMinute + 20_000) as unknown as Record<string, unknown>;
    const copy = seededTables(1, onTheMinute + 40_000) as unknown as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(Object.keys(fresh));
    for (const name of Object.keys(fresh)) expect(copy[name], name).toEqual(fresh[name]);
  });

  it('a change in one database never shows in another one, nor in the next', () => {
    const one = createDemoDb();
    const other = createDemoDb();
    const name = one.camps[0]!.name;
    one.camps[0]!.name = 'Renamed in one database';
    one.clinics.push({ ...one.clinics[0]!, id: 999_999 });
    expect(other.camps[0]!.name).toBe(name);
    expect(other.clinic(999_999)).toBeUndefined();
    const next = createDemoDb();
    expect(next.camps[0]!.name).toBe(name);
    expect(next.clinic(999_999)).toBeUndefined();
  });

  it('a reset is the seed again, and another scale or minute is seeded for itself', () => {
    const at = onTheMinute + 30_000;
    const db = createDemoDb({ now: () => new Date(at) });
    db.camps.splice(0, db.camps.length);
    db.reset();
    expect(db.camps).toEqual(seedDemoData(1, at).camps);
    expect(seededTables(2, onTheMinute).camps).toEqual(seedDemoData(2, onTheMinute).camps);
    expect(seededTables(1, onTheMinute + MINUTE).notifications).toEqual(
      seedDemoData(1, onTheMinute + MINUTE).notifications,
    );
  });

  it('a table written before it is read keeps what was written', () => {
    const tables = seededTables(1, onTheMinute);
    tables.camps = [];
    expect(tables.camps).toEqual([]);
    expect(seededTables(1, onTheMinute).camps.length).toBeGreaterThan(0);
  });
});
