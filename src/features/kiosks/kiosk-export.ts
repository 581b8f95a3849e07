import { filterKiosks } from '@/generated/api/kiosks/kiosks';
import type { KioskFilterRequest, KioskRow } from '@/generated/model';
import { csvText, downloadText } from '@/lib/csv/download-blob';

import { STATUS_TEXT } from './kiosk-paths';

/** The largest page the call allows (openapi/v3.yaml, KioskFilterRequest). */
const PAGE = 500;

export const KIOSK_CSV_HEADER = [
  'Serial number',
  'Manufacturer',
  'Model',
  'Status',
  'Clinic',
  'Customer',
  'App version',
  'App out of date',
  'Configuration applied',
  'Configuration targeted',
  'Last heartbeat',
  'Installed',
];

export const kioskCells = (kiosk: KioskRow): string[] => [
  kiosk.serial_number,
  kiosk.model.manufacturer.name,
  kiosk.model.name,
  STATUS_TEXT[kiosk.status],
  kiosk.clinic?.name ?? '',
  kiosk.customer?.name ?? '',
  kiosk.app_version.name,
  kiosk.app_out_of_date ? 'yes' : 'no',
  kiosk.config_applied?.name ?? '',
  kiosk.config_target?.name ?? '',
  kiosk.last_heartbeat_at ?? '',
  kiosk.installed_at ?? '',
];

/**
 * Export to CSV (docs/home-and-monitor.md, "Kiosk Inventory"): every kiosk matching the list's
 * filters, page by page through the list's own call; cells neutralised (src/lib/csv). Answers the
 * number of kiosks written.
 */
export const exportKiosks = async (filter: Omit<KioskFilterRequest, 'page' | 'limit'>): Promise<number> => {
  const rows: string[][] = [KIOSK_CSV_HEADER];
  for (let page = 1; ; page += 1) {
    const found = await filterKiosks({ ...filter, page, limit: PAGE });
    rows.push(...found.records.map(kioskCells));
    if (found.records.length < PAGE || rows.length - 1 >= found.total_count) break;
  }
  downloadText(`kiosks-${new Date().toISOString().slice(0, 10)}.csv`, csvText(rows));
  return rows.length - 1;
};
