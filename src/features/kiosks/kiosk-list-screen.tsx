import { useAtomValue } from 'jotai';
import { Link } from 'wouter';

import { ExportButton } from '@/components/export-button';
import { userRoleAtom } from '@/atoms/session';
import type { Column } from '@/components/data-table';
import { useUrlListState } from '@/components/list-state';
import type { ListCodec } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { useFilterKiosks } from '@/generated/api/kiosks/kiosks';
import type { KioskRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { AddKiosk } from './add-kiosk';
import { exportKiosks } from './kiosk-export';
import { KioskFilters } from './kiosk-filters';
import { kioskCodec, kioskFilterBody, type KioskParams } from './kiosk-params';
import { ageText, KIOSKS_PATH, kioskViewPath, STATUS_TEXT } from './kiosk-paths';

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
    { ...kioskFilterBody(params), page: params.page, limit: params.rows },
    { query: LIST_QUERY },
  );
  return useServerRows(kiosks, params.page, params.rows, toPage);
};

/**
 * The kiosk list at `path`: Kiosk Inventory, or Clinic Inventory (`clinicFixed`: its codec keeps the
 * clinic in the URL as `clinic_id`, and the clinic is not a filter there).
 */
export const kioskListOf = (
  path: string,
  codec: ListCodec<KioskParams>,
  clinicFixed = false,
): ListDefinition<KioskRow, KioskParams> => ({
  title: clinicFixed ? 'Clinic Inventory' : 'Kiosk Inventory',
  path,
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
  remember: !clinicFixed,
});

export const kioskList = kioskListOf(KIOSKS_PATH, kioskCodec);

/** Export to CSV: every kiosk the filters match, not only the page shown. */
export const ExportKiosks = ({ params }: { params: KioskParams }) => (
  <ExportButton noun="kiosks" run={() => exportKiosks(kioskFilterBody(params))} />
);

/** The filters, the chips and the list of one kiosk list definition. */
export const KioskListBody = ({
  definition,
  clinicFixed = false,
  title,
}: {
  definition: ListDefinition<KioskRow, KioskParams>;
  clinicFixed?: boolean;
  title?: string;
}) => {
  const state = useUrlListState(definition.path, definition.codec.parse, definition.codec.serialize);
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  return (
    <ListScreen
      definition={definition}
      {...(title === undefined ? {} : { title })}
      actions={
        <div className="ui-actions">
          <ExportKiosks params={state.params} />
          {isAdministrator && !clinicFixed ? <AddKiosk /> : null}
        </div>
      }
      above={<KioskFilters state={state} fixedClinic={clinicFixed} />}
    />
  );
};

/** Kiosk Inventory: administrators every kiosk, a customer theirs (the server's scope). */
export const KioskListScreen = () => <KioskListBody definition={kioskList} />;
