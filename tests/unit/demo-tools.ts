import { vi } from 'vitest';

import { provideDemoTools } from '@/lib/demo-tools';
import { demoAccounts } from '@/mocks/demo-accounts';

/**
 * What src/main.tsx provides in demo mode, with the real demo accounts and a spy for the reset.
 * src/features may not import src/mocks (eslint.config.js); their tests get the demo tools here.
 */
export const provideTestDemoTools = () => {
  const resetDemoData = vi.fn(() => Promise.resolve());
  provideDemoTools({ accounts: demoAccounts, resetDemoData });
  return { resetDemoData };
};
