import { Link } from 'wouter';

import type { OrderStatus, QueryOrderLink, QueryRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

/** The order routes (docs/orders.md, "The order screens"); features do not import each other. */
const ORDER_PAGES = {
  kiosk: {
    details: (id: number) => `/dashboard/manage/order/${id}`,
    create: '/dashboard/manage/orders/create',
  },
  consumable: {
    details: (id: number) => `/dashboard/manage/consumable-order/${id}`,
    create: '/dashboard/manage/consumables-orders/create',
  },
} as const;

const KIND_TEXT = { kiosk: 'Kiosk order', consumable: 'Consumable order' } as const;

const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  placed: 'Placed',
  approved: 'Approved',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/**
 * New order filled in from the query (docs/orders.md: `?query=&clinic=`, and `&model=<manufacturer
 * id>:<model name>` for a replacement kiosk); the order then links back to the query.
 */
export const orderStartPath = (kind: 'kiosk' | 'consumable', query: QueryRecord): string => {
  const params = new URLSearchParams({ query: String(query.id), clinic: String(query.clinic.id) });
  const model = query.kiosk_snapshot?.model;
  if (kind === 'kiosk' && model) params.set('model', `${model.manufacturer.id}:${model.name}`);
  return `${ORDER_PAGES[kind].create}?${params.toString()}`;
};

const OrderLine = ({ order }: { order: QueryOrderLink }) => (
  <li>
    <Link href={absolute(ORDER_PAGES[order.kind].details(order.id))} className="ui-link">
      {KIND_TEXT[order.kind]} #{order.id}
    </Link>{' '}
    <span className="ui-muted">({ORDER_STATUS_TEXT[order.status]})</span>
  </li>
);

/**
 * Orders started from this query, each linked to its page, and the two ways to start one
 * (docs/support.md, "The query page"): a consumables query orders consumables, a kiosk hardware
 * query about a kiosk orders a replacement of its model, for the query's clinic. Not on a closed query.
 */
export const QueryOrders = ({ query }: { query: QueryRecord }) => {
  const live = query.status !== 'closed';
  const consumables = live && query.category === 'consumables';
  const replacement = live && query.category === 'kiosk_hardware' && query.kiosk_snapshot !== null;
  if (query.orders.length === 0 && !consumables && !replacement) return null;
  return (
    <section className="ui-card" aria-labelledby="query-orders-title">
      <h2 id="query-orders-title">Orders</h2>
      {query.orders.length > 0 ? (
        <ul aria-label="Orders from this query">
          {query.orders.map((order) => (
            <OrderLine key={`${order.kind}-${order.id}`} order={order} />
          ))}
        </ul>
      ) : (
        <p className="ui-muted">No order was started from this query.</p>
      )}
      {consumables || replacement ? (
        <div className="ui-actions ui-actions-start">
          {consumables ? (
            <Link href={absolute(orderStartPath('consumable', query))} className="ui-btn ui-btn-outline">
              Order consumables
            </Link>
          ) : null}
          {replacement ? (
            <Link href={absolute(orderStartPath('kiosk', query))} className="ui-btn ui-btn-outline">
              Order a replacement kiosk
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
};
