import { useQueryClient } from '@tanstack/react-query';

import { ConfirmAction } from '@/components/confirm-action';
import { announceSuccess } from '@/components/form/announce';
import { getFilterOrdersQueryKey, useCreateOrder } from '@/generated/api/orders/orders';
import { getFilterStockQueryKey } from '@/generated/api/stock/stock';
import type { StockRow } from '@/generated/model';
import { keyPrefix } from '@/lib/query-keys';

/**
 * A customer's one-confirm order of a Running low suggestion (docs/orders.md, "Stock, days of cover
 * and Running low"): a consumable order of the suggested quantity for the row's clinic (createOrder).
 * Open orders count in the stock figures, so once placed the row leaves the suggestions.
 */
export const OrderSuggestion = ({ row }: { row: StockRow }) => {
  const client = useQueryClient();
  const create = useCreateOrder();
  const what = `${row.suggested_quantity} ${row.consumable.unit}s of ${row.consumable.name}`;
  return (
    <ConfirmAction
      label="Order"
      confirm={{
        title: 'Order the suggestion',
        message: `Place a consumable order of ${what} (${row.suggested_packs} × ${row.consumable.pack_size}) for ${row.clinic.name}?`,
        confirmLabel: 'Place order',
      }}
      run={async () => {
        const order = await create.mutateAsync({
          data: {
            kind: 'consumable',
            clinic_id: row.clinic.id,
            notes: 'From Running low.',
            lines: [{ consumable_id: row.consumable.id, quantity: row.suggested_quantity }],
            query_id: null,
          },
        });
        announceSuccess(`Order #${order.id} placed: ${what} for ${row.clinic.name}.`);
        await Promise.all([
          client.invalidateQueries({ queryKey: keyPrefix(getFilterStockQueryKey()) }),
          client.invalidateQueries({ queryKey: keyPrefix(getFilterOrdersQueryKey()) }),
        ]);
      }}
    />
  );
};
