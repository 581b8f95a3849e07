/// <reference lib="webworker" />
/**
 * The one CSV worker, so papaparse is downloaded once for both jobs (docs/performance.md,
 * "Budgets"). Each job starts its own worker and sends one kind of message:
 *
 * - a File: parses it chunk by chunk, posting progress (bytes read) and then the whole table
 *   (parse-csv.ts is its promise wrapper);
 * - export messages (export-csv-protocol.ts): builds an export's CSV off the main thread
 *   (docs/requirements.md 11.8). Each page of rows becomes CSV text as it arrives, so only text,
 *   not row objects, is kept until the Blob is made.
 */
import Papa from 'papaparse';

import { csvChunk } from './csv-chunk';
import { CSV_MIME, type FromCsvWorker, type ToCsvWorker } from './export-csv-protocol';
import { type ParseMessage, tableOf } from './parse-csv-core';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: ParseMessage | FromCsvWorker): void => scope.postMessage(message);

const parseFile = (file: File): void => {
  const data: string[][] = [];
  Papa.parse<string[]>(file, {
    skipEmptyLines: 'greedy',
    chunkSize: 256 * 1024,
    chunk: (results) => {
      data.push(...results.data);
      post({ type: 'progress', done: results.meta.cursor, total: file.size });
    },
    complete: () => post({ type: 'done', result: tableOf(data) }),
    error: (error) => post({ type: 'error', message: error.message }),
  });
};

const parts: string[] = [];

const buildExport = (message: ToCsvWorker): void => {
  try {
    switch (message.type) {
      case 'rows':
        parts.push(csvChunk(message.rows, message.header));
        break;
      case 'finish':
        post({ type: 'done', blob: new Blob(parts, { type: CSV_MIME }) });
        parts.length = 0;
        break;
    }
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};

scope.onmessage = (event: MessageEvent<File | ToCsvWorker>) => {
  const message = event.data;
  if (message instanceof Blob) parseFile(message);
  else buildExport(message);
};
