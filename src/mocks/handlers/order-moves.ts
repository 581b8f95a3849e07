import type { DemoDb } from '../db';
import type {
  DemoKiosk,
  DemoOrder,
  DemoOrderDispatch,
  DemoOrderDispatchLine,
  DemoOrderEvent,
  DemoOrderStatus,
} from '../types';
import { noteTimeline } from './audit-record';
import { emitEvent } from './integration-events';
import type { Refusal } from './kit';
import { fromOrderReason, sameSerial } from './order-serials';
import { linesSummary, openUnits, orderNames } from './order-view';
import { appendStockMovement } from './stock-ledger';

/**
 * The writes of the order workflow (docs/orders.md): each move notes its timeline line (the call's
 * audit event) and bumps the version; a receipt turns kiosks into the fleet and consumables into stock movements.
 */

interface MoveLine {
  by: number;
  action: DemoOrderEvent['action'];
  to: DemoOrderStatus;
  reason?: string | null;
  detail?: string | null;
}

/** A move: its timeline line is the call's audit event (docs/audit.md, "Timelines read the trail"). */
export const recordMove = (db: DemoDb, order: DemoOrder, move: MoveLine): void => {
  const now = db.now().toISOString();
  noteTimeline(db, {
    entity_id: order.id,
    by: move.by,
    line: {
      entity: 'order',
      action: move.action,
      from_status: order.status,
      to_status: move.to,
      reason: move.reason ?? null,
      detail: move.detail ?? null,
    },
  });
  order.status = move.to;
  order.version += 1;
  order.updated_at = now;
  emitEvent(db, 'order.moved', { order_id: order.id, action: move.action, status: move.to });
};

const detailOf = (db: DemoDb, order: DemoOrder, lines: readonly DemoOrderDispatchLine[]): string => {
  const names = orderNames(db);
  return lines
    .map((sent) => {
      const line = order.lines.find((candidate) => candidate.id === sent.line_id);
      const text = line ? linesSummary([{ quantity: sent.quantity, line }], names) : `${sent.quantity}`;
      if (sent.serials.length > 0) return `${text}: ${sent.serials.join(', ')}`;
      return sent.batch === null ? text : `${text} (batch ${sent.batch})`;
    })
    .join('; ');
};

const nextDispatchId = (db: DemoDb): number =>
  db.orders.reduce(
    (max, order) => order.dispatches.reduce((top, dispatch) => Math.max(top, dispatch.id), max),
    0,
  ) + 1;

export const dispatch = (db: DemoDb, order: DemoOrder, by: number, lines: DemoOrderDispatchLine[]): void => {
  order.dispatches.push({
    id: nextDispatchId(db),
    at: db.now().toISOString(),
    by_user_id: by,
    lines,
    received_at: null,
    received_by: null,
  });
  recordMove(db, order, { by, action: 'dispatched', to: 'dispatched', detail: detailOf(db, order, lines) });
};

const newestRelease = (db: DemoDb): number =>
  Math.max(...db.catalogues.apkVersions.filter((apk) => apk.status).map((apk) => apk.version_code));

/** A received kiosk: deployed at the order's clinic, installed today, with "From order #N". */
const addKiosk = (
  db: DemoDb,
  order: DemoOrder,
  line: { manufacturer_id: number; model_name: string },
  serial: string,
  by: number,
): void => {
  const now = db.now().toISOString();
  const kiosk: DemoKiosk = {
    id: Math.max(0, ...db.kiosks.map((row) => row.id)) + 1,
    serial_number: serial,
    manufacturer_id: line.manufacturer_id,
    model_name: line.model_name,
    clinic_id: order.clinic_id,
    status: 'deployed',
    app_version_code: newestRelease(db),
    config_applied_id: null,
    config_target_id: null,
    last_heartbeat_at: null,
    quiet: false,
    installed_at: now.slice(0, 10),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  db.kiosks.push(kiosk);
  noteTimeline(db, {
    entity_id: kiosk.id,
    by,
    line: {
      entity: 'kiosk',
      action: 'received',
      from_status: null,
      from_clinic_id: null,
      to_status: 'deployed',
      to_clinic_id: order.clinic_id,
      reason: fromOrderReason(order.id),
    },
  });
};

/** Why the dispatch cannot be received (unknown, already received, a serial taken since), or null. */
export const receiptRefusal = (
  db: DemoDb,
  order: DemoOrder,
  shipment: DemoOrderDispatch | undefined,
): Refusal | null => {
  if (!shipment) return { message: `Dispatch not found on order #${order.id}.`, field: 'dispatch_id' };
  if (shipment.received_at !== null)
    return {
      message: `That dispatch was received on ${shipment.received_at.slice(0, 10)}.`,
      field: 'dispatch_id',
    };
  const taken = shipment.lines
    .flatMap((line) => line.serials)
    .find((serial) => db.kiosks.some((kiosk) => sameSerial(kiosk.serial_number, serial)));
  return taken === undefined
    ? null
    : { message: `A kiosk with the serial number ${taken} is already in the fleet.`, field: 'dispatch_id' };
};

export const receive = (db: DemoDb, order: DemoOrder, shipment: DemoOrderDispatch, by: number): void => {
  const now = db.now().toISOString();
  for (const sent of shipment.lines) {
    const line = order.lines.find((candidate) => candidate.id === sent.line_id);
    if (!line) continue;
    if (order.kind === 'kiosk' && line.manufacturer_id !== null && line.model_name !== null) {
      for (const serial of sent.serials)
        addKiosk(
          db,
          order,
          { manufacturer_id: line.manufacturer_id, model_name: line.model_name },
          serial,
          by,
        );
    } else if (line.consumable_id !== null) {
      appendStockMovement(db, {
        clinic_id: order.clinic_id,
        consumable_id: line.consumable_id,
        kind: 'received',
        quantity: sent.quantity,
        at: now,
        by_user_id: by,
        reason: null,
        order_id: order.id,
        dispatch_id: shipment.id,
        batch: sent.batch,
        expires_on: sent.expires_on,
      });
    }
  }
  shipment.received_at = now;
  shipment.received_by = by;
  const done = openUnits(order) === 0 && order.dispatches.every((each) => each.received_at !== null);
  recordMove(db, order, {
    by,
    action: 'received',
    to: done ? 'delivered' : 'dispatched',
    detail: detailOf(db, order, shipment.lines),
  });
};
