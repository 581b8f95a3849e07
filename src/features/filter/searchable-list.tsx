import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';

import type { NamedRef } from '@/atoms/filter';
import { filterBySearch } from '@/components/name-search';

import { useNearBottom } from './use-near-bottom';

/** docs/requirements.md 2.6 texts, verbatim. */
export const SEARCH_PLACEHOLDER = 'Search';
export const NO_DATA_TEXT = 'No data';
export const LOADING_TEXT = 'Loading ...';

/** Row height in px; the list itself is at most 250 px high (CSS) and scrolls. */
export const ROW_HEIGHT = 34;

interface SearchableListProps {
  /** Names the list ('Clinics') and its search box ('Search Clinics'). */
  label: string;
  items: readonly NamedRef[];
  /** The first page is loading: shows 'Loading ...' instead of 'No data'. */
  loading: boolean;
  /** A further page is loading (infinite scroll). */
  loadingMore?: boolean;
  selectedId: number | null;
  onSelect: (item: NamedRef) => void;
  /** Told the search text as it changes (the clinic list also searches on the server). */
  onSearchChange?: (search: string) => void;
  /** Infinite scroll: called when the list has come to rest within 5 px of its bottom. */
  onNearBottom?: () => void;
}

const KEY_STEPS: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
  PageDown: (index, last) => Math.min(index + 7, last),
  PageUp: (index) => Math.max(index - 7, 0),
};

/**
 * A searchable single-choice listbox, virtualised so that thousands of rows stay smooth. Keyboard:
 * Tab into the list, arrows / Home / End / Page keys move, Enter or Space chooses.
 */
export const SearchableList = ({
  label,
  items,
  loading,
  loadingMore = false,
  selectedId,
  onSelect,
  onSearchChange,
  onNearBottom,
}: SearchableListProps) => {
  const id = useId();
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [focused, setFocused] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => filterBySearch(items, search), [items, search]);
  const onScroll = useNearBottom(scrollRef, onNearBottom);
  // No React Compiler here (the app does not use it); the virtualiser is read during render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const optionId = (item: NamedRef) => `${id}-option-${item.id}`;
  const active = focused ? shown[activeIndex] : undefined;

  const moveTo = (index: number) => {
    setActiveIndex(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (step) {
      event.preventDefault();
      moveTo(step(Math.max(activeIndex, 0), shown.length - 1));
    } else if ((event.key === 'Enter' || event.key === ' ') && shown[activeIndex]) {
      event.preventDefault();
      onSelect(shown[activeIndex]);
    }
  };

  // Focus never scrolls (a click focuses the list first, and a jump would move the row away
  // from under the pointer): start on the chosen row if it is rendered, else the first rendered.
  const onFocus = () => {
    setFocused(true);
    if (activeIndex >= 0 && activeIndex < shown.length) return;
    const rendered = virtualizer.getVirtualItems().map((row) => row.index);
    const chosen = shown.findIndex((item) => item.id === selectedId);
    setActiveIndex(rendered.includes(chosen) ? chosen : (rendered[0] ?? 0));
  };

  const changeSearch = (value: string) => {
    setSearch(value);
    setActiveIndex(-1);
    onSearchChange?.(value);
  };

  return (
    <div className="filter-list">
      <input
        type="search"
        className="filter-list__search p-inputtext p-component"
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={`Search ${label}`}
        value={search}
        onChange={(event) => changeSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="filter-list__empty" role="status">
          {loading ? LOADING_TEXT : NO_DATA_TEXT}
        </p>
      ) : (
        <div
          ref={scrollRef}
          className="filter-list__scroller"
          role="listbox"
          aria-label={label}
          tabIndex={0}
          aria-activedescendant={active ? optionId(active) : undefined}
          data-filter-list=""
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={() => setFocused(false)}
        >
          <div className="filter-list__rows" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = shown[row.index];
              if (!item) return null;
              const selected = item.id === selectedId;
              return (
                <div
                  key={item.id}
                  id={optionId(item)}
                  role="option"
                  aria-selected={selected}
                  aria-setsize={shown.length}
                  aria-posinset={row.index + 1}
                  className={`filter-list__option${selected ? ' is-selected' : ''}${item === active ? ' is-active' : ''}`}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                  onClick={() => {
                    setActiveIndex(row.index);
                    onSelect(item);
                  }}
                >
                  <span className="filter-list__name">{item.name}</span>
                  <span className="filter-list__id"> · ID {item.id}</span>
                </div>
              );
            })}
          </div>
        </div>
      )}
      {loadingMore && shown.length > 0 ? (
        <p className="filter-list__more" role="status">
          {LOADING_TEXT}
        </p>
      ) : null}
    </div>
  );
};
