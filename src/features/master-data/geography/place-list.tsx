import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';

import { type Column, DataTable } from '@/components/data-table';
import { type PagedParams, useClampPage } from '@/components/list-state';
import { filterBySearch } from '@/components/name-search';
import { pageCountOf } from '@/components/page-items';
import { ListPagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import type { Named } from '@/generated/model';

import { childrenPathOf, type Level, LEVELS } from '../model/levels';
import { usePlaces } from './use-places';

export const NO_DATA_TEXT = 'No data found';
export const LOADING_TEXT = 'Loading...';

const EMPTY: readonly Named[] = [];

const columnsOf = (level: Level): readonly Column<Named>[] => [
  { key: 'id', header: 'Id', cell: (place) => place.id },
  {
    key: 'name',
    header: 'Name',
    cell: (place) =>
      level === 'location' ? (
        place.name
      ) : (
        <Link href={`~${childrenPathOf(level, place.id)}`} className="ui-link">
          {place.name}
        </Link>
      ),
  },
];

interface PlaceListProps {
  level: Level;
  /** The parent whose children are listed; null while none is chosen. Ignored for countries. */
  parentId: number | null;
  /** Names the table for screen readers: 'States of India'. */
  caption: string;
  /** Shown in the table while no parent is chosen. */
  prompt?: string;
  params: PagedParams;
  go: (next: Partial<PagedParams>, replace?: boolean) => void;
}

/**
 * One level's list (the kit's list pattern, docs/ui-kit.md): a count, a search on name or id in the
 * browser, pages of 10 (5 or 20 on request), all kept in the URL; loading, 'No data found', and a
 * failed load shown in the table with Try again (only logged otherwise, SPEC.md section 8).
 */
export const PlaceList = ({ level, parentId, caption, prompt, params, go }: PlaceListProps) => {
  const { plural } = LEVELS[level];
  const places = usePlaces(level, parentId);
  const waiting = level !== 'country' && parentId === null;
  const all = places.data ?? EMPTY;
  const matching = useMemo(() => filterBySearch(all, params.search), [all, params.search]);
  const pageCount = pageCountOf(matching.length, params.rows);
  const page = Math.min(params.page, pageCount);
  const rows = matching.slice((page - 1) * params.rows, page * params.rows);
  const toPage = useCallback((next: number) => go({ page: next }, true), [go]);
  useClampPage(params.page, pageCount, places.isSuccess, toPage);

  const emptyText = waiting ? (prompt ?? NO_DATA_TEXT) : places.isPending ? LOADING_TEXT : NO_DATA_TEXT;
  return (
    <>
      <div className="ui-toolbar">
        <span className="ui-total" aria-live="polite">
          {plural}: <strong>{matching.length}</strong>
          {params.search !== '' && places.isSuccess ? ` of ${all.length}` : null}
        </span>
        <SearchBox
          id={`master-${level}-search`}
          label={`Search ${plural.toLowerCase()} by name or id`}
          value={params.search}
          onSearch={(search) => go({ search, page: 1 })}
        />
      </div>
      <DataTable
        caption={caption}
        columns={columnsOf(level)}
        rows={rows}
        rowKey={(place) => place.id}
        emptyText={emptyText}
        busy={places.isFetching}
        errorText={places.isError ? `The ${plural.toLowerCase()} could not be loaded.` : undefined}
        onRetry={() => void places.refetch()}
      />
      <ListPagination
        label={`${plural} pages`}
        page={page}
        pageCount={pageCount}
        rows={params.rows}
        go={go}
      />
    </>
  );
};
