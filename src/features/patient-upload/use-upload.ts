/**
 * Upload Patients' state (docs/patients.md, "Upload Patients"): the file's rows and their checks,
 * the dry run against existing patients (batches of 500), the import (batches of 100, one import_id
 * per upload, Stop, Resume after a failure) and the outcomes the summary and the error file show.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useImportPatients } from '@/generated/api/patients/patients';
import type { PatientImportResult } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';

import { type Cells, checkRow, fileDuplicates, type ImportRow, type RowCheck } from './rules';

export const CHECK_BATCH = 500;
export const IMPORT_BATCH = 100;

export interface FileRow {
  line: number;
  cells: Cells;
  check: RowCheck;
}

export type Phase =
  { kind: 'ready' } | { kind: 'importing' } | { kind: 'paused'; reason: string } | { kind: 'done' };

const todayIso = () => new Date().toISOString().slice(0, 10);

export const checkRows = (rows: readonly { line: number; cells: Cells }[]): FileRow[] => {
  const today = todayIso();
  return rows.map(({ line, cells }) => ({ line, cells, check: checkRow(line, cells, today) }));
};

/** Rows checked per main-thread task: a 10,000-row file never blocks input for long. */
export const CHECK_SLICE = 500;

/** checkRows in slices, yielding to the browser between them. */
export const checkRowsInSlices = async (
  rows: readonly { line: number; cells: Cells }[],
): Promise<FileRow[]> => {
  const out: FileRow[] = [];
  for (let start = 0; start < rows.length; start += CHECK_SLICE) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    out.push(...checkRows(rows.slice(start, start + CHECK_SLICE)));
  }
  return out;
};

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
};

const errorText = (error: unknown): string => {
  const apiError = toApiError(error);
  return apiError.serverMessage ?? apiError.message;
};

export const useUpload = (clinicId: number, initial: FileRow[]) => {
  const call = useImportPatients({ mutation: { meta: { errorMode: 'silent' } } });
  const send = call.mutateAsync;
  const [rows, setRows] = useState(initial);
  const importId = useMemo(() => crypto.randomUUID(), []);
  const [checked, setChecked] = useState<Map<number, PatientImportResult>>(new Map());
  const [checkError, setCheckError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Map<number, PatientImportResult>>(new Map());
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [started, setStarted] = useState<number | null>(null);
  const stopRef = useRef(false);

  const valid = useMemo(() => rows.flatMap((row) => (row.check.ok ? [row.check.value] : [])), [rows]);
  const repeats = useMemo(() => fileDuplicates(valid), [valid]);
  const unique = useMemo(() => valid.filter((row) => !repeats.has(row.row)), [valid, repeats]);
  const unchecked = useMemo(() => unique.filter((row) => !checked.has(row.row)), [unique, checked]);
  const sendable = useMemo(
    () => unique.filter((row) => checked.get(row.row)?.outcome === 'valid'),
    [unique, checked],
  );

  // The dry run: every good row not yet checked (a corrected row too), 500 a request.
  const checking = unchecked.length > 0 && checkError === null && phase.kind === 'ready';
  const checkKey = unchecked.map((row) => row.row).join(',');
  useEffect(() => {
    if (!checking) return undefined;
    let live = true;
    const run = async () => {
      for (const batch of chunks(unchecked, CHECK_BATCH)) {
        try {
          const answer = await send({
            data: { clinic_id: clinicId, import_id: importId, dry_run: true, rows: batch },
          });
          if (!live) return;
          setChecked((before) => {
            const next = new Map(before);
            for (const result of answer.results) next.set(result.row, result);
            return next;
          });
        } catch (error) {
          if (live) setCheckError(errorText(error));
          return;
        }
      }
    };
    void run();
    return () => {
      live = false;
    };
    // The rows to check are named by checkKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking, checkKey, clinicId, importId, send]);

  const edit = useCallback((line: number, cells: Cells) => {
    const today = todayIso();
    setRows((before) =>
      before.map((row) => (row.line === line ? { line, cells, check: checkRow(line, cells, today) } : row)),
    );
  }, []);

  const runImport = useCallback(async () => {
    stopRef.current = false;
    setPhase({ kind: 'importing' });
    setStarted((before) => before ?? Date.now());
    const answered = new Set(outcomes.keys());
    const waiting: ImportRow[] = sendable.filter((row) => !answered.has(row.row));
    for (const batch of chunks(waiting, IMPORT_BATCH)) {
      if (stopRef.current) {
        setPhase({ kind: 'paused', reason: 'Stopped: the rows not sent yet can still be imported.' });
        return;
      }
      try {
        const answer = await send({
          data: { clinic_id: clinicId, import_id: importId, dry_run: false, rows: batch },
        });
        setOutcomes((before) => {
          const next = new Map(before);
          for (const result of answer.results) next.set(result.row, result);
          return next;
        });
      } catch (error) {
        setPhase({ kind: 'paused', reason: `${errorText(error)} Resume sends the same rows again.` });
        return;
      }
    }
    setPhase({ kind: 'done' });
  }, [clinicId, importId, outcomes, send, sendable]);

  const stop = useCallback(() => {
    stopRef.current = true;
  }, []);
  const finish = useCallback(() => setPhase({ kind: 'done' }), []);
  const retryCheck = useCallback(() => setCheckError(null), []);

  return {
    rows,
    edit,
    importId,
    repeats,
    checked,
    checking,
    checkError,
    retryCheck,
    sendable,
    outcomes,
    phase,
    started,
    runImport,
    stop,
    finish,
  };
};
