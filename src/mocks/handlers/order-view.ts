import type { OrderAction, OrderRecord, OrderRow } from '@/generated/model';

import type { DemoDb } from '../db';
import { currency } from '../settings';
import type { DemoOrder, DemoOrderLine, DemoUser } from '../types';
import { timelineOf } from './audit-index';
import { sameSerial, serialsOf } from './order-serials';

/**
 * An order as the proposed order calls answer it (docs/orders.md, docs/proposed-api.md "Orders"):
 * the list's row, and the record with its lines, dispatches, history, kiosks and allowed actions.
 */

export const personName = (db: DemoDb, id: number): string => {
  const user = db.user(id);
  if (user) return `${user.first_name} ${user.last_name}`;
  const customer = db.customer(id);
  return customer ? `${customer.first_name} ${customer.last_name}` : '';
};

const named = (db: DemoDb, id: number) => ({ id, name: personName(db, id) });

/** Names looked up once per call: the list reads thousands of orders. */
export interface OrderNames {
  clinic: (id: number) => string;
  customer: (id: number) => string;
  line: (line: DemoOrderLine) => string;
}

export const orderNames = (db: DemoDb): OrderNames => {
  const clinics = new Map(db.clinics.map((clinic) => [clinic.id, clinic.name]));
  const customers = new Map(
    db.customers.map((customer) => [customer.id, `${customer.first_name} ${customer.last_name}`]),
  );
  const consumables = new Map(db.consumables.map((consumable) => [consumable.id, consumable.name]));
  return {
    clinic: (id) => clinics.get(id) ?? '',
    customer: (id) => customers.get(id) ?? personName(db, id),
    line: (line) => line.model_name ?? consumables.get(line.consumable_id ?? 0) ?? '',
  };
};

export const dispatchedOf = (order: DemoOrder, lineId: number): number =>
  order.dispatches.reduce(
    (sum, dispatch) =>
      sum + dispatch.lines.reduce((part, line) => part + (line.line_id === lineId ? line.quantity : 0), 0),
    0,
  );

export const receivedOf = (order: DemoOrder, lineId: number): number =>
  order.dispatches
    .filter((dispatch) => dispatch.received_at !== null)
    .reduce(
      (sum, dispatch) =>
        sum + dispatch.lines.reduce((part, line) => part + (line.line_id === lineId ? line.quantity : 0), 0),
      0,
    );

export const openOf = (order: DemoOrder, line: DemoOrderLine): number =>
  line.quantity - dispatchedOf(order, line.id);

/** Units still to dispatch, all lines. */
export const openUnits = (order: DemoOrder): number =>
  order.lines.reduce((sum, line) => sum + openOf(order, line), 0);

export const linesSummary = (
  lines: ReadonlyArray<{ quantity: number; line: DemoOrderLine }>,
  names: OrderNames,
): string => lines.map(({ quantity, line }) => `${quantity} × ${names.line(line)}`).join(', ');

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

export const orderRowOf = (db: DemoDb, order: DemoOrder, names: OrderNames = orderNames(db)): OrderRow => ({
  id: order.id,
  kind: order.kind,
  status: order.status,
  customer: { id: order.customer_id, name: names.customer(order.customer_id) },
  clinic: { id: order.clinic_id, name: names.clinic(order.clinic_id) },
  summary: linesSummary(
    order.lines.map((line) => ({ quantity: line.quantity, line })),
    names,
  ),
  quantity: sum(order.lines.map((line) => line.quantity)),
  dispatched: sum(order.lines.map((line) => dispatchedOf(order, line.id))),
  received: sum(order.lines.map((line) => receivedOf(order, line.id))),
  placed_at: order.placed_at,
  updated_at: order.updated_at,
  total:
    order.kind === 'consumable'
      ? {
          amount:
            Math.round(sum(order.lines.map((line) => line.quantity * (line.unit_price ?? 0))) * 100) / 100,
          currency: currency(db),
        }
      : null,
  version: order.version,
});

/** The moves the user may make now (docs/orders.md, the workflow's table), in the contract's order. */
export const allowedActionsOf = (user: DemoUser, order: DemoOrder): OrderAction[] => {
  const admin = user.user_type === 'Administrator';
  const own = user.user_type === 'Customer' && user.id === order.customer_id;
  const { status } = order;
  const open = openUnits(order) > 0;
  const moves: Array<[OrderAction, boolean]> = [
    ['approve', admin && status === 'placed'],
    ['reject', admin && status === 'placed'],
    ['dispatch', admin && (status === 'approved' || (status === 'dispatched' && open))],
    ['receive', own && order.dispatches.some((dispatch) => dispatch.received_at === null)],
    ['cancel', (admin || own) && (status === 'placed' || status === 'approved')],
  ];
  return moves.filter(([, allowed]) => allowed).map(([action]) => action);
};

const consumableOf = (db: DemoDb, id: number | null) => {
  const consumable = id === null ? undefined : db.consumables.find((row) => row.id === id);
  return consumable
    ? { id: consumable.id, name: consumable.name, unit: consumable.unit, pack_size: consumable.pack_size }
    : null;
};

const modelOf = (db: DemoDb, line: DemoOrderLine) => {
  if (line.model_name === null || line.manufacturer_id === null) return null;
  const maker = db.catalogues.deviceManufacturers.find((row) => row.id === line.manufacturer_id);
  return { manufacturer: { id: line.manufacturer_id, name: maker?.name ?? '' }, name: line.model_name };
};

export const orderRecordOf = (db: DemoDb, order: DemoOrder, user: DemoUser): OrderRecord => {
  const received = order.dispatches
    .filter((dispatch) => dispatch.received_at !== null)
    .flatMap((dispatch) => dispatch.lines.flatMap((line) => line.serials));
  const serials = new Set(serialsOf(order).map((serial) => serial.toLowerCase()));
  return {
    ...orderRowOf(db, order),
    notes: order.notes,
    placed_by: named(db, order.placed_by),
    query_id: order.query_id,
    created_at: order.created_at,
    lines: order.lines.map((line) => ({
      id: line.id,
      model: modelOf(db, line),
      consumable: consumableOf(db, line.consumable_id),
      quantity: line.quantity,
      dispatched: dispatchedOf(order, line.id),
      received: receivedOf(order, line.id),
      open: openOf(order, line),
      unit_price: line.unit_price,
    })),
    dispatches: order.dispatches.map((dispatch) => ({
      id: dispatch.id,
      at: dispatch.at,
      by: named(db, dispatch.by_user_id),
      lines: dispatch.lines.map((line) => ({ ...line, serials: [...line.serials] })),
      received_at: dispatch.received_at,
      received_by: dispatch.received_by === null ? null : named(db, dispatch.received_by),
    })),
    // The order's audit events (docs/audit.md, "Timelines read the trail"), newest first.
    history: timelineOf(db, 'order', order.id).map((event) => ({
      id: event.id,
      at: event.at,
      by: named(db, event.actor_id ?? 0),
      action: event.line.action,
      from_status: event.line.from_status,
      to_status: event.line.to_status,
      reason: event.line.reason,
      detail: event.line.detail,
    })),
    kiosks:
      order.kind === 'kiosk' && serials.size > 0
        ? db.kiosks
            .filter((kiosk) => received.some((serial) => sameSerial(serial, kiosk.serial_number)))
            .map((kiosk) => ({ id: kiosk.id, serial_number: kiosk.serial_number }))
        : [],
    allowed_actions: allowedActionsOf(user, order),
  };
};
