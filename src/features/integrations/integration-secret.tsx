import { useId, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/**
 * The signing secret shown once (docs/integrations.md, "The signing secret"): create and Rotate
 * secret hand it here, in this module's memory only, never to local or session storage, the URL,
 * the react-query cache or the console; the integration's page shows it in a dialog with Copy and
 * "I have copied it", and then it is gone. A reload and it is gone too.
 */
let held: { id: number; secret: string } | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const holdSecret = (id: number, secret: string): void => {
  held = { id, secret };
  changed();
};

const forget = (): void => {
  held = null;
  changed();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const SHOWN_ONCE_TEXT =
  'This signing secret is shown once. Copy it now and give it to the receiver: only whsec_… and its last 4 characters are shown after this.';

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

/** The dialog, while a secret is held for this integration. */
export const SecretDialog = ({ id, name }: { id: number; name: string }) => {
  const current = useSyncExternalStore(subscribe, () => held);
  const [copied, setCopied] = useState<CopyState>('idle');
  const titleId = useId();
  if (current?.id !== id) return null;
  const done = () => {
    setCopied('idle');
    forget();
  };
  return createPortal(
    <div className="ui-dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="ui-dialog">
        <h2 id={titleId} className="ui-dialog-title">
          Signing secret for {name}
        </h2>
        <p>
          <code className="integration-secret" aria-label="Signing secret">
            {current.secret}
          </code>
        </p>
        <p role="note">{SHOWN_ONCE_TEXT}</p>
        <div className="ui-actions">
          <button
            type="button"
            className="ui-btn ui-btn-outline"
            onClick={() => {
              void copy(current.secret).then(setCopied);
            }}
          >
            <i className="pi pi-copy" aria-hidden="true" /> Copy
          </button>
          <button type="button" className="ui-btn" onClick={done} autoFocus>
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
