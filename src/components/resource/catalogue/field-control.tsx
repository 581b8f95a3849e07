import { Controller, type FieldValues, type Path, useWatch } from 'react-hook-form';

import { DateField } from '../../date-field';
import { describedBy, errorIdOf, Field } from '../../field';
import type { EntityForm } from '../../form/use-entity-form';
import type { PickerOption } from '../../option-picker';
import { CheckboxGroup } from './checkbox-group';
import type { CatalogueField, Choice, OptionsState } from './fields';
import { RowsControl } from './rows-control';

interface ControlProps<Values extends FieldValues, Payload> {
  form: EntityForm<Values, Payload>;
  field: CatalogueField<unknown>;
}

/** 'Loading...' or a failed list with Try again, under a reference's control. */
const OptionsStatus = ({ state, label }: { state: OptionsState; label: string }) =>
  state.failed ? (
    <small className="ui-total" role="status">
      The {label.toLowerCase()} list could not be loaded.{' '}
      <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={state.retry}>
        Try again
      </button>
    </small>
  ) : state.loading ? (
    <small className="ui-total" role="status">
      Loading...
    </small>
  ) : null;

const asChoices = (options: readonly PickerOption[]): Choice[] =>
  options.map((option) => ({ value: String(option.id), label: option.name }));

/** A reference: a native select of the other catalogue's active records, bound to the form. */
const ReferenceControl = <Values extends FieldValues, Payload>({
  form,
  field,
  useOptions,
}: ControlProps<Values, Payload> & { useOptions: () => OptionsState }) => {
  const id = form.idOf(field.key);
  const error = form.errorOf(field.key);
  const state = useOptions();
  return (
    <Field id={id} label={field.label} error={error}>
      <Controller
        control={form.form.control}
        name={field.key as Path<Values>}
        render={({ field: bound }) => {
          const value = bound.value as PickerOption | null;
          return (
            <select
              id={id}
              className="ui-input"
              value={value?.id ?? ''}
              onChange={(event) =>
                bound.onChange(
                  state.options.find((option) => option.id === Number(event.target.value)) ?? null,
                )
              }
              {...describedBy(id, error)}
            >
              <option value="">{`Select a ${field.label.toLowerCase()}`}</option>
              {value && !state.options.some((option) => option.id === value.id) ? (
                <option value={value.id}>{value.name}</option>
              ) : null}
              {state.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          );
        }}
      />
      <OptionsStatus state={state} label={field.label} />
    </Field>
  );
};

/** Several references: a checkbox per active record of the other catalogue. */
const ReferencesControl = <Values extends FieldValues, Payload>({
  form,
  field,
  useOptions,
}: ControlProps<Values, Payload> & { useOptions: () => OptionsState }) => {
  const state = useOptions();
  return (
    <Controller
      control={form.form.control}
      name={field.key as Path<Values>}
      render={({ field: bound }) => (
        <CheckboxGroup
          id={form.idOf(field.key)}
          label={field.label}
          error={form.errorOf(field.key)}
          choices={asChoices(state.options)}
          value={((bound.value as readonly number[] | undefined) ?? []).map(String)}
          onChange={(next) => bound.onChange(next.map(Number))}
          status={<OptionsStatus state={state} label={field.label} />}
        />
      )}
    />
  );
};

/** A field shown only while another holds one of its values (`onlyWhen`). */
const WhenShown = <Values extends FieldValues, Payload>({
  form,
  field,
  when,
}: ControlProps<Values, Payload> & { when: NonNullable<CatalogueField<unknown>['onlyWhen']> }) => {
  const value: unknown = useWatch({ control: form.form.control, name: when.field as Path<Values> });
  return typeof value === 'string' && when.is.includes(value) ? <Control form={form} field={field} /> : null;
};

/** One catalogue field's control, by its kind; none while its `onlyWhen` does not hold. */
export const FieldControl = <Values extends FieldValues, Payload>({
  form,
  field,
}: ControlProps<Values, Payload>) =>
  field.onlyWhen ? (
    <WhenShown form={form} field={field} when={field.onlyWhen} />
  ) : (
    <Control form={form} field={field} />
  );

const Control = <Values extends FieldValues, Payload>({ form, field }: ControlProps<Values, Payload>) => {
  const id = form.idOf(field.key);
  const error = form.errorOf(field.key);
  const name = field.key as Path<Values>;
  const { control } = field;
  switch (control.kind) {
    case 'text':
    case 'number':
      return (
        <Field id={id} label={field.label} error={error}>
          <input
            id={id}
            className={
              control.kind === 'text' && control.letters ? `ui-input ui-input-${control.letters}` : 'ui-input'
            }
            autoComplete="off"
            {...(control.kind === 'number'
              ? {
                  type: 'number',
                  inputMode: 'numeric' as const,
                  min: control.min,
                  max: control.max,
                  step: control.step ?? 1,
                }
              : { maxLength: control.maxLength })}
            {...form.form.register(name)}
            {...describedBy(id, error)}
          />
        </Field>
      );
    case 'textarea':
      return (
        <Field id={id} label={field.label} error={error}>
          <textarea
            id={id}
            className="ui-input ui-textarea"
            rows={4}
            maxLength={control.maxLength}
            {...form.form.register(name)}
            {...describedBy(id, error)}
          />
        </Field>
      );
    case 'boolean':
      return (
        <div className="ui-field ui-check-field">
          <label className="ui-check">
            <input id={id} type="checkbox" {...form.form.register(name)} {...describedBy(id, error)} />
            {field.label}
          </label>
          {error ? (
            <small id={errorIdOf(id)} className="ui-field-error">
              {error}
            </small>
          ) : null}
        </div>
      );
    case 'date':
      return (
        <Field id={id} label={field.label} error={error}>
          <Controller
            control={form.form.control}
            name={name}
            render={({ field: bound }) => (
              <DateField
                id={id}
                value={bound.value ?? ''}
                onChange={bound.onChange}
                invalidText={error}
                errorId={errorIdOf(id)}
              />
            )}
          />
        </Field>
      );
    case 'choice':
      return (
        <Field id={id} label={field.label} error={error}>
          <select id={id} className="ui-input" {...form.form.register(name)} {...describedBy(id, error)}>
            {control.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
      );
    case 'choices':
      return (
        <Controller
          control={form.form.control}
          name={name}
          render={({ field: bound }) => (
            <CheckboxGroup
              id={id}
              label={field.label}
              error={error}
              choices={control.choices}
              value={(bound.value as readonly string[] | undefined) ?? []}
              onChange={bound.onChange}
            />
          )}
        />
      );
    case 'reference':
      return <ReferenceControl form={form} field={field} useOptions={control.useOptions} />;
    case 'references':
      return <ReferencesControl form={form} field={field} useOptions={control.useOptions} />;
    case 'rows':
      return <RowsControl form={form} name={field.key} label={field.label} control={control} />;
  }
};
