import { csvChunk } from './csv-chunk';
import { CSV_MIME, type FromCsvWorker, type ToCsvWorker } from './export-csv-protocol';

/** A CSV being built page by page: `append` each page's rows, then `finish` for the file. */
export interface CsvBuilder {
  append: (rows: string[][]) => void;
  finish: () => Promise<Blob>;
  /** Stops the worker; nothing is made. */
  dispose: () => void;
}

/** Without workers (unit tests, very old browsers) the same chunks are built on this thread. */
const inThread = (header: string[]): CsvBuilder => {
  const parts: string[] = [csvChunk([], header)];
  return {
    append: (rows) => void parts.push(csvChunk(rows)),
    finish: () => Promise.resolve(new Blob(parts, { type: CSV_MIME })),
    dispose: () => void (parts.length = 0),
  };
};

const inWorker = (header: string[]): CsvBuilder => {
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
  const send = (message: ToCsvWorker) => worker.postMessage(message);
  send({ type: 'rows', rows: [], header });
  return {
    append: (rows) => send({ type: 'rows', rows }),
    finish: () =>
      new Promise<Blob>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<FromCsvWorker>) => {
          worker.terminate();
          const reply = event.data;
          if (reply.type === 'done') resolve(reply.blob);
          else reject(new Error(reply.message));
        };
        worker.onerror = () => {
          worker.terminate();
          reject(new Error('The CSV could not be built.'));
        };
        send({ type: 'finish' });
      }),
    dispose: () => worker.terminate(),
  };
};

/**
 * docs/requirements.md 11.8: an export's CSV is built by papaparse in a Web Worker, fed one page at
 * a time (docs/patients.md, Export), so the rows never pile up in React state.
 */
export const createCsvBuilder = (header: string[]): CsvBuilder =>
  typeof Worker === 'undefined' ? inThread(header) : inWorker(header);

/** Hands the file to the browser as a download. */
export const downloadBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
