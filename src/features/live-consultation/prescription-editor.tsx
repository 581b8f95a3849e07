import { memo } from 'react';

import { errorIdOf } from '@/components/field';

import { type DraftRow, emptyRow, type NoteDraft, type PickedMedicine } from './draft';
import { MedicinePicker } from './medicine-picker';
import { controlIdOf, type FieldErrors } from './validate';

/** The contract's maxItems of a prescription. */
export const MAX_ROWS = 30;

const TEXT_COLUMNS = [
  { key: 'dose', label: 'Dose', placeholder: '500 mg' },
  { key: 'frequency', label: 'Frequency', placeholder: 'Twice a day' },
  { key: 'duration', label: 'Duration', placeholder: '30 days' },
  { key: 'instructions', label: 'Instructions', placeholder: 'After meals' },
] as const;

interface PrescriptionEditorProps {
  rows: readonly DraftRow[];
  medicines: readonly PickedMedicine[];
  medicinesProblem: string | null;
  errors: FieldErrors;
  update: (change: (draft: NoteDraft) => NoteDraft) => void;
}

const setRow =
  (index: number, patch: Partial<DraftRow>) =>
  (draft: NoteDraft): NoteDraft => ({
    ...draft,
    prescription: draft.prescription.map((row, at) => (at === index ? { ...row, ...patch } : row)),
  });

/**
 * The prescription (docs/telemedicine.md): a row per medicine, picked from the active ones, with its
 * dose, frequency, duration and instructions; each cell's message under it.
 */
export const PrescriptionEditor = memo(function PrescriptionEditor({
  rows,
  medicines,
  medicinesProblem,
  errors,
  update,
}: PrescriptionEditorProps) {
  return (
    <div className="live-rx">
      <table className="ui-table live-rx-table" id="live-prescription">
        <caption>Prescription</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Medicine number</span>
            </th>
            <th scope="col">Medicine</th>
            {TEXT_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={TEXT_COLUMNS.length + 3}>No medicines yet.</td>
            </tr>
          ) : null}
          {rows.map((row, index) => {
            const field = (key: string) => `prescription.${String(index)}.${key}`;
            const medicineId = controlIdOf(field('medicine'));
            const medicineError = errors[field('medicine')];
            return (
              <tr key={row.key}>
                <th scope="row">{index + 1}</th>
                <td>
                  <MedicinePicker
                    id={medicineId}
                    label={`Medicine ${String(index + 1)}`}
                    value={row.medicine}
                    medicines={medicines}
                    invalid={Boolean(medicineError)}
                    describedBy={medicineError ? errorIdOf(medicineId) : undefined}
                    onChange={(medicine) => update(setRow(index, { medicine }))}
                  />
                  {medicineError ? (
                    <small id={errorIdOf(medicineId)} className="ui-field-error">
                      {medicineError}
                    </small>
                  ) : null}
                </td>
                {TEXT_COLUMNS.map((column) => {
                  const id = controlIdOf(field(column.key));
                  const error = errors[field(column.key)];
                  return (
                    <td key={column.key}>
                      <input
                        id={id}
                        className="ui-input"
                        autoComplete="off"
                        aria-label={`${column.label}, medicine ${String(index + 1)}`}
                        placeholder={column.placeholder}
                        value={row[column.key]}
                        onChange={(event) => update(setRow(index, { [column.key]: event.target.value }))}
                        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) } : {})}
                      />
                      {error ? (
                        <small id={errorIdOf(id)} className="ui-field-error">
                          {error}
                        </small>
                      ) : null}
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    className="ui-btn ui-btn-outline ui-btn-sm"
                    aria-label={`Remove medicine ${String(index + 1)}`}
                    onClick={() =>
                      update((draft) => ({
                        ...draft,
                        prescription: draft.prescription.filter((_, at) => at !== index),
                      }))
                    }
                  >
                    <i className="pi pi-trash" aria-hidden="true" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {medicinesProblem ? (
        <p role="alert" className="ui-field-error">
          {medicinesProblem}
        </p>
      ) : null}
      <div className="ui-actions ui-actions-start">
        <button
          type="button"
          className="ui-btn ui-btn-outline ui-btn-sm"
          disabled={rows.length >= MAX_ROWS}
          onClick={() => update((draft) => ({ ...draft, prescription: [...draft.prescription, emptyRow()] }))}
        >
          <i className="pi pi-plus" aria-hidden="true" /> Add a medicine
        </button>
      </div>
    </div>
  );
});
