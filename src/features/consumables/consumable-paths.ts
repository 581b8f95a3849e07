/**
 * The consumables routes (docs/requirements.md 2.11; docs/orders.md, "Consumables") and the routes
 * of issue 35 they link to.
 */
export const CONSUMABLES_PATH = '/dashboard/manage/consumables';
export const CREATE_CONSUMABLE_PATH = '/dashboard/manage/consumable/create';
/** Consumable Details takes its id in the query: `manage/consumableDetails?id=3`. */
export const consumableViewPath = (id: number): string => `/dashboard/manage/consumableDetails?id=${id}`;

export const RUNNING_LOW_PATH = '/dashboard/manage/consumables/running-low';
export const CLINIC_STOCK_PATH = '/dashboard/manage/consumables/stock';
export const CONSUMABLE_ORDERS_PATH = '/dashboard/manage/consumables-orders';
export const stockLedgerPath = (clinicId: number, consumableId: number): string =>
  `/dashboard/manage/consumables/stock/ledger?clinic=${clinicId}&consumable=${consumableId}`;
export const consumableOrderPath = (id: number): string => `/dashboard/manage/consumable-order/${id}`;
