import { Controller, type FieldValues, type Path } from 'react-hook-form';

import { DateField } from '../../date-field';
import { describedBy, errorIdOf, Field } from '../../field';
import type { EntityForm } from '../../form/use-entity-form';
import type { PickerOption } from '../../option-picker';
import type { CatalogueField, Choice, OptionsState } from './fields';

interface ControlProps<Values extends FieldValues, Payload> {
  form: EntityForm<Values, Payload>;
  field: CatalogueField<unknown>;
}

/** A set of checkboxes (several of a short list): a labelled group, its message below it. */
const CheckboxGroup = ({
  id,
  label,
  error,
  choices,
  value,
  onChange,
  status,
}: {
  id: string;
  label: string;
  error: string | undefined;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  status?: React.ReactNode;
}) => (
  <fieldset className="ui-field ui-checks" aria-describedby={error ? errorIdOf(id) : undefined}>
    <legend>{label}</legend>
    <div className="ui-checks-list">
      {choices.map((choice, index) => (
        <label key={choice.value} className="ui-check">
          <input
            type="checkbox"
            // The first box carries the field's id: a message sends the focus there.
            id={index === 0 ? id : `${id}-${index}`}
            checked={value.includes(choice.value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, choice.value]
                  : value.filter((picked) => picked !== choice.value),
              )
            }
          />
          {choice.label}
        </label>
      ))}
    </div>
    {status}
    {error ? (
      <small id={errorIdOf(id)} className="ui-field-error">
        {error}
      </small>
    ) : null}
  </fieldset>
);

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

/** One catalogue field's control, by its kind. */
export const FieldControl = <Values extends FieldValues, Payload>({
  form,
  field,
}: ControlProps<Values, Payload>) => {
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
  }
};
