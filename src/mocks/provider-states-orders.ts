import type { DemoDb } from './db';
import { replaceTimeline } from './handlers/audit-index';
import type { ProviderStateHandler } from './provider-states';
import type { DemoOrder, DemoOrderEvent, DemoOrderStatus } from './types';

/**
 * Provider states of the proposed order calls (the proposals pact, docs/contracts.md; docs/orders.md).
 * A state leaves exactly one order: a kiosk order of two HK-500 kiosks for the demo customer's first
 * active clinic (or, with `foreign: 1`, another customer's), placed a day ago and moved by Asha Rao
 * to the status named; a dispatched one carries one kiosk in transit. So every field the pact pins
 * answers with one type, and every list one length, on any demo database.
 */

const CUSTOMER = 2;
const ADMIN = 1;
const HOUR = 3_600_000;
const STATUSES: readonly DemoOrderStatus[] = ['placed', 'approved', 'dispatched'];

const intParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

const orderAt = (db: DemoDb, status: DemoOrderStatus, foreign: boolean): DemoOrder => {
  const clinic = db.clinics.find((row) => row.status && (row.user_id === CUSTOMER) !== foreign);
  if (!clinic) throw new Error('The demo data has no active clinic for the order');
  const at = (hoursAgo: number) => new Date(db.now().getTime() - hoursAgo * HOUR).toISOString();
  const steps = STATUSES.slice(0, STATUSES.indexOf(status) + 1);
  const events: DemoOrderEvent[] = steps.map((to, index) => ({
    id: index + 1,
    at: at(24 - index * 4),
    by_user_id: index === 0 ? clinic.user_id : ADMIN,
    action: index === 0 ? 'placed' : to === 'approved' ? 'approved' : 'dispatched',
    from_status: index === 0 ? null : (steps[index - 1] ?? null),
    to_status: to,
    reason: null,
    detail:
      index === 0
        ? '2 × HK-500 Health Kiosk'
        : to === 'dispatched'
          ? '1 × HK-500 Health Kiosk: KS-2026-77001'
          : null,
  }));
  const order: DemoOrder = {
    id: 1,
    kind: 'kiosk',
    customer_id: clinic.user_id,
    clinic_id: clinic.id,
    status,
    notes: 'For the second screening room.',
    placed_by: clinic.user_id,
    placed_at: at(24),
    query_id: null,
    lines: [
      {
        id: 1,
        manufacturer_id: 3,
        model_name: 'HK-500 Health Kiosk',
        consumable_id: null,
        quantity: 2,
        unit_price: null,
      },
    ],
    dispatches:
      status === 'dispatched'
        ? [
            {
              id: 1,
              at: at(16),
              by_user_id: ADMIN,
              lines: [{ line_id: 1, quantity: 1, serials: ['KS-2026-77001'], batch: null, expires_on: null }],
              received_at: null,
              received_by: null,
            },
          ]
        : [],
    version: events.length,
    created_at: at(24),
    updated_at: events[events.length - 1]?.at ?? at(24),
  };
  db.orders.splice(0, db.orders.length, order);
  // Its history is the trail's (docs/audit.md, "Timelines read the trail").
  replaceTimeline(
    db,
    'order',
    order.id,
    events.map(({ id: _id, at: when, by_user_id, ...line }) => ({
      at: when,
      by: by_user_id,
      line: { entity: 'order', ...line },
    })),
  );
  return order;
};

export const orderProviderStates: Record<string, ProviderStateHandler> = {
  /**
   * params: status (placed, approved or dispatched), foreign (1: another customer's). The only
   * order; answers id, version, clinic_id, line_id and dispatch_id (0 when none).
   */
  'an order exists': (db, params) => {
    const wanted = (typeof params.status === 'string' ? params.status : 'placed') as DemoOrderStatus;
    const order = orderAt(
      db,
      STATUSES.includes(wanted) ? wanted : 'placed',
      intParam(params, 'foreign', 0) === 1,
    );
    return {
      id: order.id,
      version: order.version,
      clinic_id: order.clinic_id,
      line_id: 1,
      dispatch_id: order.dispatches[0]?.id ?? 0,
    };
  },
};
