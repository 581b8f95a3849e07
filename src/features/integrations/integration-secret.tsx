import { SecretOnceDialog, secretStore } from '@/components/secret-once';

/**
 * The signing secret shown once (docs/integrations.md, "The signing secret"): create and Rotate
 * secret hand it here (src/components/secret-once.tsx keeps it in memory only), and the
 * integration's page shows it in a dialog until "I have copied it".
 */
const store = secretStore<{ id: number }>();

export const holdSecret = (id: number, secret: string): void => store.hold({ id }, secret);

export const SHOWN_ONCE_TEXT =
  'This signing secret is shown once. Copy it now and give it to the receiver: only whsec_… and its last 4 characters are shown after this.';

/** The dialog, while a secret is held for this integration. */
export const SecretDialog = ({ id, name }: { id: number; name: string }) => {
  const current = store.useHeld();
  if (current?.id !== id) return null;
  return (
    <SecretOnceDialog
      title={`Signing secret for ${name}`}
      label="Signing secret"
      note={SHOWN_ONCE_TEXT}
      secret={current.secret}
      className="integration-secret"
      onDone={store.forget}
    />
  );
};
