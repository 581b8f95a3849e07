import { useState } from 'react';

import { demoTools } from '@/lib/demo-tools';
import { showToast } from '@/lib/toast';

import type { Credentials } from './sign-in-form';

/**
 * Demo mode only (the caller checks isDemoMode): the demo accounts, each filling the form when
 * picked, and a reset of the demo data. src/main.tsx provides both (src/lib/demo-tools.ts) once the
 * demo API runs, before the first render; without them this shows nothing.
 */
export const DemoAccounts = ({ onPick }: { onPick: (credentials: Credentials) => void }) => {
  const tools = demoTools();
  const [resetting, setResetting] = useState(false);
  if (!tools || tools.accounts.length === 0) return null;
  const { accounts, resetDemoData } = tools;

  const reset = async () => {
    setResetting(true);
    try {
      await resetDemoData();
      showToast({
        severity: 'success',
        summary: 'Demo data reset',
        detail: 'The demo data is back to its seed.',
      });
    } catch (error) {
      console.error('[demo] the demo data could not be reset', error);
      showToast({ severity: 'error', summary: 'Error', detail: 'The demo data could not be reset.' });
    } finally {
      setResetting(false);
    }
  };

  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <div className="demo-accounts-header">
        <h2 id="demo-accounts-title" className="demo-accounts-title">
          Demo accounts
        </h2>
        <button
          type="button"
          className="app-button app-button-secondary demo-reset"
          onClick={() => void reset()}
          disabled={resetting}
          aria-busy={resetting}
        >
          Reset demo data
        </button>
      </div>
      <ul className="demo-accounts-list">
        {accounts.map((account) => (
          <li key={account.username}>
            <button
              type="button"
              className="demo-account"
              title="Fill in the form with this account"
              onClick={() => onPick({ username: account.username, password: account.password })}
            >
              <span className="demo-account-role">{account.role}</span>
              <span className="demo-account-credentials">
                {account.username} · {account.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
