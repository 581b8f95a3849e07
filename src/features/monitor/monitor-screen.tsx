import { useCallback } from 'react';

import { AdminOnly } from '@/components/admin-only';
import { useServerPage, useUrlListState } from '@/components/list-state';
import {
  MONITOR_TABS,
  type MonitorTabSlug,
  useMonitorCounts,
  useMonitorPage,
} from '@/components/monitor-counts';
import { ListPagination } from '@/components/pagination';
import { Tabs } from '@/components/tabs';
import { MONITOR_PATH } from '@/lib/app-paths';

import { type MonitorParams, parseMonitorParams, serializeMonitorParams } from './monitor-params';
import { MonitorTable } from './monitor-table';

const TITLE = 'Monitor';

const tabOf = (slug: MonitorTabSlug) => MONITOR_TABS.find((tab) => tab.slug === slug) ?? MONITOR_TABS[0];

const TabLabel = ({ text, count }: { text: string; count: number | undefined }) => (
  <>
    {text}
    <span className="ui-tab-count">{count ?? '…'}</span>
  </>
);

/**
 * Two paged lists of `v3/clinic/filter`, one per monitor value. The open tab asks afresh when it
 * opens (staleTime 0): the Monitor is where an administrator checks the current state. The other
 * tab's total is the header's count, already in the cache.
 */
const MonitorLists = () => {
  const { params, go } = useUrlListState<MonitorParams>(
    MONITOR_PATH,
    parseMonitorParams,
    serializeMonitorParams,
  );
  const tab = tabOf(params.tab);
  const counts = useMonitorCounts(true);
  const list = useMonitorPage(tab.monitor, params.page, params.rows, { staleTime: 0 });

  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const { data, total, pageCount } = useServerPage(list, params.page, params.rows, toPage);

  const totals: Record<MonitorTabSlug, number | undefined> = {
    'not-synced': counts.notSynced,
    'pending-update': counts.pendingUpdate,
    // The open tab shows what its own list says (the same figure, or a fresher one).
    [tab.slug]: total,
  };

  return (
    <Tabs
      label={TITLE}
      tabs={MONITOR_TABS.map((item) => ({
        id: item.slug,
        label: <TabLabel text={item.label} count={totals[item.slug]} />,
      }))}
      selected={tab.slug}
      onSelect={(slug) => go({ tab: slug, page: 1 })}
    >
      <MonitorTable
        caption={tab.label}
        clinics={data?.records ?? []}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
      />
      <ListPagination
        label={`${tab.label} pages`}
        page={params.page}
        pageCount={pageCount}
        rows={params.rows}
        go={go}
      />
    </Tabs>
  );
};

/** The Monitor (/dashboard/monitor), for administrators: clinics not synced and pending an app update. */
export const MonitorScreen = () => (
  <AdminOnly title={TITLE}>
    <section className="ui-screen" aria-labelledby="monitor-title">
      <div className="ui-header">
        <h1 id="monitor-title" className="ui-title">
          {TITLE}
        </h1>
      </div>
      <div className="ui-card">
        <MonitorLists />
      </div>
    </section>
  </AdminOnly>
);
