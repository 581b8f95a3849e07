import { useRef, useState } from 'react';

// Inlined (a data: URL in the script): no image request in the way of the sign-in page's paint.
import logoUrl from '@/assets/logo.svg?inline';
import { appVersion, isDemoMode } from '@/lib/env';

import '@/styles/sign-in.css';

import { DemoAccounts } from './demo-accounts';
import { NewPasswordForm } from './new-password-form';
import { endPendingSignIn } from './end-pending-sign-in';
import { type Credentials, SignInForm } from './sign-in-form';
import type { PendingSignIn } from './use-new-password';

/**
 * docs/requirements.md 2.2 and section 1: the sign-in page, with the demo accounts listed in demo mode;
 * after a sign-in with a temporary password, the new-password step (docs/shell.md, "First sign-in").
 * `onIntent` is called once, at the first focus or input inside the card: the app fetches what the
 * signed-in dashboard needs while the user types.
 */
export const SignInScreen = ({ onIntent }: { onIntent?: () => void }) => {
  const [prefill, setPrefill] = useState<Credentials | null>(null);
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const intended = useRef(false);
  const intent = () => {
    if (intended.current) return;
    intended.current = true;
    onIntent?.();
  };
  return (
    <div className="sign-in-page">
      <section className="sign-in-brand" aria-label="About">
        <p className="sign-in-product">Staff Dashboard</p>
        <div className="sign-in-brand-inner">
          <p className="sign-in-tagline">Empowering Society For A Healthier Tomorrow</p>
          <p className="sign-in-subtext">
            Making preventive healthcare more Affordable, Advanced, and Accessible
          </p>
        </div>
      </section>
      <main className="sign-in-main">
        <div className="sign-in-card" onFocus={intent} onInput={intent}>
          <img className="sign-in-logo" src={logoUrl} alt="Staff Dashboard" width="56" height="56" />
          <h1 id="sign-in-title" className="sign-in-title">
            {pending ? 'Set a New Password' : 'Sign In'}
          </h1>
          {pending ? (
            <NewPasswordForm
              pending={pending}
              onCancel={() => {
                endPendingSignIn(pending.token, pending.user.id);
                setPending(null);
              }}
            />
          ) : (
            <>
              <SignInForm prefill={prefill} onNewPassword={setPending} />
              {isDemoMode ? <DemoAccounts onPick={setPrefill} /> : null}
            </>
          )}
        </div>
        <footer className="sign-in-version">Version {appVersion}</footer>
      </main>
    </div>
  );
};
