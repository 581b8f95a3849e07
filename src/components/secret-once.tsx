import { useId, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/**
 * A secret shown once (docs/api-keys.md, "The secret"; docs/integrations.md, "The signing secret"):
 * the create or rotate answer hands it to a store made here, which keeps it in module memory only,
 * never in local or session storage, the URL, the react-query cache or the console. The dialog
 * shows it with Copy and "I have copied it", and then it is gone; a reload and it is gone too.
 */
export interface SecretStore<Meta> {
  hold: (meta: Meta, secret: string) => void;
  forget: () => void;
  /** The held secret and what it belongs to, or null. */
  useHeld: () => (Meta & { secret: string }) | null;
}

export const secretStore = <Meta extends object>(): SecretStore<Meta> => {
  let held: (Meta & { secret: string }) | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    hold: (meta, secret) => {
      held = { ...meta, secret };
      changed();
    },
    forget: () => {
      held = null;
      changed();
    },
    useHeld: () => useSyncExternalStore(subscribe, () => held),
  };
};

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_TEXT: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied.',
  failed: 'Copying is not available in this browser: select the secret and copy it.',
};

const copy = async (text: string): Promise<CopyState> => {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
};

export interface SecretOnceDialogProps {
  title: string;
  /** The accessible name of the secret ('API key secret'). */
  label: string;
  /** What happens after this dialog closes ("only its first 12 characters are shown"). */
  note: string;
  secret: string;
  className: string;
  onDone: () => void;
}

/** The dialog that shows a held secret, with Copy and "I have copied it". */
export const SecretOnceDialog = ({
  title,
  label,
  note,
  secret,
  className,
  onDone,
}: SecretOnceDialogProps) => {
  const [copied, setCopied] = useState<CopyState>('idle');
  const titleId = useId();
  return createPortal(
    <div className="ui-dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="ui-dialog">
        <h2 id={titleId} className="ui-dialog-title">
          {title}
        </h2>
        <p>
          <code className={className} aria-label={label}>
            {secret}
          </code>
        </p>
        <p role="note">{note}</p>
        <div className="ui-actions">
          <button
            type="button"
            className="ui-btn ui-btn-outline"
            onClick={() => {
              void copy(secret).then(setCopied);
            }}
          >
            <i className="pi pi-copy" aria-hidden="true" /> Copy
          </button>
          <button
            type="button"
            className="ui-btn"
            onClick={() => {
              setCopied('idle');
              onDone();
            }}
            autoFocus
          >
            I have copied it
          </button>
        </div>
        <p role="status" aria-live="polite">
          {COPY_TEXT[copied]}
        </p>
      </div>
    </div>,
    document.body,
  );
};
