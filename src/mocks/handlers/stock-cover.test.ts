import { describe, expect, it } from 'vitest';

import type { DemoStockMovement } from '../types';
import { foldLedger, type LedgerEvent } from './stock-balance';
import { coverOf, explainCover } from './stock-cover';

/** docs/orders.md, "Stock, days of cover and Running low": every figure below is computed by hand. */

const movement = (kind: 'received' | 'adjusted'): DemoStockMovement => ({
  id: 1,
  clinic_id: 1,
  consumable_id: 1,
  kind,
  quantity: 0,
  at: '',
  by_user_id: 1,
  reason: null,
  order_id: null,
  dispatch_id: null,
  batch: null,
  expires_on: null,
});
const inflow = (day: number, quantity: number, expires: number | null = null): LedgerEvent => ({
  day,
  kind: 'received',
  quantity,
  expires,
  movement: movement('received'),
});
const adjust = (day: number, quantity: number): LedgerEvent => ({
  day,
  kind: 'adjusted',
  quantity,
  expires: null,
  movement: movement('adjusted'),
});
const use = (day: number, units: number): LedgerEvent => ({
  day,
  kind: 'used',
  quantity: -units,
  expires: null,
  movement: null,
});

describe('the ledger fold (first in, first out; expired batches apart)', () => {
  it('sums received, adjusted and used when nothing expires', () => {
    // 100 + 50 − 30 − 2 = 118.
    const balance = foldLedger([inflow(0, 100), use(3, 30), inflow(5, 50), adjust(6, -2)], 10, true);
    expect(balance).toMatchObject({ onHand: 118, expired: 0, expiring30: 0 });
    expect(balance.lines.map((line) => line.balance)).toEqual([100, 70, 120, 118]);
  });

  it('takes use from the oldest batch first, and an expired rest leaves on hand', () => {
    // Day 0: lot A 40, expires day 20. Day 2: lot B 60, expires day 100.
    // Day 5: use 30 from A (A 10, B 60). Day 21: A's 10 expire (expired 10), then use 5 from B (55).
    // Today is day 30: on hand 55 (B), expired 10; B expires on day 100, beyond 30 days.
    const balance = foldLedger([inflow(0, 40, 20), inflow(2, 60, 100), use(5, 30), use(21, 5)], 30);
    expect(balance).toMatchObject({ onHand: 55, expired: 10, expiring30: 0 });
  });

  it('flags what expires within 30 days, today included', () => {
    // Today 10: lot 20 expires day 40 (10 + 30, within), lot 7 expires day 41 (beyond), lot 3 day 10.
    const balance = foldLedger([inflow(0, 20, 40), inflow(0, 7, 41), inflow(0, 3, 10)], 10);
    expect(balance).toMatchObject({ onHand: 30, expired: 0, expiring30: 23 });
  });

  it('writes off expired stock first on a removal, and never goes below zero on use', () => {
    // Lot 10 expires day 1; lot 5 never. Day 3: 10 expired. Adjust −12: 10 written off, 2 from the
    // lot (3 left). Day 4: use 8, only 3 on hand: 0 (no debt).
    const balance = foldLedger([inflow(0, 10, 1), inflow(0, 5), adjust(3, -12), use(4, 8)], 5, true);
    expect(balance).toMatchObject({ onHand: 0, expired: 0 });
    expect(balance.lines.map((line) => line.balance)).toEqual([10, 15, 3, 0]);
  });
});

describe('days of cover and the suggestion (lead 7, safety 3)', () => {
  const base = { inTransit: 0, onOrder: 0, leadDays: 7, safetyDays: 3, packSize: 50 };

  // | on hand | in transit | on order | used in 30 days | daily use | cover | reorder point | below | suggested      |
  // | 140     | 0          | 0        | 750             | 25        | 5.6   | 250           | yes   | 110 → 150 (3)  |
  // | 140     | 60         | 0        | 750             | 25        | 8     | 250           | yes   | 50 → 50 (1)    |
  // | 140     | 60         | 50       | 750             | 25        | 8     | 250           | no    | 0              |
  // | 40      | 0          | 0        | 0               | 0         | none  | 0             | no    | 0              |
  // | 0       | 0          | 0        | 1               | 0.03      | 0     | 0.33          | yes   | 0.33 → 50 (1)  |
  it.each([
    [
      { onHand: 140, used30: 750 },
      {
        dailyUse: 25,
        daysOfCover: 5.6,
        reorderPoint: 250,
        belowReorder: true,
        suggestedQuantity: 150,
        suggestedPacks: 3,
      },
    ],
    [
      { onHand: 140, inTransit: 60, used30: 750 },
      { daysOfCover: 8, belowReorder: true, suggestedQuantity: 50, suggestedPacks: 1 },
    ],
    [
      { onHand: 140, inTransit: 60, onOrder: 50, used30: 750 },
      { daysOfCover: 8, belowReorder: false, suggestedQuantity: 0 },
    ],
    [
      { onHand: 40, used30: 0 },
      { dailyUse: 0, daysOfCover: null, reorderPoint: 0, belowReorder: false, suggestedQuantity: 0 },
    ],
    [
      { onHand: 0, used30: 1 },
      {
        dailyUse: 0.03,
        daysOfCover: 0,
        reorderPoint: 0.33,
        belowReorder: true,
        suggestedQuantity: 50,
        suggestedPacks: 1,
      },
    ],
  ])('%o gives %o', (input, expected) => {
    expect(coverOf({ ...base, ...input })).toMatchObject(expected);
  });

  it('says the figures in words', () => {
    const input = { ...base, onHand: 140, used30: 750 };
    expect(
      explainCover(
        { consumable: 'Glucose test strips', clinic: 'Pune Central', unit: 'strip' },
        input,
        coverOf(input),
      ),
    ).toBe(
      'Glucose test strips at Pune Central: 140 on hand, 25 a day over the last 30 days, 5.6 days of cover; lead time 7 days. ' +
        'Below the reorder point 250 (25 a day × 10 days: 7 lead, 3 safety): order 150 strips (3 packs of 50).',
    );
    const idle = { ...base, onHand: 40, used30: 0 };
    expect(explainCover({ consumable: 'Lancets', clinic: 'Pune', unit: 'lancet' }, idle, coverOf(idle))).toBe(
      'Lancets at Pune: 40 on hand, none used over the last 30 days; lead time 7 days. Nothing used: nothing to order.',
    );
  });
});
