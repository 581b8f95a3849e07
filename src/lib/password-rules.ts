/**
 * The new-password rules (docs/shell.md, "First sign-in"): the sign-in's new-password step shows
 * them before typing and on the field they break, and the demo API answers its 422s with the same
 * words. At least 8 characters, an upper-case and a lower-case letter, a digit and a symbol, and
 * not the current password.
 */
export interface PasswordRule {
  /** What the step lists before anything is typed. */
  label: string;
  test: (password: string) => boolean;
  /** The field's message when it is broken. */
  message: string;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    label: 'At least 8 characters',
    test: (password) => password.length >= 8,
    message: 'The new password must have at least 8 characters.',
  },
  {
    label: 'An upper-case letter',
    test: (password) => /[A-Z]/.test(password),
    message: 'The new password needs an upper-case letter.',
  },
  {
    label: 'A lower-case letter',
    test: (password) => /[a-z]/.test(password),
    message: 'The new password needs a lower-case letter.',
  },
  { label: 'A digit', test: (password) => /\d/.test(password), message: 'The new password needs a digit.' },
  {
    label: 'A symbol, such as # or @',
    test: (password) => /[^A-Za-z0-9\s]/.test(password),
    message: 'The new password needs a symbol, such as # or @.',
  },
];

export const NOT_THE_CURRENT = 'Not the password you signed in with';
export const SAME_PASSWORD = 'The new password must differ from the one you signed in with.';
export const WRONG_CURRENT = 'This is not the password you signed in with.';

/** The first rule the new password breaks, or null. */
export const newPasswordProblem = (current: string, next: string): string | null =>
  PASSWORD_RULES.find((rule) => !rule.test(next))?.message ?? (next === current ? SAME_PASSWORD : null);
