import type { Consultation, ConsultationNoteRequest } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';

/** Saved this long after typing stops (docs/telemedicine.md). */
export const AUTOSAVE_DELAY_MS = 2_000;
/** A failed save is tried again after 2 s, then 4, 8, 16 and 30 s at most. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

export const retryDelay = (failures: number): number =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);

/** What the status line says. */
export type SaveState =
  { kind: 'saved'; at: string | null } | { kind: 'saving' } | { kind: 'unsaved'; problem: string | null };

/** A refusal (422) of the saved note: its message and field, when the server named one. */
export interface SaveRefusal {
  message: string;
  field: string | null;
}

export interface AutosaverOptions {
  /** The call; `keepalive` when the page is going away. */
  save: (body: ConsultationNoteRequest, keepalive: boolean) => Promise<Consultation>;
  /** The body of what the doctor has now. */
  body: () => ConsultationNoteRequest;
  onState: (state: SaveState) => void;
  onSaved: (saved: Consultation, clean: boolean) => void;
  onRefused: (refusal: SaveRefusal) => void;
}

/**
 * The live page's autosave (docs/telemedicine.md): a save 2 s after the last change; one save at a
 * time (a change made meanwhile is saved after it); a failure keeps the change and tries again with
 * a doubling wait up to 30 s; a refusal (422) waits for the next change. `flush` saves at once (on
 * leaving, before Complete and before the idle sign-out). Plain timers, no React: typing only calls
 * `changed()`.
 */
export class Autosaver {
  private revision = 0;
  private savedRevision = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<boolean> | null = null;
  private failures = 0;
  private stopped = false;

  constructor(private readonly options: AutosaverOptions) {}

  get dirty(): boolean {
    return this.revision !== this.savedRevision;
  }

  /** The doctor changed something: saved after the pause. */
  changed(): void {
    this.revision += 1;
    this.options.onState({ kind: 'unsaved', problem: null });
    this.schedule(AUTOSAVE_DELAY_MS);
  }

  /** Saves what is not saved yet, now; resolves true when the server has everything. */
  async flush(keepalive = false): Promise<boolean> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    if (!this.dirty) return true;
    return this.run(keepalive);
  }

  /** Timers run again (a remount after `stop`: React's development double effects). */
  resume(): void {
    this.stopped = false;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      if (this.inFlight) void this.inFlight.then(() => this.dirty && this.schedule(0));
      else void this.run(false);
    }, ms);
  }

  private run(keepalive: boolean): Promise<boolean> {
    const revision = this.revision;
    this.options.onState({ kind: 'saving' });
    const attempt = this.options
      .save(this.options.body(), keepalive)
      .then(
        (saved) => {
          this.failures = 0;
          this.savedRevision = Math.max(this.savedRevision, revision);
          const clean = !this.dirty;
          this.options.onSaved(saved, clean);
          this.options.onState(
            clean ? { kind: 'saved', at: saved.saved_at } : { kind: 'unsaved', problem: null },
          );
          return clean;
        },
        (error: unknown) => {
          const failure = toApiError(error);
          // A refusal (422) or any other answer a second try cannot change (403, 404): said, and
          // left for the next change; the draft stays in the tab.
          if (failure.status === 422 || !failure.isRetryable) {
            const body = failure.body as { field?: unknown } | null | undefined;
            const field = typeof body?.field === 'string' ? body.field : null;
            this.options.onRefused({ message: failure.message, field });
            this.options.onState({ kind: 'unsaved', problem: failure.message });
            return false;
          }
          this.failures += 1;
          const wait = retryDelay(this.failures);
          this.options.onState({
            kind: 'unsaved',
            problem: `The last save failed (${failure.message}); trying again in ${String(Math.round(wait / 1000))} s.`,
          });
          this.schedule(wait);
          return false;
        },
      )
      .finally(() => {
        if (this.inFlight === attempt) this.inFlight = null;
      });
    this.inFlight = attempt;
    return attempt;
  }
}
