import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

import { describedBy, Field } from '../field';
import type { EntityForm } from './use-entity-form';

interface TextControlProps<Values extends FieldValues, Payload> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'id'
> {
  form: EntityForm<Values, Payload>;
  name: Path<Values>;
  label: string;
}

/** A text input bound to an entity form: its label, its message below it, aria-invalid. */
export const TextControl = <Values extends FieldValues, Payload>({
  form,
  name,
  label,
  ...input
}: TextControlProps<Values, Payload>) => {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        className="ui-input"
        autoComplete="off"
        {...input}
        {...form.form.register(name)}
        {...describedBy(id, error)}
      />
    </Field>
  );
};

/** A value shown, not edited, in a form (a parent fixed by the route). */
export const FixedValue = ({ label, value }: { label: string; value: string }) => (
  <div className="ui-field">
    <span className="ui-field-label">{label}</span>
    <span className="ui-fixed-value">{value}</span>
  </div>
);
