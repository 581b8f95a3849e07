import { Link } from 'wouter';

import type { Column } from '@/components/data-table';
import { listCodec, type ListParams } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { useFilterKioskRollouts } from '@/generated/api/kiosk-rollouts/kiosk-rollouts';
import type { KioskRolloutRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDate } from '@/lib/dates';

import {
  countsText,
  ROLLOUT_CREATE_PATH,
  ROLLOUTS_PATH,
  rolloutPath,
  STATUS_TEXT,
  targetText,
} from './rollout-paths';

const COLUMNS: readonly Column<KioskRolloutRow>[] = [
  {
    key: 'config',
    header: 'Configuration',
    cell: (row) => (
      <Link href={absolute(rolloutPath(row.id))} className="ui-link">
        {row.config.name} (v{row.rollout_version})
      </Link>
    ),
  },
  { key: 'target', header: 'Target', cell: targetText },
  { key: 'status', header: 'Status', cell: (row) => STATUS_TEXT[row.status] },
  { key: 'progress', header: 'Progress', cell: countsText },
  { key: 'started', header: 'Started', cell: (row) => formatDisplayDate(row.started_at), nowrap: true },
];

const useRolloutRows = (params: ListParams, toPage: (page: number) => void) => {
  const rollouts = useFilterKioskRollouts(
    { searchValue: params.search === '' ? null : params.search, page: params.page, limit: params.rows },
    { query: LIST_QUERY },
  );
  return useServerRows(rollouts, params.page, params.rows, toPage);
};

export const rolloutList: ListDefinition<KioskRolloutRow> = {
  title: 'Kiosk Configuration',
  path: ROLLOUTS_PATH,
  codec: listCodec({ status: false }),
  view: {
    id: 'kiosk-rollouts',
    caption: 'Configuration rollouts',
    columns: COLUMNS,
    rowKey: (row) => row.id,
    totalLabel: 'Total Rollouts',
    searchLabel: 'Search rollouts by configuration or target',
  },
  useRows: useRolloutRows,
  useFilterKeys: useNoFilterKeys,
  adminOnly: true,
  remember: true,
};

/** Kiosk Configuration (docs/kiosk-rollouts.md): the rollouts, newest first, and New rollout. */
export const KioskRolloutsScreen = () => (
  <ListScreen
    definition={rolloutList}
    actions={
      <Link href={absolute(ROLLOUT_CREATE_PATH)} className="ui-btn">
        New rollout
      </Link>
    }
  />
);
