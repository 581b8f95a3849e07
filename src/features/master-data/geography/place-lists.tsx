import { useMemo } from 'react';
import { Link } from 'wouter';

import type { Column } from '@/components/data-table';
import { matchesSearch } from '@/components/name-search';
import { isActive, type ListParams, listCodec } from '@/components/resource/list-params';
import { useLocalRows } from '@/components/resource/list-rows';
import { type ListDefinition, useNoFilterKeys } from '@/components/resource/list-screen';
import type { ListView } from '@/components/resource/resource-list';
import type { Named } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { childrenPathOf, type Level, LEVELS, type ParentLevel } from '../model/levels';
import { type ChosenParents, chosenParents } from '../model/list-params';
import { viewPathOf } from '../model/paths';
import { usePlaces } from './use-places';

const placeKey = (place: Named): number => place.id;

const nameColumn = (level: Level): Column<Named> => ({
  key: 'name',
  header: 'Name',
  cell: (place) => (
    <Link
      href={absolute(level === 'location' ? viewPathOf(level, place.id) : childrenPathOf(level, place.id))}
      className="ui-link"
    >
      {place.name}
    </Link>
  ),
});

/** A parent's name opens its children (the drill-down); View opens the place itself. */
const columnsOf = (level: Level): readonly Column<Named>[] => [
  { key: 'id', header: 'Id', cell: (place) => place.id },
  nameColumn(level),
  ...(level === 'location'
    ? []
    : [
        {
          key: 'view',
          header: 'Details',
          cell: (place: Named) => (
            <Link
              href={absolute(viewPathOf(level, place.id))}
              className="ui-link"
              aria-label={`View ${place.name}`}
            >
              View
            </Link>
          ),
        },
      ]),
];

/** How one level's list looks: its count, search on name or id, the status filter. */
export const placeView = (level: Level, caption: string, emptyText?: string): ListView<Named> => {
  const plural = LEVELS[level].plural.toLowerCase();
  return {
    id: `master-${level}`,
    caption,
    columns: columnsOf(level),
    rowKey: placeKey,
    totalLabel: LEVELS[level].plural,
    searchLabel: `Search ${plural} by name or id`,
    status: true,
    errorText: `The ${plural} could not be loaded.`,
    ...(emptyText === undefined ? {} : { emptyText }),
  };
};

/**
 * One level's places from the known filter call (requirements 7.9 to 7.12), which answers the whole
 * list: searched and paged here, Active or Inactive by the list's status filter.
 */
export const usePlaceRows = (
  level: Level,
  parentId: number | null,
  params: ListParams,
  toPage: (page: number) => void,
) =>
  useLocalRows(usePlaces(level, parentId, isActive(params)), {
    search: params.search,
    matches: matchesSearch,
    page: params.page,
    rowsPerPage: params.rows,
    toPage,
  });

const countryCodec = listCodec({ status: true });

/** Master > Countries. */
export const countriesList: ListDefinition<Named> = {
  title: 'Countries',
  path: '/dashboard/master/countries',
  codec: countryCodec,
  view: placeView('country', 'Countries'),
  useRows: (params, toPage) => usePlaceRows('country', null, params, toPage),
  useFilterKeys: useNoFilterKeys,
  remember: true,
};

export const pickerCodec = listCodec({ status: true, extra: chosenParents });

export type PickerParams = ListParams & ChosenParents;

export const parentKeyOf = (level: ParentLevel): keyof ChosenParents => `${level}_id`;

/** A drill-down list under a parent fixed by the route: 'States of India'. */
export const useChildrenList = (
  level: Exclude<Level, 'country'>,
  parentId: number,
  path: string,
  caption: string,
): ListDefinition<Named> =>
  useMemo(
    () => ({
      title: caption,
      path,
      codec: countryCodec,
      view: placeView(level, caption),
      useRows: (params, toPage) => usePlaceRows(level, parentId, params, toPage),
      useFilterKeys: useNoFilterKeys,
      remember: true,
    }),
    [level, parentId, path, caption],
  );
