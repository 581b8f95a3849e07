import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useState } from 'react';

import { appStore } from '@/atoms/store';
import { createQueryClient } from '@/lib/query-client';

import { ToastHostLoader } from './toast-host-loader';

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHostLoader />
      </QueryClientProvider>
    </JotaiProvider>
  );
};
