import type { SummaryItem } from '@/components/resource/record-definition';
import type { KioskRecord } from '@/generated/model';

import { DEFAULT_SILENT_MINUTES } from './kiosk-params';
import { ageText, STATUS_TEXT } from './kiosk-paths';

export const appText = (kiosk: KioskRecord): string => {
  const forced = kiosk.newest_forced;
  if (forced === null) return `${kiosk.app_version.name} (no forced version)`;
  return kiosk.app_version.code < forced.code
    ? `${kiosk.app_version.name}, below the forced ${forced.name}`
    : `${kiosk.app_version.name}, up to date (forced ${forced.name})`;
};

export const configText = (kiosk: KioskRecord): string => {
  const applied = kiosk.config_applied?.name ?? 'None';
  const target = kiosk.config_target?.name ?? 'None';
  return applied === target ? `${applied} (as targeted)` : `${applied}, targeted ${target}`;
};

/**
 * A deployed kiosk with no heartbeat for more than N minutes (the heartbeat setting, 30): it counts
 * its clinic as out of sync (docs/home-and-monitor.md, "Where the counts come from").
 */
export const isQuiet = (kiosk: KioskRecord, minutes = DEFAULT_SILENT_MINUTES, now = Date.now()): boolean =>
  kiosk.status === 'deployed' &&
  (kiosk.last_heartbeat_at === null || now - Date.parse(kiosk.last_heartbeat_at) > minutes * 60_000);

/** The kiosk's lines: the page's summary and what a 409 compares. */
export const kioskItems = (kiosk: KioskRecord): SummaryItem[] => [
  ['Serial number', kiosk.serial_number],
  ['Model', `${kiosk.model.manufacturer.name} ${kiosk.model.name}`],
  ['Status', STATUS_TEXT[kiosk.status]],
  ['Clinic', kiosk.clinic?.name ?? 'None'],
  ['Customer', kiosk.customer?.name ?? 'None'],
  ['Last heartbeat', ageText(kiosk.last_heartbeat_at)],
  ['App version', appText(kiosk)],
  ['Configuration', configText(kiosk)],
  ['Installed', kiosk.installed_at ?? 'Not yet'],
];
