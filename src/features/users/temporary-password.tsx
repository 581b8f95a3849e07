import { useEffect, useState } from 'react';

import { SecretOnceDialog, secretStore } from '@/components/secret-once';

/**
 * The new user's temporary password (docs/users.md, "The temporary password"): the create answer
 * hands it here (src/components/secret-once.tsx keeps it in module memory only: never local or
 * session storage, the URL, the react-query cache or the console), and User Details shows it once
 * in the shared dialog, with Copy and "I have copied it". Closing it, leaving the page or a reload
 * and it is gone.
 */
const store = secretStore<{ id: number }>();

export const holdTemporaryPassword = (id: number, password: string): void => store.hold({ id }, password);

export const SHOWN_ONCE_TEXT =
  'This password is shown once. Copy it now and give it to them: it is not stored here, and they choose their own at their first sign-in.';

/**
 * The password held for this user, taken from the store on the page's first render: the store
 * forgets it at once (so another page or a reload never sees it), the page keeps it until Done.
 */
const useTakenPassword = (id: number): [string | null, () => void] => {
  const held = store.useHeld();
  const [password, setPassword] = useState(() => (held?.id === id ? held.secret : null));
  useEffect(() => {
    if (password !== null) store.forget();
  }, [password]);
  return [password, () => setPassword(null)];
};

/** Shown once on the new user's page. */
export const TemporaryPassword = ({ id, name }: { id: number; name: string }) => {
  const [password, done] = useTakenPassword(id);
  if (password === null) return null;
  return (
    <SecretOnceDialog
      title={`Temporary password for ${name}`}
      label="Temporary password"
      note={SHOWN_ONCE_TEXT}
      secret={password}
      className="user-password-value"
      onDone={done}
    />
  );
};
