import { type ReactNode, useEffect, useRef } from 'react';
import {
  type ArrayPath,
  type FieldValues,
  type Path,
  useFieldArray,
  useFormState,
  useWatch,
} from 'react-hook-form';

import { errorIdOf } from '../field';
import type { EntityForm } from './use-entity-form';

/** A choice of a select column; choices with a group are listed under it (an optgroup). */
export interface RowChoice {
  value: string;
  label: string;
  group?: string;
}

/** One column of a rows editor: a native select of `options`, else a text input. */
export interface RowsColumn {
  /** The row's key ('low'). */
  key: string;
  label: string;
  options?: readonly RowChoice[];
  /** The phone's keyboard for a number: 'decimal' (5.7) or 'numeric' (18). */
  inputMode?: 'decimal' | 'numeric';
  placeholder?: string;
  /** A short value (an age): a narrow input. */
  narrow?: boolean;
}

const groupsOf = (choices: readonly RowChoice[]): Array<[string | undefined, RowChoice[]]> => {
  const groups = new Map<string | undefined, RowChoice[]>();
  for (const choice of choices) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups];
};

/** A select's options, under their groups. */
const OptionList = ({ options }: { options: readonly RowChoice[] }) =>
  groupsOf(options).map(([group, choices]) => {
    const items = choices.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {choice.label}
      </option>
    ));
    return group === undefined ? (
      items
    ) : (
      <optgroup key={group} label={group}>
        {items}
      </optgroup>
    );
  });

/** A row as the form holds it: every value as typed or picked. */
export type EditedRow = Readonly<Record<string, string>>;

interface RowsEditorProps<Values extends FieldValues, Payload> {
  form: EntityForm<Values, Payload>;
  /** The form's list field ('ranges'); its id is the table's, `${id}-${row}-${key}` each cell's. */
  name: string;
  /** The table's caption: the list's name. */
  caption: string;
  /** 'Range': rows are 'range 3' to screen readers, 'Add a range', 'Remove range 3'. */
  rowName: string;
  columns: readonly RowsColumn[];
  /** The row Add appends, from the rows there are (to carry on from the last one). */
  newRow: (rows: readonly EditedRow[]) => EditedRow;
  /** Said under the caption: how to read a row. */
  note?: ReactNode;
  /** At most this many rows (the contract's maxItems): Add is then disabled, and says so. */
  max?: number;
}

/**
 * A select's options and the row's own value when they no longer hold it (a label unticked since),
 * so the value stays what it is and the form's rules say what is wrong with it; the placeholder
 * first when there is one (a blank row's), a dash when there is nothing to pick.
 */
const optionsWith = (column: RowsColumn, value: string | undefined): readonly RowChoice[] => {
  const options = column.options ?? [];
  const own =
    value !== undefined && value !== '' && !options.some((option) => option.value === value)
      ? [{ value, label: value }]
      : [];
  const blank = column.placeholder ? [{ value: '', label: column.placeholder }] : [];
  const all = [...blank, ...own, ...options];
  return all.length === 0 ? [{ value: '', label: '—' }] : all;
};

interface MessageNode {
  message?: unknown;
  root?: { message?: unknown };
}

const messageOf = (node: unknown): string | undefined => {
  const message = (node as MessageNode | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * A list of records edited as a table (react-hook-form's useFieldArray): a row per record with a
 * control per column, Add and Remove. Messages show with the table: each cell's own under it (the
 * schema's rules worded by `FieldText.items`), a message about a whole row (at the row's `root`:
 * two ranges that overlap) and about the whole list (at the list's `root` or on the list itself, a
 * server's refusal) in a list under the table that names the row. The first row with a message
 * takes the focus after Save (`useEntityForm`); a new row's first control takes it after Add.
 */
export const RowsEditor = <Values extends FieldValues, Payload>({
  form,
  name,
  caption,
  rowName,
  columns,
  newRow,
  note,
  max,
}: RowsEditorProps<Values, Payload>) => {
  const { control, register, getValues, trigger } = form.form;
  const { fields, append, remove } = useFieldArray({ control, name: name as ArrayPath<Values> });
  const { errors, isSubmitted } = useFormState({ control });
  // A row's message may come from another row or field (two ranges that overlap, a label no longer
  // picked): react-hook-form re-checks only the control that changed, so after the first Save the
  // whole list is checked again on any change, and a fixed problem goes at once.
  // Only on a change: Save itself has just checked everything (and a save may be on its way).
  const values = useWatch({ control });
  const checked = useRef(values);
  useEffect(() => {
    if (checked.current === values) return;
    checked.current = values;
    if (isSubmitted) void trigger(name as Path<Values>);
  }, [values, isSubmitted, trigger, name]);
  const id = form.idOf(name);
  const problemsId = `${id}-problems`;
  const listErrors = (errors as Record<string, unknown>)[name] as
    (MessageNode & Record<number, Record<string, unknown> | undefined>) | undefined;
  const rowErrors = (row: number) => listErrors?.[row];
  const cellError = (row: number, key: string) => messageOf(rowErrors(row)?.[key]);
  const rowProblem = (row: number) => messageOf(rowErrors(row)?.root) ?? messageOf(rowErrors(row));
  const lowerName = rowName.toLowerCase();
  const listProblems = [messageOf(listErrors), messageOf(listErrors?.root)].filter(
    (message): message is string => message !== undefined,
  );
  const rowProblems = fields.flatMap((_, row) => {
    const message = rowProblem(row);
    return message === undefined ? [] : [{ row, message }];
  });
  // Read at each render: the editor renders again on every change (useWatch above).
  const rowsNow = (): EditedRow[] => (getValues(name as Path<Values>) as EditedRow[] | undefined) ?? [];
  const rows = rowsNow();
  const add = () => append(newRow(rowsNow()) as never);
  // After a Remove the focus would fall to the page: it goes to Add (enabled again by then when the
  // table was full).
  const addRef = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    addRef.current?.focus();
  });
  const full = max !== undefined && fields.length >= max;
  return (
    <div className="ui-field ui-rows">
      <table id={id} className="ui-table ui-rows-table" tabIndex={-1} aria-describedby={problemsId}>
        <caption>
          <span className="ui-rows-caption">{caption}</span>
          {note ? <span className="ui-rows-note">{note}</span> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{rowName}</span>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 2}>No {lowerName}s yet.</td>
            </tr>
          ) : null}
          {fields.map((field, row) => {
            const problem = rowProblem(row);
            return (
              <tr key={field.id} id={`${id}-${row}`} className={problem ? 'ui-row-invalid' : undefined}>
                <th scope="row">{row + 1}</th>
                {columns.map((column) => {
                  const cellId = `${id}-${row}-${column.key}`;
                  const error = cellError(row, column.key);
                  const described = [error ? errorIdOf(cellId) : '', problem ? `${id}-${row}-problem` : '']
                    .filter(Boolean)
                    .join(' ');
                  const common = {
                    id: cellId,
                    className: column.narrow ? 'ui-input ui-input-narrow' : 'ui-input',
                    'aria-label': `${column.label}, ${lowerName} ${row + 1}`,
                    ...(error ? { 'aria-invalid': true as const } : {}),
                    ...(described ? { 'aria-describedby': described } : {}),
                    ...register(`${name}.${row}.${column.key}` as Path<Values>),
                  };
                  return (
                    <td key={column.key}>
                      {column.options ? (
                        <select {...common}>
                          <OptionList options={optionsWith(column, rows[row]?.[column.key])} />
                        </select>
                      ) : (
                        <input
                          {...common}
                          autoComplete="off"
                          inputMode={column.inputMode}
                          placeholder={column.placeholder}
                        />
                      )}
                      {error ? (
                        <small id={errorIdOf(cellId)} className="ui-field-error">
                          {error}
                        </small>
                      ) : null}
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    className="ui-btn ui-btn-outline ui-btn-sm"
                    aria-label={`Remove ${lowerName} ${row + 1}`}
                    onClick={() => {
                      removed.current = true;
                      remove(row);
                    }}
                  >
                    <i className="pi pi-trash" aria-hidden="true" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul id={problemsId} className="ui-rows-problems">
        {listProblems.map((message) => (
          <li key={message} className="ui-field-error">
            {message}
          </li>
        ))}
        {rowProblems.map(({ row, message }) => (
          <li key={row} id={`${id}-${row}-problem`} className="ui-field-error">
            {`${rowName} ${row + 1}: ${message}`}
          </li>
        ))}
      </ul>
      <div className="ui-actions ui-actions-start">
        <button
          ref={addRef}
          type="button"
          className="ui-btn ui-btn-outline ui-btn-sm"
          onClick={add}
          disabled={full}
        >
          <i className="pi pi-plus" aria-hidden="true" /> Add a {lowerName}
        </button>
        {full ? <small className="ui-total">{`At most ${String(max)} ${lowerName}s.`}</small> : null}
      </div>
    </div>
  );
};
