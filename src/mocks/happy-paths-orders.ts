import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';
import { CUSTOMER_ID } from './test-utils';
import type { DemoOrder } from './types';

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The demo data has no ${what}`);
  return value;
};

/**
 * The proposed order calls (docs/orders.md): the demo customer's seeded orders read and moved, each
 * move on an order in the state it starts from (the receipt a consumable one: it writes the stock
 * ledger), and a new kiosk order for their first clinic.
 */
export const orderPaths = (db: DemoDb): Record<string, HappyPath> => {
  const mine = (status: DemoOrder['status'], kind: DemoOrder['kind'], skip = 0): DemoOrder =>
    must(
      db.orders.filter(
        (row) => row.customer_id === CUSTOMER_ID && row.status === status && row.kind === kind,
      )[skip],
      `demo customer ${kind} order ${status} #${skip + 1}`,
    );
  const clinic = must(
    db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.status),
    'active demo customer clinic',
  );
  const toApprove = mine('placed', 'consumable');
  const toReject = mine('placed', 'consumable', 1);
  const toCancel = mine('placed', 'kiosk');
  const toDispatch = mine('approved', 'consumable');
  const inTransit = must(
    db.orders.find(
      (row) =>
        row.customer_id === CUSTOMER_ID &&
        row.kind === 'consumable' &&
        row.status === 'dispatched' &&
        row.dispatches.some((dispatch) => dispatch.received_at === null),
    ),
    'demo customer consumable order in transit',
  );
  const line = must(toDispatch.lines[0], 'order line');
  return {
    filterOrders: { path: '/v3/order/filter', body: { kind: 'kiosk', page: 1, limit: 10, status: null } },
    createOrder: {
      path: '/v3/order/',
      body: {
        kind: 'kiosk',
        clinic_id: clinic.id,
        notes: 'For the new screening room.',
        lines: [{ manufacturer_id: 3, model_name: 'HK-500 Health Kiosk', consumable_id: null, quantity: 2 }],
        query_id: null,
      },
    },
    getOrder: { path: `/v3/order/${toApprove.id}` },
    approveOrder: { path: `/v3/order/${toApprove.id}/approve`, body: { version: toApprove.version } },
    rejectOrder: {
      path: `/v3/order/${toReject.id}/reject`,
      body: { version: toReject.version, reason: 'The clinic has enough stock.' },
    },
    cancelOrder: {
      path: `/v3/order/${toCancel.id}/cancel`,
      body: { version: toCancel.version, reason: 'Ordered for the wrong clinic.' },
    },
    dispatchOrder: {
      path: `/v3/order/${toDispatch.id}/dispatch`,
      body: {
        version: toDispatch.version,
        lines: [
          {
            line_id: line.id,
            quantity: line.quantity,
            serials: [],
            batch: 'B2606-101',
            expires_on: '2027-03-31',
          },
        ],
      },
    },
    receiveOrder: {
      path: `/v3/order/${inTransit.id}/receive`,
      body: {
        version: inTransit.version,
        dispatch_id: must(
          inTransit.dispatches.find((dispatch) => dispatch.received_at === null),
          'dispatch in transit',
        ).id,
      },
    },
    listKioskModels: { path: '/v3/kiosk-model/' },
  };
};
