import { useQueryClient } from '@tanstack/react-query';

import { announceSuccess } from '@/components/form/announce';
import { currentOf } from '@/components/resource/conflict';
import {
  getGetOrderQueryKey,
  useApproveOrder,
  useCancelOrder,
  useDispatchOrder,
  useReceiveOrder,
  useRejectOrder,
} from '@/generated/api/orders/orders';
import type {
  OrderDispatchRequest,
  OrderReasonRequest,
  OrderReceiveRequest,
  OrderRecord,
} from '@/generated/model';
import { GetOrderResponse } from '@/generated/zod/v3.zod';
import { toApiError } from '@/lib/http/api-error';

import type { OrderKindSpec } from './order-kinds';
import { refreshOrders } from './order-queries';
import { conflictText, orderNumber } from './order-words';

const ORDER = GetOrderResponse.shape.data;

/** One named move of the server, with its body (the version the page showed is added here). */
export type OrderMove =
  | { action: 'approve' }
  | { action: 'reject' | 'cancel'; body: Omit<OrderReasonRequest, 'version'> }
  | { action: 'dispatch'; body: Omit<OrderDispatchRequest, 'version'> }
  | { action: 'receive'; body: Omit<OrderReceiveRequest, 'version'> };

const DONE: Record<OrderMove['action'], string> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  dispatch: 'dispatched',
  receive: 'received',
};

const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The moves of one order (docs/orders.md, "Two people at once"): each sends the version the page
 * showed. Done: one success toast, the page shows the order as answered, the lists ask again. A
 * failure is the query client's one 'Error' toast (the server's message: a 422's reason), and
 * rethrown so the form that asked keeps what was typed; besides, a stale move (409) shows the order
 * as it is now and `onConflict` says who got there first (its newest history line), and a refused
 * one (422) reads the order again.
 */
export const useOrderMoves = (
  spec: OrderKindSpec,
  order: OrderRecord,
  onConflict: (text: string | null) => void,
) => {
  const client = useQueryClient();
  const approve = useApproveOrder();
  const reject = useRejectOrder();
  const cancel = useCancelOrder();
  const dispatch = useDispatchOrder();
  const receive = useReceiveOrder();
  const send = (move: OrderMove): Promise<OrderRecord> => {
    const base = { id: order.id };
    const version = order.version;
    switch (move.action) {
      case 'approve':
        return approve.mutateAsync({ ...base, data: { version } });
      case 'reject':
        return reject.mutateAsync({ ...base, data: { ...move.body, version } });
      case 'cancel':
        return cancel.mutateAsync({ ...base, data: { ...move.body, version } });
      case 'dispatch':
        return dispatch.mutateAsync({ ...base, data: { ...move.body, version } });
      case 'receive':
        return receive.mutateAsync({ ...base, data: { ...move.body, version } });
    }
  };
  return async (move: OrderMove): Promise<OrderRecord> => {
    onConflict(null);
    try {
      const saved = await send(move);
      announceSuccess(`${capitalised(spec.noun)} ${orderNumber(order.id)} ${DONE[move.action]}.`);
      await refreshOrders(client, saved);
      return saved;
    } catch (error) {
      const problem = toApiError(error);
      const current = currentOf<OrderRecord>(problem, ORDER);
      if (current) {
        onConflict(conflictText(current.history[0]));
        await refreshOrders(client, current);
      } else if (problem.status === 422) {
        await client.invalidateQueries({ queryKey: getGetOrderQueryKey(order.id) });
      }
      throw error;
    }
  };
};
