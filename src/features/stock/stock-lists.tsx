import { useAtomValue } from 'jotai';
import { Link } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import type { Column } from '@/components/data-table';
import { useUrlListState } from '@/components/list-state';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { getFilterStockQueryOptions, useFilterStock } from '@/generated/api/stock/stock';
import type { StockRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { prefetchingOnIntent, prefetchQueryOnIntent } from '@/lib/intent';

import { OrderSuggestion } from './order-suggestion';
import { ExportStock } from './stock-export-button';
import { StockFilters } from './stock-filters';
import { stockCodec, stockFilterBody, type StockParams } from './stock-params';
import { CLINIC_STOCK_PATH, clinicStockPath, figure, ledgerPath, RUNNING_LOW_PATH } from './stock-paths';

const rowKey = (row: StockRow) => `${row.clinic.id}-${row.consumable.id}`;

const clinicCell: Column<StockRow> = {
  key: 'clinic',
  header: 'Clinic',
  cell: (row) => (
    <Link href={absolute(clinicStockPath(row.clinic.id))} className="ui-link">
      {row.clinic.name}
    </Link>
  ),
};
const consumableCell: Column<StockRow> = {
  key: 'consumable',
  header: 'Consumable',
  cell: (row) => (
    <Link href={absolute(ledgerPath(row.clinic.id, row.consumable.id))} className="ui-link">
      {row.consumable.name}
    </Link>
  ),
};
const number = (key: string, header: string, value: (row: StockRow) => number | null): Column<StockRow> => ({
  key,
  header,
  cell: (row) => figure(value(row)),
  nowrap: true,
});

/** Running Low: the figures, the suggestion, and each row's figures in words. */
const LOW_COLUMNS: readonly Column<StockRow>[] = [
  clinicCell,
  consumableCell,
  number('on_hand', 'On hand', (row) => row.on_hand),
  number('in_transit', 'In transit', (row) => row.in_transit),
  number('on_order', 'On order', (row) => row.on_order),
  number('daily_use', 'Daily use', (row) => row.daily_use),
  number('cover', 'Days of cover', (row) => row.days_of_cover),
  {
    key: 'suggested',
    header: 'Suggested',
    cell: (row) => `${row.suggested_packs} × ${row.consumable.pack_size} (${figure(row.suggested_quantity)})`,
    nowrap: true,
  },
  { key: 'why', header: 'Why', cell: (row) => <span className="stock-why">{row.explanation}</span> },
];

const expiryText = (row: StockRow): string =>
  [
    row.expiring_30d > 0 ? `${figure(row.expiring_30d)} expiring within 30 days` : null,
    row.expired > 0 ? `${figure(row.expired)} expired` : null,
  ]
    .filter((part) => part !== null)
    .join('; ') || '–';

/** Clinic Stock: the stock of each consumable, expiring and expired batches apart. */
const STOCK_COLUMNS: readonly Column<StockRow>[] = [
  clinicCell,
  consumableCell,
  number('on_hand', 'On hand', (row) => row.on_hand),
  {
    key: 'expiry',
    header: 'Expiry',
    cell: (row) => (
      <span className={row.expiring_30d > 0 || row.expired > 0 ? 'stock-expiry-flag' : undefined}>
        {expiryText(row)}
      </span>
    ),
  },
  number('in_transit', 'In transit', (row) => row.in_transit),
  number('on_order', 'On order', (row) => row.on_order),
  number('daily_use', 'Daily use', (row) => row.daily_use),
  number('cover', 'Days of cover', (row) => row.days_of_cover),
  { key: 'low', header: 'Below reorder point', cell: (row) => (row.below_reorder ? 'Yes' : 'No') },
];

/** One page of a stock list: the body its hook and its data on intent both ask with. */
const pageBody = (params: StockParams, runningLow: boolean) => ({
  ...stockFilterBody(params, runningLow),
  page: params.page,
  limit: params.rows,
});

const useStockPage = (params: StockParams, toPage: (page: number) => void, runningLow: boolean) => {
  const rows = useFilterStock(pageBody(params, runningLow), { query: LIST_QUERY });
  return useServerRows(rows, params.page, params.rows, toPage);
};

/** Running Low's one call, started when the user means to open it (src/lib/intent.ts). */
const lowOnIntent = prefetchQueryOnIntent(stockCodec.parse, (params) =>
  getFilterStockQueryOptions(pageBody(params, true), { query: { meta: LIST_QUERY.meta } }),
);

const useLowRows = (params: StockParams, toPage: (page: number) => void) =>
  useStockPage(params, toPage, true);
const useStockRows = (params: StockParams, toPage: (page: number) => void) =>
  useStockPage(params, toPage, false);

/** A customer's Order comes before the words, so it stays in view however long they are. */
const withOrder = (isCustomer: boolean): readonly Column<StockRow>[] =>
  isCustomer
    ? [
        ...LOW_COLUMNS.slice(0, -1),
        { key: 'order', header: 'Order', cell: (row) => <OrderSuggestion row={row} /> },
        ...LOW_COLUMNS.slice(-1),
      ]
    : LOW_COLUMNS;

const definitionOf = (
  runningLow: boolean,
  columns: readonly Column<StockRow>[],
): ListDefinition<StockRow, StockParams> => ({
  title: runningLow ? 'Running Low' : 'Clinic Stock',
  path: runningLow ? RUNNING_LOW_PATH : CLINIC_STOCK_PATH,
  codec: stockCodec,
  view: {
    id: runningLow ? 'running-low' : 'clinic-stock',
    caption: runningLow ? 'Consumables under their reorder point' : 'Clinic stock',
    columns,
    rowKey,
    totalLabel: runningLow ? 'Running Low' : 'Total Rows',
    errorText: 'The stock figures could not be loaded.',
    searchLabel: 'Search by clinic or consumable',
  },
  useRows: runningLow ? useLowRows : useStockRows,
  useFilterKeys: useNoFilterKeys,
  remember: true,
});

const LOW_FOR_CUSTOMERS = definitionOf(true, withOrder(true));
const LOW_FOR_ADMINISTRATORS = definitionOf(true, withOrder(false));
const CLINIC_STOCK = definitionOf(false, STOCK_COLUMNS);

/**
 * Running Low (`manage/consumables/running-low`; docs/orders.md, "Stock, days of cover and Running
 * low"): the clinic × consumable rows under their reorder point, one server call for all the clinics
 * in the user's scope. A customer orders a suggestion with one confirm.
 */
const RunningLow = () => {
  const isCustomer = useAtomValue(userRoleAtom) === 'Customer';
  const definition = isCustomer ? LOW_FOR_CUSTOMERS : LOW_FOR_ADMINISTRATORS;
  const state = useUrlListState(definition.path, definition.codec.parse, definition.codec.serialize);
  return (
    <ListScreen
      definition={definition}
      actions={
        <div className="ui-actions">
          <ExportStock filter={stockFilterBody(state.params, true)} name="running-low" />
        </div>
      }
      above={<StockFilters state={state} label="running low" />}
    />
  );
};
/** Running Low, which asks for its rows as soon as the user means to open it. */
export const RunningLowScreen = prefetchingOnIntent(RunningLow, lowOnIntent);

/** Clinic Stock (`manage/consumables/stock?clinic=`): a clinic's stock, expiring batches flagged. */
export const ClinicStockScreen = () => {
  const state = useUrlListState(CLINIC_STOCK.path, CLINIC_STOCK.codec.parse, CLINIC_STOCK.codec.serialize);
  return (
    <ListScreen
      definition={CLINIC_STOCK}
      actions={
        <div className="ui-actions">
          <ExportStock filter={stockFilterBody(state.params, false)} name="clinic-stock" />
        </div>
      }
      above={<StockFilters state={state} label="clinic stock" expiring />}
    />
  );
};
