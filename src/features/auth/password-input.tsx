import { useState } from 'react';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  /** 'password' and 'current-password' by default (the sign-in form's). */
  name?: string;
  autoComplete?: string;
  /** The toggle's words ('Show password'), for a page with two such fields. */
  revealLabel?: string;
}

/** Inline icons: the sign-in page loads no icon font. */
const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
      fill="currentColor"
    />
    {crossed ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
  </svg>
);

/** A password field with a show/hide toggle (docs/requirements.md 2.2). */
export const PasswordInput = ({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  name = 'password',
  autoComplete = 'current-password',
  revealLabel = 'password',
}: PasswordInputProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <div className="sign-in-password">
      <input
        id={id}
        name={name}
        className="sign-in-input"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <button
        type="button"
        className="sign-in-reveal"
        aria-label={visible ? `Hide ${revealLabel}` : `Show ${revealLabel}`}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
};
