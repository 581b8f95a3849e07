import { useAtomValue } from 'jotai';

import { userRoleAtom } from '@/atoms/session';
import {
  FILTER_LIST_QUERY,
  idOf,
  type Named,
  nameIn,
  useCustomerClinicChoices,
} from '@/components/customer-clinic-choices';
import type { UrlListState } from '@/components/list-state';
import { FilterChips } from '@/components/filter-chips';
import { useFilterConsumables } from '@/generated/api/consumables/consumables';

import type { StockFilterParams, StockParams } from './stock-params';

/** The customers and clinics of every list's filters, and the active consumables. */
const useChoices = (isAdministrator: boolean, customer: number | null) => {
  const consumables = useFilterConsumables(
    { page: 1, limit: 500, searchValue: null, status: true, consumable_device_id: null },
    { query: FILTER_LIST_QUERY },
  );
  return {
    ...useCustomerClinicChoices(isAdministrator, customer),
    consumables: (consumables.data?.records ?? []).map(({ id, name }): Named => ({ id, name })),
  };
};

const CLEARED: StockFilterParams = { customer: null, clinic: null, consumable: null, expiring: false };

/**
 * The stock lists' filters (docs/orders.md, "Stock, days of cover and Running low"): customer
 * (administrators), clinic, consumable and, on Clinic Stock, "expiring within 30 days", each applied
 * at once into the URL and shown as a removable chip.
 */
export const StockFilters = ({
  state,
  label,
  expiring = false,
}: {
  state: UrlListState<StockParams>;
  label: string;
  expiring?: boolean;
}) => {
  const { params, go } = state;
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const choices = useChoices(isAdministrator, params.customer);
  const apply = (next: Partial<StockFilterParams>) => go({ ...next, page: 1 });
  const chips: Array<{ key: keyof StockFilterParams; text: string }> = [];
  if (params.customer !== null)
    chips.push({
      key: 'customer',
      text: `Customer: ${nameIn(choices.customers, params.customer, 'Customer')}`,
    });
  if (params.clinic !== null)
    chips.push({ key: 'clinic', text: `Clinic: ${nameIn(choices.clinics, params.clinic, 'Clinic')}` });
  if (params.consumable !== null)
    chips.push({
      key: 'consumable',
      text: `Consumable: ${nameIn(choices.consumables, params.consumable, 'Consumable')}`,
    });
  if (params.expiring) chips.push({ key: 'expiring', text: 'Expiring or expired' });

  const select = (
    text: string,
    value: number | null,
    any: string,
    options: readonly Named[],
    onPick: (id: number | null) => void,
  ) => (
    <label>
      {text}
      <select className="ui-input" value={value ?? ''} onChange={(event) => onPick(idOf(event.target.value))}>
        <option value="">{any}</option>
        {options.map((row) => (
          <option key={row.id} value={row.id}>
            {row.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="stock-filters">
      <fieldset className="stock-filter-controls">
        <legend>{`Filter ${label}`}</legend>
        {isAdministrator
          ? select('Customer', params.customer, 'Any customer', choices.customers, (customer) =>
              apply({ customer, clinic: null }),
            )
          : null}
        {select('Clinic', params.clinic, 'Any clinic', choices.clinics, (clinic) => apply({ clinic }))}
        {select('Consumable', params.consumable, 'Any consumable', choices.consumables, (consumable) =>
          apply({ consumable }),
        )}
        {expiring ? (
          <label className="stock-filter-check">
            <input
              type="checkbox"
              checked={params.expiring}
              onChange={(event) => apply({ expiring: event.target.checked })}
            />
            Expiring within 30 days or expired
          </label>
        ) : null}
      </fieldset>
      <FilterChips
        label={`${label} filters`}
        chips={chips.map((chip) => ({ ...chip, onRemove: () => apply({ [chip.key]: CLEARED[chip.key] }) }))}
        onClearAll={() => apply(CLEARED)}
      />
    </div>
  );
};
