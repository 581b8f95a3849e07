import { type ChangeEvent, useRef, useState } from 'react';
import { useParams } from 'wouter';

import { ScreenHeader } from '@/components/screen-header';
import { ScreenMessage } from '@/components/screen-message';
import { csvText, downloadText } from '@/lib/csv/download-blob';
import { parseCsvFile } from '@/lib/csv/parse-csv';

import { ClinicBar } from './clinic-bar';
import { cellsOf, headerProblems, MAX_FILE_BYTES, MAX_ROWS, TEMPLATE_ROWS } from './rules';
import { checkRowsInSlices, type FileRow } from './use-upload';
import { UploadWork } from './upload-work';

type Loaded =
  | { kind: 'none' }
  | { kind: 'parsing'; percent: number }
  | { kind: 'rejected'; problems: string[] }
  | { kind: 'loaded'; fileName: string; rows: FileRow[]; serial: number };

const TITLE = 'Upload Patients';

/** Why a file is refused before its rows are read, or null. */
export const fileProblem = (file: File): string | null => {
  if (!/\.csv$/i.test(file.name)) return `${file.name} is not a CSV file: choose a .csv file.`;
  if (file.size > MAX_FILE_BYTES) return `${file.name} is larger than 5 MB: split it into smaller files.`;
  return null;
};

/** manage/patient/upload-patient/{clinic id}: import patients from a CSV file (docs/patients.md). */
export const UploadPatientsScreen = () => {
  const raw = useParams().id ?? '';
  const clinicId = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'none' });
  const input = useRef<HTMLInputElement>(null);
  const serial = useRef(0);

  if (clinicId === null) {
    return (
      <ScreenMessage title={TITLE} tone="error">
        The address does not name a clinic: open Upload Patients from a clinic.
      </ScreenMessage>
    );
  }

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setLoaded({ kind: 'rejected', problems: [problem] });
      return;
    }
    setLoaded({ kind: 'parsing', percent: 0 });
    try {
      const table = await parseCsvFile(file, {
        onProgress: (done, total) =>
          setLoaded({ kind: 'parsing', percent: Math.round((done / Math.max(total, 1)) * 100) }),
      });
      const problems = headerProblems(table.headers);
      if (table.headers.length === 0) problems.splice(0, problems.length, `${file.name} is empty.`);
      else if (table.rows.length === 0) problems.push(`${file.name} has no patient rows.`);
      if (table.rows.length > MAX_ROWS)
        problems.push(`${file.name} has ${table.rows.length} rows: at most ${MAX_ROWS} a file.`);
      if (problems.length) {
        setLoaded({ kind: 'rejected', problems });
        return;
      }
      const rows = await checkRowsInSlices(
        table.rows.map((row, index) => ({ line: index + 2, cells: cellsOf(table.headers, row) })),
      );
      serial.current += 1;
      setLoaded({ kind: 'loaded', fileName: file.name, rows, serial: serial.current });
    } catch (error) {
      setLoaded({
        kind: 'rejected',
        problems: [`${file.name} could not be read: ${(error as Error).message}`],
      });
    }
  };

  return (
    <section className="ui-screen" aria-labelledby="upload-title">
      <ScreenHeader titleId="upload-title" title={TITLE} />
      <ClinicBar clinicId={clinicId} />
      {loaded.kind === 'loaded' ? (
        <UploadWork
          key={`${clinicId}-${loaded.serial}`}
          clinicId={clinicId}
          fileName={loaded.fileName}
          rows={loaded.rows}
          onAnother={() => setLoaded({ kind: 'none' })}
        />
      ) : (
        <section aria-labelledby="upload-choose-title" className="ui-card">
          <h2 id="upload-choose-title" className="ui-subtitle">
            Choose a CSV file
          </h2>
          <p className="ui-muted">
            Columns: patient_id, first_name, last_name, date_of_birth (YYYY-MM-DD or DD-MM-YYYY), gender (male
            or female, M or F), phone, email (optional). At most {MAX_ROWS.toLocaleString('en')} rows and 5
            MB.
          </p>
          <div className="ui-actions">
            <label className="ui-field">
              <span className="ui-field-label">CSV file</span>
              <input ref={input} type="file" accept=".csv,text/csv" onChange={(event) => void read(event)} />
            </label>
            <button
              type="button"
              className="ui-btn ui-btn-outline"
              onClick={() => downloadText('patients-template.csv', csvText(TEMPLATE_ROWS))}
            >
              Download template
            </button>
          </div>
          {loaded.kind === 'parsing' && <p role="status">Reading the file… {loaded.percent}%</p>}
          {loaded.kind === 'rejected' && (
            <div role="alert">
              {loaded.problems.map((problem) => (
                <p key={problem}>{problem}</p>
              ))}
            </div>
          )}
        </section>
      )}
    </section>
  );
};
