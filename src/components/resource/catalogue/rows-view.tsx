import type { RowsColumnSpec } from './fields';

const cell = (column: RowsColumnSpec, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (column.kind === 'date' && typeof value === 'string') return value.split('-').reverse().join('-');
  if (column.kind === 'choice') {
    const choices = 'choices' in column ? column.choices : column.choicesFrom.choices;
    return (
      choices.find((choice) => choice.value === value)?.label ?? (typeof value === 'string' ? value : '—')
    );
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '—';
};

/** A `rows` field in the view: a table with its label as caption (a record's own `show` may do better). */
export const RowsView = ({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly RowsColumnSpec[];
  rows: readonly Record<string, unknown>[];
}) =>
  rows.length === 0 ? (
    '—'
  ) : (
    <table className="ui-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {columns.map((column) => (
              <td key={column.key}>{cell(column, row[column.key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
