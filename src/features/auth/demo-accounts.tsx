import { useEffect, useState } from 'react';

import { showToast } from '@/lib/toast';

import type { Credentials } from './sign-in-form';

interface DemoAccount {
  role: string;
  username: string;
  password: string;
}

/**
 * Demo mode only (the caller checks isDemoMode): the demo accounts, each filling the form when
 * picked, and a reset of the demo data. Both modules load on demand, never in a configured build.
 */
export const DemoAccounts = ({ onPick }: { onPick: (credentials: Credentials) => void }) => {
  const [accounts, setAccounts] = useState<readonly DemoAccount[]>([]);
  const [resetting, setResetting] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('@/mocks/demo-accounts')
      .then((module) => {
        if (!cancelled) setAccounts(module.demoAccounts);
      })
      .catch((error: unknown) => console.error('[demo] the demo accounts could not be loaded', error));
    return () => {
      cancelled = true;
    };
  }, []);

  const reset = async () => {
    setResetting(true);
    try {
      const { resetDemoData } = await import('@/mocks/browser');
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

  if (accounts.length === 0) return null;
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
