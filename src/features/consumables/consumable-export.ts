import { filterConsumables } from '@/generated/api/consumables/consumables';
import type { Consumable, ConsumableFilterRequest } from '@/generated/model';
import { csvText, downloadText } from '@/lib/csv/download-blob';

/** The largest page the call allows (openapi/v3.yaml, ConsumableFilterRequest). */
const PAGE = 500;

export const CONSUMABLE_CSV_HEADER = [
  'Id',
  'Name',
  'Consumable device',
  'Unit',
  'Pack size',
  'Price per unit',
  'Currency',
  'Used by',
  'Status',
];

export const consumableCells = (consumable: Consumable): string[] => [
  String(consumable.id),
  consumable.name,
  consumable.consumable_device.name,
  consumable.unit,
  String(consumable.pack_size),
  consumable.price.toFixed(2),
  consumable.currency,
  consumable.uses.map(({ test_type, quantity }) => `${test_type.code} x ${quantity}`).join('; '),
  consumable.status ? 'Active' : 'Inactive',
];

/**
 * Export to CSV (docs/orders.md, "Consumables"): every consumable the list's filters match, page by
 * page through the list's own call; cells neutralised (src/lib/csv). Answers the number written.
 */
export const exportConsumables = async (
  filter: Omit<ConsumableFilterRequest, 'page' | 'limit'>,
): Promise<number> => {
  const rows: string[][] = [CONSUMABLE_CSV_HEADER];
  for (let page = 1; ; page += 1) {
    const found = await filterConsumables({ ...filter, page, limit: PAGE });
    rows.push(...found.records.map(consumableCells));
    if (found.records.length < PAGE || rows.length - 1 >= found.total_count) break;
  }
  downloadText(`consumables-${new Date().toISOString().slice(0, 10)}.csv`, csvText(rows));
  return rows.length - 1;
};
