import { DEFAULT_ROWS, parseChoice, parsePage, parseRows, type RowsOption } from '@/components/list-state';
import { MONITOR_TABS, type MonitorTabSlug } from '@/components/monitor-counts';

/** The Monitor's URL state: which tab, which page, how many rows (the call has no search). */
export interface MonitorParams {
  tab: MonitorTabSlug;
  page: number;
  rows: RowsOption;
}

const SLUGS = MONITOR_TABS.map((tab) => tab.slug) as [MonitorTabSlug, ...MonitorTabSlug[]];

export const DEFAULT_MONITOR_PARAMS: MonitorParams = { tab: 'not-synced', page: 1, rows: DEFAULT_ROWS };

export const parseMonitorParams = (search: string): MonitorParams => {
  const query = new URLSearchParams(search);
  return {
    tab: parseChoice(query.get('tab'), SLUGS),
    page: parsePage(query.get('page')),
    rows: parseRows(query.get('rows')),
  };
};

export const serializeMonitorParams = (params: MonitorParams): string =>
  new URLSearchParams({ tab: params.tab, page: String(params.page), rows: String(params.rows) }).toString();
