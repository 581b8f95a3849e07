import { memo, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { moveConsultation } from '@/generated/api/consultations/consultations';
import type { Consultation } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';

import type { LiveNote } from './use-live-note';

export type Ended = { kind: 'completed' | 'cancelled'; consultation: Consultation };

interface LiveActionsProps extends Pick<LiveNote, 'flush' | 'finish' | 'setRefusal'> {
  consultation: Consultation;
  /** Checks the draft (messages shown from now on); false when something must be fixed first. */
  check: () => boolean;
  onEnded: (ended: Ended) => void;
  onPrint: () => void;
}

type Dialog = 'complete' | 'cancel' | null;

/**
 * Complete (confirm; the note is saved first, then the move with the version the page read) and
 * Cancel consultation (a reason, confirm). A 422 lands on its field (no diagnosis); a 409 says who or
 * what changed it (docs/telemedicine.md).
 */
export const LiveActions = memo(function LiveActions({
  consultation: c,
  flush,
  finish,
  setRefusal,
  check,
  onEnded,
  onPrint,
}: LiveActionsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');

  const move = async (status: 'completed' | 'cancelled') => {
    setBusy(true);
    setProblem(null);
    try {
      const moved = await moveConsultation(c.id, {
        status,
        version: c.version,
        reason: status === 'cancelled' ? reason.trim() || null : null,
      });
      finish();
      onEnded({ kind: status, consultation: moved });
    } catch (error) {
      const failure = toApiError(error);
      const field = (failure.body as { field?: unknown } | null | undefined)?.field;
      if (failure.status === 422 && typeof field === 'string' && field !== 'status')
        setRefusal({ message: failure.message, field });
      else setProblem(failure.message);
    } finally {
      setBusy(false);
      setDialog(null);
    }
  };

  const complete = async () => {
    if (!check()) {
      setDialog(null);
      return;
    }
    setBusy(true);
    const saved = await flush();
    if (!saved) {
      setBusy(false);
      setDialog(null);
      setProblem('The note could not be saved, so the consultation was not completed. Try again.');
      return;
    }
    await move('completed');
  };

  return (
    <div className="ui-card live-actions">
      {problem ? (
        <p role="alert" className="ui-field-error">
          {problem}
        </p>
      ) : null}
      <div className="ui-actions ui-actions-start">
        <button type="button" className="ui-btn" onClick={() => setDialog('complete')} disabled={busy}>
          <i className="pi pi-check" aria-hidden="true" /> Complete
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={onPrint}>
          <i className="pi pi-print" aria-hidden="true" /> Print prescription
        </button>
        <button
          type="button"
          className="ui-btn ui-btn-outline"
          aria-expanded={cancelling}
          onClick={() => setCancelling((open) => !open)}
        >
          Cancel consultation
        </button>
      </div>
      {cancelling ? (
        <form
          className="live-cancel"
          onSubmit={(event) => {
            event.preventDefault();
            setDialog('cancel');
          }}
        >
          <label htmlFor="live-cancel-reason">Reason for cancelling</label>
          <textarea
            id="live-cancel-reason"
            className="ui-input"
            rows={2}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="ui-actions ui-actions-start">
            <button type="submit" className="ui-btn ui-btn-danger" disabled={busy}>
              Cancel this consultation
            </button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={dialog === 'complete'}
        title="Complete this consultation?"
        message="The note is saved first. A completed consultation cannot be changed."
        confirmLabel="Complete"
        cancelLabel="Keep working"
        busy={busy}
        onConfirm={() => void complete()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this consultation?"
        message={`The consultation ends without a prescription.${reason.trim() ? ` Reason: ${reason.trim()}` : ''}`}
        confirmLabel="Cancel consultation"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => void move('cancelled')}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
});
