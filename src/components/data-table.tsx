import { memo, type ReactNode } from 'react';

import { keyboardScroll } from './keyboard-scroll';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-align numbers and actions. */
  align?: 'end';
  /** Keep the value on one line (dates: '02-06-2026' must not break at its dashes). */
  nowrap?: boolean;
}

const cellClass = <Row,>(column: Column<Row>): string | undefined =>
  [column.align === 'end' ? 'ui-end' : '', column.nowrap ? 'ui-nowrap' : ''].filter(Boolean).join(' ') ||
  undefined;

interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in one full-width cell when there are no rows (and while loading). */
  emptyText: string;
  busy?: boolean;
  /** A failed load: shown as an alert in the full-width cell, with Try again when onRetry is given. */
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
}

const DataTableRows = <Row,>(props: DataTableProps<Row>) => {
  const { caption, columns, rows, rowKey, emptyText, busy, errorText, onRetry } = props;
  return (
    <div className="ui-table-wrap" ref={keyboardScroll}>
      <table className="ui-table" aria-busy={busy ? true : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'end' ? 'ui-end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {errorText !== undefined ? (
            <tr>
              <td colSpan={columns.length} className="ui-table-empty">
                <span role="alert">{errorText}</span>{' '}
                {onRetry ? (
                  <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={onRetry}>
                    Try again
                  </button>
                ) : null}
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ui-table-empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
};

/**
 * A plain semantic table: th scope=col headers, a caption for screen readers, one cell spanning
 * every column for the empty state. Much lighter than PrimeReact's DataTable (figures in
 * docs/ui-kit.md). Memoised: a URL change a list has not yet taken in (its parameters are deferred,
 * issue 19) re-renders the screen, not its rows; columns, rowKey and onRetry must be stable.
 */
export const DataTable = memo(DataTableRows) as typeof DataTableRows;
