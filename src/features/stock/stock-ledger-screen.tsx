import type { Column } from '@/components/data-table';
import { useUrlListState } from '@/components/list-state';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { useFilterConsumables } from '@/generated/api/consumables/consumables';
import { useFilterStockMovements } from '@/generated/api/stock/stock';
import type { StockMovementRow } from '@/generated/model';

import { AdjustStock } from './adjust-stock';
import { StockFilters } from './stock-filters';
import { stockCodec, type StockParams } from './stock-params';
import { figure, STOCK_LEDGER_PATH } from './stock-paths';

const KIND_TEXT: Record<StockMovementRow['kind'], string> = {
  received: 'Received',
  used: 'Used',
  adjusted: 'Adjusted',
};

const signed = (value: number): string => (value > 0 ? `+${figure(value)}` : `−${figure(-value)}`);

const COLUMNS: readonly Column<StockMovementRow>[] = [
  {
    key: 'at',
    header: 'When',
    // A day's use is one row for the day.
    cell: (row) => (row.kind === 'used' ? row.at.slice(0, 10) : row.at.slice(0, 16).replace('T', ' ')),
    nowrap: true,
  },
  { key: 'kind', header: 'Movement', cell: (row) => KIND_TEXT[row.kind] },
  { key: 'quantity', header: 'Units', cell: (row) => signed(row.quantity), nowrap: true },
  { key: 'balance', header: 'On hand after', cell: (row) => figure(row.balance), nowrap: true },
  {
    key: 'by',
    header: 'By',
    cell: (row) => row.by?.name ?? (row.kind === 'used' ? 'Screening results' : '–'),
  },
  {
    key: 'why',
    header: 'Reason',
    cell: (row) => row.reason ?? (row.order_id === null ? '–' : `Order #${row.order_id}`),
  },
  {
    key: 'batch',
    header: 'Batch',
    cell: (row) =>
      row.batch === null ? '–' : `${row.batch}${row.expires_on ? `, expires ${row.expires_on}` : ''}`,
  },
];

const useLedgerRows = (params: StockParams, toPage: (page: number) => void) => {
  const rows = useFilterStockMovements(
    {
      page: params.page,
      limit: params.rows,
      clinic_id: params.clinic ?? 0,
      consumable_id: params.consumable ?? 0,
      kind: null,
    },
    { query: LIST_QUERY },
  );
  return useServerRows(rows, params.page, params.rows, toPage);
};

const LEDGER: ListDefinition<StockMovementRow, StockParams> = {
  title: 'Stock Ledger',
  path: STOCK_LEDGER_PATH,
  codec: stockCodec,
  view: {
    id: 'stock-ledger',
    caption: 'Stock movements, newest first',
    columns: COLUMNS,
    rowKey: (row) => row.id,
    totalLabel: 'Total Movements',
    errorText: 'The stock movements could not be loaded.',
    searchLabel: 'Search movements',
  },
  useRows: useLedgerRows,
  useFilterKeys: useNoFilterKeys,
};

/**
 * Stock Ledger (`manage/consumables/stock/ledger?clinic=&consumable=`; docs/orders.md, "Stock, days
 * of cover and Running low"): the movements of a clinic's stock of one consumable, newest first, with
 * on hand after each, and Adjust.
 */
export const StockLedgerScreen = () => {
  const state = useUrlListState(LEDGER.path, LEDGER.codec.parse, LEDGER.codec.serialize);
  const { clinic, consumable } = state.params;
  const consumables = useFilterConsumables(
    { page: 1, limit: 500, searchValue: null, status: null, consumable_device_id: null },
    { query: { staleTime: 60_000, meta: { errorMode: 'log' } } },
  );
  const unit = consumables.data?.records.find((row) => row.id === consumable)?.unit ?? 'unit';
  if (clinic === null || consumable === null)
    return (
      <section className="ui-page">
        <h1>Stock Ledger</h1>
        <div className="ui-card">
          <StockFilters state={state} label="stock ledger" />
          <p className="ui-muted">Choose a clinic and a consumable to see their movements.</p>
        </div>
      </section>
    );
  return (
    <ListScreen
      definition={LEDGER}
      actions={
        <div className="ui-actions">
          <AdjustStock clinicId={clinic} consumableId={consumable} unit={unit} />
        </div>
      }
      above={<StockFilters state={state} label="stock ledger" />}
    />
  );
};
