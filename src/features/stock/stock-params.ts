import { listCodec, type ListParams } from '@/components/resource/list-params';
import type { StockFilterRequest } from '@/generated/model';

/**
 * The stock lists' filters, kept in the URL (docs/orders.md, "Stock, days of cover and Running low"):
 * `customer` (administrators), `clinic`, `consumable`, and on Clinic Stock `expiring=1`.
 */
export interface StockParams extends ListParams {
  customer: number | null;
  clinic: number | null;
  consumable: number | null;
  expiring: boolean;
}

export type StockFilterParams = Omit<StockParams, keyof ListParams>;

export const parseId = (raw: string | null): number | null =>
  raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

export const stockCodec = listCodec<StockFilterParams>({
  status: false,
  extra: {
    parse: (query) => ({
      customer: parseId(query.get('customer')),
      clinic: parseId(query.get('clinic')),
      consumable: parseId(query.get('consumable')),
      expiring: query.get('expiring') === '1',
    }),
    write: (query, extra) => {
      if (extra.customer !== null) query.set('customer', String(extra.customer));
      if (extra.clinic !== null) query.set('clinic', String(extra.clinic));
      if (extra.consumable !== null) query.set('consumable', String(extra.consumable));
      if (extra.expiring) query.set('expiring', '1');
    },
  },
});

/** The call's body for the list's filters (paging apart); Running low sets `running_low`. */
export const stockFilterBody = (
  params: StockParams,
  runningLow: boolean,
): Omit<StockFilterRequest, 'page' | 'limit'> => ({
  searchValue: params.search === '' ? null : params.search,
  customer_id: params.customer,
  clinic_id: params.clinic,
  consumable_id: params.consumable,
  running_low: runningLow ? true : null,
  expiring: params.expiring ? true : null,
});
