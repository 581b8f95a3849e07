import { type ReactNode, useEffect, useRef } from 'react';

import { errorIdOf } from '../field';

/** A choice of a `choice` cell; choices with a group are listed under it. */
export interface RowChoice {
  value: string;
  label: string;
  group?: string;
}

/** How one column's cells are edited. Every cell holds text, as typed; the form maps it to the body. */
export type RowsCell =
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'text'; maxLength?: number }
  | { kind: 'choice'; choices: readonly RowChoice[]; placeholder: string };

export interface RowsColumn {
  key: string;
  header: string;
  cell: RowsCell;
}

export type EditableRow = Readonly<Record<string, string>>;

interface RowsEditorProps {
  /** The first control's id (a message sends the focus there); the message is `${id}-error`. */
  id: string;
  /** The table's name ('Score bands'). */
  caption: string;
  /** One row's name in labels: 'band' gives 'From, band 2' and 'Remove band 2'. */
  rowNoun: string;
  columns: readonly RowsColumn[];
  rows: readonly EditableRow[];
  onChange: (rows: EditableRow[]) => void;
  /** A new row's cells. */
  newRow: () => EditableRow;
  /** At most this many rows (the contract's maxItems). */
  max?: number;
  error?: string | undefined;
  /** Under the table, above the message (what the rows must add up to). */
  hint?: ReactNode;
}

const groupsOf = (choices: readonly RowChoice[]): Array<[string | undefined, RowChoice[]]> => {
  const groups = new Map<string | undefined, RowChoice[]>();
  for (const choice of choices) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups];
};

const CellControl = ({
  id,
  label,
  cell,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  cell: RowsCell;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) => {
  const common = {
    id,
    className: 'ui-input',
    'aria-label': label,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
    value,
  };
  if (cell.kind === 'choice') {
    return (
      <select {...common} onChange={(event) => onChange(event.target.value)}>
        <option value="">{cell.placeholder}</option>
        {groupsOf(cell.choices).map(([group, choices]) => {
          const options = choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ));
          return group === undefined ? (
            options
          ) : (
            <optgroup key={group} label={group}>
              {options}
            </optgroup>
          );
        })}
      </select>
    );
  }
  return (
    <input
      {...common}
      autoComplete="off"
      {...(cell.kind === 'number'
        ? { type: 'number', inputMode: 'numeric' as const, min: cell.min, max: cell.max, step: 1 }
        : { type: 'text', maxLength: cell.maxLength })}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};

/**
 * An editable table of rows (a questionnaire's score bands, a test's ranges): a control per cell,
 * Remove per row, Add below; one message for the whole table (its rule is about the rows together).
 * Controlled: the caller binds `rows` and `onChange` to its form (a react-hook-form Controller).
 * Focus follows the edit: Add moves it to the new row, Remove to the Add button.
 */
export const RowsEditor = (props: RowsEditorProps) => {
  const { id, caption, rowNoun, columns, rows, onChange, newRow, max, error, hint } = props;
  const addRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the change is rendered: the row Add made, or Add after a Remove
  // (enabled again by then, when the table was full).
  const focusNext = useRef<number | 'add' | null>(null);
  const cellId = (row: number, key: string) =>
    row === 0 && key === columns[0]?.key ? id : `${id}-${row + 1}-${key}`;
  const firstKey = columns[0]?.key ?? '';
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    if (next === 'add') addRef.current?.focus();
    else document.getElementById(cellId(next, firstKey))?.focus();
  });
  const errorId = error ? errorIdOf(id) : undefined;
  const full = max !== undefined && rows.length >= max;
  const update = (index: number, key: string, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  const remove = (index: number) => {
    focusNext.current = 'add';
    onChange(rows.filter((_row, at) => at !== index));
  };
  const add = () => {
    focusNext.current = rows.length;
    onChange([...rows, newRow()]);
  };
  return (
    <fieldset className="ui-field ui-rows" aria-describedby={errorId}>
      <legend className="ui-field-label">{caption}</legend>
      <div className="ui-table-wrap">
        <table className="ui-table ui-rows-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="ui-table-empty">
                  {`No ${rowNoun}s yet.`}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.key}>
                      <CellControl
                        id={cellId(index, column.key)}
                        label={`${column.header}, ${rowNoun} ${index + 1}`}
                        cell={column.cell}
                        value={row[column.key] ?? ''}
                        invalid={error !== undefined}
                        describedBy={errorId}
                        onChange={(value) => update(index, column.key, value)}
                      />
                    </td>
                  ))}
                  <td className="ui-end">
                    <button
                      type="button"
                      className="ui-btn ui-btn-outline ui-btn-sm"
                      aria-label={`Remove ${rowNoun} ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="ui-actions ui-actions-start">
        <button
          ref={addRef}
          type="button"
          // With no rows, the message's focus lands on Add.
          id={rows.length === 0 ? id : undefined}
          className="ui-btn ui-btn-outline ui-btn-sm"
          onClick={add}
          disabled={full}
        >
          <i className="pi pi-plus" aria-hidden="true" /> {`Add ${rowNoun}`}
        </button>
        {full ? <small className="ui-total">{`At most ${max} ${rowNoun}s.`}</small> : null}
      </div>
      {hint}
      {error ? (
        <small id={errorIdOf(id)} className="ui-field-error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
};
