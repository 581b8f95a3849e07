import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { isDemoMode } from '@/lib/env';

import './styles/global.css';

const start = async (): Promise<void> => {
  // Demo mode: the in-browser demo API answers every call; it is never part of a configured build.
  if (isDemoMode) {
    const { startDemoApi } = await import('@/mocks/browser');
    await startDemoApi();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
