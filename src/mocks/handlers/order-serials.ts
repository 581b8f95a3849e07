import type { DemoOrder } from '../types';

/**
 * Serial numbers on orders (docs/orders.md): a kiosk dispatch names one per unit, unique across the
 * fleet and every order, and a received one is a kiosk whose history names its order.
 */

export const sameSerial = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every serial an order's dispatches name. */
export const serialsOf = (order: DemoOrder): string[] =>
  order.dispatches.flatMap((dispatch) => dispatch.lines.flatMap((line) => line.serials));

/** The order whose received dispatch delivered this serial, or null (Kiosk Details' "From order #N"). */
export const orderDelivering = (orders: readonly DemoOrder[], serial: string): DemoOrder | null =>
  orders.find(
    (order) =>
      order.kind === 'kiosk' &&
      order.dispatches.some(
        (dispatch) =>
          dispatch.received_at !== null &&
          dispatch.lines.some((line) => line.serials.some((taken) => sameSerial(taken, serial))),
      ),
  ) ?? null;

/** The history reason of a kiosk an order produced. */
export const fromOrderReason = (orderId: number): string => `From order #${orderId}`;
