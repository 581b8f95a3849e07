import { type SyntheticEvent, useState } from 'react';

import { PasswordInput } from './password-input';
import type { PendingSignIn } from './use-new-password';
import { useSignIn } from './use-sign-in';

export interface Credentials {
  username: string;
  password: string;
}

interface FieldErrors {
  username?: string;
  password?: string;
}

/** docs/requirements.md section 5, login validation. */
export const validateCredentials = ({ username, password }: Credentials): FieldErrors => ({
  ...(username.trim() === '' ? { username: 'Username is required' } : {}),
  ...(password === '' ? { password: 'Password is required' } : {}),
});

/**
 * The sign-in form; `prefill` (a demo account picked from the list) replaces what was typed.
 * `onNewPassword`: the user signed in with a temporary password (docs/shell.md, "First sign-in").
 */
export const SignInForm = ({
  prefill,
  onNewPassword,
}: {
  prefill: Credentials | null;
  onNewPassword?: (pending: PendingSignIn) => void;
}) => {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lastPrefill, setLastPrefill] = useState<Credentials | null>(null);
  const { signIn, isPending } = useSignIn(onNewPassword);
  if (prefill !== lastPrefill) {
    setLastPrefill(prefill);
    if (prefill) {
      setValues(prefill);
      setErrors({});
    }
  }

  const update = (field: keyof Credentials) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCredentials(values);
    setErrors(found);
    if (found.username || found.password || isPending) return;
    signIn({ username: values.username.trim(), password: values.password });
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={submit} aria-labelledby="sign-in-title">
      <div className="sign-in-field">
        <label htmlFor="sign-in-email">Email</label>
        <input
          id="sign-in-email"
          name="username"
          className="sign-in-input"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.username}
          onChange={(event) => update('username')(event.target.value)}
          aria-invalid={Boolean(errors.username)}
          aria-describedby={errors.username ? 'sign-in-email-error' : undefined}
        />
        {errors.username ? (
          <p id="sign-in-email-error" className="sign-in-error">
            {errors.username}
          </p>
        ) : null}
      </div>
      <div className="sign-in-field">
        <label htmlFor="sign-in-password">Password</label>
        <PasswordInput
          id="sign-in-password"
          value={values.password}
          onChange={update('password')}
          invalid={Boolean(errors.password)}
          describedBy={errors.password ? 'sign-in-password-error' : undefined}
        />
        {errors.password ? (
          <p id="sign-in-password-error" className="sign-in-error">
            {errors.password}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="app-button app-button-primary sign-in-submit"
        disabled={isPending}
        aria-busy={isPending}
      >
        {isPending ? <span className="button-spinner" aria-hidden="true" /> : null}
        Login
      </button>
    </form>
  );
};
