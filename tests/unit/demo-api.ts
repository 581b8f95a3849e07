import { http } from 'msw';

import { createDemoDb, type DemoDb } from '@/mocks/db';

export type { DemoDb };
import { createDemoHandlers } from '@/mocks/handlers';

import { server } from '../msw/server';

/**
 * The demo API (src/mocks) answering a component test's calls, for tests in src/features, which
 * may not import src/mocks themselves (eslint.config.js). Each demo user is signed in with the
 * token `token-{id}`, the one `renderScreen` (./render-screen.tsx) stores for that user.
 */
export interface DemoApi {
  db: DemoDb;
  /** The JSON bodies posted to exactly this path (from `/v3/` on), in order. */
  bodies: (path: string) => unknown[];
}

export const serveDemoApi = (options: { scale?: number } = {}): DemoApi => {
  const db = createDemoDb(options);
  for (const user of db.users) db.issueToken(user.id, `token-${user.id}`);
  const posted: { path: string; body: unknown }[] = [];
  server.use(...createDemoHandlers(db));
  // Listed first, records and falls through to the demo handlers (a resolver that returns nothing).
  server.use(
    http.post('*/v3/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*?(?=\/v3\/)/, '');
      posted.push({ path, body: await request.clone().json() });
    }),
  );
  return { db, bodies: (path) => posted.filter((entry) => entry.path === path).map(({ body }) => body) };
};
