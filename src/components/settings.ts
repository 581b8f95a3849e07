import { useGetSettings } from '@/generated/api/settings/settings';
import type { Settings } from '@/generated/model';
import { SETTINGS_DEFAULTS } from '@/lib/settings-defaults';

import { WHOLE_LIST_QUERY } from './resource/list-rows';

/**
 * The platform settings (docs/settings.md), read once and shared: every screen that formats money
 * or words a threshold ("no heartbeat for more than 30 minutes") reads them here. One request for
 * the whole app (react-query's one cache entry), kept for an hour; Save on Settings refreshes it.
 */
const SETTINGS_QUERY = { ...WHOLE_LIST_QUERY, staleTime: 60 * 60_000 } as const;

/** The settings, or undefined while they load (or when the server lacks the call). */
export const useSettings = (): Settings | undefined => useGetSettings({ query: SETTINGS_QUERY }).data;

export { SETTINGS_DEFAULTS };

/** N of "no heartbeat for more than N minutes": the setting, or its default while loading. */
export const useHeartbeatMinutes = (): number =>
  useSettings()?.heartbeat_minutes ?? SETTINGS_DEFAULTS.heartbeat_minutes;

/**
 * '₹1,250.00': an amount in an ISO 4217 currency (the answer's, which is the setting's) as Intl
 * writes it in Indian English (lakh grouping: ₹1,25,000.00), the platform's. The one money format
 * of the app: never a hand-made symbol. A code Intl does not know: the amount and the code as sent.
 */
export const formatMoney = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
};
