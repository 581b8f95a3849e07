import type { Consultation, ConsultationNoteRequest } from '@/generated/model';
import { STORAGE_PREFIX } from '@/lib/storage-keys';

/** A medicine as the prescription shows and prints it. */
export interface PickedMedicine {
  id: number;
  name: string;
  strength: string;
  form: string;
}

/** One prescription row as typed: the medicine may not be picked yet. */
export interface DraftRow {
  /** A stable key for React (not sent). */
  key: string;
  medicine: PickedMedicine | null;
  dose: string;
  frequency: string;
  duration: string;
  instructions: string;
}

/** What the doctor writes on the live page (docs/telemedicine.md). */
export interface NoteDraft {
  notes: string;
  diagnosis: string;
  /** 'YYYY-MM-DD' or ''. */
  follow_up: string;
  prescription: DraftRow[];
}

let keys = 0;
export const rowKey = (): string => {
  keys += 1;
  return `rx-${String(keys)}-${Date.now().toString(36)}`;
};

export const emptyRow = (): DraftRow => ({
  key: rowKey(),
  medicine: null,
  dose: '',
  frequency: '',
  duration: '',
  instructions: '',
});

export const draftOf = (c: Consultation): NoteDraft => ({
  notes: c.notes,
  diagnosis: c.diagnosis,
  follow_up: c.follow_up ?? '',
  prescription: c.prescription.map((item) => ({
    key: rowKey(),
    medicine: item.medicine,
    dose: item.dose,
    frequency: item.frequency,
    duration: item.duration,
    instructions: item.instructions,
  })),
});

/** A row the server takes: a medicine, a dose, a frequency and a duration. */
export const isComplete = (row: DraftRow): boolean =>
  row.medicine !== null &&
  row.dose.trim() !== '' &&
  row.frequency.trim() !== '' &&
  row.duration.trim() !== '';

/** A row with nothing in it yet (it is not sent, and not a mistake). */
export const isBlank = (row: DraftRow): boolean =>
  row.medicine === null && [row.dose, row.frequency, row.duration, row.instructions].every((v) => !v.trim());

/** A follow-up the server takes: a real day after the request's day. */
export const followUpValid = (value: string, requestedAt: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && value > requestedAt.slice(0, 10);

/**
 * The body of saveConsultationNote, and where each sent row is in the draft (`rows[sent] = draft
 * index`, to put a 422 on `prescription.{sent}.dose` on the right row). An autosave sends the
 * complete rows only and no follow-up that the server would refuse: half-typed parts stay in the
 * tab's draft (session storage) until they are whole, and never block the notes from saving.
 */
export const toNoteBody = (
  draft: NoteDraft,
  requestedAt: string,
): { body: ConsultationNoteRequest; rows: number[] } => {
  const rows: number[] = [];
  const prescription = draft.prescription.flatMap((row, index) => {
    if (!isComplete(row) || row.medicine === null) return [];
    rows.push(index);
    return [
      {
        medicine_id: row.medicine.id,
        dose: row.dose.trim(),
        frequency: row.frequency.trim(),
        duration: row.duration.trim(),
        instructions: row.instructions.trim(),
      },
    ];
  });
  return {
    body: {
      notes: draft.notes,
      diagnosis: draft.diagnosis,
      follow_up: followUpValid(draft.follow_up, requestedAt) ? draft.follow_up : null,
      prescription,
    },
    rows,
  };
};

/** The rows that are neither blank nor complete: kept in the tab only, until they are. */
export const unfinishedRows = (draft: NoteDraft): number =>
  draft.prescription.filter((row) => !isBlank(row) && !isComplete(row)).length;

/** Session storage (this tab only; never local storage, which the idle sign-out clears). */
export interface StoredDraft {
  draft: NoteDraft;
  /** When the doctor last changed it (ms since the epoch, this browser's clock). */
  changedAt: number;
  /** The server's `saved_at` the tab knew when it was changed: no clock of two machines compared. */
  base?: string | null;
}

export const draftKey = (doctorId: number, consultationId: number): string =>
  `${STORAGE_PREFIX}liveDraft:${String(doctorId)}:${String(consultationId)}`;

const isRow = (value: unknown): value is DraftRow => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return ['key', 'dose', 'frequency', 'duration', 'instructions'].every((f) => typeof row[f] === 'string');
};

export const readStoredDraft = (key: string): StoredDraft | null => {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { draft, changedAt, base } = parsed as Partial<StoredDraft>;
    if (typeof changedAt !== 'number' || typeof draft !== 'object' || draft === null) return null;
    const ok =
      typeof draft.notes === 'string' &&
      typeof draft.diagnosis === 'string' &&
      typeof draft.follow_up === 'string' &&
      Array.isArray(draft.prescription) &&
      draft.prescription.every(isRow);
    return ok ? { draft, changedAt, base: typeof base === 'string' ? base : null } : null;
  } catch {
    return null;
  }
};

export const writeStoredDraft = (key: string, stored: StoredDraft): void => {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // A full storage: the draft stays in memory and the server copy is one save away.
  }
};

export const removeStoredDraft = (key: string): void => window.sessionStorage.removeItem(key);

/**
 * What the page starts from: the tab's draft when it is newer than the server's last save (it holds
 * typing the server never got), else the server's copy.
 */
export const startingDraft = (
  c: Consultation,
  stored: StoredDraft | null,
): { draft: NoteDraft; unsaved: boolean } => {
  const savedAt = c.saved_at ? Date.parse(c.saved_at) : 0;
  const sameBase = stored?.base !== undefined && stored.base !== null && stored.base === c.saved_at;
  if (stored && (sameBase || stored.changedAt > savedAt)) return { draft: stored.draft, unsaved: true };
  return { draft: draftOf(c), unsaved: false };
};
