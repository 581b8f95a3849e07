import type { QueryClient } from '@tanstack/react-query';

import { getFilterKiosksQueryKey } from '@/generated/api/kiosks/kiosks';
import { getFilterOrdersQueryKey, getGetOrderQueryKey } from '@/generated/api/orders/orders';
import { getFilterStockMovementsQueryKey, getFilterStockQueryKey } from '@/generated/api/stock/stock';
import type { OrderRecord } from '@/generated/model';
import { keyPrefix } from '@/lib/query-keys';

/**
 * After an order is placed or moved: the page shows the order as the server answered it, and what
 * it changes asks again: the order lists, the kiosk fleet (a kiosk receipt), the stock (on order,
 * in transit, a receipt's movements: Running low and Clinic Stock).
 */
export const refreshOrders = async (client: QueryClient, saved?: OrderRecord): Promise<void> => {
  if (saved) client.setQueryData(getGetOrderQueryKey(saved.id), saved);
  const stale = [
    getFilterOrdersQueryKey(),
    saved?.kind === 'consumable' ? null : getFilterKiosksQueryKey(),
    saved?.kind === 'kiosk' ? null : getFilterStockQueryKey(),
    saved?.kind === 'kiosk' ? null : getFilterStockMovementsQueryKey(),
  ];
  await Promise.all(
    stale.filter((key) => key !== null).map((key) => client.invalidateQueries({ queryKey: keyPrefix(key) })),
  );
};
