import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useMemo } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import { z, type ZodType } from 'zod';

import { type FieldText, fieldMessages } from './zod-messages';

export interface EntityFormOptions<Values extends FieldValues, Payload> {
  /** Prefix of the controls' ids: field `name` of 'country' is `country-name`. */
  idPrefix: string;
  /**
   * The write body's schema: the generated zod of the contract's request (openapi/v3.yaml), or a
   * screen's own where the requirements word the messages (camps).
   */
  schema: ZodType<Payload>;
  /**
   * The body from what the form holds, before it is checked: a picked option to its id, text trimmed.
   * The form's values carry the body's own keys, so a message lands on the field that holds it.
   */
  toPayload: (values: Values) => unknown;
  /** The body's fields in focus order, with the words their messages use. */
  fields: Readonly<Record<string, FieldText>>;
  defaultValues: Values;
}

export interface EntityForm<Values extends FieldValues, Payload> {
  form: UseFormReturn<Values, unknown, Payload>;
  /** The id of a field's control. */
  idOf: (field: string) => string;
  /** The message of a field, after the first Save; undefined when it is fine. */
  errorOf: (field: string) => string | undefined;
  /** Whether anything differs from what the form started with (the leave guard asks then). */
  dirty: boolean;
  /**
   * A submit handler: checks the values; when they pass, `onValid` gets the body; when not, the
   * messages show and the first field with one takes the focus.
   */
  submitWith: (
    onValid: (payload: Payload) => Promise<void> | void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
}

const CONTROLS = 'input, select, textarea, button';

/**
 * Where inside a field the first message is: [] for the field's own, ['2', 'low'] for a row's field
 * of a list, ['2', 'root'] for a message about a whole row, ['root'] for one about the whole list.
 */
export const firstErrorPath = (error: unknown): string[] => {
  if (
    typeof error !== 'object' ||
    error === null ||
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    return [];
  }
  for (const [key, inner] of Object.entries(error)) {
    if (key !== 'ref' && typeof inner === 'object' && inner !== null) return [key, ...firstErrorPath(inner)];
  }
  return [];
};

/**
 * Focuses the control of a message: the element whose id is the field's id and the path joined by
 * dashes (`test-type-ranges-2-low`), else the nearest one along the path (a row, `test-type-ranges-2`;
 * the list, `test-type-ranges`); an element that is not a control gives the focus to its first one.
 */
export const focusControl = (id: string, path: readonly string[]): void => {
  for (let length = path.length; length >= 0; length -= 1) {
    const element = document.getElementById([id, ...path.slice(0, length)].join('-'));
    if (!element) continue;
    const control = element.matches(CONTROLS) ? element : element.querySelector<HTMLElement>(CONTROLS);
    (control ?? element).focus();
    return;
  }
};

/**
 * One form's state (react-hook-form) validated by the contract's zod (docs/ui-kit.md, Forms):
 * messages appear after the first Save and then follow every change, so a corrected field clears
 * its message at once. The first field with a message takes the focus; in a list of rows, the first
 * row with one (`focusControl`).
 */
export const useEntityForm = <Values extends FieldValues, Payload>(
  options: EntityFormOptions<Values, Payload>,
): EntityForm<Values, Payload> => {
  const { schema, toPayload, fields, idPrefix } = options;
  const resolver = useMemo(
    () =>
      zodResolver(
        // The values in, the body out: the resolver hands `onValid` the checked body.
        z.preprocess((values) => toPayload(values as Values), schema) as unknown as ZodType<Payload, Values>,
        { error: fieldMessages(fields) },
      ),
    [schema, toPayload, fields],
  );
  const form = useForm<Values, unknown, Payload>({
    defaultValues: options.defaultValues as DefaultValues<Values>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const { errors, isDirty } = form.formState;
  const errorOf = (field: string): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const focusFirst = (found: FieldErrors<Values>) => {
    const first = Object.keys(fields).find((field) => field in found);
    if (first) focusControl(idOf(first), firstErrorPath((found as Record<string, unknown>)[first]));
  };
  return {
    form,
    idOf,
    errorOf,
    dirty: isDirty,
    submitWith: (onValid) => form.handleSubmit(onValid, focusFirst),
  };
};
