import { filterOrders } from '@/generated/api/orders/orders';
import type { OrderFilterRequest, OrderRow } from '@/generated/model';
import { csvText, downloadText } from '@/lib/csv/download-blob';

import { orderNumber, STATUS_TEXT } from './order-words';

/** The largest page the call allows (openapi/v3.yaml, OrderFilterRequest). */
const PAGE = 500;

export const ORDER_CSV_HEADER = [
  'Order',
  'Status',
  'Customer',
  'Clinic',
  'Summary',
  'Quantity',
  'Dispatched',
  'Received',
  'Total',
  'Currency',
  'Placed',
  'Updated',
];

export const orderCells = (row: OrderRow): string[] => [
  orderNumber(row.id),
  STATUS_TEXT[row.status],
  row.customer.name,
  row.clinic.name,
  row.summary,
  String(row.quantity),
  String(row.dispatched),
  String(row.received),
  row.total ? row.total.amount.toFixed(2) : '',
  row.total?.currency ?? '',
  row.placed_at,
  row.updated_at,
];

/**
 * Export to CSV (docs/orders.md, "The order screens"): every order matching the list's filters and
 * tab, page by page through the list's own call; cells neutralised (src/lib/csv). Answers the number
 * of orders written.
 */
export const exportOrders = async (
  filter: Omit<OrderFilterRequest, 'page' | 'limit'>,
  fileName: string,
): Promise<number> => {
  const rows: string[][] = [ORDER_CSV_HEADER];
  for (let page = 1; ; page += 1) {
    const found = await filterOrders({ ...filter, page, limit: PAGE });
    rows.push(...found.records.map(orderCells));
    if (found.records.length < PAGE || rows.length - 1 >= found.total_count) break;
  }
  downloadText(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, csvText(rows));
  return rows.length - 1;
};
