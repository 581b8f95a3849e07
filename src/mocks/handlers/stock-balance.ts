import type { DemoDb } from '../db';
import type { DemoConsumable, DemoStockMovement } from '../types';
import { pairKey, storedMovements } from './stock-ledger';
import { dayNumber, todayNumber, usageTokens, usedByDay } from './stock-usage';

/**
 * On hand from the ledger (docs/orders.md, "Stock, days of cover and Running low"). The movements are
 * folded oldest first into batches (lots):
 * - a positive movement (a receipt, a positive adjustment, the opening count) is a new lot, with its
 *   batch's expiry (none for most adjustments);
 * - a day's use, and a negative adjustment, take from the lots first in, first out; a negative
 *   adjustment writes off expired stock before it takes from the lots on hand;
 * - a lot whose `expires_on` is before the day leaves on hand and counts as expired until written off;
 * - use beyond what is on hand is not carried as a debt: the results happened, the stock was never
 *   recorded (a missed receipt), and on hand stays at zero until the next count or receipt.
 * A day's movements are folded before its use. The ledger of a pair starts at its first stored
 * movement (the opening count): use before it is not counted.
 */

/** One line of the fold: a stored movement, or a day's use (derived). */
export interface LedgerEvent {
  day: number;
  kind: 'received' | 'adjusted' | 'used';
  quantity: number;
  /** The lot's last usable day (day number) for a positive movement; null: never expires. */
  expires: number | null;
  /** The stored movement, or an archived one (stock-archive.ts, its id a text); null for a day's use. */
  movement: DemoStockMovement | (Omit<DemoStockMovement, 'id'> & { id: string }) | null;
}

export interface Balance {
  onHand: number;
  expired: number;
  /** On hand in lots that expire within 30 days of today (today included). */
  expiring30: number;
  /** Each event with on hand after it, oldest first (only when asked for). */
  lines: Array<{ event: LedgerEvent; balance: number }>;
}

interface Lot {
  quantity: number;
  expires: number | null;
}

/** Folds the events (oldest first) into on hand, expired and expiring as of `today`. */
export const foldLedger = (events: readonly LedgerEvent[], today: number, record = false): Balance => {
  const lots: Lot[] = [];
  let onHand = 0;
  let expired = 0;
  const lines: Balance['lines'] = [];
  // The earliest expiry among the lots with stock: most days expire nothing, and skip the scan.
  let nextExpiry = Infinity;
  const expireBefore = (day: number): void => {
    if (nextExpiry >= day) return;
    nextExpiry = Infinity;
    for (const lot of lots) {
      if (lot.quantity <= 0 || lot.expires === null) continue;
      if (lot.expires < day) {
        expired += lot.quantity;
        onHand -= lot.quantity;
        lot.quantity = 0;
      } else nextExpiry = Math.min(nextExpiry, lot.expires);
    }
  };
  // Lots before `head` are empty: first in, first out never goes back to them.
  let head = 0;
  const take = (units: number): void => {
    let left = units;
    for (let i = head; i < lots.length && left > 0; i += 1) {
      const lot = lots[i];
      if (!lot) continue;
      const taken = Math.min(lot.quantity, left);
      lot.quantity -= taken;
      onHand -= taken;
      left -= taken;
    }
    while (head < lots.length && (lots[head]?.quantity ?? 0) <= 0) head += 1;
  };
  for (const event of events) {
    expireBefore(event.day);
    if (event.quantity > 0) {
      lots.push({ quantity: event.quantity, expires: event.expires });
      onHand += event.quantity;
      if (event.expires !== null) nextExpiry = Math.min(nextExpiry, event.expires);
    } else if (event.kind === 'adjusted') {
      const writtenOff = Math.min(expired, -event.quantity);
      expired -= writtenOff;
      take(-event.quantity - writtenOff);
    } else take(-event.quantity);
    if (record) lines.push({ event, balance: onHand });
  }
  expireBefore(today);
  let expiring30 = 0;
  for (const lot of lots) if (lot.expires !== null && lot.expires <= today + 30) expiring30 += lot.quantity;
  return { onHand, expired, expiring30, lines };
};

const byTime = (a: DemoStockMovement, b: DemoStockMovement): number =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id;

/** The movements oldest first: the table is appended in time order, so most need no sort. */
const chronological = (rows: readonly DemoStockMovement[]): readonly DemoStockMovement[] => {
  for (let i = 1; i < rows.length; i += 1)
    if (byTime(rows[i - 1] as DemoStockMovement, rows[i] as DemoStockMovement) > 0)
      return [...rows].sort(byTime);
  return rows;
};

/** A pair's ledger, oldest first: its stored movements and, from the first of them, each day's use. */
export const ledgerEvents = (db: DemoDb, clinicId: number, consumable: DemoConsumable): LedgerEvent[] => {
  const stored = chronological(storedMovements(db, clinicId, consumable.id));
  const first = stored[0];
  if (!first) return [];
  const today = todayNumber(db);
  const used = [...usedByDay(db, clinicId, consumable, dayNumber(first.at), today + 1)]
    .filter(([, units]) => units > 0)
    .sort(([a], [b]) => a - b);
  const events: LedgerEvent[] = [];
  let u = 0;
  for (const movement of stored) {
    const day = dayNumber(movement.at);
    for (; u < used.length && (used[u]?.[0] ?? 0) < day; u += 1) events.push(dayOfUse(used[u]));
    events.push({
      day,
      kind: movement.kind,
      quantity: movement.quantity,
      expires: movement.expires_on === null ? null : dayNumber(movement.expires_on),
      movement,
    });
  }
  for (; u < used.length; u += 1) events.push(dayOfUse(used[u]));
  return events;
};

const dayOfUse = (entry: [number, number] | undefined): LedgerEvent => ({
  day: entry?.[0] ?? 0,
  kind: 'used',
  quantity: -(entry?.[1] ?? 0),
  expires: null,
  movement: null,
});

interface Cached {
  stored: readonly DemoStockMovement[];
  length: number;
  today: number;
  usage: object;
  uses: DemoConsumable['uses'];
  balance: Balance;
}

const caches = new WeakMap<DemoDb, Map<number, Cached>>();

/**
 * A pair's on hand, expired and expiring today. Kept per pair until its ledger changes (a movement
 * appended, another day, new results at its clinic, the consumable's uses edited): Running low for a customer's
 * clinics folds each pair once, and a later call only the pairs that moved.
 */
export const pairBalance = (
  db: DemoDb,
  clinicId: number,
  consumable: DemoConsumable,
  record = false,
): Balance => {
  if (record) return foldLedger(ledgerEvents(db, clinicId, consumable), todayNumber(db), true);
  return balanceReader(db)(clinicId, consumable);
};

/**
 * pairBalance for many pairs in one call (Running low tests 12,000 at DEMO_SCALE=max): today, the
 * usage index and the cache are read once, each pair's ledger, usage key and cache entry once.
 */
export const balanceReader = (db: DemoDb): ((clinicId: number, consumable: DemoConsumable) => Balance) => {
  const today = todayNumber(db);
  const usageOf = usageTokens(db);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<number, Cached>()));
  const kept = cache;
  return (clinicId, consumable) => {
    const key = pairKey(clinicId, consumable.id);
    const stored = storedMovements(db, clinicId, consumable.id);
    const usage = usageOf(clinicId);
    const hit = kept.get(key);
    if (
      hit?.stored === stored &&
      hit.length === stored.length &&
      hit.today === today &&
      hit.usage === usage &&
      hit.uses === consumable.uses
    )
      return hit.balance;
    const balance = foldLedger(ledgerEvents(db, clinicId, consumable), today);
    kept.set(key, { stored, length: stored.length, today, usage, uses: consumable.uses, balance });
    return balance;
  };
};
