import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

import { appStore } from '@/atoms/store';

import { ToastHostLoader } from './toast-host-loader';

/**
 * The store for every page. The query client is the signed-in shell's (src/app/shell/signed-in-shell.tsx):
 * nothing on the sign-in page runs a query, so react-query is not in its script.
 */
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <JotaiProvider store={appStore}>
    {children}
    <ToastHostLoader />
  </JotaiProvider>
);
