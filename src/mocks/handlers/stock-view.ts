import type { StockRow } from '@/generated/model';

import type { DemoDb } from '../db';
import { reorderLeadDays, reorderSafetyDays } from '../settings';
import type { DemoClinic, DemoConsumable, DemoOrder } from '../types';
import { customerNameOf } from './customer-assignment-rows';
import { pairBalance } from './stock-balance';
import { coverOf, explainCover } from './stock-cover';
import { pairKey } from './stock-ledger';
import { usedLast30 } from './stock-usage';

/**
 * A clinic × consumable stock row as filterStock answers it (docs/orders.md, "Stock, days of cover
 * and Running low"): the ledger's on hand, the open orders' in transit and on order, and the cover.
 */

export interface OrderFigures {
  /** Dispatched to the clinic, not yet received. */
  inTransit: number;
  /** Ordered (placed, approved, or the open rest of a part-dispatched order), not yet dispatched. */
  onOrder: number;
}

const OPEN: ReadonlySet<DemoOrder['status']> = new Set(['placed', 'approved', 'dispatched']);

/** In transit and on order per clinic × consumable pair, from the consumable orders of the clinics. */
export const orderFigures = (
  db: DemoDb,
  clinicIds: ReadonlySet<number> | null,
): Map<number, OrderFigures> => {
  const figures = new Map<number, OrderFigures>();
  const add = (clinicId: number, consumableId: number, inTransit: number, onOrder: number): void => {
    const key = pairKey(clinicId, consumableId);
    const current = figures.get(key) ?? { inTransit: 0, onOrder: 0 };
    figures.set(key, { inTransit: current.inTransit + inTransit, onOrder: current.onOrder + onOrder });
  };
  for (const order of db.orders) {
    if (order.kind !== 'consumable' || !OPEN.has(order.status)) continue;
    if (clinicIds && !clinicIds.has(order.clinic_id)) continue;
    for (const line of order.lines) {
      if (line.consumable_id === null) continue;
      let dispatched = 0;
      let inTransit = 0;
      for (const dispatch of order.dispatches)
        for (const part of dispatch.lines) {
          if (part.line_id !== line.id) continue;
          dispatched += part.quantity;
          if (dispatch.received_at === null) inTransit += part.quantity;
        }
      add(order.clinic_id, line.consumable_id, inTransit, Math.max(0, line.quantity - dispatched));
    }
  }
  return figures;
};

/** A stock row without its words, and the words (built only for the rows a page answers). */
export interface StockFigures {
  row: Omit<StockRow, 'explanation'>;
  explain: () => string;
}

/** The stock figures of one pair; `customerName` is the clinic's customer's name. */
export const stockFiguresOf = (
  db: DemoDb,
  clinic: DemoClinic,
  consumable: DemoConsumable,
  orders: OrderFigures | undefined,
  customerName: string,
): StockFigures => {
  const balance = pairBalance(db, clinic.id, consumable);
  const input = {
    onHand: balance.onHand,
    inTransit: orders?.inTransit ?? 0,
    onOrder: orders?.onOrder ?? 0,
    used30: usedLast30(db, clinic.id, consumable),
    leadDays: reorderLeadDays(db),
    safetyDays: reorderSafetyDays(db),
    packSize: consumable.pack_size,
  };
  const cover = coverOf(input);
  return {
    row: {
      clinic: { id: clinic.id, name: clinic.name },
      customer: { id: clinic.user_id, name: customerName },
      consumable: {
        id: consumable.id,
        name: consumable.name,
        unit: consumable.unit,
        pack_size: consumable.pack_size,
      },
      on_hand: balance.onHand,
      expired: balance.expired,
      expiring_30d: balance.expiring30,
      in_transit: input.inTransit,
      on_order: input.onOrder,
      daily_use: cover.dailyUse,
      days_of_cover: cover.daysOfCover,
      lead_days: input.leadDays,
      safety_days: input.safetyDays,
      reorder_point: cover.reorderPoint,
      below_reorder: cover.belowReorder,
      suggested_quantity: cover.suggestedQuantity,
      suggested_packs: cover.suggestedPacks,
    },
    explain: () =>
      explainCover({ consumable: consumable.name, clinic: clinic.name, unit: consumable.unit }, input, cover),
  };
};

/** The stock row of one pair, with its words. */
export const stockRowOf = (...args: Parameters<typeof stockFiguresOf>): StockRow => {
  const figures = stockFiguresOf(...args);
  return { ...figures.row, explanation: figures.explain() };
};

/** The customers' names by id, for many rows at once. */
export const customerNames = (db: DemoDb): Map<number, string> =>
  new Map(db.customers.map((customer) => [customer.id, customerNameOf(customer)]));
