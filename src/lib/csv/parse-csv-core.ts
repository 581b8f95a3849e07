import Papa from 'papaparse';

/** A parsed CSV: the header row (trimmed) and every other non-empty row, as text cells. */
export interface ParsedCsv {
  headers: string[];
  rows: string[][];
}

/** What the parse worker posts: progress while it reads, then the table or the failure. */
export type ParseMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: ParsedCsv }
  | { type: 'error'; message: string };

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** Splits the first row off as headers and drops blank lines (a trailing newline, an empty row). */
export const tableOf = (data: readonly string[][]): ParsedCsv => {
  const [head = [], ...rest] = data.filter((row) => !isBlank(row));
  return { headers: head.map((cell) => cell.replace(/^\uFEFF/, '').trim()), rows: rest };
};

/** Parses CSV text at once (the worker reads a file in chunks; tests and the bench call this). */
export const parseCsvText = (text: string): ParsedCsv => {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return tableOf(parsed.data);
};
