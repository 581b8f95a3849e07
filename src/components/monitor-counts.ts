import { getFilterClinicMonitorQueryKey, useFilterClinicMonitor } from '@/generated/api/clinics/clinics';
import type { ClinicMonitor } from '@/generated/model';
import { MONITOR_PATH } from '@/lib/app-paths';
import { keyPrefix } from '@/lib/query-keys';

/** The Monitor's two tabs (docs/requirements.md 2.4's header counters), each a value of `v3/clinic/filter`'s monitor. */
export const MONITOR_TABS = [
  { slug: 'not-synced', monitor: 'clinics-not-synced', label: 'Clinics not synced' },
  { slug: 'pending-update', monitor: 'pending-forced-update', label: 'Pending app update' },
] as const satisfies readonly { slug: string; monitor: ClinicMonitor; label: string }[];

export type MonitorTab = (typeof MONITOR_TABS)[number];
export type MonitorTabSlug = MonitorTab['slug'];

export const monitorTabPath = (slug: MonitorTabSlug): string => `${MONITOR_PATH}?tab=${slug}`;

/**
 * Every page of both monitors (the bell, the home's cards, the Monitor's tabs). A write that changes
 * what a kiosk counts as (a forced APK, a kiosk moved or retired, a clinic saved) refreshes it, so the
 * bell follows the kiosks without a reload (docs/home-and-monitor.md, "Where the counts come from").
 */
export const MONITOR_COUNTS_KEY = keyPrefix(getFilterClinicMonitorQueryKey());

/** docs/requirements.md section 9: monitor queries page 10 by default. */
export const MONITOR_PAGE_SIZE = 10;

/**
 * docs/requirements.md section 7: status true, a page, a limit, one monitor value. The header's count is page 1 of
 * 10, the same request as the Monitor tab's first page and the home's card: react-query sends it once.
 */
export const monitorRequest = (monitor: ClinicMonitor, page = 1, limit = MONITOR_PAGE_SIZE) => ({
  status: true,
  page,
  limit,
  monitor,
});

/** The monitor value in a `v3/clinic/filter` query key (['POST', path, body]). */
const monitorOfKey = (key: readonly unknown[] | undefined): unknown => {
  const body = key?.[2];
  return typeof body === 'object' && body !== null && 'monitor' in body ? body.monitor : undefined;
};

interface MonitorPageOptions {
  enabled?: boolean;
  /** 0 refetches whenever a new screen mounts the query: the header asks once per load. */
  staleTime?: number;
}

/**
 * One page of a monitor's clinics. Every user of the call goes through here, so they share one cache
 * entry. While the next page of the same monitor loads, the previous page stays on screen; another
 * monitor's rows never stand in for this one's.
 */
export const useMonitorPage = (
  monitor: ClinicMonitor,
  page = 1,
  limit = MONITOR_PAGE_SIZE,
  { enabled = true, staleTime }: MonitorPageOptions = {},
) =>
  useFilterClinicMonitor(monitorRequest(monitor, page, limit), {
    query: {
      enabled,
      placeholderData: (previous, previousQuery) =>
        monitorOfKey(previousQuery?.queryKey) === monitor ? previous : undefined,
      ...(staleTime === undefined ? {} : { staleTime }),
    },
  });

export interface MonitorCounts {
  /** undefined while loading (or when a call failed) */
  notSynced: number | undefined;
  pendingUpdate: number | undefined;
  /** A call failed after its retries (the error itself was reported once, as a toast). */
  failed: boolean;
  /** Asks again for the counts that failed. */
  retry: () => void;
}

/**
 * The administrator's two counts: the header's bell asks once per header load (`fresh`: staleTime 0
 * refetches on mount); the home reads the same cache entries without asking again.
 */
export const useMonitorCounts = (enabled: boolean, fresh = false): MonitorCounts => {
  const options = { enabled, ...(fresh ? { staleTime: 0 } : {}) };
  const notSynced = useMonitorPage('clinics-not-synced', 1, MONITOR_PAGE_SIZE, options);
  const pendingUpdate = useMonitorPage('pending-forced-update', 1, MONITOR_PAGE_SIZE, options);
  const failed = [notSynced, pendingUpdate].filter((counter) => counter.isError);
  return {
    notSynced: notSynced.data?.total_count,
    pendingUpdate: pendingUpdate.data?.total_count,
    failed: failed.length > 0,
    retry: () => failed.forEach((counter) => void counter.refetch()),
  };
};
