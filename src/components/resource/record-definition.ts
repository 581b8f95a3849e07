import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';

import type { EntityForm } from '../form/use-entity-form';
import type { FieldText } from '../form/zod-messages';

/** What every editable record of a proposed call carries (requirements 11). */
export interface EditableRecord {
  id: number;
  status: boolean;
  version: number;
}

export interface RecordWrites<Rec, Payload> {
  create: (payload: Payload) => Promise<Rec>;
  update: (id: number, payload: Payload & { version: number }) => Promise<Rec>;
  setStatus: (id: number, status: boolean) => Promise<Rec>;
}

/** A page a record sits under (a question's category): where Back goes, and its name for the button. */
export interface ParentLink {
  path: string;
  /** 'Back to the question category' (the Back button's accessible name; 'Back to the list' by default). */
  label?: string;
}

/** One line of a record's view: a label and the value as shown. */
export type SummaryItem = readonly [label: string, value: ReactNode];

/**
 * A record's detail, create and edit screens as one definition (docs/adding-a-screen.md). The
 * calls come from the generated hooks; the layer adds the states, the messages, the leave guard,
 * double-submit safety, the refusal on its field, the 409 path and disable/enable.
 */
export interface RecordDefinition<Rec extends EditableRecord, Values extends FieldValues, Payload> {
  /** 'Country': 'Create Country', 'Country updated'. */
  singular: string;
  /** How messages and titles name a record ('India', 'v2.4.1'); its `name` by default. */
  nameOf?: (record: Rec) => string;
  /** Where Back goes (the list as the user left it). */
  listPath: string;
  viewPath: (id: number) => string;
  /**
   * Where Back goes from a loaded record when that depends on the record: a parent's page (a
   * question's category), or a parent's list (a category's tests). `remembered` is the list as the
   * user left it (`listPath` with its URL state).
   */
  parentOf?: (record: Rec, remembered: string) => ParentLink;
  /** The create page's parent, fixed by its address (`?category_id=3`): Back goes there. */
  createParentOf?: (presets: URLSearchParams) => ParentLink | null;
  /** Administrators only: anyone else reads the administrators' message, and no call is made. */
  adminOnly?: boolean;
  /** The generated read hook; its failures are shown by the screen, so only logged. */
  useRecord: (id: number) => UseQueryResult<Rec, unknown>;
  /** The generated zod of the record, to read a 409's `current` (it is the contract's shape too). */
  recordSchema: ZodType<Rec>;
  /** The view: every line, in order. */
  summary: (record: Rec) => readonly SummaryItem[];
  /** More of the record's page below its view (a category's questions), while it is not being edited. */
  Details?: (props: { record: Rec }) => ReactNode;
  form: {
    idPrefix: string;
    /** The body's fields in focus order, with their words. */
    fields: Readonly<Record<string, FieldText>>;
    createSchema: ZodType<Payload>;
    /** The update body without `version` (the layer adds the version the edit started from). */
    updateSchema: ZodType<Payload>;
    /** The update schema when its rules depend on the record (bands that must reach its max score). */
    updateSchemaFor?: (record: Rec) => ZodType<Payload>;
    /** A new record's values; `presets` are the URL's (a parent chosen on the list). */
    empty: (presets: URLSearchParams) => Values;
    fromRecord: (record: Rec) => Values;
    toPayload: (values: Values) => unknown;
    /** The controls, bound to the form (TextControl, pickers...). */
    Fields: (props: { form: EntityForm<Values, Payload>; record?: Rec }) => ReactNode;
  };
  /** The generated mutations, as plain async functions (`generatedWrites`). */
  useWrites: () => RecordWrites<Rec, Payload>;
  /** Every cached answer a change may alter, through the generated query keys. */
  invalidate: (client: QueryClient, record: Rec) => Promise<void>;
  /** Said in the confirm dialog before disabling (what happens to what depends on it). */
  disableNote?: (record: Rec) => string;
  /** More of the view's actions, beside Edit and Disable (a link to the records in it). */
  actions?: (record: Rec) => ReactNode;
}

interface Mutation<Variables, Result> {
  mutateAsync: (variables: Variables) => Promise<Result>;
}

/**
 * A record's writes from its generated mutation hooks, as the proposed calls are shaped
 * (docs/proposed-api.md): `POST v3/<thing>/` with the body, `PUT v3/<thing>/{id}` with the body and
 * the version it was made from, `PUT v3/<thing>/{id}/status`.
 */
export const generatedWrites =
  <Rec, Payload>(hooks: {
    useCreate: () => Mutation<{ data: Payload }, Rec>;
    useUpdate: () => Mutation<{ id: number; data: Payload & { version: number } }, Rec>;
    useSetStatus: () => Mutation<{ id: number; data: { status: boolean } }, Rec>;
  }) =>
  (): RecordWrites<Rec, Payload> => {
    const create = hooks.useCreate();
    const update = hooks.useUpdate();
    const status = hooks.useSetStatus();
    return {
      create: (data) => create.mutateAsync({ data }),
      update: (id, data) => update.mutateAsync({ id, data }),
      setStatus: (id, value) => status.mutateAsync({ id, data: { status: value } }),
    };
  };

/** A record's name in titles and messages. */
export const recordName = <Rec extends EditableRecord>(
  definition: { nameOf?: (record: Rec) => string },
  record: Rec,
): string => {
  if (definition.nameOf) return definition.nameOf(record);
  const name = (record as Rec & { name?: unknown }).name;
  return typeof name === 'string' ? name : `#${record.id}`;
};
