const DASHBOARD = '/dashboard/manage';

/** The stock screens' addresses (docs/orders.md, "Stock, days of cover and Running low"). */
export const RUNNING_LOW_PATH = `${DASHBOARD}/consumables/running-low`;
export const CLINIC_STOCK_PATH = `${DASHBOARD}/consumables/stock`;
export const STOCK_LEDGER_PATH = `${DASHBOARD}/consumables/stock/ledger`;

export const ledgerPath = (clinicId: number, consumableId: number): string =>
  `${STOCK_LEDGER_PATH}?clinic=${clinicId}&consumable=${consumableId}`;

export const clinicStockPath = (clinicId: number): string => `${CLINIC_STOCK_PATH}?clinic=${clinicId}`;

/** A figure with at most two decimals, as the server's words give it. */
const NUMBER = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
export const figure = (value: number | null): string => (value === null ? '–' : NUMBER.format(value));
