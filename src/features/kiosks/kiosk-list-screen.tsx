import { Link } from 'wouter';

import type { Column } from '@/components/data-table';
import { listCodec, type ListParams } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { useFilterKiosks } from '@/generated/api/kiosks/kiosks';
import type { KioskRow, KioskStatus } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { ageText, KIOSKS_PATH, kioskViewPath, STATUS_TEXT } from './kiosk-paths';

interface KioskParams extends ListParams {
  lifecycle: KioskStatus | null;
  outdated: boolean;
  silent: number | null;
}

const STATUSES = Object.keys(STATUS_TEXT) as KioskStatus[];
const parseSilent = (raw: string | null): number | null =>
  raw !== null && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;

/** The list's own filters in the URL (docs/home-and-monitor.md, "Kiosk Inventory"). */
const codec = listCodec<Omit<KioskParams, keyof ListParams>>({
  status: false,
  extra: {
    parse: (query) => ({
      lifecycle: STATUSES.find((status) => status === query.get('lifecycle')) ?? null,
      outdated: query.get('outdated') === '1',
      silent: parseSilent(query.get('silent')),
    }),
    write: (query, extra) => {
      if (extra.lifecycle) query.set('lifecycle', extra.lifecycle);
      if (extra.outdated) query.set('outdated', '1');
      if (extra.silent !== null) query.set('silent', String(extra.silent));
    },
  },
});

const COLUMNS: readonly Column<KioskRow>[] = [
  {
    key: 'serial',
    header: 'Serial number',
    cell: (kiosk) => (
      <Link href={absolute(kioskViewPath(kiosk.id))} className="ui-link">
        {kiosk.serial_number}
      </Link>
    ),
    nowrap: true,
  },
  { key: 'model', header: 'Model', cell: ({ model }) => `${model.manufacturer.name} ${model.name}` },
  { key: 'status', header: 'Status', cell: (kiosk) => STATUS_TEXT[kiosk.status] },
  { key: 'clinic', header: 'Clinic', cell: (kiosk) => kiosk.clinic?.name ?? '–' },
  {
    key: 'app',
    header: 'App version',
    cell: (kiosk) => `${kiosk.app_version.name}${kiosk.app_out_of_date ? ' (out of date)' : ''}`,
  },
  { key: 'heartbeat', header: 'Last heartbeat', cell: (kiosk) => ageText(kiosk.last_heartbeat_at) },
];

const useKioskRows = (params: KioskParams, toPage: (page: number) => void) => {
  const kiosks = useFilterKiosks(
    {
      searchValue: params.search === '' ? null : params.search,
      status: params.lifecycle,
      app_out_of_date: params.outdated ? true : null,
      silent_minutes: params.silent,
      page: params.page,
      limit: params.rows,
    },
    { query: LIST_QUERY },
  );
  return useServerRows(kiosks, params.page, params.rows, toPage);
};

export const kioskList: ListDefinition<KioskRow, KioskParams> = {
  title: 'Kiosk Inventory',
  path: KIOSKS_PATH,
  codec,
  view: {
    id: 'kiosks',
    caption: 'Kiosks',
    columns: COLUMNS,
    rowKey: (kiosk) => kiosk.id,
    totalLabel: 'Total Kiosks',
    searchLabel: 'Search kiosks by serial number',
  },
  useRows: useKioskRows,
  useFilterKeys: useNoFilterKeys,
  remember: true,
};

/** Kiosk Inventory: administrators every kiosk, a customer theirs (the server's scope). */
export const KioskListScreen = () => <ListScreen definition={kioskList} />;
