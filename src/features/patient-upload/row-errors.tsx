import { useEffect, useState } from 'react';

import { keyboardScroll } from '@/components/keyboard-scroll';

import { COLUMNS, type Cells, type RowError } from './rules';
import type { FileRow } from './use-upload';

export const ERRORS_PAGE = 50;

interface RowErrorsProps {
  rows: readonly FileRow[];
  onCorrect: (line: number, cells: Cells) => void;
}

/** Every error of the file at once (row, column, value, message), 50 a page, each row correctable. */
export const RowErrors = ({ rows, onCorrect }: RowErrorsProps) => {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const [fixed, setFixed] = useState<number | null>(null);
  const invalid = rows.filter((row) => !row.check.ok);
  const errors: RowError[] = invalid.flatMap((row) => (row.check.ok ? [] : row.check.errors));
  const pages = Math.max(1, Math.ceil(errors.length / ERRORS_PAGE));
  const shown = errors.slice(page * ERRORS_PAGE, (page + 1) * ERRORS_PAGE);
  const open = rows.find((row) => row.line === editing) ?? null;
  const cellsOf = new Map(rows.map((row) => [row.line, row.cells]));

  return (
    <section aria-labelledby="upload-errors-title" className="ui-card">
      <h2 id="upload-errors-title" className="ui-subtitle">
        Rows with errors: {invalid.length} ({errors.length} errors)
      </h2>
      {fixed !== null && <p role="status">Row {fixed} is correct now.</p>}
      {errors.length > 0 && (
        <div className="ui-table-wrap" ref={keyboardScroll}>
          <table className="ui-table">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Value</th>
                <th scope="col">Message</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((error, index) => (
                <tr key={`${error.line}-${error.column}`}>
                  <td>{error.line}</td>
                  <td>{error.column}</td>
                  <td>{cellsOf.get(error.line)?.[error.column]}</td>
                  <td>{error.message}</td>
                  <td>
                    {shown[index - 1]?.line !== error.line && (
                      <button
                        type="button"
                        className="ui-btn ui-btn-outline ui-btn-sm"
                        onClick={() => {
                          setFixed(null);
                          setEditing(error.line);
                        }}
                      >
                        Correct row {error.line}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <div className="ui-actions">
          <button
            type="button"
            className="ui-btn ui-btn-outline"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous errors
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button
            type="button"
            className="ui-btn ui-btn-outline"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next errors
          </button>
        </div>
      )}
      {open && (
        <CorrectRow
          key={open.line}
          row={open}
          onApply={(cells) => {
            onCorrect(open.line, cells);
          }}
          onDone={() => {
            setFixed(open.line);
            setEditing(null);
            setPage(0);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  );
};

interface CorrectRowProps {
  row: FileRow;
  onApply: (cells: Cells) => void;
  onDone: () => void;
  onCancel: () => void;
}

const CorrectRow = ({ row, onApply, onDone, onCancel }: CorrectRowProps) => {
  const [draft, setDraft] = useState<Cells>(row.cells);
  const [applied, setApplied] = useState(false);
  // Once applied, the row's own check says whether it is good now.
  const good = applied && row.check.ok;
  useEffect(() => {
    if (good) onDone();
  }, [good, onDone]);
  const wrong = new Set(row.check.ok ? [] : row.check.errors.map((error) => error.column));
  return (
    <form
      aria-label={`Correct row ${row.line}`}
      className="ui-form-grid"
      onSubmit={(event) => {
        event.preventDefault();
        setApplied(true);
        onApply(draft);
      }}
    >
      {COLUMNS.map((column) => (
        <label key={column} className="ui-field">
          <span className="ui-field-label">{column}</span>
          <input
            className="ui-input"
            value={draft[column]}
            aria-invalid={wrong.has(column) || undefined}
            onChange={(event) => setDraft({ ...draft, [column]: event.target.value })}
          />
        </label>
      ))}
      <div className="ui-actions">
        <button type="submit" className="ui-btn">
          Apply correction
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
};
