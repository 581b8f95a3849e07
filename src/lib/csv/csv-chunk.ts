import Papa from 'papaparse';

/**
 * One page of rows as CSV text (RFC 4180 quoting by papaparse's unparse, CRLF line ends). The
 * header goes with the first chunk only; each chunk ends with a line break so chunks concatenate.
 * Cells are neutralised before they get here (export-rows.ts).
 */
export const csvChunk = (rows: readonly (readonly string[])[], header?: readonly string[]): string => {
  const lines = header ? [header, ...rows] : rows;
  if (lines.length === 0) return '';
  return `${Papa.unparse(lines as string[][], { newline: '\r\n' })}\r\n`;
};
