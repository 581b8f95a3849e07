import { listCodec, type ListParams } from '@/components/resource/list-params';
import type { OrderFilterRequest, OrderStatus } from '@/generated/model';
import { isApiDate } from '@/lib/dates';
import { parseId } from '@/lib/ids';

import type { OrderKind } from './order-kinds';
import { STATUSES } from './order-words';

/**
 * An order list's own URL state (docs/orders.md, "The order screens"): the status tab
 * (`status=placed`, none for All), `customer`, `clinic`, and the placed days `from` and `to`
 * (YYYY-MM-DD, inclusive), beside search, page and rows.
 */
export interface OrderFilterParams {
  tab: OrderStatus | null;
  customer: number | null;
  clinic: number | null;
  from: string | null;
  to: string | null;
}

export type OrderParams = ListParams & OrderFilterParams;

export const CLEARED: Omit<OrderFilterParams, 'tab'> = { customer: null, clinic: null, from: null, to: null };

const dayOf = (raw: string | null): string | null => (isApiDate(raw) ? raw : null);

/** Built once: the list hooks compare codecs by identity. */
export const orderCodec = listCodec<OrderFilterParams>({
  status: false,
  extra: {
    parse: (query) => ({
      tab: STATUSES.find((status) => status === query.get('status')) ?? null,
      customer: parseId(query.get('customer')),
      clinic: parseId(query.get('clinic')),
      from: dayOf(query.get('from')),
      to: dayOf(query.get('to')),
    }),
    write: (query, extra) => {
      if (extra.tab) query.set('status', extra.tab);
      if (extra.customer !== null) query.set('customer', String(extra.customer));
      if (extra.clinic !== null) query.set('clinic', String(extra.clinic));
      if (extra.from !== null) query.set('from', extra.from);
      if (extra.to !== null) query.set('to', extra.to);
    },
  },
});

/**
 * The call's body for these filters, every page of the list and of the CSV export alike; `tab`
 * false leaves the status out (the counts honour every other filter).
 */
export const orderFilterBody = (
  kind: OrderKind,
  params: OrderFilterParams & Pick<ListParams, 'search'>,
): Omit<OrderFilterRequest, 'page' | 'limit'> => ({
  kind,
  searchValue: params.search === '' ? null : params.search,
  status: params.tab,
  customer_id: params.customer,
  clinic_id: params.clinic,
  consumable_id: null,
  from: params.from,
  to: params.to,
});
