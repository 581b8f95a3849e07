import { listCodec, type ListParams } from '@/components/resource/list-params';
import { SETTINGS_DEFAULTS } from '@/components/settings';
import type { KioskFilterRequest, KioskStatus } from '@/generated/model';

import { STATUS_TEXT } from './kiosk-paths';

/**
 * Kiosk Inventory's own filters, kept in the URL (docs/home-and-monitor.md, "Kiosk Inventory"):
 * `lifecycle`, `customer`, `clinic`, `model` (a device manufacturer's id), `outdated=1`, `silent=N`.
 */
export interface KioskParams extends ListParams {
  lifecycle: KioskStatus | null;
  customer: number | null;
  clinic: number | null;
  model: number | null;
  outdated: boolean;
  silent: number | null;
}

export type KioskFilterParams = Omit<KioskParams, keyof ListParams>;

export const STATUSES = Object.keys(STATUS_TEXT) as KioskStatus[];

/** The default of the heartbeat setting (docs/settings.md): screens read the setting (useHeartbeatMinutes). */
export const DEFAULT_SILENT_MINUTES: number = SETTINGS_DEFAULTS.heartbeat_minutes;
export const MAX_SILENT_MINUTES = 10_080;

const parseId = (raw: string | null): number | null =>
  raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

export const parseSilent = (raw: string | null): number | null =>
  raw !== null && /^[1-9]\d{0,4}$/.test(raw) && Number(raw) <= MAX_SILENT_MINUTES ? Number(raw) : null;

/** The codec; `clinicKey` names the clinic's URL key (Clinic Inventory's is `clinic_id`). */
const kioskCodecWith = (clinicKey: 'clinic' | 'clinic_id') =>
  listCodec<KioskFilterParams>({
    status: false,
    extra: {
      parse: (query) => ({
        lifecycle: STATUSES.find((status) => status === query.get('lifecycle')) ?? null,
        customer: parseId(query.get('customer')),
        clinic: parseId(query.get(clinicKey)),
        model: parseId(query.get('model')),
        outdated: query.get('outdated') === '1',
        silent: parseSilent(query.get('silent')),
      }),
      write: (query, extra) => {
        if (extra.clinic !== null && clinicKey === 'clinic_id') query.set('clinic_id', String(extra.clinic));
        if (extra.lifecycle) query.set('lifecycle', extra.lifecycle);
        if (extra.customer !== null) query.set('customer', String(extra.customer));
        if (extra.clinic !== null && clinicKey === 'clinic') query.set('clinic', String(extra.clinic));
        if (extra.model !== null) query.set('model', String(extra.model));
        if (extra.outdated) query.set('outdated', '1');
        if (extra.silent !== null) query.set('silent', String(extra.silent));
      },
    },
  });

export const kioskCodec = kioskCodecWith('clinic');
export const clinicInventoryCodec = kioskCodecWith('clinic_id');

/** The call's body for these filters (every page of the list and of the CSV export). */
export const kioskFilterBody = (
  params: KioskFilterParams & Pick<ListParams, 'search'>,
): Omit<KioskFilterRequest, 'page' | 'limit'> => ({
  searchValue: params.search === '' ? null : params.search,
  status: params.lifecycle,
  customer_id: params.customer,
  clinic_id: params.clinic,
  manufacturer_id: params.model,
  app_out_of_date: params.outdated ? true : null,
  silent_minutes: params.silent,
});
