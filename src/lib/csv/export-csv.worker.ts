/// <reference lib="webworker" />
/**
 * Builds an export's CSV off the main thread (docs/requirements.md 11.8): each page of rows becomes
 * CSV text as it arrives, so only text (not row objects) is kept until the Blob is made.
 */
import { csvChunk } from './csv-chunk';
import { CSV_MIME, type FromCsvWorker, type ToCsvWorker } from './export-csv-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const parts: string[] = [];

const reply = (message: FromCsvWorker): void => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<ToCsvWorker>) => {
  const message = event.data;
  try {
    switch (message.type) {
      case 'rows':
        parts.push(csvChunk(message.rows, message.header));
        break;
      case 'finish':
        reply({ type: 'done', blob: new Blob(parts, { type: CSV_MIME }) });
        parts.length = 0;
        break;
    }
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
