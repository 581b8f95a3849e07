import { useState } from 'react';

import { useSingleFlight } from '@/lib/use-single-flight';

import { ConfirmDialog } from './confirm-dialog';

/** What the confirm dialog asks before an action runs. */
export interface ConfirmText {
  title: string;
  message: string;
  /** The dialog's button; the action's label by default. */
  confirmLabel?: string;
}

interface ConfirmActionProps {
  label: string;
  /** Asked first; without it the click runs the action. */
  confirm?: ConfirmText | undefined;
  /** An action that takes something away (outlined in the danger colour). */
  danger?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The action. A failure is the reporter's one toast; the screen stays as it was. */
  run: () => Promise<void>;
}

/**
 * A button for one action of a record (a status move, a custom action), asked first where the action
 * asks (docs/requirements.md 11.5: nothing is removed without a confirm). One run at a time: a double
 * click sends one request; the dialog stays, busy, until the answer.
 */
export const ConfirmAction = ({ label, confirm, danger, disabled, run }: ConfirmActionProps) => {
  const [asking, setAsking] = useState(false);
  const flight = useSingleFlight(async () => {
    try {
      await run();
    } catch {
      // The reporter has shown the refusal or the failure.
    } finally {
      setAsking(false);
    }
  });
  return (
    <>
      <button
        type="button"
        className={danger ? 'ui-btn ui-btn-outline ui-btn-danger' : 'ui-btn ui-btn-outline'}
        disabled={disabled === true || flight.pending}
        onClick={() => (confirm ? setAsking(true) : flight.run())}
      >
        {label}
      </button>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          title={confirm.title}
          message={confirm.message}
          confirmLabel={confirm.confirmLabel ?? label}
          busy={flight.pending}
          onConfirm={flight.run}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
};
