import { Controller, type FieldValues, type Path } from 'react-hook-form';

import { Field } from '../field';
import { OptionPicker, type PickerOption } from '../option-picker';
import type { EntityForm } from './use-entity-form';

interface PickerFieldProps<Values extends FieldValues, Payload> {
  form: EntityForm<Values, Payload>;
  /** The form's field that holds the picked `{ id, name }` (or null). */
  name: Path<Values>;
  label: string;
  options: readonly PickerOption[];
  loading: boolean;
  error: boolean;
  placeholder: string;
  emptyText: string;
}

/**
 * A labelled `OptionPicker` bound to one field of an entity form, with the field's refusal under it:
 * the one way a form picks a record by name (CustomerPicker, the rollout's clinic).
 */
export const PickerField = <Values extends FieldValues, Payload>({
  form,
  name,
  label,
  options,
  loading,
  error,
  placeholder,
  emptyText,
}: PickerFieldProps<Values, Payload>) => {
  const id = form.idOf(name);
  const invalid = form.errorOf(name);
  return (
    <Field id={id} label={label} error={invalid}>
      <Controller
        control={form.form.control}
        name={name}
        render={({ field: { value, onChange } }) => (
          <OptionPicker
            id={id}
            value={value}
            onChange={onChange}
            options={options}
            loading={loading}
            error={error}
            placeholder={placeholder}
            emptyText={emptyText}
            invalidText={invalid}
          />
        )}
      />
    </Field>
  );
};
