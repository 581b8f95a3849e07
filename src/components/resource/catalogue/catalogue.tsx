import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';

import { keyPrefix } from '@/lib/query-keys';
import type { ErrorMeta } from '@/lib/http/report-error';
import { parseId } from '@/lib/ids';

import type { Column } from '../../data-table';
import type { EntityForm } from '../../form/use-entity-form';
import type { FieldText } from '../../form/zod-messages';
import type { LIST_QUERY } from '../list-rows';
import {
  type EditableRecord,
  generatedWrites,
  type RecordDefinition,
  type SummaryItem,
} from '../record-definition';
import { type CatalogueListBody, catalogueLists } from './catalogue-list';
import type { CatalogueField } from './fields';
import { FieldControl } from './field-control';
import { displayValue, emptyValue, type FieldValue, valueFromRecord, valueToPayload } from './values';

export type { CatalogueListBody } from './catalogue-list';

type Values = Record<string, FieldValue>;

interface Mutation<Variables, Result> {
  mutateAsync: (variables: Variables) => Promise<Result>;
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
  /** Other lists a change shows in (a language's name in the videos list), every page of each. */
  alsoRefresh?: ReadonlyArray<() => readonly unknown[]>;
  /** Other records a change shows in (a test type's category counts its active tests). */
  alsoRefreshOf?: (record: Rec) => ReadonlyArray<readonly unknown[]>;
  /** More columns of the list, after the fields' (counts the answer carries). */
  extraColumns?: readonly Column<Rec>[];
  /** The form's controls, when the fields' own are not enough. */
  Fields?: (props: { form: EntityForm<Values, Payload>; record?: Rec }) => ReactNode;
  /** More of the view's actions, beside Edit and Disable (a link to what is in it). */
  actions?: (record: Rec) => ReactNode;
}

const RECORD_QUERY: { query: { meta: ErrorMeta } } = { query: { meta: { errorMode: 'log' } } };

/** A field's words for its messages; a list of rows also its columns' ('Low must be a number'). */
const textOf = (field: CatalogueField<unknown>): FieldText => ({
  label: field.label,
  ...(field.format === undefined ? {} : { format: field.format }),
  ...(field.none === undefined ? {} : { none: field.none }),
  ...(field.control.kind === 'rows'
    ? {
        items: Object.fromEntries(
          field.control.columns.map((column) => [
            column.key,
            {
              label: column.label,
              ...(column.kind === 'date' ? { format: `${column.label} must be a day as DD-MM-YYYY` } : {}),
            },
          ]),
        ),
      }
    : {}),
});

/** Whether a field's `onlyWhen` holds for a form's values or a record. */
const applies = (field: CatalogueField<unknown>, values: Readonly<Record<string, unknown>>): boolean => {
  const when = field.onlyWhen;
  if (!when) return true;
  const value = values[when.field];
  return typeof value === 'string' && when.is.includes(value);
};

/** A reference preset by the create page's address (`?category_id=2`): its id, named once loaded. */
const presetOf = (field: CatalogueField<unknown>, presets: URLSearchParams): FieldValue | undefined => {
  if (field.control.kind !== 'reference') return undefined;
  const id = parseId(presets.get(field.key));
  return id === null ? undefined : { id, name: '' };
};

export const catalogue = <Rec extends EditableRecord, Payload>(spec: CatalogueSpec<Rec, Payload>) => {
  const { list, within } = catalogueLists(spec);

  const fieldTexts = Object.fromEntries(
    spec.fields.map((field) => [field.key, textOf(field as CatalogueField<unknown>)]),
  );

  const fields = spec.fields as readonly CatalogueField<unknown>[];
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
      ...(spec.alsoRefreshOf?.(record) ?? []).map((queryKey) => client.invalidateQueries({ queryKey })),
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
      ...spec.fields
        .filter((field) => applies(field as CatalogueField<unknown>, item as Record<string, unknown>))
        .map((field): SummaryItem => [field.label, displayValue(field, item)]),
      ...(spec.extraSummary?.(item) ?? []),
      ['Status', item.status ? 'Active' : 'Inactive'],
    ],
    form: {
      idPrefix: spec.id,
      fields: fieldTexts,
      createSchema: spec.schemas.create,
      updateSchema: spec.schemas.update,
      empty: (presets) =>
        Object.fromEntries(
          fields.map((field) => [field.key, presetOf(field, presets) ?? emptyValue(field.control)]),
        ),
      fromRecord: (item) =>
        Object.fromEntries(spec.fields.map((field) => [field.key, valueFromRecord(field, item)])),
      toPayload: (values) =>
        Object.fromEntries(
          fields.flatMap((field) => {
            const value = applies(field, values)
              ? valueToPayload(field.control, values[field.key] ?? null)
              : field.onlyWhen?.otherwise;
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
    ...(spec.actions ? { actions: spec.actions } : {}),
  };
  return { list, record, within };
};
