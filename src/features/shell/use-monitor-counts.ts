import { useFilterClinicMonitor } from '@/generated/api/clinics/clinics';
import type { ClinicMonitor } from '@/generated/model';

/** SPEC.md section 7: status true, first page of 10, one call per monitor value. */
const monitorRequest = (monitor: ClinicMonitor) => ({ status: true, page: 1, limit: 10, monitor });

export interface MonitorCounts {
  notSynced: number | undefined;
  pendingUpdate: number | undefined;
}

/**
 * The administrator's two header counters. Each header load asks once (staleTime 0 refetches on
 * mount; nothing else triggers a refetch), so the numbers are fresh whenever the shell opens.
 */
export const useMonitorCounts = (enabled: boolean): MonitorCounts => {
  const query = { enabled, staleTime: 0 };
  const notSynced = useFilterClinicMonitor(monitorRequest('clinics-not-synced'), { query });
  const pendingUpdate = useFilterClinicMonitor(monitorRequest('pending-forced-update'), { query });
  return { notSynced: notSynced.data?.total_count, pendingUpdate: pendingUpdate.data?.total_count };
};
