import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { preloadStoredSession } from '@/app/routes';
import { provideDemoTools } from '@/lib/demo-tools';
import { isDemoMode } from '@/lib/env';
import { whenIdleAfterContentfulPaint } from '@/lib/idle';

import './styles/global.css';

const start = async (): Promise<void> => {
  // Demo mode: the in-browser demo API answers every call; it is never part of a configured build.
  if (isDemoMode) {
    // A reload while signed in: the shell and the screens download while the demo API starts.
    preloadStoredSession();
    const [{ startDemoApi, resetDemoData }, { demoAccounts }] = await Promise.all([
      import('@/mocks/browser'),
      import('@/mocks/demo-accounts'),
    ]);
    await startDemoApi();
    // The sign-in page lists the accounts and offers the reset; it may not import src/mocks itself.
    provideDemoTools({ accounts: demoAccounts, resetDemoData });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders it in slices of about 5 ms and yields between
  // them, instead of one long task that would block input on a slow phone (Total Blocking Time).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};

/**
 * Push notifications start once the first screen has painted content and the browser is idle, from their
 * own chunk: neither they nor firebase weigh on the sign-in page (docs/push.md).
 */
const startPushAfterFirstPaint = (): void => {
  whenIdleAfterContentfulPaint(() => {
    import('@/features/push')
      .then(({ startPush }) => startPush())
      .catch((error: unknown) => console.warn('[push] Could not load push notifications.', error));
  }, 5_000);
};

void start().then(startPushAfterFirstPaint);
