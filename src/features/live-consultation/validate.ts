import { type DraftRow, followUpValid, isBlank, type NoteDraft } from './draft';

/** Messages by draft field: 'diagnosis', 'follow_up', 'prescription.2.dose'. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The contract's limits (ConsultationNoteRequest, PrescriptionItem in openapi/v3.yaml). */
const LIMITS = { notes: 10_000, diagnosis: 500, dose: 60, frequency: 60, duration: 60, instructions: 200 };

const ROW_TEXT = [
  ['dose', 'Enter the dose'],
  ['frequency', 'Enter how often'],
  ['duration', 'Enter for how long'],
] as const;

const rowErrors = (row: DraftRow, index: number): Array<[string, string]> => {
  if (isBlank(row)) return [];
  const at = (field: string) => `prescription.${String(index)}.${field}`;
  const found: Array<[string, string]> = [];
  if (row.medicine === null) found.push([at('medicine'), 'Choose a medicine']);
  for (const [field, message] of ROW_TEXT) {
    if (row[field].trim() === '') found.push([at(field), message]);
    else if (row[field].length > LIMITS[field])
      found.push([at(field), `At most ${String(LIMITS[field])} characters`]);
  }
  if (row.instructions.length > LIMITS.instructions)
    found.push([at('instructions'), `At most ${String(LIMITS.instructions)} characters`]);
  return found;
};

/**
 * What the doctor must fix before completing (docs/telemedicine.md): every prescription row that is
 * started needs a medicine, a dose, a frequency and a duration; the follow-up is a day after the
 * request; the contract's lengths. A blank row is ignored (it is not sent).
 */
export const validateDraft = (draft: NoteDraft, requestedAt: string): FieldErrors => {
  const found: Array<[string, string]> = draft.prescription.flatMap(rowErrors);
  if (draft.follow_up !== '' && !followUpValid(draft.follow_up, requestedAt))
    found.push(['follow_up', 'The follow-up must be a day after the consultation was requested']);
  if (draft.diagnosis.length > LIMITS.diagnosis)
    found.push(['diagnosis', `At most ${String(LIMITS.diagnosis)} characters`]);
  if (draft.notes.length > LIMITS.notes) found.push(['notes', `At most ${String(LIMITS.notes)} characters`]);
  return Object.fromEntries(found);
};

/** The fields in the page's order, for the first one to take the focus. */
export const firstField = (errors: FieldErrors, draft: NoteDraft): string | undefined => {
  const order = [
    'notes',
    'diagnosis',
    'follow_up',
    ...draft.prescription.flatMap((_, index) =>
      ['medicine', 'dose', 'frequency', 'duration', 'instructions'].map(
        (f) => `prescription.${String(index)}.${f}`,
      ),
    ),
  ];
  return order.find((field) => field in errors);
};

/** The control's id of a draft field: 'live-prescription-2-dose'. */
export const controlIdOf = (field: string): string =>
  `live-${field.replaceAll('.', '-').replaceAll('_', '-')}`;
