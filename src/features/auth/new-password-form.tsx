import { type SyntheticEvent, useState } from 'react';

import { newPasswordProblem, NOT_THE_CURRENT, PASSWORD_RULES, SAME_PASSWORD } from '@/lib/password-rules';

import { PasswordInput } from './password-input';
import { type PendingSignIn, type Refused, useNewPassword } from './use-new-password';

export const MISMATCH_TEXT = 'The two passwords do not match.';
export const REPEAT_REQUIRED_TEXT = 'Type the new password again.';

interface Errors {
  next?: string[];
  repeat?: string;
  form?: string;
}

/** Every rule the new password breaks, each with its message (none: an empty list). */
const brokenRules = (current: string, next: string): string[] => {
  const broken = PASSWORD_RULES.filter((rule) => !rule.test(next)).map((rule) => rule.message);
  return broken.length === 0 && newPasswordProblem(current, next) === SAME_PASSWORD
    ? [SAME_PASSWORD]
    : broken;
};

const validate = (current: string, next: string, repeat: string): Errors => {
  const broken = brokenRules(current, next);
  const repeatProblem = repeat === '' ? REPEAT_REQUIRED_TEXT : repeat !== next ? MISMATCH_TEXT : undefined;
  return {
    ...(broken.length > 0 ? { next: broken } : {}),
    ...(repeatProblem ? { repeat: repeatProblem } : {}),
  };
};

const errorsOf = (refused: Refused): Errors =>
  refused.field === 'new_password' ? { next: [refused.message] } : { form: refused.message };

/**
 * The sign-in's new-password step (docs/shell.md, "First sign-in"): the rules before typing, the
 * new password typed twice, each broken rule on its field; a refusal keeps what was typed.
 */
export const NewPasswordForm = ({ pending, onCancel }: { pending: PendingSignIn; onCancel: () => void }) => {
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { save, saving } = useNewPassword(pending, (refused) => setErrors(errorsOf(refused)));

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(pending.current, next, repeat);
    setErrors(found);
    if (found.next || found.repeat || saving) return;
    save(next);
  };

  const nextDescribedBy = ['new-password-rules', errors.next ? 'new-password-error' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="sign-in-form" noValidate onSubmit={submit} aria-labelledby="sign-in-title">
      <p className="sign-in-step-intro">
        {pending.user.first_name}, you signed in with a temporary password. Choose your own before you go on.
      </p>
      <div id="new-password-rules" className="sign-in-rules">
        <p>Your new password needs:</p>
        <ul>
          {PASSWORD_RULES.map((rule) => (
            <li key={rule.label}>{rule.label}</li>
          ))}
          <li>{NOT_THE_CURRENT}</li>
        </ul>
      </div>
      {errors.form ? (
        <p className="sign-in-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="sign-in-field">
        <label htmlFor="new-password">New password</label>
        <PasswordInput
          id="new-password"
          name="new-password"
          autoComplete="new-password"
          revealLabel="new password"
          value={next}
          onChange={setNext}
          invalid={Boolean(errors.next)}
          describedBy={nextDescribedBy}
        />
        {errors.next ? (
          <div id="new-password-error" className="sign-in-error">
            {errors.next.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </div>
      <div className="sign-in-field">
        <label htmlFor="repeat-password">Type it again</label>
        <PasswordInput
          id="repeat-password"
          name="repeat-password"
          autoComplete="new-password"
          revealLabel="repeated password"
          value={repeat}
          onChange={setRepeat}
          invalid={Boolean(errors.repeat)}
          describedBy={errors.repeat ? 'repeat-password-error' : undefined}
        />
        {errors.repeat ? (
          <p id="repeat-password-error" className="sign-in-error">
            {errors.repeat}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="app-button app-button-primary sign-in-submit"
        disabled={saving}
        aria-busy={saving}
      >
        {saving ? <span className="button-spinner" aria-hidden="true" /> : null}
        Save new password
      </button>
      <button type="button" className="app-button app-button-secondary sign-in-submit" onClick={onCancel}>
        Back to sign in
      </button>
    </form>
  );
};
