import { filterStock } from '@/generated/api/stock/stock';
import type { StockFilterRequest, StockRow } from '@/generated/model';
import { csvText, downloadText } from '@/lib/csv/download-blob';

/** The largest page the call allows (openapi/v3.yaml, StockFilterRequest). */
const PAGE = 500;

export const STOCK_CSV_HEADER = [
  'Clinic',
  'Customer',
  'Consumable',
  'Unit',
  'On hand',
  'Expired',
  'Expiring within 30 days',
  'In transit',
  'On order',
  'Daily use',
  'Days of cover',
  'Reorder point',
  'Suggested quantity',
  'Suggested packs',
  'Explanation',
];

export const stockCells = (row: StockRow): string[] => [
  row.clinic.name,
  row.customer.name,
  row.consumable.name,
  row.consumable.unit,
  String(row.on_hand),
  String(row.expired),
  String(row.expiring_30d),
  String(row.in_transit),
  String(row.on_order),
  String(row.daily_use),
  row.days_of_cover === null ? '' : String(row.days_of_cover),
  String(row.reorder_point),
  String(row.suggested_quantity),
  String(row.suggested_packs),
  row.explanation,
];

/**
 * Export to CSV: every stock row the list's filters match, page by page through the list's own call;
 * cells neutralised (src/lib/csv). Answers the number of rows written.
 */
export const exportStock = async (
  filter: Omit<StockFilterRequest, 'page' | 'limit'>,
  name: string,
): Promise<number> => {
  const rows: string[][] = [STOCK_CSV_HEADER];
  for (let page = 1; ; page += 1) {
    const found = await filterStock({ ...filter, page, limit: PAGE });
    rows.push(...found.records.map(stockCells));
    if (found.records.length < PAGE || rows.length - 1 >= found.total_count) break;
  }
  downloadText(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, csvText(rows));
  return rows.length - 1;
};
