import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { resetToastQueue } from '@/lib/toast';
import { keepSeeds } from '@/mocks/seed-memo';

import { server } from '../msw/server';

// A file's first test pays for importing its lazy screens cold; on a busy 2-core machine that alone
// can pass Testing Library's default 1 s, and a loaded CI machine 3 s. Waits still end as soon as
// their condition holds.
configure({ asyncUtilTimeout: 10_000 });

// Each case's fresh demo database copies one kept seed instead of seeding again (src/mocks/seed-memo.ts).
keepSeeds();

// Every request a unit or component test makes must be answered by a handler it chose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  resetToastQueue();
});
afterAll(() => server.close());
