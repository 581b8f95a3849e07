import { http } from 'msw';
import { afterEach } from 'vitest';

import { createDemoDb, type DemoDb } from '@/mocks/db';
import { createDemoDispatcher } from '@/mocks/handlers';

import { server } from '../msw/server';

export type { DemoDb };
export type { DemoFaults } from '@/mocks/faults';

/**
 * The demo API (src/mocks) answering a component test's calls, for tests in src/features, which
 * may not import src/mocks themselves (eslint.config.js). Each demo user is signed in with the
 * token `token-{id}`, the one the harness (./harness.tsx) stores for that user.
 */
export interface DemoApi {
  db: DemoDb;
  /** The JSON bodies sent to exactly this path (from `/v3/` on), in order, whatever the method. */
  bodies: (path: string) => unknown[];
  /** How many requests went to this method and path. */
  count: (method: string, path: string) => number;
  /**
   * Holds every request to this method and path (recorded at once) until `release()`, then lets the
   * demo API answer it: for what a screen shows while a call is under way. Never released, the call
   * stays under way.
   */
  hold: (method: string, path: string) => { release: () => void };
}

export interface DemoApiOptions {
  scale?: number;
  /** The demo API's clock, for created_at and updated_at. */
  now?: Date;
}

let served: DemoApi | null = null;
afterEach(() => {
  served = null;
});

/** The demo API this test serves already (the last `serveDemoApi()`), if any. */
export const servedDemoApi = (): DemoApi | null => served;

export const serveDemoApi = (options: DemoApiOptions = {}): DemoApi => {
  const { now } = options;
  const db = createDemoDb({ scale: options.scale, ...(now ? { now: () => now } : {}) });
  for (const user of db.users) db.issueToken(user.id, `token-${user.id}`);
  const sent: { method: string; path: string; body: unknown }[] = [];
  const holds: { method: string; path: string; released: Promise<void> }[] = [];
  server.use(createDemoDispatcher(db));
  // Listed first, records (and holds) and falls through to the demo handlers (a resolver that
  // returns nothing).
  server.use(
    http.all('*/v3/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*?(?=\/v3\/)/, '');
      const text = request.method === 'GET' ? '' : await request.clone().text();
      sent.push({
        method: request.method,
        path,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      });
      const held = holds.find((hold) => hold.method === request.method && hold.path === path);
      if (held) await held.released;
    }),
  );
  served = {
    db,
    bodies: (path) =>
      sent.filter((entry) => entry.path === path && entry.body !== undefined).map(({ body }) => body),
    count: (method, path) => sent.filter((entry) => entry.method === method && entry.path === path).length,
    hold: (method, path) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ method: method.toUpperCase(), path, released });
      return { release };
    },
  };
  return served;
};
