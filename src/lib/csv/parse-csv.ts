import type { ParsedCsv, ParseMessage } from './parse-csv-core';

/** The part of a Worker the wrapper uses: a fake stands in for it in Node tests. */
export interface WorkerLike {
  postMessage: (message: File) => void;
  terminate: () => void;
  onmessage: ((event: MessageEvent<ParseMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface ParseCsvOptions {
  /** Bytes read so far, of the file's size. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops the worker and rejects with an AbortError. */
  signal?: AbortSignal;
  createWorker?: () => WorkerLike;
}

const realWorker = (): WorkerLike =>
  new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });

/** Parses a CSV file in a Web Worker (papaparse): resolves with the headers and rows. */
export const parseCsvFile = (file: File, options: ParseCsvOptions = {}): Promise<ParsedCsv> =>
  new Promise((resolve, reject) => {
    const { onProgress, signal, createWorker = realWorker } = options;
    if (signal?.aborted) {
      reject(new DOMException('The parse was cancelled.', 'AbortError'));
      return;
    }
    const worker = createWorker();
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(new DOMException('The parse was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = ({ data }) => {
      switch (data.type) {
        case 'progress':
          onProgress?.(data.done, data.total);
          return;
        case 'done':
          finish();
          resolve(data.result);
          return;
        case 'error':
          finish();
          reject(new Error(data.message));
          return;
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The file could not be read.'));
    };
    worker.postMessage(file);
  });
