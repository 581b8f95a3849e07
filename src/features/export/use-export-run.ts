import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { type CsvBuilder, createCsvBuilder, downloadBlob } from '@/lib/csv/export-csv';
import { type ApiError, toApiError } from '@/lib/http/api-error';

import { EXPORT_PAGE_SIZE, type ExportKind, exportFileName } from './export-kinds';
import { withQueryRetry } from './page-retry';

/** Where a run is: only figures, the rows themselves go straight to the CSV worker. */
export interface ExportProgress {
  pagesDone: number;
  pages: number;
  rowsDone: number;
  total: number;
  startedAt: number;
}

export type ExportRun =
  | { state: 'idle' }
  | ({ state: 'running' } & ExportProgress)
  | ({ state: 'failed'; error: ApiError; page: number } & ExportProgress)
  | { state: 'cancelled' }
  | { state: 'done'; rows: number; fileName: string };

const pagesOf = (total: number): number => Math.max(1, Math.ceil(total / EXPORT_PAGE_SIZE));

/**
 * docs/patients.md, Export: streams the export page by page (the generated request function, the
 * app's HTTP layer), feeding each page to the CSV worker; Cancel aborts the requests and nothing is
 * downloaded; a page that still fails after the app's retries can be tried again from that page.
 */
export const useExportRun = <Scope>(kind: ExportKind<Scope>, scope: Scope) => {
  const client = useQueryClient();
  const [run, setRun] = useState<ExportRun>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const builder = useRef<CsvBuilder | null>(null);
  const progress = useRef<ExportProgress | null>(null);

  const stop = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    builder.current?.dispose();
    builder.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const streamFrom = useCallback(
    async (first: number) => {
      const controller = new AbortController();
      abort.current = controller;
      const csv = (builder.current ??= createCsvBuilder(kind.header));
      let page = first;
      // The worker failed to make the file: it is gone, so Try again starts over from page 1.
      let finishing = false;
      try {
        for (;;) {
          const found = await withQueryRetry(client, controller.signal, () =>
            kind.fetchPage(scope, page, controller.signal),
          );
          if (controller.signal.aborted) return;
          csv.append(found.rows);
          const before = progress.current;
          const rowsDone = (before?.rowsDone ?? 0) + found.rows.length;
          const next: ExportProgress = {
            pagesDone: page,
            pages: pagesOf(found.total),
            rowsDone,
            total: found.total,
            startedAt: before?.startedAt ?? Date.now(),
          };
          progress.current = next;
          if (found.rows.length < EXPORT_PAGE_SIZE || rowsDone >= found.total) break;
          setRun({ state: 'running', ...next });
          page += 1;
        }
        finishing = true;
        const blob = await csv.finish();
        if (controller.signal.aborted) return;
        builder.current = null;
        const fileName = exportFileName(kind);
        downloadBlob(blob, fileName);
        setRun({ state: 'done', rows: progress.current?.rowsDone ?? 0, fileName });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (finishing) {
          builder.current = null;
          progress.current = null;
          page = 1;
        }
        const at = progress.current ?? {
          pagesDone: 0,
          pages: 1,
          rowsDone: 0,
          total: 0,
          startedAt: Date.now(),
        };
        setRun({ state: 'failed', error: toApiError(error), page, ...at });
      }
    },
    [client, kind, scope],
  );

  const start = useCallback(
    (total: number) => {
      stop();
      progress.current = { pagesDone: 0, pages: pagesOf(total), rowsDone: 0, total, startedAt: Date.now() };
      setRun({ state: 'running', ...progress.current });
      void streamFrom(1);
    },
    [stop, streamFrom],
  );

  const resume = useCallback(() => {
    if (run.state !== 'failed') return;
    const { pagesDone, pages, rowsDone, total, startedAt } = run;
    setRun({ state: 'running', pagesDone, pages, rowsDone, total, startedAt });
    void streamFrom(run.page);
  }, [run, streamFrom]);

  const cancel = useCallback(() => {
    stop();
    progress.current = null;
    setRun({ state: 'cancelled' });
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    progress.current = null;
    setRun({ state: 'idle' });
  }, [stop]);

  return { run, start, resume, cancel, reset };
};
