import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** The one action; it gets the focus when the modal opens. */
  actionLabel: string;
  onAction: () => void;
  /** Escape does the same as the action. */
  tone?: 'danger' | 'warning';
}

/**
 * A small accessible modal (role dialog, labelled, focus moved in and kept in, Escape closes). Used
 * by the offline notice, which must work without loading anything from the network.
 */
export const Modal = ({ title, children, actionLabel, onAction, tone = 'danger' }: ModalProps) => {
  const titleId = useId();
  const bodyId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    actionRef.current?.focus();
    return () => previous?.focus();
  }, []);
  return (
    <div className="app-modal-backdrop">
      <div
        className={`app-modal app-modal-${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onAction();
          // One focusable control: Tab stays on it.
          if (event.key === 'Tab') {
            event.preventDefault();
            actionRef.current?.focus();
          }
        }}
      >
        <h2 id={titleId} className="app-modal-title">
          {title}
        </h2>
        <div id={bodyId} className="app-modal-body">
          {children}
        </div>
        <div className="app-modal-actions">
          <button ref={actionRef} type="button" className="app-button app-button-primary" onClick={onAction}>
            {actionLabel}
          </button>
        </div>
      </div>
    </div>
  );
};
