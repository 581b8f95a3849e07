import { useEffect, useState } from 'react';

/**
 * The new customer's temporary password (docs/customers.md, "The temporary password"): the create
 * answer hands it here, in this module's memory only, never to local or session storage nor to the
 * react-query cache; Customer Details takes it when it opens the new customer and shows it once. A
 * reload, another page or Done and it is gone.
 */
let held: { id: number; password: string } | null = null;

export const holdTemporaryPassword = (id: number, password: string): void => {
  held = { id, password };
};

/** The password held for this customer, taken on the page's first render (once). */
const useTakenPassword = (id: number): [string | null, () => void] => {
  const [password, setPassword] = useState(() => (held?.id === id ? held.password : null));
  useEffect(() => {
    if (held?.id === id) held = null;
  }, [id]);
  return [password, () => setPassword(null)];
};

export const SHOWN_ONCE_TEXT =
  'This password is shown once. Copy it now and give it to the customer: it is not stored here, and they choose their own at their first sign-in.';

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

/** Shown once on the new customer's page: the password, Copy, and Done. */
export const TemporaryPassword = ({ id, name }: { id: number; name: string }) => {
  const [password, dismiss] = useTakenPassword(id);
  const [copied, setCopied] = useState<CopyState>('idle');
  if (password === null) return null;
  return (
    <section className="ui-card customer-password" aria-labelledby="temporary-password-title">
      <h2 id="temporary-password-title">Temporary password for {name}</h2>
      <p>
        <code className="customer-password-value" aria-label="Temporary password">
          {password}
        </code>
      </p>
      <p role="note">{SHOWN_ONCE_TEXT}</p>
      <div className="ui-actions">
        <button
          type="button"
          className="ui-btn"
          onClick={() => {
            // navigator.clipboard is missing outside a secure context: the fallback says what to do.
            void copy(password).then(setCopied);
          }}
        >
          <i className="pi pi-copy" aria-hidden="true" /> Copy password
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={dismiss}>
          Done
        </button>
      </div>
      <p role="status" aria-live="polite">
        {COPY_TEXT[copied]}
      </p>
    </section>
  );
};
