import { useId } from 'react';

import type { NamedRef } from '@/atoms/filter';

import { useCustomerList } from './list-queries';
import { ChosenValue, FilterSection } from './scope-parts';
import { SearchableList } from './searchable-list';

/** Administrators only: the customer whose clinics and locations everything else is scoped to. */
export const CustomerSection = ({
  selected,
  onSelect,
}: {
  selected: NamedRef | null;
  onSelect: (customer: NamedRef | null) => void;
}) => {
  const id = useId();
  const customers = useCustomerList(true);
  return (
    <FilterSection id={id} title="Customer">
      <ChosenValue title="Customer" value={selected} onClear={() => onSelect(null)} />
      <SearchableList
        label="Customers"
        items={customers.items}
        loading={customers.loading}
        selectedId={selected?.id ?? null}
        onSelect={onSelect}
      />
    </FilterSection>
  );
};
