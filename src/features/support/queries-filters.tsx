import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { userAtom, userRoleAtom } from '@/atoms/session';
import { idOf, type Named, nameIn, useCustomerClinicChoices } from '@/components/customer-clinic-choices';
import { FilterChips } from '@/components/filter-chips';
import type { UrlListState } from '@/components/list-state';
import type { QueryRow } from '@/generated/model';

import { CLEARED, type QueryFilterParams, type QueryParams } from './queries-params';
import { useQueryAssignees } from './query-assignees';
import { CATEGORIES, CATEGORY_TEXT, PRIORITIES, PRIORITY_TEXT, STATUS_TEXT, STATUSES } from './support-words';

/**
 * The assignees to offer: the signed-in administrator first ('Me'), then every administrator by name
 * (listQueryAssignees). Until that list is in, or if it fails (only logged), the assignees of the
 * rows shown stand in; an id that neither names reads 'Assignee 9001' in its chip.
 */
const useAssignees = (isAdministrator: boolean, rows: readonly QueryRow[]): Named[] => {
  const me = useAtomValue(userAtom);
  const everyone = useQueryAssignees(isAdministrator).data;
  return useMemo(() => {
    const byId = new Map<number, string>();
    if (me) byId.set(me.id, `Me (${[me.first_name, me.last_name].filter(Boolean).join(' ')})`);
    const others =
      everyone ??
      rows
        .flatMap((row) => (row.assignee ? [row.assignee] : []))
        .sort((a, b) => a.name.localeCompare(b.name));
    for (const { id, name } of others) if (!byId.has(id)) byId.set(id, name);
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [me, everyone, rows]);
};

interface Chip {
  keys: readonly (keyof QueryFilterParams)[];
  text: string;
}

const chipsOf = (
  params: QueryParams,
  choices: ReturnType<typeof useCustomerClinicChoices>,
  assignees: readonly Named[],
): Chip[] => {
  const chips: Chip[] = [];
  if (params.state) chips.push({ keys: ['state'], text: `Status: ${STATUS_TEXT[params.state]}` });
  if (params.priority)
    chips.push({ keys: ['priority'], text: `Priority: ${PRIORITY_TEXT[params.priority]}` });
  if (params.category)
    chips.push({ keys: ['category'], text: `Category: ${CATEGORY_TEXT[params.category]}` });
  if (params.assignee !== null)
    chips.push({ keys: ['assignee'], text: `Assignee: ${nameIn(assignees, params.assignee, 'Assignee')}` });
  if (params.customer !== null)
    chips.push({
      keys: ['customer', 'clinic'],
      text: `Customer: ${nameIn(choices.customers, params.customer, 'Customer')}`,
    });
  if (params.clinic !== null)
    chips.push({ keys: ['clinic'], text: `Clinic: ${nameIn(choices.clinics, params.clinic, 'Clinic')}` });
  return chips;
};

interface SelectProps<Value extends string | number> {
  label: string;
  anyText: string;
  value: Value | null;
  options: readonly { value: Value; text: string }[];
  onChange: (raw: string) => void;
}

const FilterSelect = <Value extends string | number>({
  label,
  anyText,
  value,
  options,
  onChange,
}: SelectProps<Value>) => (
  <label>
    {label}
    <select className="ui-input" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      <option value="">{anyText}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </select>
  </label>
);

const named = (list: readonly Named[]) => list.map((row) => ({ value: row.id, text: row.name }));

/**
 * Support Queries' filters (docs/support.md, "Screens"): status, priority, category, assignee and
 * customer (administrators), clinic; each applied at once into the URL and shown as a removable chip.
 */
export const QueryFilters = ({
  state,
  rows,
}: {
  state: UrlListState<QueryParams>;
  rows: readonly QueryRow[];
}) => {
  const { params, go } = state;
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const choices = useCustomerClinicChoices(isAdministrator, params.customer);
  const assignees = useAssignees(isAdministrator, rows);
  const apply = (next: Partial<QueryParams>) => go({ ...next, page: 1 });
  return (
    <div className="support-filters">
      <fieldset className="support-filter-controls">
        <legend>Filter queries</legend>
        <FilterSelect
          label="Status"
          anyText="Any status"
          value={params.state}
          options={STATUSES.map((value) => ({ value, text: STATUS_TEXT[value] }))}
          onChange={(raw) => apply({ state: STATUSES.find((value) => value === raw) ?? null })}
        />
        <FilterSelect
          label="Priority"
          anyText="Any priority"
          value={params.priority}
          options={PRIORITIES.map((value) => ({ value, text: PRIORITY_TEXT[value] }))}
          onChange={(raw) => apply({ priority: PRIORITIES.find((value) => value === raw) ?? null })}
        />
        <FilterSelect
          label="Category"
          anyText="Any category"
          value={params.category}
          options={CATEGORIES.map((value) => ({ value, text: CATEGORY_TEXT[value] }))}
          onChange={(raw) => apply({ category: CATEGORIES.find((value) => value === raw) ?? null })}
        />
        {isAdministrator ? (
          <>
            <FilterSelect
              label="Assignee"
              anyText="Any assignee"
              value={params.assignee}
              options={named(assignees)}
              onChange={(raw) => apply({ assignee: idOf(raw) })}
            />
            <FilterSelect
              label="Customer"
              anyText="Any customer"
              value={params.customer}
              options={named(choices.customers)}
              onChange={(raw) => apply({ customer: idOf(raw), clinic: null })}
            />
          </>
        ) : null}
        <FilterSelect
          label="Clinic"
          anyText="Any clinic"
          value={params.clinic}
          options={named(choices.clinics)}
          onChange={(raw) => apply({ clinic: idOf(raw) })}
        />
      </fieldset>
      <FilterChips
        label="Query filters"
        chips={chipsOf(params, choices, assignees).map((chip) => ({
          key: chip.keys[0] ?? chip.text,
          text: chip.text,
          onRemove: () => apply(Object.fromEntries(chip.keys.map((key) => [key, null]))),
        }))}
        onClearAll={() => apply(CLEARED)}
      />
    </div>
  );
};
