import type { KioskStatus } from '@/generated/model';

/** docs/home-and-monitor.md, "Kiosk Inventory" (absolute, as the other lists' paths). */
export const KIOSKS_PATH = '/dashboard/manage/kiosk-inventory';
export const kioskViewPath = (id: number): string => `${KIOSKS_PATH}/view/${id}`;
/** Clinic Inventory (docs/requirements.md 2.11.9): one clinic's kiosks, `?clinic_id=`. */
export const CLINIC_INVENTORY_PATH = '/dashboard/manage/clinic/inventory';

export const STATUS_TEXT: Record<KioskStatus, string> = {
  in_stock: 'In stock',
  deployed: 'Deployed',
  in_repair: 'In repair',
  retired: 'Retired',
};

/** "12 min ago", "3 h ago", "2 days ago" from the demo clock; 'Never' without one. */
export const ageText = (iso: string | null, now = Date.now()): string => {
  if (iso === null) return 'Never';
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return `${Math.floor(minutes / 1440)} days ago`;
};
