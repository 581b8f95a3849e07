import Papa from 'papaparse';

import { neutraliseCell } from './neutralise';

/** CSV text of a table, every cell neutralised (neutralise.ts), CRLF line ends. */
export const csvText = (rows: readonly (readonly string[])[]): string =>
  Papa.unparse(
    rows.map((row) => row.map(neutraliseCell)),
    { newline: '\r\n' },
  );

/** Saves text as a file made in the browser (a Blob behind a temporary link). */
export const downloadText = (fileName: string, text: string, type = 'text/csv;charset=utf-8'): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
