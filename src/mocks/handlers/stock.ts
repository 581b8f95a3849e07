import { CreateStockAdjustmentBody, FilterStockBody, FilterStockMovementsBody } from '@/generated/zod/v3.zod';
import type { StockMovementRow } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoClinic, DemoUser } from '../types';
import { consumableById } from './consumable-records';
import { ok, parseBody, refusal, type RouteDefinition } from './kit';
import { byRole, everyRow, recordKit } from './record-kit';
import { byName, compareText, isAdministrator, pageOf } from './scope';
import { ledgerPage } from './stock-archive';
import { type Balance, pairBalance } from './stock-balance';
import { appendStockMovement, pairKey } from './stock-ledger';
import { dayText } from './stock-usage';
import { levelReader } from './stock-levels';
import { customerNames, orderFigures, stockRowOf } from './stock-view';

/**
 * The proposed stock calls (docs/proposed-api.md, "Stock, days of cover and Running low";
 * docs/orders.md): the stock rows with days of cover (Running Low, Clinic Stock), a pair's ledger,
 * and an adjustment. Administrators see every clinic, a customer only theirs, a doctor nothing.
 */

/** The clinic whose stock is read or adjusted: the record kit's 404 and 403 (without its data). */
export const STOCK_CLINICS = recordKit<DemoClinic, 'read'>({
  noun: 'clinic',
  find: (db, id) => db.clinic(id),
  scope: byRole<DemoClinic>({
    Administrator: everyRow,
    Customer: (_db, user) => (clinic) => clinic.user_id === user.id,
    Doctor: () => () => false,
  }),
  foreign: 'This clinic is not one of yours.',
  actions: {
    read: {
      allowed: (user) => user.user_type !== 'Doctor',
      refused: 'Doctors cannot see or adjust clinic stock.',
    },
  },
});

const CONSUMABLE = recordKit({ noun: 'consumable', find: consumableById });

type Filter = ReturnType<typeof FilterStockBody.parse>;

/** The clinics a filter covers, by name: the user's, active, narrowed by clinic and customer. */
const clinicsOf = (db: DemoDb, user: DemoUser, filter: Filter): DemoClinic[] => {
  const inScope = STOCK_CLINICS.scope(db, user);
  return db.clinics
    .filter(
      (clinic) =>
        clinic.status &&
        inScope(clinic) &&
        (filter.clinic_id == null || clinic.id === filter.clinic_id) &&
        (filter.customer_id == null || !isAdministrator(user) || clinic.user_id === filter.customer_id),
    )
    .sort(byName);
};

/** A stored movement's row id, an archived one's (stock-archive.ts), or a day's use's. */
const rowId = (line: Balance['lines'][number], consumableId: number): string => {
  const movement = line.event.movement;
  if (!movement) return `used-${consumableId}-${line.event.day}`;
  return typeof movement.id === 'number' ? `stored-${movement.id}` : movement.id;
};

const nameOf = (db: DemoDb, userId: number): { id: number; name: string } => {
  const user = db.user(userId);
  return { id: userId, name: user ? `${user.first_name} ${user.last_name}`.trim() : '' };
};

export const stockRoutes: RouteDefinition[] = [
  {
    operation: 'filterStock',
    resolve: ({ db, user, body }) => {
      const denied = STOCK_CLINICS.refuses('read', user);
      if (denied) return denied;
      const parsed = parseBody(FilterStockBody, body);
      if (!parsed.ok) return parsed.result;
      const filter = parsed.value;
      if (filter.clinic_id != null) {
        const found = STOCK_CLINICS.readable(db, user, filter.clinic_id);
        if (!found.ok) return found.result;
      }
      const clinics = clinicsOf(db, user, filter);
      const consumables = db.consumables
        .filter((row) => row.status && (filter.consumable_id == null || row.id === filter.consumable_id))
        .sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
      const needle = (filter.searchValue ?? '').trim().toLowerCase();
      const figures = orderFigures(db, new Set(clinics.map((clinic) => clinic.id)));
      const levelOf = levelReader(db);
      // Every pair is tested on its level alone; only the page's rows are built (stock-levels.ts).
      const rows = clinics.flatMap((clinic) => {
        const clinicMatches = needle === '' || clinic.name.toLowerCase().includes(needle);
        return consumables
          .filter((consumable) => {
            if (!clinicMatches && !consumable.name.toLowerCase().includes(needle)) return false;
            if (filter.running_low !== true && filter.expiring !== true) return true;
            const level = levelOf(clinic.id, consumable, figures.get(pairKey(clinic.id, consumable.id)));
            return (
              (filter.running_low !== true || level.belowReorder) &&
              (filter.expiring !== true || level.expiring)
            );
          })
          .map((consumable) => ({ clinic, consumable }));
      });
      const names = customerNames(db);
      const records = pageOf(rows, filter.page, filter.limit).map(({ clinic, consumable }) =>
        stockRowOf(
          db,
          clinic,
          consumable,
          figures.get(pairKey(clinic.id, consumable.id)),
          names.get(clinic.user_id) ?? '',
        ),
      );
      return ok({ total_count: rows.length, records });
    },
  },
  {
    operation: 'filterStockMovements',
    resolve: ({ db, user, body }) => {
      const denied = STOCK_CLINICS.refuses('read', user);
      if (denied) return denied;
      const parsed = parseBody(FilterStockMovementsBody, body);
      if (!parsed.ok) return parsed.result;
      const filter = parsed.value;
      const clinic = STOCK_CLINICS.readable(db, user, filter.clinic_id);
      if (!clinic.ok) return clinic.result;
      const consumable = CONSUMABLE.find(db, filter.consumable_id);
      if (!consumable.ok) return consumable.result;
      const { total, lines } = ledgerPage(db, clinic.row.id, consumable.row, {
        kind: filter.kind ?? null,
        page: filter.page,
        limit: filter.limit,
      });
      const records = lines.map((line): StockMovementRow => {
        const movement = line.event.movement;
        return {
          id: rowId(line, consumable.row.id),
          at: movement?.at ?? `${dayText(line.event.day)}T23:59:59.000Z`,
          kind: line.event.kind,
          quantity: line.event.quantity,
          by: movement ? nameOf(db, movement.by_user_id) : null,
          reason: movement?.reason ?? null,
          order_id: movement?.order_id ?? null,
          batch: movement?.batch ?? null,
          expires_on: movement?.expires_on ?? null,
          balance: line.balance,
        };
      });
      return ok({ total_count: total, records });
    },
  },
  {
    operation: 'createStockAdjustment',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = STOCK_CLINICS.refuses('read', user);
      if (denied) return denied;
      const parsed = parseBody(CreateStockAdjustmentBody, body);
      if (!parsed.ok) return parsed.result;
      const { clinic_id, consumable_id, quantity } = parsed.value;
      const clinic = STOCK_CLINICS.readable(db, user, clinic_id);
      if (!clinic.ok) return clinic.result;
      const consumable = CONSUMABLE.find(db, consumable_id);
      if (!consumable.ok) return consumable.result;
      const reason = parsed.value.reason.trim();
      if (quantity === 0) return refusal('Enter a quantity to add (+) or remove (−), not 0.', 'quantity');
      if (reason === '') return refusal('Give the reason for the adjustment.', 'reason');
      if (quantity < 0) {
        const balance = pairBalance(db, clinic.row.id, consumable.row);
        const stock = balance.onHand + balance.expired;
        if (-quantity > stock)
          return refusal(
            `Only ${stock} ${consumable.row.unit}${stock === 1 ? '' : 's'} of ${consumable.row.name} are in stock at ${clinic.row.name}: the stock cannot go below zero.`,
            'quantity',
          );
      }
      appendStockMovement(db, {
        clinic_id: clinic.row.id,
        consumable_id: consumable.row.id,
        kind: 'adjusted',
        quantity,
        at: db.now().toISOString(),
        by_user_id: user.id,
        reason,
        order_id: null,
        dispatch_id: null,
        batch: null,
        expires_on: null,
      });
      const figures = orderFigures(db, new Set([clinic.row.id]));
      return ok(
        stockRowOf(
          db,
          clinic.row,
          consumable.row,
          figures.get(pairKey(clinic.row.id, consumable.row.id)),
          customerNames(db).get(clinic.row.user_id) ?? '',
        ),
      );
    },
  },
];
