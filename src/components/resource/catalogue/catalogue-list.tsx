import { Link } from 'wouter';

import { absolute } from '@/lib/app-paths';
import { parseId } from '@/lib/ids';

import type { Column } from '../../data-table';
import { isActive, type ListParams, listCodec } from '../list-params';
import { LIST_QUERY, useServerRows } from '../list-rows';
import { type ListDefinition, useNoFilterKeys } from '../list-screen';
import { type EditableRecord, recordName } from '../record-definition';
import type { CatalogueSpec } from './catalogue';
import { displayValue } from './values';

/** A catalogue's list body: the page, the search and the status (and its own filters). */
export interface CatalogueListBody {
  page: number;
  limit: number;
  searchValue: string | null;
  status: boolean;
  /** A list within a parent (a category's tests): the parent's id under its key. */
  [filter: string]: unknown;
}

/** The list of one parent's records (a category's tests), on its own route (`within`). */
export interface WithinOptions {
  /** The list's absolute path. */
  path: string;
  /** The URL's and the filter call's key of the parent's id ('category_id'). */
  key: string;
  /** Where a record's name links to, from this list. */
  view: (id: number) => string;
  /** The title; the screen names the parent in its own ('Tests of Vitals'). */
  title: string;
}

/** A list within a parent: the parent's id from the URL, null when it is not a positive whole number. */
export type WithinParams = ListParams & { parent: number | null };

const byId = (record: EditableRecord): number => record.id;

const columnsOf = <Rec extends EditableRecord, Payload>(
  spec: CatalogueSpec<Rec, Payload>,
  view: (id: number) => string,
): Column<Rec>[] => [
  {
    key: 'name',
    header: spec.nameHeader ?? 'Name',
    cell: (record) => (
      <Link href={absolute(view(record.id))} className="ui-link">
        {recordName(spec, record)}
      </Link>
    ),
  },
  ...spec.fields
    .filter((field) => field.column)
    .map((field) => ({
      key: field.key,
      header: field.label,
      cell: (record: Rec) => displayValue(field, record),
    })),
  ...(spec.extraColumns ?? []),
];

/**
 * A catalogue's lists: all its records (search, status filter, paging, the name linking to the
 * record), and `within(options)`, the records of one parent on a route of their own: the URL's
 * `key` goes to the filter call's field of that name.
 */
export const catalogueLists = <Rec extends EditableRecord, Payload>(spec: CatalogueSpec<Rec, Payload>) => {
  const listOf = <Params extends ListParams>(
    title: string,
    path: string,
    codec: ListDefinition<Rec, Params>['codec'],
    view: (id: number) => string,
    filters: (params: Params) => Readonly<Record<string, unknown>>,
  ): ListDefinition<Rec, Params> => ({
    title,
    path,
    codec,
    view: {
      id: spec.id,
      caption: title,
      columns: columnsOf(spec, view),
      rowKey: byId,
      totalLabel: spec.plural,
      searchLabel: `Search ${spec.plural.toLowerCase()}`,
      status: true,
    },
    useRows: (params, toPage) =>
      useServerRows(
        spec.calls.useFilter(
          {
            page: params.page,
            limit: params.rows,
            searchValue: params.search === '' ? null : params.search,
            status: isActive(params),
            ...filters(params),
          },
          { query: LIST_QUERY },
        ),
        params.page,
        params.rows,
        toPage,
      ),
    useFilterKeys: useNoFilterKeys,
    adminOnly: true,
    remember: true,
  });

  const list = listOf<ListParams>(
    spec.plural,
    spec.paths.list,
    listCodec({ status: true }),
    spec.paths.view,
    () => ({}),
  );

  const within = (options: WithinOptions): ListDefinition<Rec, WithinParams> => {
    const codec = listCodec<{ parent: number | null }>({
      status: true,
      extra: {
        parse: (query) => ({ parent: parseId(query.get(options.key)) }),
        write: (query, extra) => {
          if (extra.parent !== null) query.set(options.key, String(extra.parent));
        },
      },
    });
    return listOf<WithinParams>(options.title, options.path, codec, options.view, (params) =>
      params.parent === null ? {} : { [options.key]: params.parent },
    );
  };

  return { list, within };
};
