import { useCallback, useDeferredValue, useMemo, useState } from 'react';

import { ConsultationStatusTag } from '@/components/consultation-status-tag';
import { ScreenHeader } from '@/components/screen-header';
import { useFilterMedicines } from '@/generated/api/medicines/medicines';
import type { Consultation } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

import type { PickedMedicine } from './draft';
import { type Ended, LiveActions } from './live-actions';
import { NoteForm } from './note-form';
import { PatientPanel, patientName } from './patient-panel';
import { PrescriptionEditor } from './prescription-editor';
import { type Prescriber, PrescriptionPrint } from './prescription-print';
import { useLiveNote } from './use-live-note';
import { controlIdOf, type FieldErrors, firstField, validateDraft } from './validate';

const QUIET: { meta: ErrorMeta } = { meta: { errorMode: 'log' } };
const ACTIVE_MEDICINES = { page: 1, limit: 100, status: true } as const;

const useActiveMedicines = (): { medicines: readonly PickedMedicine[]; problem: string | null } => {
  const query = useFilterMedicines(ACTIVE_MEDICINES, { query: { ...QUIET, staleTime: 300_000 } });
  const medicines = useMemo(
    () => (query.data?.records ?? []).map(({ id, name, strength, form }) => ({ id, name, strength, form })),
    [query.data],
  );
  const problem = query.isError ? `The medicines could not be loaded: ${query.error.message}` : null;
  return { medicines, problem };
};

export const printPage = (): void => window.print();

/** One object for as long as the messages are the same. */
const useStableErrors = (errors: FieldErrors): FieldErrors => {
  const key = JSON.stringify(errors);
  return useMemo(() => JSON.parse(key) as FieldErrors, [key]);
};

interface LiveChartProps {
  consultation: Consultation;
  doctorId: number;
  prescriber: Prescriber;
  onEnded: (ended: Ended) => void;
}

/**
 * The consultation in progress, laid out like Medplum's encounter chart: the patient and the
 * pre-read on the left, the visit note on the right, the prescription (OpenMRS's order basket) and
 * the actions below them (docs/telemedicine.md).
 * A keystroke renders the note only: the patient panel is memoised and the print view takes a
 * deferred copy of the draft.
 */
export const LiveChart = ({ consultation: c, doctorId, prescriber, onEnded }: LiveChartProps) => {
  const note = useLiveNote(c, doctorId);
  const { medicines, problem } = useActiveMedicines();
  const [checked, setChecked] = useState(false);
  const validation = useMemo(() => validateDraft(note.draft, c.requested_at), [note.draft, c.requested_at]);
  const { refusal } = note;
  const shownErrors = useMemo<FieldErrors>(() => {
    const shown: Record<string, string> = checked
      ? { ...validation }
      : validation.follow_up
        ? { follow_up: validation.follow_up }
        : {};
    if (refusal?.field) shown[refusal.field] = refusal.message;
    return shown;
  }, [checked, validation, refusal]);
  // The same messages keep the same object, so the memoised prescription skips a keystroke in notes.
  const errors = useStableErrors(shownErrors);
  const printed = useDeferredValue(note.draft);
  const { current } = note;

  const check = useCallback((): boolean => {
    setChecked(true);
    const draft = current();
    const found = validateDraft(draft, c.requested_at);
    const first = firstField(found, draft);
    if (first === undefined) return true;
    // After the confirm dialog has closed (it gives the focus back to Complete as it goes).
    setTimeout(() => document.getElementById(controlIdOf(first))?.focus(), 0);
    return false;
  }, [current, c.requested_at]);

  return (
    <section className="ui-screen live" aria-labelledby="live-title">
      <ScreenHeader titleId="live-title" title={`Live Consultation: ${patientName(c.patient)}`}>
        <ConsultationStatusTag status={c.status} />
      </ScreenHeader>
      <div className="live-chart">
        <PatientPanel consultation={c} />
        <div className="live-main">
          <NoteForm draft={note.draft} update={note.update} errors={errors} state={note.state} />
        </div>
      </div>
      {/* The order basket below the chart: a wide table, the page's full width. */}
      <div className="ui-card">
        <PrescriptionEditor
          rows={note.draft.prescription}
          medicines={medicines}
          medicinesProblem={problem}
          errors={errors}
          update={note.update}
        />
      </div>
      <LiveActions
        consultation={c}
        flush={note.flush}
        finish={note.finish}
        setRefusal={note.setRefusal}
        check={check}
        onEnded={onEnded}
        onPrint={printPage}
      />
      <PrescriptionPrint consultation={c} draft={printed} prescriber={prescriber} />
    </section>
  );
};
