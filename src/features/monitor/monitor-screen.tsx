import { useCallback } from 'react';

import { AdminOnly } from '@/components/admin-only';
import type { Column } from '@/components/data-table';
import { parseChoice, useUrlListState } from '@/components/list-state';
import {
  MONITOR_TABS,
  type MonitorTabSlug,
  useMonitorCounts,
  useMonitorPage,
} from '@/components/monitor-counts';
import { listCodec } from '@/components/resource/list-params';
import { useServerRows } from '@/components/resource/list-rows';
import { type ListView, ResourceList } from '@/components/resource/resource-list';
import { Tabs } from '@/components/tabs';
import type { Clinic } from '@/generated/model';
import { MONITOR_PATH } from '@/lib/app-paths';

const TITLE = 'Monitor';
export const LOAD_ERROR_TEXT = 'The clinics could not be loaded.';

const SLUGS = MONITOR_TABS.map((tab) => tab.slug) as [MonitorTabSlug, ...MonitorTabSlug[]];

/** The Monitor's URL state: the tab, then page and rows (the call has no search and no status). */
const codec = listCodec<{ tab: MonitorTabSlug }>({
  status: false,
  extra: {
    parse: (query) => ({ tab: parseChoice(query.get('tab'), SLUGS) }),
    write: (query, { tab }) => query.set('tab', tab),
  },
});

/** Only what `v3/clinic/filter` returns for a clinic: its id, name and location id. */
const COLUMNS: readonly Column<Clinic>[] = [
  { key: 'id', header: 'Clinic Id', cell: (clinic) => clinic.id },
  { key: 'name', header: 'Clinic Name', cell: (clinic) => clinic.name },
  { key: 'location', header: 'Location Id', cell: (clinic) => clinic.location_id ?? '–' },
];

const viewOf = (caption: string): ListView<Clinic> => ({
  id: 'monitor',
  caption,
  columns: COLUMNS,
  rowKey: (clinic) => clinic.id,
  totalLabel: 'Total Clinics',
  errorText: LOAD_ERROR_TEXT,
});
const VIEWS = Object.fromEntries(MONITOR_TABS.map((tab) => [tab.slug, viewOf(tab.label)])) as Record<
  MonitorTabSlug,
  ListView<Clinic>
>;

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
  const { params, go } = useUrlListState(MONITOR_PATH, codec.parse, codec.serialize);
  const tab = tabOf(params.tab);
  const counts = useMonitorCounts(true);
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const list = useMonitorPage(tab.monitor, params.page, params.rows, { staleTime: 0 });
  const result = useServerRows(list, params.page, params.rows, toPage);

  const totals: Record<MonitorTabSlug, number | undefined> = {
    'not-synced': counts.notSynced,
    'pending-update': counts.pendingUpdate,
    // The open tab shows what its own list says (the same figure, or a fresher one).
    [tab.slug]: result.total,
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
      <ResourceList view={VIEWS[tab.slug]} result={result} params={params} go={go} />
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
