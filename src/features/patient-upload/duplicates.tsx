import type { PatientImportResult } from '@/generated/model';
import { formatDisplayDate } from '@/lib/dates';
import { keyboardScroll } from '@/components/keyboard-scroll';

import type { FileRow } from './use-upload';

interface DuplicatesProps {
  rows: readonly FileRow[];
  repeats: ReadonlyMap<number, number>;
  checked: ReadonlyMap<number, PatientImportResult>;
}

/** Rows shown: a second upload of a large file is all duplicates. */
export const SHOWN = 100;

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** Duplicates, left out of the import: the file's row beside the row or patient it repeats. */
export const Duplicates = ({ rows, repeats, checked }: DuplicatesProps) => {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const items = rows.flatMap((row) => {
    const first = repeats.get(row.line);
    if (first !== undefined) {
      const other = byLine.get(first)?.cells;
      if (!other) return [];
      return [
        {
          row,
          other: `Row ${first} of this file: ${nameOf(other.first_name, other.last_name)} (${other.patient_id})`,
        },
      ];
    }
    const result = checked.get(row.line);
    if (result?.outcome !== 'duplicate' || !result.existing) return [];
    const existing = result.existing;
    return [
      {
        row,
        other: `Patient ${existing.external_id}: ${nameOf(existing.first_name, existing.last_name)}, born ${formatDisplayDate(existing.date_of_birth)}, ${existing.phone}, ${existing.clinic.name}`,
      },
    ];
  });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="upload-duplicates-title" className="ui-card">
      <h2 id="upload-duplicates-title" className="ui-subtitle">
        Duplicates, not imported: {items.length}
      </h2>
      <div className="ui-table-wrap" ref={keyboardScroll}>
        <table className="ui-table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">In the file</th>
              <th scope="col">Already there</th>
            </tr>
          </thead>
          <tbody>
            {items.slice(0, SHOWN).map(({ row, other }) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>
                  {nameOf(row.cells.first_name, row.cells.last_name)} ({row.cells.patient_id}), born{' '}
                  {row.check.ok ? formatDisplayDate(row.check.value.date_of_birth) : row.cells.date_of_birth},{' '}
                  {row.cells.phone}
                </td>
                <td>{other}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {items.length > SHOWN && (
        <p className="ui-muted">
          The first {SHOWN} are shown; the error file after the import lists every one.
        </p>
      )}
    </section>
  );
};
