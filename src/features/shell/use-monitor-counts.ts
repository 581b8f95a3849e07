import { useFilterClinicMonitor } from '@/generated/api/clinics/clinics';
import type { ClinicMonitor } from '@/generated/model';

/** SPEC.md section 7: status true, first page of 10, one call per monitor value. */
const monitorRequest = (monitor: ClinicMonitor) => ({ status: true, page: 1, limit: 10, monitor });

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
 * The administrator's two header counters. Each header load asks once (staleTime 0 refetches on
 * mount; nothing else triggers a refetch), so the numbers are fresh whenever the shell opens.
 */
export const useMonitorCounts = (enabled: boolean): MonitorCounts => {
  const query = { enabled, staleTime: 0 };
  const notSynced = useFilterClinicMonitor(monitorRequest('clinics-not-synced'), { query });
  const pendingUpdate = useFilterClinicMonitor(monitorRequest('pending-forced-update'), { query });
  const failed = [notSynced, pendingUpdate].filter((counter) => counter.isError);
  return {
    notSynced: notSynced.data?.total_count,
    pendingUpdate: pendingUpdate.data?.total_count,
    failed: failed.length > 0,
    retry: () => failed.forEach((counter) => void counter.refetch()),
  };
};
