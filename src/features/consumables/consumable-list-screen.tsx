import { useAtomValue } from 'jotai';
import { Link } from 'wouter';

import { ExportButton } from '@/components/export-button';
import { userRoleAtom } from '@/atoms/session';
import type { Column } from '@/components/data-table';
import { useUrlListState } from '@/components/list-state';
import { isActive, listCodec, type ListParams } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { formatMoney } from '@/components/settings';
import { useFilterConsumables } from '@/generated/api/consumables/consumables';
import type { Consumable, ConsumableFilterRequest } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { exportConsumables } from './consumable-export';
import {
  CLINIC_STOCK_PATH,
  CONSUMABLE_ORDERS_PATH,
  CONSUMABLES_PATH,
  consumableViewPath,
  CREATE_CONSUMABLE_PATH,
  RUNNING_LOW_PATH,
} from './consumable-paths';
import { usesText } from './consumable-words';

const COLUMNS: readonly Column<Consumable>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (consumable) => (
      <Link href={absolute(consumableViewPath(consumable.id))} className="ui-link">
        {consumable.name}
      </Link>
    ),
  },
  { key: 'device', header: 'Consumable device', cell: (consumable) => consumable.consumable_device.name },
  { key: 'unit', header: 'Unit', cell: (consumable) => consumable.unit, nowrap: true },
  { key: 'pack', header: 'Pack size', cell: (consumable) => consumable.pack_size, nowrap: true },
  {
    key: 'price',
    header: 'Price per unit',
    cell: (consumable) => formatMoney(consumable.price, consumable.currency),
    nowrap: true,
  },
  { key: 'uses', header: 'Used by', cell: usesText },
  { key: 'status', header: 'Status', cell: (consumable) => (consumable.status ? 'Active' : 'Inactive') },
];

/** The call's filters from the URL state (the list and its export send the same). */
export const consumableFilterBody = (
  params: ListParams,
): Omit<ConsumableFilterRequest, 'page' | 'limit'> => ({
  searchValue: params.search === '' ? null : params.search,
  status: isActive(params),
});

const useConsumableRows = (params: ListParams, toPage: (page: number) => void) => {
  const consumables = useFilterConsumables(
    { ...consumableFilterBody(params), page: params.page, limit: params.rows },
    { query: LIST_QUERY },
  );
  return useServerRows(consumables, params.page, params.rows, toPage);
};

export const consumableList: ListDefinition<Consumable> = {
  title: 'Consumables',
  path: CONSUMABLES_PATH,
  codec: listCodec({ status: true }),
  view: {
    id: 'consumables',
    caption: 'Consumables',
    columns: COLUMNS,
    rowKey: (consumable) => consumable.id,
    totalLabel: 'Total Consumables',
    searchLabel: 'Search consumables by name, device or test',
    status: true,
    errorText: 'The consumables could not be loaded.',
  },
  useRows: useConsumableRows,
  useFilterKeys: useNoFilterKeys,
  remember: true,
};

/** Export to CSV: every consumable the filters match, not only the page shown. */
const ExportConsumables = ({ params }: { params: ListParams }) => (
  <ExportButton noun="consumables" run={() => exportConsumables(consumableFilterBody(params))} />
);

/**
 * Consumables (`manage/consumables`; docs/orders.md, "Consumables"): the catalogue for both roles,
 * with the ways on to the stock and the orders; Create Consumable for administrators.
 */
export const ConsumableListScreen = () => {
  const { params } = useUrlListState(
    consumableList.path,
    consumableList.codec.parse,
    consumableList.codec.serialize,
  );
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  return (
    <ListScreen
      definition={consumableList}
      actions={
        <div className="ui-actions">
          <Link href={absolute(RUNNING_LOW_PATH)} className="ui-btn ui-btn-outline">
            Running Low
          </Link>
          <Link href={absolute(CLINIC_STOCK_PATH)} className="ui-btn ui-btn-outline">
            Clinic Stock
          </Link>
          <Link href={absolute(CONSUMABLE_ORDERS_PATH)} className="ui-btn ui-btn-outline">
            Consumable Orders
          </Link>
          <ExportConsumables params={params} />
          {isAdministrator ? (
            <Link href={absolute(CREATE_CONSUMABLE_PATH)} className="ui-btn">
              <i className="pi pi-plus" aria-hidden="true" /> Create Consumable
            </Link>
          ) : null}
        </div>
      }
    />
  );
};
