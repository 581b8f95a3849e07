import { Link } from 'wouter';

import { type Column, DataTable } from '@/components/data-table';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import { useFilterOrders } from '@/generated/api/orders/orders';
import { useFilterStock } from '@/generated/api/stock/stock';
import type { Consumable, OrderRow, OrderStatus, StockRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDate } from '@/lib/dates';
import { toApiError } from '@/lib/http/api-error';

import { consumableOrderPath, stockLedgerPath } from './consumable-paths';

/** The clinics shown; the stock list of one consumable rarely has more (Clinic Stock has them all). */
const STOCK_SHOWN = 100;
/** The newest orders read to find the open ones among them. */
const ORDERS_READ = 100;
const OPEN: readonly OrderStatus[] = ['placed', 'approved', 'dispatched'];
const OPEN_TEXT: Partial<Record<OrderStatus, string>> = {
  placed: 'Placed',
  approved: 'Approved',
  dispatched: 'Dispatched',
};

const count = new Intl.NumberFormat('en-IN');

const coverText = (row: StockRow): string =>
  row.days_of_cover === null ? 'Not used lately' : `${row.days_of_cover.toFixed(1)} days`;

const STOCK_COLUMNS: readonly Column<StockRow>[] = [
  {
    key: 'clinic',
    header: 'Clinic',
    cell: (row) => (
      <Link href={absolute(stockLedgerPath(row.clinic.id, row.consumable.id))} className="ui-link">
        {row.clinic.name}
      </Link>
    ),
  },
  { key: 'on_hand', header: 'On hand', cell: (row) => count.format(row.on_hand), align: 'end' },
  { key: 'in_transit', header: 'In transit', cell: (row) => count.format(row.in_transit), align: 'end' },
  { key: 'cover', header: 'Days of cover', cell: coverText, nowrap: true },
  {
    key: 'expiring',
    header: 'Expiring in 30 days',
    cell: (row) =>
      row.expired > 0
        ? `${count.format(row.expiring_30d)} (${count.format(row.expired)} expired)`
        : count.format(row.expiring_30d),
    align: 'end',
  },
];

const ORDER_COLUMNS: readonly Column<OrderRow>[] = [
  {
    key: 'id',
    header: 'Order',
    cell: (order) => (
      <Link href={absolute(consumableOrderPath(order.id))} className="ui-link">
        #{order.id}
      </Link>
    ),
    nowrap: true,
  },
  { key: 'clinic', header: 'Clinic', cell: (order) => order.clinic.name },
  { key: 'summary', header: 'Lines', cell: (order) => order.summary },
  { key: 'status', header: 'Status', cell: (order) => OPEN_TEXT[order.status] ?? order.status },
  { key: 'placed', header: 'Placed', cell: (order) => formatDisplayDate(order.placed_at), nowrap: true },
];

const failure = (error: unknown): string => `It could not be loaded: ${toApiError(error).message}`;

/** Its stock at each clinic the reader may see (the server's scope), each row to the clinic's ledger. */
const ConsumableStock = ({ consumable }: { consumable: Consumable }) => {
  const stock = useFilterStock(
    { page: 1, limit: STOCK_SHOWN, searchValue: null, consumable_id: consumable.id },
    { query: RECORD_QUERY },
  );
  const page = stock.data;
  return (
    <section className="ui-card" aria-labelledby="consumable-stock-title">
      <h2 id="consumable-stock-title">Stock per clinic</h2>
      <DataTable
        caption={`Stock of ${consumable.name} per clinic`}
        columns={STOCK_COLUMNS}
        rows={page?.records ?? []}
        rowKey={(row) => row.clinic.id}
        emptyText={stock.isPending ? 'Loading...' : 'No clinic has stock of it yet.'}
        busy={stock.isFetching}
        errorText={stock.isError ? failure(stock.error) : undefined}
        onRetry={() => void stock.refetch()}
      />
      {page && page.total_count > page.records.length ? (
        <p className="ui-muted">
          The first {page.records.length} of {page.total_count} clinics.
        </p>
      ) : null}
    </section>
  );
};

/** Its open orders (placed, approved, dispatched), newest first, each to its page. */
const ConsumableOpenOrders = ({ consumable }: { consumable: Consumable }) => {
  const orders = useFilterOrders(
    {
      kind: 'consumable',
      page: 1,
      limit: ORDERS_READ,
      searchValue: null,
      status: null,
      consumable_id: consumable.id,
    },
    { query: RECORD_QUERY },
  );
  const page = orders.data;
  const open = (page?.records ?? []).filter((order) => OPEN.includes(order.status));
  const openTotal = page ? OPEN.reduce((sum, status) => sum + page.status_counts[status], 0) : 0;
  return (
    <section className="ui-card" aria-labelledby="consumable-orders-title">
      <h2 id="consumable-orders-title">Open orders</h2>
      <DataTable
        caption={`Open orders of ${consumable.name}`}
        columns={ORDER_COLUMNS}
        rows={open}
        rowKey={(order) => order.id}
        emptyText={orders.isPending ? 'Loading...' : 'No open order.'}
        busy={orders.isFetching}
        errorText={orders.isError ? failure(orders.error) : undefined}
        onRetry={() => void orders.refetch()}
      />
      {page && openTotal > open.length ? (
        <p className="ui-muted">
          The newest {open.length} of {openTotal} open orders.
        </p>
      ) : null}
    </section>
  );
};

/** Consumable Details below the record (docs/orders.md, "Consumables"): its stock and its open orders. */
export const ConsumableDetails = ({ record }: { record: Consumable }) => (
  <>
    <ConsumableStock consumable={record} />
    <ConsumableOpenOrders consumable={record} />
  </>
);
