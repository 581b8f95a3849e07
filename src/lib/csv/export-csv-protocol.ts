/** The messages between export-csv.ts and its worker. */
export type ToCsvWorker = { type: 'rows'; rows: string[][]; header?: string[] } | { type: 'finish' };

export type FromCsvWorker = { type: 'done'; blob: Blob } | { type: 'failed'; message: string };

export const CSV_MIME = 'text/csv;charset=utf-8';
