import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { resetToastQueue } from '@/lib/toast';

import { server } from '../msw/server';

// Every request a unit or component test makes must be answered by a handler it chose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  resetToastQueue();
});
afterAll(() => server.close());
