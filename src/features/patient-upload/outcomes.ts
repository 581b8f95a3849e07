/**
 * The end of an upload (docs/patients.md, "Upload Patients"): each row's fate and the error file,
 * the rows not imported with a reason column (cells neutralised by csvText).
 */
import type { PatientImportResult } from '@/generated/model';

import { COLUMNS } from './rules';
import type { FileRow } from './use-upload';

export type Fate =
  { kind: 'created' } | { kind: 'invalid' | 'repeat' | 'duplicate' | 'refused' | 'not-sent'; reason: string };

export interface FateInputs {
  repeats: ReadonlyMap<number, number>;
  checked: ReadonlyMap<number, PatientImportResult>;
  outcomes: ReadonlyMap<number, PatientImportResult>;
}

export const fateOf = (row: FileRow, { repeats, checked, outcomes }: FateInputs): Fate => {
  if (!row.check.ok)
    return { kind: 'invalid', reason: row.check.errors.map((error) => error.message).join(' ') };
  const first = repeats.get(row.line);
  if (first !== undefined) return { kind: 'repeat', reason: `Duplicate of row ${first} of this file.` };
  const result = outcomes.get(row.line) ?? checked.get(row.line);
  switch (result?.outcome) {
    case 'created':
      return outcomes.has(row.line) ? { kind: 'created' } : { kind: 'not-sent', reason: 'Not sent.' };
    case 'duplicate':
      return { kind: 'duplicate', reason: result.message ?? 'Already a patient.' };
    case 'refused':
      return { kind: 'refused', reason: result.message ?? 'Refused by the server.' };
    case 'valid':
    case undefined:
      return { kind: 'not-sent', reason: 'Not sent: the import was stopped before this row.' };
  }
};

export interface Totals {
  created: number;
  duplicates: number;
  refused: number;
  notSent: number;
}

export const totalsOf = (rows: readonly FileRow[], inputs: FateInputs): Totals => {
  const totals: Totals = { created: 0, duplicates: 0, refused: 0, notSent: 0 };
  for (const row of rows) {
    const fate = fateOf(row, inputs);
    switch (fate.kind) {
      case 'created':
        totals.created += 1;
        break;
      case 'repeat':
      case 'duplicate':
        totals.duplicates += 1;
        break;
      case 'invalid':
      case 'refused':
        totals.refused += 1;
        break;
      case 'not-sent':
        totals.notSent += 1;
        break;
    }
  }
  return totals;
};

/** The error file's table: header, then every row not imported with its line and reason. */
export const errorFileRows = (rows: readonly FileRow[], inputs: FateInputs): string[][] => [
  ['row', ...COLUMNS, 'reason'],
  ...rows.flatMap((row) => {
    const fate = fateOf(row, inputs);
    return fate.kind === 'created'
      ? []
      : [[String(row.line), ...COLUMNS.map((column) => row.cells[column]), fate.reason]];
  }),
];
