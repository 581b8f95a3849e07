/// <reference lib="webworker" />
/**
 * Parses a CSV file off the main thread with papaparse, chunk by chunk, posting progress (bytes
 * read) and then the whole table (parse-csv.ts is its promise wrapper).
 */
import Papa from 'papaparse';

import { type ParseMessage, tableOf } from './parse-csv-core';

const post = (message: ParseMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<File>) => {
  const file = event.data;
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
