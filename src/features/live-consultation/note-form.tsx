import { memo } from 'react';

import { DateField } from '@/components/date-field';
import { describedBy, Field } from '@/components/field';
import { formatDisplayTime } from '@/lib/dates';

import type { SaveState } from './autosaver';
import { type NoteDraft, unfinishedRows } from './draft';
import { controlIdOf, type FieldErrors } from './validate';

/** The status line: what the server has of the doctor's typing. */
export const SaveStatus = ({ state, unfinished }: { state: SaveState; unfinished: number }) => {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'saved'
        ? state.at
          ? `Saved at ${formatDisplayTime(state.at)} UTC`
          : 'Nothing written yet'
        : 'Not saved yet';
  return (
    <p className="live-save" data-state={state.kind} role="status">
      <span className="live-save-text">{text}</span>
      {state.kind === 'unsaved' && state.problem ? (
        <span className="live-save-problem"> {state.problem}</span>
      ) : null}
      {unfinished > 0 ? (
        <span className="ui-muted">
          {' '}
          {unfinished === 1 ? 'One medicine row is' : `${String(unfinished)} medicine rows are`} kept in this
          tab until it has a medicine, dose, frequency and duration.
        </span>
      ) : null}
    </p>
  );
};

interface NoteFormProps {
  draft: NoteDraft;
  update: (change: (draft: NoteDraft) => NoteDraft) => void;
  errors: FieldErrors;
  state: SaveState;
}

const TextArea = ({
  field,
  label,
  rows,
  value,
  error,
  onChange,
}: {
  field: 'notes' | 'diagnosis';
  label: string;
  rows: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) => {
  const id = controlIdOf(field);
  return (
    <Field id={id} label={label} error={error}>
      <textarea
        id={id}
        className="ui-input live-textarea"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
      />
    </Field>
  );
};

/** The follow-up date (the app's calendar field): memoised, a keystroke in the notes skips it. */
const FollowUp = memo(function FollowUp({
  value,
  error,
  update,
}: {
  value: string;
  error: string | undefined;
  update: NoteFormProps['update'];
}) {
  const id = controlIdOf('follow_up');
  return (
    <Field id={id} label="Follow-up date" error={error}>
      <DateField
        id={id}
        value={value}
        onChange={(follow_up) => update((d) => ({ ...d, follow_up }))}
        invalidText={error}
        errorId={`${id}-error`}
      />
    </Field>
  );
});

/** Notes, diagnosis and follow-up, with the save status of the whole draft (docs/telemedicine.md). */
export const NoteForm = ({ draft, update, errors, state }: NoteFormProps) => {
  return (
    <div className="ui-card live-note">
      <div className="live-note-head">
        <h2 className="ui-subtitle">Visit note</h2>
        <SaveStatus state={state} unfinished={unfinishedRows(draft)} />
      </div>
      <TextArea
        field="notes"
        label="Notes"
        rows={8}
        value={draft.notes}
        error={errors.notes}
        onChange={(notes) => update((d) => ({ ...d, notes }))}
      />
      <TextArea
        field="diagnosis"
        label="Diagnosis"
        rows={2}
        value={draft.diagnosis}
        error={errors.diagnosis}
        onChange={(diagnosis) => update((d) => ({ ...d, diagnosis }))}
      />
      <FollowUp value={draft.follow_up} error={errors.follow_up} update={update} />
    </div>
  );
};
