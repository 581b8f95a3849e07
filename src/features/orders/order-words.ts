import type { TagTone } from '@/components/health-result-tag';
import { formatMoney } from '@/components/settings';
import type { OrderHistoryAction, OrderStatus, OrderTotal } from '@/generated/model';
import { formatDisplayTime } from '@/lib/dates';

/**
 * The words of the order workflow (docs/orders.md): its states, its moves and its figures. The
 * types are the contract's (openapi/v3.yaml, tag `orders`).
 */

export const STATUSES: readonly OrderStatus[] = [
  'placed',
  'approved',
  'dispatched',
  'delivered',
  'rejected',
  'cancelled',
];

export const STATUS_TEXT: Record<OrderStatus, string> = {
  placed: 'Placed',
  approved: 'Approved',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** The tag's tone (the kit's colours): waiting amber, under way blue, delivered green, ended grey. */
export const STATUS_TONE: Record<OrderStatus, TagTone> = {
  placed: 'amber',
  approved: 'blue',
  dispatched: 'blue',
  delivered: 'green',
  rejected: 'red',
  cancelled: 'neutral',
};

/** A history line's verb: 'Asha Rao approved this order'. */
export const EVENT_TEXT: Record<OrderHistoryAction, string> = {
  placed: 'placed',
  approved: 'approved',
  rejected: 'rejected',
  dispatched: 'dispatched',
  received: 'received',
  cancelled: 'cancelled',
};

export const orderNumber = (id: number): string => `#${id}`;

/** An order's total or a line's price in the answer's currency (the setting's): formatMoney. */
export const moneyText = (money: OrderTotal | undefined): string =>
  money ? formatMoney(money.amount, money.currency) : '–';

/** '1 of 2 dispatched, 0 received'. */
export const progressText = (row: { quantity: number; dispatched: number; received: number }): string =>
  `${row.dispatched} of ${row.quantity} dispatched, ${row.received} received`;

/** The newest history line of an order, as a 409 tells it. */
export interface LatestMove {
  at: string;
  by: { name: string };
  action: OrderHistoryAction;
}

/**
 * What a stale move says (docs/orders.md, "Two people at once"): who got there first, from the
 * newest line of the order's history as the server answered it with its 409.
 */
export const conflictText = (latest: LatestMove | undefined): string =>
  latest === undefined
    ? 'Someone else changed this order after you opened it. Nothing was changed.'
    : `${latest.by.name} ${EVENT_TEXT[latest.action]} this order at ${formatDisplayTime(latest.at)} UTC, after you opened it. Nothing was changed.`;
