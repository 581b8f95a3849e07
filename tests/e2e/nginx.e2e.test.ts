import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DemoFaults } from '@/mocks/faults';
import { type DemoServer, startDemoServer } from '@/mocks/node-server';

import {
  expectHealthy,
  expectToast,
  faultFor,
  perFault,
  runCases,
  toastDetailFor,
} from './reliability-checks';
import {
  expectListUnderFault,
  firstConsultation,
  LIST_CALL,
  listTable,
  listTryAgain,
  NOT_LOADED_TEXT,
  TELEMEDICINE,
} from './reliability-layers-support';
import {
  countCalls,
  type Harness,
  load,
  openHarness,
  signInAsAdmin,
  waitVisible,
} from './reliability-support';
import { launchChromium, newContext } from './support/chromium';
import { startNginx } from './support/nginx';
import { buildWithEnv, DUMMY_FIREBASE_ENV, registrations } from './support/push-build';

/**
 * The production serve: a build for the same-origin API (/api/) with push configured, served by
 * Debian's nginx with deploy/nginx.conf (only its three `# deploy:` lines rewritten), the demo API
 * over HTTP behind nginx's /api/ proxy.
 */
const OUT_DIR = 'dist-e2e/nginx';
let api: DemoServer;
let nginx: { url: string; stop: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  await buildWithEnv(OUT_DIR, { ...DUMMY_FIREBASE_ENV, VITE_API_BASE_URL: '/api/' }, { minify: 'esbuild' });
  api = await startDemoServer({ port: 0 });
  nginx = await startNginx({ root: OUT_DIR, apiPort: Number(new URL(api.url).port) });
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser.close();
  await nginx.stop();
  await api.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}${path}`, { headers: { 'Accept-Encoding': 'gzip', ...headers } });

const hashedScript = (): string => {
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const match = /src="(\/assets\/[^"]+-[A-Za-z0-9_-]{8}\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('index.html names no hashed script');
  return match[1];
};

const NO_CACHE = 'no-cache, no-store, must-revalidate';

describe('deploy/nginx.conf serving a production build', () => {
  it('sends the security headers with index.html, and never lets it be cached', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const header = (name: string) => response.headers.get(name);
    const csp = header('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('x-frame-options')).toBe('DENY');
    expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header('permissions-policy')).toContain('camera=()');
    expect(header('cross-origin-opener-policy')).toBe('same-origin');
    expect(header('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect(header('server')).toBe('nginx');
    expect(header('cache-control')).toBe(NO_CACHE);
    expect(header('content-type')).toMatch(/^text\/html/);
  });

  it('caches hashed assets for a year, immutable, gzipped, with the security headers too', async () => {
    const response = await get(hashedScript());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('never caches the service workers', async () => {
    const response = await get('/firebase-messaging-sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers a deep link with index.html (SPA fallback), but a missing asset with 404', async () => {
    const index = await (await get('/')).text();
    for (const path of ['/camps', '/dashboard/manage/camp?status=false']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(NO_CACHE);
      expect(await response.text()).toBe(index);
    }
    const missing = await get('/assets/no-such-file-0000.js');
    expect(missing.status).toBe(404);
    // A miss is never cached as immutable: the deploy that adds the file must be seen.
    expect(missing.headers.get('cache-control')).toBe(NO_CACHE);
  });

  it("passes API answers through /api/ with the API's own caching (nginx adds no Cache-Control)", async () => {
    const response = await fetch(`${nginx.url}/api/v3/camp-system/filter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("never forwards the demo server's control routes (/__demo/*): only /api/ is proxied", async () => {
    api.db.setFaults({ latencyMs: 1 });
    for (const path of ['/__demo/reset', '/api/__demo/reset', '/api/%2e%2e/__demo/reset']) {
      const response = await fetch(`${nginx.url}${path}`, { method: 'POST', body: '{}' });
      expect([path, response.status]).not.toEqual([path, 200]);
    }
    expect(api.db.faults).toEqual({ latencyMs: 1 });
    api.db.clearFaults();
    // A GET is the app's index.html (the SPA fallback), not the control route's JSON.
    expect((await get('/__demo/health')).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('signs in with a demo account through the /api/ proxy and registers the worker at the root', async () => {
    const context = await newContext(browser, { permissions: ['notifications'] });
    // Offline here: Firebase's hosts are refused at once instead of waiting for DNS. A request that
    // reaches this route got past the Content-Security-Policy, which is the point of recording it.
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(new URL(route.request().url()).host);
      return route.abort();
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(`${nginx.url}/camps`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${nginx.url}/dashboard/static`);
    await page.getByRole('button', { name: 'AR, account of Asha Rao' }).waitFor();
    await page.goto(`${nginx.url}/dashboard/manage/camp`);
    await page.getByRole('table', { name: 'Camps' }).getByRole('link').first().waitFor();

    await expect.poll(async () => (await registrations(page)).some(({ script }) => script !== '')).toBe(true);
    const workers = await registrations(page);
    expect(workers.map(({ scope, script }) => ({ scope, script: new URL(script).pathname }))).toEqual([
      { scope: `${nginx.url}/`, script: '/firebase-messaging-sw.js' },
    ]);
    expect(problems).toEqual([]);

    // Headless Chromium has no push service, so Firebase stops before its own calls; the page's
    // connect-src is checked directly: Firebase's hosts get through the CSP (and reach the route
    // above), any other outside host is refused by the browser before a request is made.
    const tryFetch = (target: string) => page.evaluate((address) => fetch(address).catch(() => null), target);
    await tryFetch('https://firebaseinstallations.googleapis.com/v1/projects/demo/installations');
    await tryFetch('https://fcmregistrations.googleapis.com/v1/projects/demo/registrations');
    await tryFetch('https://example.com/');
    expect(outside).toEqual(['firebaseinstallations.googleapis.com', 'fcmregistrations.googleapis.com']);
    expect(
      problems.some((text) => /Content Security Policy/.test(text) && text.includes('example.com')),
    ).toBe(true);
    await page.screenshot({ path: '/tmp/reliability-nginx.png' });
    await context.close();
  });
});

/**
 * The browser-only layers of the production serve (docs/reliability.md, "Browser layer"): each
 * fault kind set in the HTTP demo API behind nginx, and a connection the browser itself loses. One
 * page, signed in once, on a fake clock (the retries take no real time; the 11 s answer does). Its
 * traffic is not recorded for the contract check: what nginx answers for a dropped upstream
 * connection (502, its own HTML page) is not the API's answer.
 */
describe('faults through the nginx proxy, and a connection the browser loses', () => {
  let h: Harness;
  let page: Page;

  /** The HTTP demo API's fault knobs, from node on this machine (the control routes answer loopback only). */
  const demoFaults = async (method: 'POST' | 'DELETE', faults?: DemoFaults): Promise<void> => {
    const response = await fetch(`${api.url}/__demo/faults`, {
      method,
      ...(faults ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(faults) } : {}),
    });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    h = await openHarness(browser, { baseUrl: nginx.url, recordTraffic: false });
    page = h.page;
    await signInAsAdmin(h);
  });
  afterAll(async () => {
    await demoFaults('DELETE');
    await h.context.close();
  });

  runCases(
    'layer-nginx',
    perFault(async (key) => {
      await demoFaults('POST', faultFor(key, LIST_CALL));
      try {
        await load(h, TELEMEDICINE);
        await expectListUnderFault(h, key, { realLatency: key === 'slow' });
      } finally {
        await demoFaults('DELETE');
      }
    }),
  );

  /** The list and the header's two counters (not the filter panel's /v3/Clinic/filter). */
  const listOrCounters = (url: URL): boolean =>
    url.pathname === `/api${LIST_CALL}` || url.pathname === '/api/v3/clinic/filter';

  runCases('layer-offline', {
    'connection-reset': async () => {
      await page.route(listOrCounters, (route) => route.abort('connectionreset'));
      try {
        await load(h, TELEMEDICINE);
        await expectToast(page, 'Error', toastDetailFor('network'));
        await waitVisible(page, page.getByText(NOT_LOADED_TEXT));
        expect(countCalls(h, 'POST', LIST_CALL)).toBe(4);
        await expectHealthy(h);
      } finally {
        await page.unroute(listOrCounters);
      }
      await listTryAgain(page).click();
      await waitVisible(page, firstConsultation(page));
      await expectHealthy(h);
    },
    'offline-mid-call': async () => {
      // The list's request is held on its way out, the browser goes offline, and the request dies
      // with it, as a request in flight does when the network goes.
      const held: Route[] = [];
      const isList = (url: URL): boolean => url.pathname === `/api${LIST_CALL}`;
      await page.route(isList, (route) => {
        held.push(route);
      });
      await load(h, TELEMEDICINE);
      await expect.poll(() => held.length).toBe(1);
      await waitVisible(page, listTable(page).getByText('Loading...'));
      await h.context.setOffline(true);
      const cut = page.waitForEvent('requestfailed', (request) => isList(new URL(request.url())));
      await held[0]!.abort('internetdisconnected');
      await cut;
      await page.unroute(isList);
      const modal = page.getByRole('dialog', { name: 'Network Error' });
      await waitVisible(page, modal);
      expect(await modal.innerText()).toContain('No Internet Connection. Please check your network.');
      // Well past the first retry's second: offline, the query waits for the network instead of
      // asking again, and the table says so ('No data found' would say there is nothing).
      for (let step = 0; step < 25; step += 1) await page.clock.fastForward(400);
      expect(await listTable(page).getByText('Loading...').isVisible()).toBe(true);
      expect(await page.getByText('No data found').count()).toBe(0);
      expect(await page.getByText(NOT_LOADED_TEXT).count()).toBe(0);
      expect(countCalls(h, 'POST', LIST_CALL)).toBe(1);
      await expectHealthy(h);

      // Back online, the modal still open: the page reloads by itself.
      const reloaded = page.waitForEvent('load');
      await h.context.setOffline(false);
      await reloaded;
      await waitVisible(page, firstConsultation(page));
      expect(await modal.count()).toBe(0);
      await expectHealthy(h);
    },
  });
});
