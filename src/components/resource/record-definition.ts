import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';

import type { ConfirmText } from '../confirm-action';
import type { EntityForm } from '../form/use-entity-form';
import type { FieldText } from '../form/zod-messages';
import type { Transition } from '../status-transitions';

/** What every record of a proposed call carries: its id, and the version an update starts from (requirements 11.2). */
export interface RecordBase {
  id: number;
  version: number;
}

/** A record with the Active/Inactive flag it is disabled by instead of deleted (requirements 11.5). */
export interface EditableRecord extends RecordBase {
  status: boolean;
}

/** The record has the boolean `status` that Disable/Enable turns. */
export const hasActiveFlag = <Rec extends RecordBase>(record: Rec): record is Rec & EditableRecord =>
  typeof (record as { status?: unknown }).status === 'boolean';

/** A custom action of a record's view ('Send reminder'), asked first where it asks. */
export interface RecordCommand<Rec> {
  label: string;
  confirm?: (record: Rec) => ConfirmText;
  danger?: boolean;
  /** Offered for this record (the states it applies to); always by default. */
  shown?: (record: Rec) => boolean;
  /** The call, from a generated mutation hook: answers the record as it is now. */
  useRun: () => (record: Rec) => Promise<Rec>;
  /** The success toast. */
  doneText: (saved: Rec) => string;
}

/** A status that is an enum: the moves the server allows now (the record's `allowed_actions`). */
export interface RecordWorkflow<Rec> {
  /** The status as it is (a tag), before the moves. */
  statusOf: (record: Rec) => ReactNode;
  allowedOf: (record: Rec) => readonly string[];
  /** The words of the moves the screen knows; a move without them shows its name, asked first. */
  transitions: Readonly<Record<string, Transition>>;
  /** The call, from a generated mutation hook: answers the record as it is now. */
  useMove: () => (record: Rec, action: string) => Promise<Rec>;
}

/** A list related to the record, as a tab below its view (`?tab=`): a query's messages, a clinic's kiosks. */
export interface RelatedList<Rec> {
  /** In the URL: `?tab=messages`. */
  id: string;
  label: string;
  Panel: (props: { record: Rec }) => ReactNode;
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
export interface RecordDefinition<Rec extends RecordBase, Values extends FieldValues, Payload> {
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
  /** Edit in place (the default), on its own route (an `<EditScreen>` at `path`), or not at all. */
  edit?: 'in-place' | 'none' | { path: (id: number) => string };
  /**
   * Disable/Enable of a boolean `status` (the default, where the record has one), none, or an enum
   * status's moves.
   */
  status?: 'toggle' | 'none' | RecordWorkflow<Rec>;
  /** Custom actions of the view, each with its confirm. */
  commands?: readonly RecordCommand<Rec>[];
  /** Lists related to the record, as tabs below the view. */
  related?: readonly RelatedList<Rec>[];
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
export const recordName = <Rec extends RecordBase>(
  definition: { nameOf?: (record: Rec) => string },
  record: Rec,
): string => {
  if (definition.nameOf) return definition.nameOf(record);
  const name = (record as Rec & { name?: unknown }).name;
  return typeof name === 'string' ? name : `#${record.id}`;
};
