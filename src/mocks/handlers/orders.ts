import type { OrderStatusCounts } from '@/generated/model';
import {
  ApproveOrderBody,
  CancelOrderBody,
  CreateOrderBody,
  DispatchOrderBody,
  FilterOrdersBody,
  ReceiveOrderBody,
  RejectOrderBody,
} from '@/generated/zod/v3.zod';
import type { z, ZodType } from 'zod';

import type { DemoDb } from '../db';
import { KIOSK_MODELS } from '../seed-kiosks';
import type { DemoOrder, DemoUser } from '../types';
import { noteTimeline } from './audit-record';
import { ok, parseBody, refusal, type RouteContext, type RouteDefinition, type RouteResult } from './kit';
import { dispatch, receiptRefusal, receive, recordMove } from './order-moves';
import { dispatchLinesOf, ORDERS, orderLinesOf, reasonOf, stateRefusal } from './order-rules';
import { serialsOf } from './order-serials';
import { orderNames, orderRecordOf, orderRowOf } from './order-view';

/**
 * The proposed order calls (docs/orders.md; docs/proposed-api.md, "Orders"): the list with its
 * status counts, a new order, an order with its history, and the named moves, each from the version
 * the page showed (409 with the order now when stale, 422 when its state forbids the move).
 */

type Filter = z.infer<typeof FilterOrdersBody>;
type Move = 'manage' | 'cancel' | 'receive';

/**
 * A move on one order: the user may make it (403), the body is valid (400), the order is one the
 * user may read (404, 403 without its data), and its version is the one the page showed (409).
 */
const orderToMove = <Body extends { version: number }>(
  { db, user, body, params }: RouteContext,
  action: Move,
  schema: ZodType<Body>,
): { ok: true; order: DemoOrder; value: Body } | { ok: false; result: RouteResult } => {
  const denied = ORDERS.refuses(action, user);
  if (denied) return { ok: false, result: denied };
  const parsed = parseBody(schema, body);
  if (!parsed.ok) return parsed;
  const found = ORDERS.readable(db, user, params.id);
  if (!found.ok) return found;
  const order = found.row;
  const stale = ORDERS.stale(order, parsed.value.version, () => orderRecordOf(db, order, user));
  if (stale) return { ok: false, result: stale };
  return { ok: true, order, value: parsed.value };
};

const dayOf = (iso: string): string => iso.slice(0, 10);

/** Every filter but `status` (the tabs' counts honour the rest). */
const matches = (db: DemoDb, user: DemoUser, filter: Filter) => {
  const scope = ORDERS.scope(db, user);
  const names = orderNames(db);
  const text = (filter.searchValue ?? '').trim().toLowerCase();
  // "#12" is the order number only; "12" also matches names and serials.
  const numberOnly = text.startsWith('#');
  const search = text.replace(/^#/, '');
  const admin = user.user_type === 'Administrator';
  return (order: DemoOrder): boolean => {
    if (order.kind !== filter.kind || !scope(order)) return false;
    if (admin && filter.customer_id != null && order.customer_id !== filter.customer_id) return false;
    if (filter.clinic_id != null && order.clinic_id !== filter.clinic_id) return false;
    if (
      filter.consumable_id != null &&
      !order.lines.some((line) => line.consumable_id === filter.consumable_id)
    )
      return false;
    if (filter.from != null && dayOf(order.placed_at) < filter.from) return false;
    if (filter.to != null && dayOf(order.placed_at) > filter.to) return false;
    if (search === '') return true;
    if (numberOnly) return String(order.id) === search;
    return (
      String(order.id) === search ||
      names.clinic(order.clinic_id).toLowerCase().includes(search) ||
      names.customer(order.customer_id).toLowerCase().includes(search) ||
      serialsOf(order).some((serial) => serial.toLowerCase().includes(search))
    );
  };
};

const newestFirst = (a: DemoOrder, b: DemoOrder): number =>
  a.placed_at === b.placed_at ? b.id - a.id : a.placed_at < b.placed_at ? 1 : -1;

const emptyCounts = (): OrderStatusCounts => ({
  placed: 0,
  approved: 0,
  dispatched: 0,
  delivered: 0,
  rejected: 0,
  cancelled: 0,
});

const reasonMove = (context: RouteContext, move: 'reject' | 'cancel'): RouteResult => {
  const { db, user } = context;
  const schema = move === 'reject' ? RejectOrderBody : CancelOrderBody;
  const change = orderToMove(context, move === 'reject' ? 'manage' : 'cancel', schema);
  if (!change.ok) return change.result;
  const { order, value } = change;
  const state = stateRefusal(order, move);
  if (state) return refusal(state.message, state.field);
  const reason = reasonOf(value.reason, move === 'reject' ? 'rejection' : 'cancellation');
  if (!reason.ok) return refusal(reason.refusal.message, reason.refusal.field);
  recordMove(db, order, {
    by: user.id,
    action: move === 'reject' ? 'rejected' : 'cancelled',
    to: move === 'reject' ? 'rejected' : 'cancelled',
    reason: reason.reason,
  });
  return ok(orderRecordOf(db, order, user));
};

export const orderRoutes: RouteDefinition[] = [
  {
    operation: 'filterOrders',
    resolve: ({ db, user, body }) => {
      const denied = ORDERS.refuses('read', user);
      if (denied) return denied;
      const parsed = parseBody(FilterOrdersBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit, status } = parsed.value;
      const counts = emptyCounts();
      const rows = db.orders.filter(matches(db, user, parsed.value)).filter((order) => {
        counts[order.status] += 1;
        return status == null || order.status === status;
      });
      const names = orderNames(db);
      return ok({
        total_count: rows.length,
        records: rows
          .sort(newestFirst)
          .slice((page - 1) * limit, page * limit)
          .map((order) => orderRowOf(db, order, names)),
        status_counts: counts,
      });
    },
  },
  {
    operation: 'createOrder',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = ORDERS.refuses('place', user);
      if (denied) return denied;
      const parsed = parseBody(CreateOrderBody, body);
      if (!parsed.ok) return parsed.result;
      const lines = orderLinesOf(db, user, parsed.value);
      if (!lines.ok) return refusal(lines.refusal.message, lines.refusal.field);
      const clinic = db.clinic(parsed.value.clinic_id);
      const now = db.now().toISOString();
      const names = orderNames(db);
      const notes = (parsed.value.notes ?? '').trim();
      const order: DemoOrder = {
        id: Math.max(0, ...db.orders.map((row) => row.id)) + 1,
        kind: parsed.value.kind,
        customer_id: clinic?.user_id ?? user.id,
        clinic_id: parsed.value.clinic_id,
        status: 'placed',
        notes: notes === '' ? null : notes,
        placed_by: user.id,
        placed_at: now,
        query_id: parsed.value.query_id ?? null,
        lines: lines.lines,
        dispatches: [],
        version: 1,
        created_at: now,
        updated_at: now,
      };
      db.orders.push(order);
      noteTimeline(db, {
        entity_id: order.id,
        by: user.id,
        line: {
          entity: 'order',
          action: 'placed',
          from_status: null,
          to_status: 'placed',
          reason: null,
          detail: lines.lines.map((line) => `${line.quantity} × ${names.line(line)}`).join(', '),
        },
      });
      return ok(orderRecordOf(db, order, user));
    },
  },
  {
    operation: 'getOrder',
    resolve: ({ db, user, params }) => {
      const denied = ORDERS.refuses('read', user);
      if (denied) return denied;
      const found = ORDERS.readable(db, user, params.id);
      return found.ok ? ok(orderRecordOf(db, found.row, user)) : found.result;
    },
  },
  {
    operation: 'approveOrder',
    mutates: true,
    resolve: (context) => {
      const { db, user } = context;
      const change = orderToMove(context, 'manage', ApproveOrderBody);
      if (!change.ok) return change.result;
      const { order } = change;
      const state = stateRefusal(order, 'approve');
      if (state) return refusal(state.message, state.field);
      recordMove(db, order, { by: user.id, action: 'approved', to: 'approved' });
      return ok(orderRecordOf(db, order, user));
    },
  },
  { operation: 'rejectOrder', mutates: true, resolve: (context) => reasonMove(context, 'reject') },
  { operation: 'cancelOrder', mutates: true, resolve: (context) => reasonMove(context, 'cancel') },
  {
    operation: 'dispatchOrder',
    mutates: true,
    resolve: (context) => {
      const { db, user } = context;
      const change = orderToMove(context, 'manage', DispatchOrderBody);
      if (!change.ok) return change.result;
      const { order, value } = change;
      const state = stateRefusal(order, 'dispatch');
      if (state) return refusal(state.message, state.field);
      const lines = dispatchLinesOf(db, order, value);
      if (!lines.ok) return refusal(lines.refusal.message, lines.refusal.field);
      dispatch(db, order, user.id, lines.lines);
      return ok(orderRecordOf(db, order, user));
    },
  },
  {
    operation: 'receiveOrder',
    mutates: true,
    resolve: (context) => {
      const { db, user } = context;
      const change = orderToMove(context, 'receive', ReceiveOrderBody);
      if (!change.ok) return change.result;
      const { order, value } = change;
      const state = stateRefusal(order, 'receive');
      if (state) return refusal(state.message, state.field);
      const shipment = order.dispatches.find((each) => each.id === value.dispatch_id);
      const refused = receiptRefusal(db, order, shipment);
      if (refused || !shipment) return refusal(refused?.message ?? '', refused?.field);
      receive(db, order, shipment, user.id);
      return ok(orderRecordOf(db, order, user));
    },
  },
  {
    operation: 'listKioskModels',
    resolve: ({ db, user }) => {
      const denied = ORDERS.refuses('read', user);
      if (denied) return denied;
      const makers = db.catalogues.deviceManufacturers;
      return ok(
        KIOSK_MODELS.map(([id, name]) => ({
          manufacturer: { id, name: makers.find((row) => row.id === id)?.name ?? '' },
          name,
        })).sort(
          (a, b) => a.manufacturer.name.localeCompare(b.manufacturer.name) || a.name.localeCompare(b.name),
        ),
      );
    },
  },
];
