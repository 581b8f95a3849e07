import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';

import { userRoleAtom } from '@/atoms/session';
import { customerName, useActiveCustomers } from '@/components/customers';
import type { UrlListState } from '@/components/list-state';
import { FilterChips } from '@/components/filter-chips';
import { useDeferredChoices } from '@/components/deferred-choices';
import { useHeartbeatMinutes } from '@/components/settings';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import { useFilterDeviceManufacturers } from '@/generated/api/devices/devices';

import {
  type KioskFilterParams,
  type KioskParams,
  MAX_SILENT_MINUTES,
  parseSilent,
  STATUSES,
} from './kiosk-params';
import { STATUS_TEXT } from './kiosk-paths';

interface Named {
  id: number;
  name: string;
}

/** The controls' option lists: a failure is only logged (docs/requirements.md section 8, filter lists). */
const QUERY = { query: { staleTime: 60_000, meta: { errorMode: 'log' } } } as const;

/** The names the controls and the chips show: active customers, their clinics, the manufacturers. */
const useChoices = (isAdministrator: boolean, customer: number | null, fixedClinic: boolean) => {
  const customers = useActiveCustomers(isAdministrator);
  const clinics = useFilterClinics(
    {
      assigned_user_id: customer,
      country_id: null,
      state_id: null,
      district_id: null,
      location_id: null,
      searchValue: null,
      page: 1,
      limit: 2000,
    },
    { query: { ...QUERY.query, enabled: !fixedClinic } },
  );
  const models = useFilterDeviceManufacturers(
    { page: 1, limit: 100, status: true },
    { query: { ...QUERY.query, enabled: isAdministrator } },
  );
  const clinicChoices = useMemo(
    () => (clinics.data?.records ?? []).map(({ id, name }): Named => ({ id, name })),
    [clinics.data],
  );
  return {
    customers: (customers.data ?? []).map((row): Named => ({ id: row.id, name: customerName(row) })),
    clinics: useDeferredChoices(clinicChoices),
    models: (models.data?.records ?? []).map(({ id, name }): Named => ({ id, name })),
  };
};

const nameIn = (list: readonly Named[], id: number, noun: string) =>
  list.find((row) => row.id === id)?.name ?? `${noun} ${id}`;

const toId = (value: string): number | null => (value === '' ? null : Number(value));

interface Chip {
  key: keyof KioskFilterParams;
  text: string;
}

const chipsOf = (params: KioskParams, choices: ReturnType<typeof useChoices>, fixedClinic: boolean) => {
  const chips: Chip[] = [];
  if (params.lifecycle) chips.push({ key: 'lifecycle', text: `Status: ${STATUS_TEXT[params.lifecycle]}` });
  if (params.customer !== null)
    chips.push({
      key: 'customer',
      text: `Customer: ${nameIn(choices.customers, params.customer, 'Customer')}`,
    });
  if (params.clinic !== null && !fixedClinic)
    chips.push({ key: 'clinic', text: `Clinic: ${nameIn(choices.clinics, params.clinic, 'Clinic')}` });
  if (params.model !== null)
    chips.push({ key: 'model', text: `Model: ${nameIn(choices.models, params.model, 'Manufacturer')}` });
  if (params.outdated) chips.push({ key: 'outdated', text: 'App out of date' });
  if (params.silent !== null)
    chips.push({ key: 'silent', text: `No heartbeat for more than ${params.silent} minutes` });
  return chips;
};

const CLEARED: KioskFilterParams = {
  lifecycle: null,
  customer: null,
  clinic: null,
  model: null,
  outdated: false,
  silent: null,
};

/**
 * Kiosk Inventory's filters (docs/home-and-monitor.md, "Kiosk Inventory"): status, customer
 * (administrators), clinic, model (administrators: the device manufacturer catalogue is theirs),
 * app out of date and "no heartbeat for more than N minutes", each applied at once into the URL and
 * shown as a removable chip. On Clinic Inventory the clinic is fixed.
 */
export const KioskFilters = ({
  state,
  fixedClinic = false,
}: {
  state: UrlListState<KioskParams>;
  fixedClinic?: boolean;
}) => {
  const { params, go } = state;
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const choices = useChoices(isAdministrator, params.customer, fixedClinic);
  // The heartbeat setting (docs/settings.md) until the user types another N.
  const heartbeat = useHeartbeatMinutes();
  const [minutes, setMinutes] = useState(String(params.silent ?? heartbeat));
  const apply = (next: Partial<KioskFilterParams>) => go({ ...next, page: 1 });
  const typed = parseSilent(minutes.trim());
  const chips = chipsOf(params, choices, fixedClinic);

  return (
    <div className="kiosk-filters">
      <fieldset className="kiosk-filter-controls">
        <legend>Filter kiosks</legend>
        <label>
          Status
          <select
            className="ui-input"
            value={params.lifecycle ?? ''}
            onChange={(event) =>
              apply({ lifecycle: STATUSES.find((status) => status === event.target.value) ?? null })
            }
          >
            <option value="">Any status</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_TEXT[status]}
              </option>
            ))}
          </select>
        </label>
        {isAdministrator ? (
          <label>
            Customer
            <select
              className="ui-input"
              value={params.customer ?? ''}
              onChange={(event) => apply({ customer: toId(event.target.value), clinic: null })}
            >
              <option value="">Any customer</option>
              {choices.customers.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {fixedClinic ? null : (
          <label>
            Clinic
            <select
              className="ui-input"
              value={params.clinic ?? ''}
              onChange={(event) => apply({ clinic: toId(event.target.value) })}
            >
              <option value="">Any clinic</option>
              {choices.clinics.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {isAdministrator ? (
          <label>
            Model
            <select
              className="ui-input"
              value={params.model ?? ''}
              onChange={(event) => apply({ model: toId(event.target.value) })}
            >
              <option value="">Any manufacturer</option>
              {choices.models.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="kiosk-filter-check">
          <input
            type="checkbox"
            checked={params.outdated}
            onChange={(event) => apply({ outdated: event.target.checked })}
          />
          App out of date
        </label>
        <label className="kiosk-filter-check">
          <input
            type="checkbox"
            checked={params.silent !== null}
            disabled={typed === null}
            onChange={(event) => apply({ silent: event.target.checked ? typed : null })}
          />
          No heartbeat for more than
        </label>
        <span className="kiosk-filter-minutes">
          <input
            type="number"
            className="ui-input"
            aria-label="Minutes without a heartbeat"
            min={1}
            max={MAX_SILENT_MINUTES}
            value={minutes}
            aria-invalid={typed === null}
            onChange={(event) => {
              setMinutes(event.target.value);
              const next = parseSilent(event.target.value.trim());
              if (next !== null && params.silent !== null) apply({ silent: next });
            }}
          />{' '}
          minutes
        </span>
      </fieldset>
      <FilterChips
        label="Kiosk filters"
        chips={chips.map((chip) => ({ ...chip, onRemove: () => apply({ [chip.key]: CLEARED[chip.key] }) }))}
        onClearAll={() => apply(fixedClinic ? { ...CLEARED, clinic: params.clinic } : CLEARED)}
      />
    </div>
  );
};
