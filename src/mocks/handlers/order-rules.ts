import type { CreateOrderBody, DispatchOrderBody } from '@/generated/zod/v3.zod';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import { KIOSK_MODELS } from '../seed-kiosks';
import type { DemoOrder, DemoOrderDispatchLine, DemoOrderLine, DemoOrderStatus, DemoUser } from '../types';
import type { Refusal } from './kit';
import { byRole, everyRow, recordKit } from './record-kit';
import { sameSerial, serialsOf } from './order-serials';
import { openOf } from './order-view';

/**
 * The rules of the order workflow (docs/orders.md, "The order workflow"): who may see and move an
 * order, what a new order and a dispatch must hold, and which state each move starts from.
 */

const isRole = (role: DemoUser['user_type']) => (user: DemoUser) => user.user_type === role;

export const ORDERS = recordKit<DemoOrder, 'read' | 'place' | 'manage' | 'cancel' | 'receive'>({
  noun: 'order',
  find: (db, id) => db.orders.find((order) => order.id === id),
  scope: byRole<DemoOrder>({
    Administrator: everyRow,
    Customer: (_db, user) => (order) => order.customer_id === user.id,
    Doctor: () => () => false,
  }),
  foreign: 'This order is not one of yours.',
  actions: {
    read: { allowed: (user) => user.user_type !== 'Doctor', refused: 'Doctors cannot see orders.' },
    place: {
      allowed: isRole('Customer'),
      refused: 'Customers place orders; administrators approve and dispatch them.',
    },
    manage: {
      allowed: isRole('Administrator'),
      refused: 'Only administrators can approve, reject or dispatch orders.',
    },
    cancel: { allowed: (user) => user.user_type !== 'Doctor', refused: 'Doctors cannot cancel orders.' },
    receive: { allowed: isRole('Customer'), refused: 'Only the customer who ordered can receive an order.' },
  },
});

export const MAX_KIOSKS_PER_LINE = 100;
export const MAX_UNITS_PER_LINE = 100_000;

type CreateBody = z.infer<typeof CreateOrderBody>;
type DispatchBody = z.infer<typeof DispatchOrderBody>;

const refused = (message: string, field?: string): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: field === undefined ? { message } : { message, field },
});

/** The lines of a new order, priced, or why they are refused. */
export const orderLinesOf = (
  db: DemoDb,
  user: DemoUser,
  body: CreateBody,
): { ok: true; lines: DemoOrderLine[] } | { ok: false; refusal: Refusal } => {
  const clinic = db.clinic(body.clinic_id);
  if (!clinic || clinic.user_id !== user.id) return refused('Choose one of your clinics.', 'clinic_id');
  if (!clinic.status) return refused(`${clinic.name} is disabled: choose an active clinic.`, 'clinic_id');
  // An order started from a support query (docs/support.md, "Orders from a query"): one of theirs.
  if (
    body.query_id != null &&
    !db.queries.some((query) => query.id === body.query_id && query.customer_id === user.id)
  )
    return refused('Choose one of your support queries.', 'query_id');
  if (body.lines.length === 0) return refused('Add at least one line to the order.', 'lines');
  const kiosk = body.kind === 'kiosk';
  const max = kiosk ? MAX_KIOSKS_PER_LINE : MAX_UNITS_PER_LINE;
  const lines: DemoOrderLine[] = [];
  for (const [index, line] of body.lines.entries()) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > max)
      return refused(
        `Order between 1 and ${max.toLocaleString('en-IN')} ${kiosk ? 'kiosks' : 'units'} a line.`,
        'quantity',
      );
    if (kiosk) {
      if (line.consumable_id != null) return refused('A kiosk order holds kiosk models only.', 'lines');
      const model = KIOSK_MODELS.find(
        ([maker, name]) => maker === line.manufacturer_id && name === line.model_name?.trim(),
      );
      if (!model) return refused('Choose a kiosk model from the list.', 'model_name');
      lines.push({
        id: index + 1,
        manufacturer_id: model[0],
        model_name: model[1],
        consumable_id: null,
        quantity: line.quantity,
        unit_price: null,
      });
    } else {
      if (line.model_name != null || line.manufacturer_id != null)
        return refused('A consumable order holds consumables only.', 'lines');
      const consumable = db.consumables.find((row) => row.id === line.consumable_id);
      if (!consumable?.status) return refused('Choose an active consumable.', 'consumable_id');
      if (lines.some((taken) => taken.consumable_id === consumable.id))
        return refused(`${consumable.name} is on the order twice: one line each.`, 'consumable_id');
      lines.push({
        id: index + 1,
        manufacturer_id: null,
        model_name: null,
        consumable_id: consumable.id,
        quantity: line.quantity,
        unit_price: consumable.price,
      });
    }
  }
  return { ok: true, lines };
};

const label = (order: DemoOrder): string => `Order #${order.id}`;

/** Why the order's state forbids the move, or null (the move's 422). */
export const stateRefusal = (
  order: DemoOrder,
  move: 'approve' | 'reject' | 'cancel' | 'dispatch' | 'receive',
): Refusal | null => {
  const from: Record<typeof move, readonly DemoOrderStatus[]> = {
    approve: ['placed'],
    reject: ['placed'],
    cancel: ['placed', 'approved'],
    dispatch: ['approved', 'dispatched'],
    receive: ['dispatched'],
  };
  if (from[move].includes(order.status)) return null;
  const field = 'status';
  switch (move) {
    case 'approve':
      return { message: `${label(order)} is ${order.status}: only a placed order can be approved.`, field };
    case 'reject':
      return { message: `${label(order)} is ${order.status}: only a placed order can be rejected.`, field };
    case 'cancel':
      return order.status === 'dispatched' || order.status === 'delivered'
        ? { message: `${label(order)} has been dispatched: it can no longer be cancelled.`, field }
        : { message: `${label(order)} is already ${order.status}.`, field };
    case 'dispatch':
      return {
        message: `${label(order)} is ${order.status}: only an approved order can be dispatched.`,
        field,
      };
    case 'receive':
      return {
        message: `${label(order)} is ${order.status}: there is nothing in transit to receive.`,
        field,
      };
  }
};

/** A reason that is not blank, or the refusal on `reason`. */
export const reasonOf = (
  reason: string | null | undefined,
  what: string,
): { ok: true; reason: string } | { ok: false; refusal: Refusal } => {
  const text = (reason ?? '').trim();
  return text === '' ? refused(`Give a reason for the ${what}.`, 'reason') : { ok: true, reason: text };
};

const SERIAL = /^[A-Za-z0-9][A-Za-z0-9/ -]{3,39}$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The lines of a dispatch, checked against what is open, or why they are refused. */
export const dispatchLinesOf = (
  db: DemoDb,
  order: DemoOrder,
  body: DispatchBody,
): { ok: true; lines: DemoOrderDispatchLine[] } | { ok: false; refusal: Refusal } => {
  if (order.status === 'dispatched' && order.lines.every((line) => openOf(order, line) === 0))
    return refused(`${label(order)} has nothing left to dispatch.`, 'status');
  if (body.lines.length === 0) return refused('Choose at least one line to dispatch.', 'lines');
  const seen = new Set<string>();
  const lines: DemoOrderDispatchLine[] = [];
  for (const request of body.lines) {
    const line = order.lines.find((candidate) => candidate.id === request.line_id);
    if (!line || lines.some((taken) => taken.line_id === line.id))
      return refused(`Line ${request.line_id} is not on ${label(order)}, or is named twice.`, 'lines');
    const open = openOf(order, line);
    if (!Number.isInteger(request.quantity) || request.quantity < 1 || request.quantity > open)
      return refused(
        `Only ${open} of line ${line.id} ${open === 1 ? 'is' : 'are'} still to dispatch.`,
        'lines',
      );
    const serials = (request.serials ?? []).map((serial) => serial.trim());
    if (order.kind === 'kiosk') {
      if (serials.length !== request.quantity)
        return refused(`Give one serial number for each of the ${request.quantity} kiosks.`, 'serials');
      for (const serial of serials) {
        if (!SERIAL.test(serial)) return refused(`${serial || 'A blank'} is not a serial number.`, 'serials');
        const key = serial.toLowerCase();
        if (seen.has(key)) return refused(`${serial} is given twice.`, 'serials');
        seen.add(key);
        if (db.kiosks.some((kiosk) => sameSerial(kiosk.serial_number, serial)))
          return refused(`A kiosk with the serial number ${serial} is already in the fleet.`, 'serials');
        if (db.orders.some((other) => serialsOf(other).some((taken) => sameSerial(taken, serial))))
          return refused(`${serial} was already dispatched on an order.`, 'serials');
      }
    } else if (serials.length > 0)
      return refused('Consumables are dispatched without serial numbers.', 'serials');
    const expires = request.expires_on ?? null;
    if (expires !== null && (!DAY_PATTERN.test(expires) || Number.isNaN(Date.parse(expires))))
      return refused(`${expires} is not a day (YYYY-MM-DD).`, 'lines');
    const batch = (request.batch ?? '').trim();
    lines.push({
      line_id: line.id,
      quantity: request.quantity,
      serials: order.kind === 'kiosk' ? serials : [],
      batch: order.kind === 'consumable' && batch !== '' ? batch : null,
      expires_on: order.kind === 'consumable' ? expires : null,
    });
  }
  return { ok: true, lines };
};
