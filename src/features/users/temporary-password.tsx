import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * The new user's temporary password (docs/users.md, "The temporary password"): the create answer
 * hands it here, in this module's memory only (never local or session storage, the URL, the
 * react-query cache or the console); User Details takes it when it opens the new user and shows it
 * once, in a dialog with Copy and "I have copied it". A reload, another page or closing it and it
 * is gone.
 */
let held: { id: number; password: string } | null = null;

export const holdTemporaryPassword = (id: number, password: string): void => {
  held = { id, password };
};

/** The password held for this user, taken on the page's first render (once). */
const useTakenPassword = (id: number): [string | null, () => void] => {
  const [password, setPassword] = useState(() => (held?.id === id ? held.password : null));
  useEffect(() => {
    if (held?.id === id) held = null;
  }, [id]);
  return [password, () => setPassword(null)];
};

export const SHOWN_ONCE_TEXT =
  'This password is shown once. Copy it now and give it to them: it is not stored here, and they choose their own at their first sign-in.';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_TEXT: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied.',
  failed: 'Copying is not available in this browser: select the password and copy it.',
};

const copy = async (text: string): Promise<CopyState> => {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
};

const PasswordDialog = ({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string;
  onClose: () => void;
}) => {
  const titleId = useId();
  const [copied, setCopied] = useState<CopyState>('idle');
  const copyRef = useRef<HTMLButtonElement>(null);
  useEffect(() => copyRef.current?.focus(), []);
  return createPortal(
    <div className="ui-dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="ui-dialog">
        <h2 id={titleId} className="ui-dialog-title">
          Temporary password for {name}
        </h2>
        <p>
          <code className="user-password-value" aria-label="Temporary password">
            {password}
          </code>
        </p>
        <p role="note">{SHOWN_ONCE_TEXT}</p>
        <div className="ui-actions">
          <button
            ref={copyRef}
            type="button"
            className="ui-btn"
            onClick={() => {
              // navigator.clipboard is missing outside a secure context: the fallback says what to do.
              void copy(password).then(setCopied);
            }}
          >
            <i className="pi pi-copy" aria-hidden="true" /> Copy password
          </button>
          <button type="button" className="ui-btn ui-btn-outline" onClick={onClose}>
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

/** Shown once on the new user's page. */
export const TemporaryPassword = ({ id, name }: { id: number; name: string }) => {
  const [password, dismiss] = useTakenPassword(id);
  return password === null ? null : <PasswordDialog name={name} password={password} onClose={dismiss} />;
};
