import type { FieldValues, Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';

import { type EditedRow, RowsEditor, type RowsColumn } from '../../form/rows-editor';
import type { EntityForm } from '../../form/use-entity-form';
import type { Choice, Control, RowsColumnSpec } from './fields';

type RowsSpec = Extract<Control, { kind: 'rows' }>;

const options = (choices: readonly Choice[]) => choices.map(({ value, label }) => ({ value, label }));

/** A column's options: its own, or the values picked in its `choicesFrom` field, in that field's order. */
const columnOf = (column: RowsColumnSpec, picked: ReadonlyMap<string, unknown>): RowsColumn => {
  const base = { key: column.key, label: column.label, ...(column.narrow ? { narrow: true } : {}) };
  switch (column.kind) {
    case 'number':
      return {
        ...base,
        inputMode: column.decimals ? 'decimal' : 'numeric',
        ...(column.placeholder ? { placeholder: column.placeholder } : {}),
      };
    case 'date':
      return { ...base, placeholder: 'DD-MM-YYYY' };
    case 'text':
      return { ...base, ...(column.placeholder ? { placeholder: column.placeholder } : {}) };
    case 'choice': {
      if ('choices' in column) return { ...base, options: options(column.choices) };
      const from = picked.get(column.choicesFrom.field);
      const values = Array.isArray(from) ? from : [];
      return {
        ...base,
        options: options(column.choicesFrom.choices.filter((choice) => values.includes(choice.value))),
      };
    }
  }
};

/** A blank row: nothing typed, a choice's first option. */
const blankRow = (columns: readonly RowsColumn[]): EditedRow =>
  Object.fromEntries(columns.map((column) => [column.key, column.options?.[0]?.value ?? '']));

/** A `rows` field of a catalogue: the form's rows editor, its choices kept in step with the form. */
export const RowsControl = <Values extends FieldValues, Payload>({
  form,
  name,
  label,
  control,
}: {
  form: EntityForm<Values, Payload>;
  name: string;
  label: string;
  control: RowsSpec;
}) => {
  const sources = control.columns.flatMap((column) =>
    column.kind === 'choice' && 'choicesFrom' in column ? [column.choicesFrom.field] : [],
  );
  const watched = useWatch({ control: form.form.control, name: sources as Path<Values>[] }) as unknown[];
  const picked = new Map(sources.map((source, index) => [source, watched[index]]));
  const columns = control.columns.map((column) => columnOf(column, picked));
  return (
    <RowsEditor
      form={form}
      name={name}
      caption={label}
      rowName={control.rowName}
      columns={columns}
      newRow={(rows) => (control.newRow ? control.newRow(rows, form.form.getValues()) : blankRow(columns))}
      note={control.note}
    />
  );
};
