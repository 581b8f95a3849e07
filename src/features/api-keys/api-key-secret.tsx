import { useEffect } from 'react';

import { SecretOnceDialog, secretStore } from '@/components/secret-once';

/**
 * A key's secret, shown once (docs/api-keys.md, "The secret"): Create key and Rotate hand it here
 * (src/components/secret-once.tsx keeps it in memory only), and the dialog shows it until "I have
 * copied it".
 */
const store = secretStore<{ name: string; rotated: boolean }>();

export const holdKeySecret = (name: string, secret: string, rotated = false): void =>
  store.hold({ name, rotated }, secret);

export const SHOWN_ONCE_TEXT =
  'This secret is shown once. Copy it now and keep it somewhere safe: after you close this, only its first 12 characters are shown.';

/** The dialog, while a secret is held. */
export const KeySecretDialog = () => {
  const current = store.useHeld();
  // Leaving the screen forgets a secret not yet dismissed.
  useEffect(() => store.forget, []);
  if (current === null) return null;
  return (
    <SecretOnceDialog
      title={current.rotated ? `New secret for ${current.name}` : `Secret for ${current.name}`}
      label="API key secret"
      note={SHOWN_ONCE_TEXT}
      secret={current.secret}
      className="api-key-secret"
      onDone={store.forget}
    />
  );
};
