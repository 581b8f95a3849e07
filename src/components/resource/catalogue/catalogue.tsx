import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ZodType } from 'zod';

import { absolute } from '@/lib/app-paths';
import { keyPrefix } from '@/lib/query-keys';
import type { ErrorMeta } from '@/lib/http/report-error';

import type { Column } from '../../data-table';
import type { EntityForm } from '../../form/use-entity-form';
import { isActive, type ListParams, listCodec } from '../list-params';
import { LIST_QUERY, useServerRows } from '../list-rows';
import { type ListDefinition, useNoFilterKeys } from '../list-screen';
import {
  type EditableRecord,
  generatedWrites,
  type RecordDefinition,
  recordName,
  type SummaryItem,
} from '../record-definition';
import type { CatalogueField } from './fields';
import { FieldControl } from './field-control';
import { displayValue, emptyValue, type FieldValue, valueFromRecord, valueToPayload } from './values';

type Values = Record<string, FieldValue>;

interface Mutation<Variables, Result> {
  mutateAsync: (variables: Variables) => Promise<Result>;
}

/** A catalogue's list body: the page, the search and the status (and its own filters). */
export interface CatalogueListBody {
  page: number;
  limit: number;
  searchValue: string | null;
  status: boolean;
}

/** The generated hooks and keys of one catalogue (docs/proposed-api.md's five calls). */
export interface CatalogueCalls<Rec, Payload> {
  useFilter: (
    body: CatalogueListBody,
    options: { query: typeof LIST_QUERY },
  ) => UseQueryResult<{ records: Rec[]; total_count: number }, unknown>;
  useGet: (id: number, options: { query: { meta: ErrorMeta } }) => UseQueryResult<Rec, unknown>;
  useCreate: () => Mutation<{ data: Payload }, Rec>;
  useUpdate: () => Mutation<{ id: number; data: Payload & { version: number } }, Rec>;
  useSetStatus: () => Mutation<{ id: number; data: { status: boolean } }, Rec>;
  filterKey: () => readonly unknown[];
  getKey: (id: number) => readonly unknown[];
}

/**
 * A master catalogue as one spec (docs/adding-a-screen.md): its names, routes, fields and calls.
 * `catalogue(spec)` gives its list and record definitions: the list (search, status filter, paging,
 * the name linking to the record), create, the view with Edit, disable and enable, all on the
 * resource layer.
 */
export interface CatalogueSpec<Rec extends EditableRecord, Payload> {
  singular: string;
  plural: string;
  /** The list's id prefix and the form's ('clinic-type'). */
  id: string;
  /** How titles and messages name a record; its `name` by default. */
  nameOf?: (record: Rec) => string;
  /** The name column's header ('Name', 'Version', 'Title'). */
  nameHeader?: string;
  paths: { list: string; create: string; view: (id: number) => string };
  fields: readonly CatalogueField<Rec>[];
  calls: CatalogueCalls<Rec, Payload>;
  schemas: { create: ZodType<Payload>; update: ZodType<Payload>; record: ZodType<Rec> };
  /** What the confirm dialog adds before disabling (what happens to what uses it). */
  disableNote?: (record: Rec) => string;
  /** More lines of the view (counts the answer carries). */
  extraSummary?: (record: Rec) => readonly SummaryItem[];
  /** Other lists a change shows in (a language's name in the videos list). */
  alsoRefresh?: ReadonlyArray<() => readonly unknown[]>;
  /** The form's controls, when the fields' own are not enough (a table of ranges). */
  Fields?: (props: { form: EntityForm<Values, Payload>; record?: Rec }) => ReactNode;
}

const byId = (record: EditableRecord): number => record.id;

const columnsOf = <Rec extends EditableRecord, Payload>(spec: CatalogueSpec<Rec, Payload>): Column<Rec>[] => [
  {
    key: 'name',
    header: spec.nameHeader ?? 'Name',
    cell: (record) => (
      <Link href={absolute(spec.paths.view(record.id))} className="ui-link">
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
];

const RECORD_QUERY: { query: { meta: ErrorMeta } } = { query: { meta: { errorMode: 'log' } } };

export const catalogue = <Rec extends EditableRecord, Payload>(spec: CatalogueSpec<Rec, Payload>) => {
  const useRows = (params: ListParams, toPage: (page: number) => void) =>
    useServerRows(
      spec.calls.useFilter(
        {
          page: params.page,
          limit: params.rows,
          searchValue: params.search === '' ? null : params.search,
          status: isActive(params),
        },
        { query: LIST_QUERY },
      ),
      params.page,
      params.rows,
      toPage,
    );

  const list: ListDefinition<Rec> = {
    title: spec.plural,
    path: spec.paths.list,
    codec: listCodec({ status: true }),
    view: {
      id: spec.id,
      caption: spec.plural,
      columns: columnsOf(spec),
      rowKey: byId,
      totalLabel: spec.plural,
      searchLabel: `Search ${spec.plural.toLowerCase()}`,
      status: true,
    },
    useRows,
    useFilterKeys: useNoFilterKeys,
    adminOnly: true,
    remember: true,
  };

  const fieldTexts = Object.fromEntries(
    spec.fields.map((field) => [
      field.key,
      { label: field.label, ...(field.format === undefined ? {} : { format: field.format }) },
    ]),
  );

  const DefaultFields = ({ form }: { form: EntityForm<Values, Payload> }) => (
    <>
      {spec.fields.map((field) => (
        <FieldControl key={field.key} form={form} field={field as CatalogueField<unknown>} />
      ))}
    </>
  );

  const refresh = async (client: QueryClient, record: Rec): Promise<void> => {
    await Promise.all([
      client.invalidateQueries({ queryKey: spec.calls.getKey(record.id) }),
      ...[spec.calls.filterKey, ...(spec.alsoRefresh ?? [])].map((key) =>
        client.invalidateQueries({ queryKey: keyPrefix(key()) }),
      ),
    ]);
  };

  const record: RecordDefinition<Rec, Values, Payload> = {
    singular: spec.singular,
    ...(spec.nameOf ? { nameOf: spec.nameOf } : {}),
    listPath: spec.paths.list,
    viewPath: spec.paths.view,
    adminOnly: true,
    useRecord: (id) => spec.calls.useGet(id, RECORD_QUERY),
    recordSchema: spec.schemas.record,
    summary: (item) => [
      ...spec.fields.map((field): SummaryItem => [field.label, displayValue(field, item)]),
      ...(spec.extraSummary?.(item) ?? []),
      ['Status', item.status ? 'Active' : 'Inactive'],
    ],
    form: {
      idPrefix: spec.id,
      fields: fieldTexts,
      createSchema: spec.schemas.create,
      updateSchema: spec.schemas.update,
      empty: () => Object.fromEntries(spec.fields.map((field) => [field.key, emptyValue(field.control)])),
      fromRecord: (item) =>
        Object.fromEntries(spec.fields.map((field) => [field.key, valueFromRecord(field, item)])),
      toPayload: (values) =>
        Object.fromEntries(
          spec.fields.flatMap((field) => {
            const value = valueToPayload(field.control, values[field.key] ?? null);
            return value === undefined ? [] : [[field.key, value]];
          }),
        ),
      Fields: spec.Fields ?? DefaultFields,
    },
    useWrites: generatedWrites({
      useCreate: spec.calls.useCreate,
      useUpdate: spec.calls.useUpdate,
      useSetStatus: spec.calls.useSetStatus,
    }),
    invalidate: refresh,
    ...(spec.disableNote ? { disableNote: spec.disableNote } : {}),
  };
  return { list, record };
};
