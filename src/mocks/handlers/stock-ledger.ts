import type { DemoDb } from '../db';
import type { DemoStockMovement } from '../types';

/**
 * The stored part of a clinic's stock ledger (docs/orders.md, "Stock, days of cover and Running
 * low"): received and adjusted movements, appended, never edited. The `used` part is derived from
 * the screening results (stock-usage.ts); stock-balance.ts folds both into on hand.
 */

/** One number per clinic × consumable pair (both ids are below a million). */
export const pairKey = (clinicId: number, consumableId: number): number =>
  clinicId * 1_000_000 + consumableId;

interface StoredIndex {
  /** The table the index was built from, and how many of its rows it has taken in. */
  rows: DemoStockMovement[];
  seen: number;
  nextId: number;
  /** pair -> its movements, in table order (oldest first: the table is appended to). */
  byPair: Map<number, DemoStockMovement[]>;
}

const indexes = new WeakMap<DemoDb, StoredIndex>();

/**
 * The stored movements by pair, kept up to date as rows are appended: a new table (a reset, a
 * restore) builds it again, an appended row is added to it, so a read costs nothing after the first.
 */
const storedIndex = (db: DemoDb): StoredIndex => {
  const rows = db.stockMovements;
  let index = indexes.get(db);
  if (index?.rows !== rows || index.seen > rows.length) {
    index = { rows, seen: 0, nextId: 1, byPair: new Map() };
    indexes.set(db, index);
  }
  for (; index.seen < rows.length; index.seen += 1) {
    const row = rows[index.seen];
    if (!row) continue;
    const key = pairKey(row.clinic_id, row.consumable_id);
    const list = index.byPair.get(key);
    if (list) list.push(row);
    else index.byPair.set(key, [row]);
    if (row.id >= index.nextId) index.nextId = row.id + 1;
  }
  return index;
};

/** A pair's stored movements, oldest first (the same array until the next append). */
export const storedMovements = (
  db: DemoDb,
  clinicId: number,
  consumableId: number,
): readonly DemoStockMovement[] => storedIndex(db).byPair.get(pairKey(clinicId, consumableId)) ?? [];

/**
 * Appends a movement to the ledger (an order's receipt, an adjustment) and answers it with its id.
 * Stock is never edited in place: two people adjusting at once both count.
 */
export const appendStockMovement = (
  db: DemoDb,
  movement: Omit<DemoStockMovement, 'id'>,
): DemoStockMovement => {
  const row: DemoStockMovement = { id: storedIndex(db).nextId, ...movement };
  db.stockMovements.push(row);
  storedIndex(db);
  return row;
};
