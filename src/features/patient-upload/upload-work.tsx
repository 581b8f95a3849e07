import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { csvText, downloadText } from '@/lib/csv/download-blob';

import { Duplicates } from './duplicates';
import { ImportProgress } from './import-progress';
import { errorFileRows, totalsOf } from './outcomes';
import { RowErrors } from './row-errors';
import { type FileRow, useUpload } from './use-upload';

interface UploadWorkProps {
  clinicId: number;
  fileName: string;
  rows: FileRow[];
  onAnother: () => void;
}

const patients = (count: number) => `${count} patient${count === 1 ? '' : 's'}`;

/** A loaded file: its errors and duplicates, the import and its summary (docs/patients.md). */
export const UploadWork = ({ clinicId, fileName, rows: initial, onAnother }: UploadWorkProps) => {
  const upload = useUpload(clinicId, initial);
  const { rows, repeats, checked, outcomes, phase, sendable } = upload;
  const guard = useLeaveGuard(phase.kind !== 'done');
  const inputs = { repeats, checked, outcomes };
  const totals = totalsOf(rows, inputs);
  const hadErrors = initial.some((row) => !row.check.ok);
  const invalid = rows.filter((row) => !row.check.ok).length;
  const serverDuplicates = [...checked.values()].filter((result) => result.outcome === 'duplicate').length;
  const sentErrors = [...outcomes.values()].filter((result) => result.outcome !== 'created').length;

  return (
    <>
      <section aria-labelledby="upload-file-title" className="ui-card">
        <h2 id="upload-file-title" className="ui-subtitle">
          {fileName}
        </h2>
        <p>
          {rows.length} rows: {rows.length - invalid} without errors, {invalid} with errors, {repeats.size}{' '}
          repeated in the file, {serverDuplicates} already patients.
        </p>
        {upload.checking && <p role="status">Checking the rows against existing patients…</p>}
        {upload.checkError && (
          <div role="alert">
            <p>The rows could not be checked: {upload.checkError}</p>
            <button type="button" className="ui-btn ui-btn-outline" onClick={upload.retryCheck}>
              Try again
            </button>
          </div>
        )}
        {phase.kind === 'ready' && (
          <div className="ui-actions">
            <button
              type="button"
              className="ui-btn"
              disabled={upload.checking || upload.checkError !== null || sendable.length === 0}
              onClick={() => void upload.runImport()}
            >
              Import {patients(sendable.length)}
            </button>
            <button type="button" className="ui-btn ui-btn-outline" onClick={onAnother}>
              Choose another file
            </button>
          </div>
        )}
        {phase.kind === 'ready' && !upload.checking && !upload.checkError && sendable.length === 0 && (
          <p role="status">
            Nothing to import:{' '}
            {serverDuplicates > 0 ? 'every good row is already a patient.' : 'no row is ready.'}
          </p>
        )}
      </section>
      {hadErrors && phase.kind === 'ready' && <RowErrors rows={rows} onCorrect={upload.edit} />}
      {phase.kind === 'ready' && <Duplicates rows={rows} repeats={repeats} checked={checked} />}
      {(phase.kind === 'importing' || phase.kind === 'paused') && (
        <ImportProgress
          phase={phase}
          done={outcomes.size}
          total={sendable.length}
          errors={sentErrors}
          started={upload.started}
          onStop={upload.stop}
          onResume={() => void upload.runImport()}
          onFinish={upload.finish}
        />
      )}
      {phase.kind === 'done' && (
        <section aria-labelledby="upload-summary-title" className="ui-card">
          <h2 id="upload-summary-title" className="ui-subtitle">
            Summary
          </h2>
          <dl className="ui-summary">
            <dt>Created</dt>
            <dd>{totals.created}</dd>
            <dt>Duplicates</dt>
            <dd>{totals.duplicates}</dd>
            <dt>Refused</dt>
            <dd>{totals.refused}</dd>
            <dt>Not sent</dt>
            <dd>{totals.notSent}</dd>
          </dl>
          <p role="status">
            {totals.created === 0 ? 'No patient was imported.' : `${patients(totals.created)} imported.`}
          </p>
          <div className="ui-actions">
            {rows.length > totals.created && (
              <button
                type="button"
                className="ui-btn ui-btn-outline"
                onClick={() =>
                  downloadText('patients-not-imported.csv', csvText(errorFileRows(rows, inputs)))
                }
              >
                Download error file
              </button>
            )}
            <button type="button" className="ui-btn" onClick={onAnother}>
              Upload another file
            </button>
          </div>
        </section>
      )}
      {guard.dialog}
    </>
  );
};
