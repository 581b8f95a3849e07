import { describe, expect, it, vi } from 'vitest';

import type { ParseMessage } from './parse-csv-core';
import { parseCsvText } from './parse-csv-core';
import { parseCsvFile, type WorkerLike } from './parse-csv';

/** A Worker stand-in: answers the file with the messages given, after the post. */
const fakeWorker = (answers: ParseMessage[]) => {
  const worker: WorkerLike & { terminated: boolean } = {
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage: () => {
      queueMicrotask(() => {
        for (const data of answers) worker.onmessage?.({ data } as MessageEvent<ParseMessage>);
      });
    },
    terminate: () => {
      worker.terminated = true;
    },
  };
  return worker;
};

const file = new File(['a,b\n1,2\n'], 'x.csv', { type: 'text/csv' });

describe('parseCsvText', () => {
  it('splits the header row off, trims it, drops blank lines and a BOM, keeps quoted commas', () => {
    expect(parseCsvText('\uFEFF a ,b\r\n1,"x, y"\r\n\r\n,\r\n2,3\r\n')).toEqual({
      headers: ['a', 'b'],
      rows: [
        ['1', 'x, y'],
        ['2', '3'],
      ],
    });
  });

  it('answers no headers for an empty file', () => {
    expect(parseCsvText('')).toEqual({ headers: [], rows: [] });
  });
});

describe('parseCsvFile (the worker wrapper)', () => {
  it('reports progress, resolves with the table and ends the worker', async () => {
    const worker = fakeWorker([
      { type: 'progress', done: 4, total: 8 },
      { type: 'done', result: { headers: ['a', 'b'], rows: [['1', '2']] } },
    ]);
    const onProgress = vi.fn();
    await expect(parseCsvFile(file, { onProgress, createWorker: () => worker })).resolves.toEqual({
      headers: ['a', 'b'],
      rows: [['1', '2']],
    });
    expect(onProgress).toHaveBeenCalledWith(4, 8);
    expect(worker.terminated).toBe(true);
  });

  it("rejects with the worker's error", async () => {
    const worker = fakeWorker([{ type: 'error', message: 'Bad quote' }]);
    await expect(parseCsvFile(file, { createWorker: () => worker })).rejects.toThrow('Bad quote');
    expect(worker.terminated).toBe(true);
  });

  it('cancels: ends the worker and rejects with an AbortError', async () => {
    const worker = fakeWorker([]);
    const controller = new AbortController();
    const parsing = parseCsvFile(file, { signal: controller.signal, createWorker: () => worker });
    controller.abort();
    await expect(parsing).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });
});
