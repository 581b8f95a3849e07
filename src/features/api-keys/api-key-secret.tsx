import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/**
 * A key's secret, shown once (docs/api-keys.md, "The secret"): Create key and Rotate hand it here, in
 * this module's memory only, never to local or session storage, the URL, the react-query cache or
 * the console. The dialog shows it with Copy and "I have copied it", and then it is gone; a reload
 * and it is gone too.
 */
let held: { name: string; secret: string; rotated: boolean } | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const holdKeySecret = (name: string, secret: string, rotated = false): void => {
  held = { name, secret, rotated };
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
  'This secret is shown once. Copy it now and keep it somewhere safe: after you close this, only its first 12 characters are shown.';

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

/** The dialog, while a secret is held. */
export const KeySecretDialog = () => {
  const current = useSyncExternalStore(subscribe, () => held);
  const [copied, setCopied] = useState<CopyState>('idle');
  const titleId = useId();
  // Leaving the screen forgets a secret not yet dismissed.
  useEffect(() => forget, []);
  if (current === null) return null;
  const done = () => {
    setCopied('idle');
    forget();
  };
  return createPortal(
    <div className="ui-dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="ui-dialog">
        <h2 id={titleId} className="ui-dialog-title">
          {current.rotated ? `New secret for ${current.name}` : `Secret for ${current.name}`}
        </h2>
        <p>
          <code className="api-key-secret" aria-label="API key secret">
            {current.secret}
          </code>
        </p>
        <p role="note">{SHOWN_ONCE_TEXT}</p>
        <p role="status">{COPY_TEXT[copied]}</p>
        <div className="ui-actions">
          <button
            type="button"
            className="ui-btn ui-btn-outline"
            onClick={() => {
              void copy(current.secret).then(setCopied);
            }}
          >
            Copy
          </button>
          <button type="button" className="ui-btn" onClick={done}>
            I have copied it
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
};
