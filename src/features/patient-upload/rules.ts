/**
 * Upload Patients' file rules (docs/patients.md, "Upload Patients"): the template, the column check,
 * the row rules (the generated `ImportPatientsBody` row schema plus friendly messages) and the
 * duplicates within the file. Pure: unit-tested in Node and run by the bench.
 */
import { ImportPatientsBody } from '@/generated/zod/v3.zod';
import { isApiDate } from '@/lib/dates';

export const COLUMNS = [
  'patient_id',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'phone',
  'email',
] as const;
export type Column = (typeof COLUMNS)[number];
export type Cells = Record<Column, string>;

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 10_000;

export const TEMPLATE_ROWS: readonly (readonly string[])[] = [
  COLUMNS,
  ['P-900001', 'Ravi', 'Shah', '1980-02-01', 'male', '+919811111111', 'ravi.shah@example.com'],
];

/** One row the server is sent (the generated request's row). */
export type ImportRow = (typeof ImportPatientsBody)['shape']['rows']['element']['_output'];

export interface RowError {
  /** The row's line in the file (the header is line 1). */
  line: number;
  column: Column;
  message: string;
}

/** What is wrong with the header row, as sentences; empty when every column is there once. */
export const headerProblems = (headers: readonly string[]): string[] => {
  const names = headers.map((header) => header.trim().toLowerCase());
  const missing = COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(COLUMNS as readonly string[]).includes(name));
  const twice = [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
  const problems: string[] = [];
  if (missing.length) problems.push(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  if (unknown.length) problems.push(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  if (twice.length) problems.push(`Column${twice.length > 1 ? 's' : ''} given twice: ${twice.join(', ')}.`);
  return problems;
};

/** The cells of a row by column name, whatever the file's column order. */
export const cellsOf = (headers: readonly string[], row: readonly string[]): Cells => {
  const names = headers.map((header) => header.trim().toLowerCase());
  const cells = {} as Cells;
  for (const column of COLUMNS) cells[column] = (row[names.indexOf(column)] ?? '').trim();
  return cells;
};

/** YYYY-MM-DD or DD-MM-YYYY (or with /) to YYYY-MM-DD; null when it is neither or no real day. */
export const isoDateOf = (text: string): string | null => {
  const ymd = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
  const [year = '', month = '', day = ''] = ymd ? ymd.slice(1) : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isApiDate(iso) ? iso : null;
};

const GENDERS: Record<string, 'male' | 'female'> = { male: 'male', m: 'male', female: 'female', f: 'female' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const rowSchema = ImportPatientsBody.shape.rows.element;

const FRIENDLY: Record<Column, string> = {
  patient_id: 'Patient id is required (at most 40 characters).',
  first_name: 'First name is required (at most 60 characters).',
  last_name: 'Last name has at most 60 characters.',
  date_of_birth: 'Date of birth must be a real day, YYYY-MM-DD or DD-MM-YYYY.',
  gender: 'Gender must be male or female (M or F, any case).',
  phone: 'Phone must be 7 to 20 digits, spaces, brackets or dashes, with an optional leading +.',
  email: 'Email must be an address like name@example.com (or empty).',
};
const FIELD_COLUMN: Record<string, Column> = {
  external_id: 'patient_id',
  first_name: 'first_name',
  last_name: 'last_name',
  date_of_birth: 'date_of_birth',
  gender: 'gender',
  phone: 'phone',
  email: 'email',
};

export type RowCheck = { ok: true; value: ImportRow } | { ok: false; errors: RowError[] };

/** Checks one row: every error at once, or the row as the server is sent it. */
export const checkRow = (line: number, cells: Cells, today: string): RowCheck => {
  const errors = new Set<Column>();
  const date = isoDateOf(cells.date_of_birth);
  if (date === null || date > today) errors.add('date_of_birth');
  const gender = GENDERS[cells.gender.toLowerCase()];
  if (!gender) errors.add('gender');
  if (cells.email && !EMAIL.test(cells.email)) errors.add('email');
  const candidate = {
    row: line,
    external_id: cells.patient_id,
    first_name: cells.first_name,
    last_name: cells.last_name,
    date_of_birth: date ?? '',
    gender: gender ?? 'male',
    phone: cells.phone,
    email: cells.email || null,
  };
  const parsed = rowSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = FIELD_COLUMN[String(issue.path[0])];
      if (column) errors.add(column);
    }
  }
  if (errors.size || !parsed.success) {
    const messages = COLUMNS.filter((column) => errors.has(column)).map((column) => ({
      line,
      column,
      message:
        column === 'date_of_birth' && date !== null && date > today
          ? 'Date of birth is in the future.'
          : FRIENDLY[column],
    }));
    return { ok: false, errors: messages };
  }
  return { ok: true, value: parsed.data };
};

/** Rows that repeat an earlier row of the file (same patient id, or same name, birth and phone). */
export const fileDuplicates = (rows: readonly ImportRow[]): Map<number, number> => {
  const byId = new Map<string, number>();
  const byPerson = new Map<string, number>();
  const repeats = new Map<number, number>();
  for (const row of rows) {
    const id = row.external_id.trim().toLowerCase();
    const person = [row.first_name, row.last_name, row.date_of_birth, row.phone.replace(/\D/g, '')]
      .join('|')
      .toLowerCase();
    const first = byId.get(id) ?? byPerson.get(person);
    if (first !== undefined) {
      repeats.set(row.row, first);
      continue;
    }
    byId.set(id, row.row);
    byPerson.set(person, row.row);
  }
  return repeats;
};
