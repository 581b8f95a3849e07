/**
 * The two kinds of order share one workflow and one set of screens (docs/orders.md, "The order
 * screens"): what differs is said here, once per kind.
 */
export type OrderKind = 'kiosk' | 'consumable';

export interface OrderKindSpec {
  kind: OrderKind;
  /** The list's title (docs/requirements.md 2.11.13 and 2.11.14; src/app/shell/route-tables.ts). */
  listTitle: string;
  /** Order Details' title while there is no order to show. */
  detailsTitle: string;
  createTitle: string;
  /** Absolute paths. */
  listPath: string;
  createPath: string;
  detailsPath: (id: number) => string;
  /** The details route's parameter. */
  param: string;
  /** 'kiosk order': 'Kiosk order #12 approved.' */
  noun: string;
  /** The list's element ids and CSV file name. */
  slug: string;
}

const DASHBOARD = '/dashboard/manage';

export const KIOSK_ORDERS: OrderKindSpec = {
  kind: 'kiosk',
  listTitle: 'Kiosk Orders',
  detailsTitle: 'Order Details',
  createTitle: 'New Kiosk Order',
  listPath: `${DASHBOARD}/orders`,
  createPath: `${DASHBOARD}/orders/create`,
  detailsPath: (id) => `${DASHBOARD}/order/${id}`,
  param: 'orderid',
  noun: 'kiosk order',
  slug: 'kiosk-orders',
};

export const CONSUMABLE_ORDERS: OrderKindSpec = {
  kind: 'consumable',
  listTitle: 'Consumable Orders',
  detailsTitle: 'Consumable Order Details',
  createTitle: 'New Consumable Order',
  listPath: `${DASHBOARD}/consumables-orders`,
  createPath: `${DASHBOARD}/consumables-orders/create`,
  detailsPath: (id) => `${DASHBOARD}/consumable-order/${id}`,
  param: 'id',
  noun: 'consumable order',
  slug: 'consumable-orders',
};

export const specOf = (kind: OrderKind): OrderKindSpec =>
  kind === 'kiosk' ? KIOSK_ORDERS : CONSUMABLE_ORDERS;

/** Kiosk Details (src/features/kiosks): where a kiosk the order produced links to. */
export const kioskDetailsPath = (id: number): string => `${DASHBOARD}/kiosk-inventory/view/${id}`;

/** The support query that started an order: its page (docs/support.md, "The query page"). */
export const queryPath = (id: number): string => `${DASHBOARD}/query/${id}`;
