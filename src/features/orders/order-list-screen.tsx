import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link } from 'wouter';

import { ExportButton } from '@/components/export-button';
import { userRoleAtom } from '@/atoms/session';
import type { Column } from '@/components/data-table';
import { useRememberListSearch } from '@/components/form/list-return';
import { useUrlListState } from '@/components/list-state';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, useNoFilterKeys } from '@/components/resource/list-screen';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { ResourceList } from '@/components/resource/resource-list';
import { Tabs } from '@/components/tabs';
import { useFilterOrders } from '@/generated/api/orders/orders';
import type { OrderRow, OrderStatus } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDate } from '@/lib/dates';

import { exportOrders } from './order-export';
import { OrderFilters } from './order-filters';
import { CONSUMABLE_ORDERS, KIOSK_ORDERS, type OrderKind, type OrderKindSpec } from './order-kinds';
import { orderCodec, orderFilterBody, type OrderParams } from './order-params';
import { OrderStatusTag } from './order-status-tag';
import { moneyText, orderNumber, progressText, STATUS_TEXT, STATUSES } from './order-words';

/** The page of the list: the rows, and the counts per status of the tabs (one call, one cache entry). */
const useOrderPage = (kind: OrderKind, params: OrderParams) =>
  useFilterOrders(
    { ...orderFilterBody(kind, params), page: params.page, limit: params.rows },
    { query: LIST_QUERY },
  );

const columnsOf = (spec: OrderKindSpec, isAdministrator: boolean): Column<OrderRow>[] => [
  {
    key: 'number',
    header: 'Order',
    cell: (row) => (
      <Link href={absolute(spec.detailsPath(row.id))} className="ui-link">
        {orderNumber(row.id)}
      </Link>
    ),
    nowrap: true,
  },
  { key: 'status', header: 'Status', cell: (row) => <OrderStatusTag status={row.status} /> },
  ...(isAdministrator
    ? [{ key: 'customer', header: 'Customer', cell: (row: OrderRow) => row.customer.name }]
    : []),
  { key: 'clinic', header: 'Clinic', cell: (row) => row.clinic.name },
  { key: 'summary', header: 'Summary', cell: (row) => row.summary },
  ...(spec.kind === 'consumable'
    ? [
        {
          key: 'total',
          header: 'Total',
          cell: (row: OrderRow) => moneyText(row.total),
          align: 'end' as const,
        },
      ]
    : []),
  { key: 'progress', header: 'Dispatched / received', cell: progressText },
  { key: 'placed', header: 'Placed', cell: (row) => formatDisplayDate(row.placed_at), nowrap: true },
  { key: 'updated', header: 'Updated', cell: (row) => formatDisplayDate(row.updated_at), nowrap: true },
];

const listOf = (spec: OrderKindSpec, isAdministrator: boolean): ListDefinition<OrderRow, OrderParams> => {
  const useRows = (params: OrderParams, toPage: (page: number) => void) =>
    useServerRows(useOrderPage(spec.kind, params), params.page, params.rows, toPage);
  return {
    title: spec.listTitle,
    path: spec.listPath,
    codec: orderCodec,
    view: {
      id: spec.slug,
      caption: spec.listTitle,
      columns: columnsOf(spec, isAdministrator),
      rowKey: (row) => row.id,
      totalLabel: 'Total Orders',
      searchLabel: isAdministrator
        ? 'Search orders by number, clinic, customer or serial number'
        : 'Search orders by number, clinic or serial number',
      errorText: 'The orders could not be loaded.',
    },
    useRows,
    useFilterKeys: useNoFilterKeys,
    remember: true,
  };
};

/** The four definitions: each kind, as administrators and customers see it. Built once. */
const LISTS: Record<OrderKind, Record<'admin' | 'customer', ListDefinition<OrderRow, OrderParams>>> = {
  kiosk: { admin: listOf(KIOSK_ORDERS, true), customer: listOf(KIOSK_ORDERS, false) },
  consumable: { admin: listOf(CONSUMABLE_ORDERS, true), customer: listOf(CONSUMABLE_ORDERS, false) },
};

/** Export to CSV: every order of the filters and the tab, not only the page shown. */
const ExportOrders = ({ spec, params }: { spec: OrderKindSpec; params: OrderParams }) => (
  <ExportButton noun="orders" run={() => exportOrders(orderFilterBody(spec.kind, params), spec.slug)} />
);

type TabId = OrderStatus | 'all';

const TabLabel = ({ text, count }: { text: string; count: number | undefined }) => (
  <>
    {text}
    <span className="ui-tab-count">{count ?? '…'}</span>
  </>
);

/**
 * An order list (docs/orders.md, "The order screens"): the status tabs with their counts (the
 * answer's `status_counts`, which honour every filter but the tab), the filters and their chips,
 * search, the CSV export, and New order for customers; all of it in the URL.
 */
const OrderList = ({ spec }: { spec: OrderKindSpec }) => {
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const definition = LISTS[spec.kind][isAdministrator ? 'admin' : 'customer'];
  const state = useUrlListState(definition.path, definition.codec.parse, definition.codec.serialize);
  const { params, go } = state;
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const result = definition.useRows(params, toPage);
  const counts = useOrderPage(spec.kind, params).data?.status_counts;
  useRememberListSearch(definition.path, true);
  const all = counts ? STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const titleId = `${spec.slug}-title`;
  return (
    <section className="ui-screen" aria-labelledby={titleId}>
      <header className="ui-header">
        <h1 id={titleId} className="ui-title">
          {spec.listTitle}
        </h1>
        <div className="ui-actions">
          <ExportOrders spec={spec} params={params} />
          {isAdministrator ? null : (
            <Link href={absolute(spec.createPath)} className="ui-btn">
              New order
            </Link>
          )}
        </div>
      </header>
      {result.error && isMissingCall(result.error) ? (
        <MissingCall error={result.error} />
      ) : (
        <div className="ui-card">
          <OrderFilters state={state} />
          <Tabs<TabId>
            label="Order status"
            tabs={[
              { id: 'all', label: <TabLabel text="All" count={all} /> },
              ...STATUSES.map((status) => ({
                id: status,
                label: <TabLabel text={STATUS_TEXT[status]} count={counts?.[status]} />,
              })),
            ]}
            selected={params.tab ?? 'all'}
            onSelect={(tab) => go({ tab: tab === 'all' ? null : tab, page: 1 })}
          >
            <ResourceList view={definition.view} result={result} params={params} go={go} />
          </Tabs>
        </div>
      )}
    </section>
  );
};

/** Kiosk Orders (`manage/orders`). */
export const KioskOrdersScreen = () => <OrderList spec={KIOSK_ORDERS} />;

/** Consumable Orders (`manage/consumables-orders`). */
export const ConsumableOrdersScreen = () => <OrderList spec={CONSUMABLE_ORDERS} />;
