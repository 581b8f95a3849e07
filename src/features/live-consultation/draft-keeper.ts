import { saveConsultationNote } from '@/generated/api/consultations/consultations';
import type { Consultation, ConsultationNoteRequest } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';

import { Autosaver, type SaveRefusal, type SaveState } from './autosaver';
import { type NoteDraft, removeStoredDraft, toNoteBody, writeStoredDraft } from './draft';

/** The page is going away (pagehide, or hidden and maybe never shown again): a save that outlives it. */
const KEEPALIVE = { adapter: 'fetch', fetchOptions: { keepalive: true } } as const;

/**
 * A server refusal's field in the draft's terms: `prescription.1.dose` of the body is the draft row
 * the second sent row came from; `medicine_id` is the row's medicine.
 */
export const draftFieldOf = (field: string | null, rows: readonly number[]): string | null => {
  const match = field === null ? null : /^prescription\.(\d+)\.(\w+)$/.exec(field);
  if (!match) return field;
  const row = rows[Number(match[1])] ?? Number(match[1]);
  const key = match[2] === 'medicine_id' ? 'medicine' : (match[2] ?? '');
  return `prescription.${String(row)}.${key}`;
};

/**
 * The latest draft of one consultation, outside React: every change goes to session storage at
 * once and to the server through the autosaver; a confirmed save that holds everything removes the
 * tab's copy.
 */
export class DraftKeeper {
  private rows: number[] = [];
  /** The server's last `saved_at` this tab knows. */
  private base: string | null;
  readonly saver: Autosaver;

  constructor(
    private readonly c: Consultation,
    private readonly key: string,
    private draft: NoteDraft,
    handlers: { onState: (state: SaveState) => void; onRefused: (refusal: SaveRefusal | null) => void },
  ) {
    this.base = c.saved_at;
    this.saver = new Autosaver({
      body: () => {
        const { body, rows } = toNoteBody(this.draft, this.c.requested_at);
        this.rows = rows;
        return body;
      },
      save: (body, keepalive) => this.send(body, keepalive),
      onState: handlers.onState,
      onSaved: (saved, clean) => {
        this.base = saved.saved_at;
        handlers.onRefused(null);
        if (clean) removeStoredDraft(this.key);
      },
      onRefused: ({ message, field }) =>
        handlers.onRefused({ message, field: draftFieldOf(field, this.rows) }),
    });
  }

  /**
   * A keepalive request (fetch) when the page is going away, so the browser finishes it after the
   * page is gone; where fetch cannot make it (no fetch, a relative base in a test's DOM), the
   * ordinary client.
   */
  private send(body: ConsultationNoteRequest, keepalive: boolean): Promise<Consultation> {
    if (!keepalive) return saveConsultationNote(this.c.id, body);
    return saveConsultationNote(this.c.id, body, KEEPALIVE).catch((error: unknown) => {
      if (toApiError(error).status !== null) throw error;
      return saveConsultationNote(this.c.id, body);
    });
  }

  latest(): NoteDraft {
    return this.draft;
  }

  change(next: NoteDraft): void {
    this.draft = next;
    writeStoredDraft(this.key, { draft: next, changedAt: Date.now(), base: this.base });
    this.saver.changed();
  }

  finish(): void {
    this.saver.stop();
    removeStoredDraft(this.key);
  }
}
