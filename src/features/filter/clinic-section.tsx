import { useCallback, useEffect, useId, useState } from 'react';

import type { FilterData, NamedRef } from '@/atoms/filter';
import { SCROLL_DEBOUNCE_MS } from '@/lib/constants';

import { useClinicPages } from './list-queries';
import { ChosenValue, FilterSection } from './scope-parts';
import { SearchableList } from './searchable-list';

const useDebounced = (value: string, delayMs: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

interface ClinicSectionProps {
  scope: Pick<FilterData, 'country' | 'state' | 'district' | 'location'>;
  assignedUserId: number | null;
  selected: NamedRef | null;
  onSelect: (clinic: NamedRef | null) => void;
}

/**
 * The clinics of the chosen customer and location, ten a page, more when scrolled to the bottom.
 * The search runs on the loaded rows at once and on the server once typing pauses.
 */
export const ClinicSection = ({ scope, assignedUserId, selected, onSelect }: ClinicSectionProps) => {
  const id = useId();
  const [search, setSearch] = useState('');
  const searchValue = useDebounced(search.trim(), SCROLL_DEBOUNCE_MS);
  const { query, items } = useClinicPages(
    {
      assigned_user_id: assignedUserId,
      country_id: scope.country?.id ?? null,
      state_id: scope.state?.id ?? null,
      district_id: scope.district?.id ?? null,
      location_id: scope.location?.id ?? null,
      searchValue,
    },
    true,
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // A new search's first page is on its way; the previous search's rows stand in meanwhile.
  const searchLoading = query.isPlaceholderData && query.isFetching;
  // Typed but not yet asked, or asked and not yet answered: an empty local match is not 'No data'.
  const searchPending = search.trim() !== searchValue || searchLoading;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <FilterSection id={id} title="Clinics">
      <ChosenValue title="Clinic" value={selected} onClear={() => onSelect(null)} />
      <SearchableList
        label="Clinics"
        items={items}
        loading={query.isLoading || searchPending}
        loadingMore={isFetchingNextPage || searchLoading}
        selectedId={selected?.id ?? null}
        onSelect={onSelect}
        onSearchChange={setSearch}
        onNearBottom={loadMore}
      />
    </FilterSection>
  );
};
