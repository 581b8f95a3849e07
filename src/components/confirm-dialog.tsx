import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex="0"]';

/** Keeps Tab inside the dialog. */
const trapTab = (event: KeyboardEvent<HTMLDivElement>): void => {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * A modal alert dialog: focus moves to the safe choice (cancel), Tab stays inside, Escape
 * cancels, and focus returns to where it was when the dialog closes.
 */
export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const { open, title, message, confirmLabel, cancelLabel = 'Cancel', busy, onConfirm, onCancel } = props;
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => previous?.focus();
  }, [open]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab') trapTab(event);
  };
  return createPortal(
    <div className="ui-dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="ui-dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ui-dialog-title">
          {title}
        </h2>
        <p id={messageId}>{message}</p>
        <div className="ui-actions">
          <button ref={cancelRef} type="button" className="ui-btn ui-btn-outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="ui-btn ui-btn-danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
};
