import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id; the label points at it and the error is `${id}-error`. */
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export const errorIdOf = (id: string): string => `${id}-error`;
export const labelIdOf = (id: string): string => `${id}-label`;

/** Label above the control, the validation message below it (linked by aria-describedby). */
export const Field = ({ id, label, error, children }: FieldProps) => (
  <div className="ui-field">
    <label id={labelIdOf(id)} htmlFor={id}>
      {label}
    </label>
    {children}
    {error ? (
      <small id={errorIdOf(id)} className="ui-field-error">
        {error}
      </small>
    ) : null}
  </div>
);

/** aria-invalid and aria-describedby for a control inside a Field. */
export const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) } : {};
