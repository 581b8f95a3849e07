import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

import { appStore } from '@/atoms/store';
import { TransitionLocation } from '@/lib/transition-location';

import { ToastHostLoader } from './toast-host-loader';

/**
 * The store for every page. The query client is the signed-in shell's (src/app/shell/signed-in-shell.tsx):
 * nothing on the sign-in page runs a query, so react-query is not in its script. The address is
 * read through TransitionLocation: a navigation renders as a transition (src/lib/transition-location.tsx).
 */
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <JotaiProvider store={appStore}>
    <TransitionLocation>{children}</TransitionLocation>
    <ToastHostLoader />
  </JotaiProvider>
);
