import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { userRoleAtom } from '@/atoms/session';
import { idOf, nameIn, useCustomerClinicChoices } from '@/components/customer-clinic-choices';
import { DateField } from '@/components/date-field';
import type { UrlListState } from '@/components/list-state';
import { FilterChips } from '@/components/filter-chips';
import { formatDisplayDate } from '@/lib/dates';

import { CLEARED, type OrderFilterParams, type OrderParams } from './order-params';

export const DATE_ORDER_TEXT = 'Placed to must be on or after Placed from.';

interface Chip {
  keys: readonly (keyof OrderFilterParams)[];
  text: string;
}

const chipsOf = (params: OrderParams, choices: ReturnType<typeof useCustomerClinicChoices>): Chip[] => {
  const chips: Chip[] = [];
  if (params.customer !== null)
    chips.push({
      keys: ['customer', 'clinic'],
      text: `Customer: ${nameIn(choices.customers, params.customer, 'Customer')}`,
    });
  if (params.clinic !== null)
    chips.push({ keys: ['clinic'], text: `Clinic: ${nameIn(choices.clinics, params.clinic, 'Clinic')}` });
  if (params.from !== null)
    chips.push({ keys: ['from'], text: `Placed from ${formatDisplayDate(params.from)}` });
  if (params.to !== null) chips.push({ keys: ['to'], text: `Placed to ${formatDisplayDate(params.to)}` });
  return chips;
};

/** From and to, applied when each is a day and they are in order. */
const PlacedDays = ({
  params,
  apply,
}: {
  params: OrderParams;
  apply: (next: Partial<OrderParams>) => void;
}) => {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const change = (key: 'from' | 'to', value: string) => {
    const next = { from: params.from, to: params.to, [key]: value === '' ? null : value };
    if (next.from !== null && next.to !== null && next.to < next.from) {
      setProblem(DATE_ORDER_TEXT);
      return;
    }
    setProblem(undefined);
    apply({ [key]: next[key] });
  };
  return (
    <>
      <div className="order-filter-day">
        <label htmlFor="orders-from">Placed from</label>
        <DateField id="orders-from" value={params.from ?? ''} onChange={(value) => change('from', value)} />
      </div>
      <div className="order-filter-day">
        <label htmlFor="orders-to">Placed to</label>
        <DateField
          id="orders-to"
          value={params.to ?? ''}
          onChange={(value) => change('to', value)}
          invalidText={problem}
          errorId="orders-days-error"
        />
      </div>
      {problem ? (
        <small id="orders-days-error" role="alert" className="ui-field-error">
          {problem}
        </small>
      ) : null}
    </>
  );
};

/**
 * An order list's filters (docs/orders.md, "The order screens"): customer (administrators), clinic
 * (a customer's own), and the placed days; each applied at once into the URL and shown as a
 * removable chip.
 */
export const OrderFilters = ({ state }: { state: UrlListState<OrderParams> }) => {
  const { params, go } = state;
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const choices = useCustomerClinicChoices(isAdministrator, params.customer);
  const apply = (next: Partial<OrderParams>) => go({ ...next, page: 1 });
  return (
    <div className="order-filters">
      <fieldset className="order-filter-controls">
        <legend>Filter orders</legend>
        {isAdministrator ? (
          <label>
            Customer
            <select
              className="ui-input"
              value={params.customer ?? ''}
              onChange={(event) => apply({ customer: idOf(event.target.value), clinic: null })}
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
        <label>
          Clinic
          <select
            className="ui-input"
            value={params.clinic ?? ''}
            onChange={(event) => apply({ clinic: idOf(event.target.value) })}
          >
            <option value="">Any clinic</option>
            {choices.clinics.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
        </label>
        <PlacedDays params={params} apply={apply} />
      </fieldset>
      <FilterChips
        label="Order filters"
        chips={chipsOf(params, choices).map((chip) => ({
          key: chip.keys[0] ?? chip.text,
          text: chip.text,
          onRemove: () => apply(Object.fromEntries(chip.keys.map((key) => [key, null]))),
        }))}
        onClearAll={() => apply(CLEARED)}
      />
    </div>
  );
};
