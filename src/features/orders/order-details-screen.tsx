import { useState } from 'react';
import { Link, Redirect } from 'wouter';

import { EventTimeline } from '@/components/event-timeline';
import { useListReturnPath } from '@/components/form/list-return';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import { useGetOrder } from '@/generated/api/orders/orders';
import type { OrderRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

import { OrderActions } from './order-actions';
import { OrderDispatches } from './order-dispatches';
import { CONSUMABLE_ORDERS, KIOSK_ORDERS, type OrderKindSpec, queryPath, specOf } from './order-kinds';
import { OrderKiosks, OrderLines } from './order-lines';
import { useOrderMoves } from './order-moves';
import { OrderStatusTag } from './order-status-tag';
import { EVENT_TEXT, moneyText, orderNumber, progressText, STATUS_TEXT } from './order-words';

const useOrder = (id: number) => useGetOrder<OrderRecord, unknown>(id, { query: RECORD_QUERY });

/** The history on the kit's timeline, newest first: who, what, when and why. */
const OrderHistory = ({ order }: { order: OrderRecord }) => (
  <EventTimeline
    label="Order history, newest first"
    emptyText="No history yet."
    events={order.history.map((event) => ({
      what: (
        <>
          <strong>{EVENT_TEXT[event.action].replace(/^./, (first) => first.toUpperCase())}</strong>
          {event.from_status ? ` (${STATUS_TEXT[event.from_status]} → ${STATUS_TEXT[event.to_status]})` : ''}
          {event.detail ? `: ${event.detail}` : ''}
        </>
      ),
      at: event.at,
      who: event.by.name,
      reason: event.reason,
    }))}
  />
);

const OrderView = ({ spec, order }: { spec: OrderKindSpec; order: OrderRecord }) => {
  const [conflict, setConflict] = useState<string | null>(null);
  const move = useOrderMoves(spec, order, setConflict);
  return (
    <>
      {conflict ? (
        <p role="alert" className="ui-message order-conflict">
          {conflict}
        </p>
      ) : null}
      <div className="ui-card">
        <RecordSummary
          items={[
            ['Status', <OrderStatusTag key="status" status={order.status} />],
            ['Customer', order.customer.name],
            ['Clinic', order.clinic.name],
            ['Ordered', order.summary],
            ['Progress', progressText(order)],
            ...(order.kind === 'consumable' ? [['Total', moneyText(order.total)] as const] : []),
            ['Placed', `${formatDisplayDateTime(order.placed_at)} UTC by ${order.placed_by.name}`],
            ['Notes', order.notes ?? '–'],
            ...(order.query_id === null
              ? []
              : [
                  [
                    'Support query',
                    <Link key="query" href={absolute(queryPath(order.query_id))} className="ui-link">
                      Support query #{order.query_id}
                    </Link>,
                  ] as const,
                ]),
          ]}
        />
        <OrderActions key={order.version} order={order} move={move} />
      </div>
      <section className="ui-card" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">Lines</h2>
        <OrderLines order={order} />
      </section>
      <section className="ui-card" aria-labelledby="order-dispatches-title">
        <h2 id="order-dispatches-title">Dispatches</h2>
        <OrderDispatches order={order} move={move} />
      </section>
      {order.kind === 'kiosk' ? (
        <section className="ui-card" aria-labelledby="order-kiosks-title">
          <h2 id="order-kiosks-title">Kiosks</h2>
          <OrderKiosks order={order} />
        </section>
      ) : null}
      <section className="ui-card" aria-labelledby="order-history-title">
        <h2 id="order-history-title">History</h2>
        <OrderHistory order={order} />
      </section>
    </>
  );
};

/**
 * Order Details and Consumable Order Details (docs/orders.md, "The order screens"): the order, its
 * lines, dispatches, the kiosks it produced and its history; the moves `allowed_actions` names. An
 * order of the other kind opens on its own kind's page.
 */
const OrderDetails = ({ spec }: { spec: OrderKindSpec }) => {
  const route = useRecordRoute({
    singular: 'Order',
    param: spec.param,
    foreign: 'This order is not one of yours.',
  });
  const back = { label: `Back to ${spec.listTitle}`, href: useListReturnPath(spec.listPath) };
  return (
    <RecordFrame
      route={route}
      useRecord={useOrder}
      title={spec.detailsTitle}
      titleOf={(order) => `Order ${orderNumber(order.id)}`}
      titleId="order-title"
      back={back}
    >
      {(order) =>
        order.kind === spec.kind ? (
          <OrderView spec={spec} order={order} />
        ) : (
          <Redirect to={absolute(specOf(order.kind).detailsPath(order.id))} replace />
        )
      }
    </RecordFrame>
  );
};

/** Order Details (`manage/order/:orderid`). */
export const KioskOrderScreen = () => <OrderDetails spec={KIOSK_ORDERS} />;

/** Consumable Order Details (`manage/consumable-order/:id`). */
export const ConsumableOrderScreen = () => <OrderDetails spec={CONSUMABLE_ORDERS} />;
