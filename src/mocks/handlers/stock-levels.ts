import type { DemoDb } from '../db';
import { reorderLeadDays, reorderSafetyDays } from '../settings';
import type { DemoConsumable } from '../types';
import { balanceReader } from './stock-balance';
import { shortfall30Of } from './stock-cover';
import { last30Reader } from './stock-usage';
import type { OrderFigures } from './stock-view';

/**
 * What the stock filters test of a clinic × consumable pair (docs/orders.md, "Stock, days of cover
 * and Running low"; docs/proposed-api.md): below its reorder point (Running low), and stock expired
 * or expiring within 30 days. filterStock tests every pair in scope (12,000 at DEMO_SCALE=max) and
 * builds the rows of its page alone (stock-view.ts), from the same figures.
 *
 * Nothing here is stored apart: the balance is pairBalance's, kept per pair until its ledger moves
 * (stock-balance.ts), the 30 days' use is usedLast30's, kept with the usage index until today, the
 * results or the consumable's uses change (stock-usage.ts), and the open orders and the reorder
 * settings are read by each call. A level is therefore never older than the data it is read from.
 */

export interface PairLevel {
  /** on hand + in transit + on order is under the reorder point (stock-cover.ts). */
  belowReorder: boolean;
  /** Some stock expired, or expiring within 30 days of today. */
  expiring: boolean;
}

export type LevelReader = (
  clinicId: number,
  consumable: DemoConsumable,
  orders: OrderFigures | undefined,
) => PairLevel;

/** Reads pairs' levels for one call: today and the reorder settings read once. */
export const levelReader = (db: DemoDb): LevelReader => {
  const balanceOf = balanceReader(db);
  const usedOf = last30Reader(db);
  const leadDays = reorderLeadDays(db);
  const safetyDays = reorderSafetyDays(db);
  return (clinicId, consumable, orders) => {
    const balance = balanceOf(clinicId, consumable);
    const shortfall30 = shortfall30Of({
      onHand: balance.onHand,
      inTransit: orders?.inTransit ?? 0,
      onOrder: orders?.onOrder ?? 0,
      used30: usedOf(clinicId, consumable),
      leadDays,
      safetyDays,
    });
    return { belowReorder: shortfall30 > 0, expiring: balance.expiring30 > 0 || balance.expired > 0 };
  };
};
