import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { expect, inject } from 'vitest';

import type { DemoFaults } from '@/mocks/faults';

import { newContext } from './support/chromium';

/**
 * The reliability suite's harness: one page per test file, signed in once, with a fake clock (so
 * retries and 11 s latencies take no real time) and the demo API's fault knobs applied before the
 * first call of every page load.
 */
const FAULTS_KEY = 'e2e-demo-faults';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

const bodyOf = (request: Request): unknown => {
  try {
    return request.postDataJSON() as unknown;
  } catch {
    return request.postData();
  }
};

export interface Harness {
  /** Where the app is served: the demo build (`inject('demoUrl')`) unless the file serves its own. */
  baseUrl: string;
  context: BrowserContext;
  page: Page;
  /** Page errors and unhandled rejections since the last `load`. */
  problems: string[];
  /** API calls (method, path from /v3/ on, JSON body) since the last `load`. */
  calls: ApiCall[];
}

declare global {
  interface Window {
    __e2eRejections?: string[];
  }
}

/**
 * Runs in the page before its own scripts: applies the faults kept in session storage the moment
 * the demo API installs `window.__demoApi` (before the app renders), and records unhandled
 * promise rejections.
 */
function installHooks(faultsKey: string): void {
  window.__e2eRejections = [];
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    window.__e2eRejections?.push(
      reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
    );
  });
  let api: unknown;
  Object.defineProperty(window, '__demoApi', {
    configurable: true,
    get: () => api,
    set: (value: { setFaults: (faults: unknown) => unknown }) => {
      api = value;
      const stored = window.sessionStorage.getItem(faultsKey);
      if (stored) value.setFaults(JSON.parse(stored));
    },
  });
}

export const appUrl = (path: string): string => `${inject('demoUrl')}${path}`;

export interface HarnessOptions {
  /** The app's address (no trailing slash); the demo build when omitted. */
  baseUrl?: string;
  /** Whether the context's API traffic goes to the contract check (support/traffic.ts); yes when omitted. */
  recordTraffic?: boolean;
}

export const openHarness = async (browser: Browser, options: HarnessOptions = {}): Promise<Harness> => {
  const baseUrl = options.baseUrl ?? inject('demoUrl');
  const context = await newContext(browser, {}, { recordTraffic: options.recordTraffic ?? true });
  await context.addInitScript(installHooks, FAULTS_KEY);
  const page = await context.newPage();
  await page.clock.install();
  const harness: Harness = { baseUrl, context, page, problems: [], calls: [] };
  page.on('pageerror', (error) => harness.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /uncaught|unhandled/i.test(message.text())) {
      harness.problems.push(`console: ${message.text()}`);
    }
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const at = pathname.indexOf('/v3/');
    if (at >= 0) {
      harness.calls.push({ method: request.method(), path: pathname.slice(at), body: bodyOf(request) });
    }
  });
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  return harness;
};

/**
 * Advances the fake clock in small steps until `check` passes: retries (1 s, 2 s, 4 s), latency
 * and debounces go by in a moment of real time. Toasts live 5 s, so steps stay short.
 */
export const skipUntil = async (
  page: Page,
  check: () => Promise<boolean>,
  { stepMs = 400, maxMs = 30_000, what = 'the expected state' } = {},
): Promise<void> => {
  for (let skipped = 0; ; skipped += stepMs) {
    if (await check()) return;
    if (skipped > maxMs) throw new Error(`${what} did not appear within ${maxMs} ms of page time`);
    await page.clock.fastForward(stepMs);
    await page.waitForTimeout(20);
  }
};

export const visible = (locator: Locator) => () => locator.first().isVisible();

export const waitVisible = (page: Page, locator: Locator, maxMs = 30_000): Promise<void> =>
  skipUntil(page, visible(locator), { maxMs, what: locator.toString() });

/** Keeps these faults for the page's next load; forgets what the last case saw. */
export const setFaultsForNextLoad = async (h: Harness, faults: DemoFaults | null): Promise<void> => {
  await h.page.evaluate(
    ({ key, value }) => {
      if (value === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, value);
    },
    { key: FAULTS_KEY, value: faults === null ? null : JSON.stringify(faults) },
  );
  h.problems.length = 0;
  h.calls.length = 0;
};

/** A full page load (fresh app, empty query cache) with these faults in the demo API. */
export const load = async (h: Harness, path: string, faults: DemoFaults | null = null): Promise<void> => {
  await setFaultsForNextLoad(h, faults);
  // The last screen's document goes first: a call it still made while the next load began (a busy
  // machine is slow to leave) would be counted as this load's.
  await h.page.goto('about:blank');
  h.calls.length = 0;
  h.problems.length = 0;
  await h.page.goto(`${h.baseUrl}${path}`);
  // The guard's 500 ms session check, then the screen's lazy chunk.
  await waitVisible(h.page, h.page.locator('h1'));
};

/** The bodies the camps list (POST v3/camp-system/filter) was asked with, oldest first. */
export const campListRequests = (h: Harness): Record<string, unknown>[] =>
  h.calls
    .filter((call) => call.path === '/v3/camp-system/filter')
    .map((call) => call.body as Record<string, unknown>);

/** The camps list's last request, once its first row has rendered. */
export const lastCampListRequest = async (h: Harness): Promise<Record<string, unknown> | undefined> => {
  await waitVisible(h.page, h.page.getByRole('table', { name: 'Camps' }).getByRole('row').nth(1));
  await expect.poll(() => campListRequests(h).length).toBeGreaterThan(0);
  return campListRequests(h).at(-1);
};

export const countCalls = (h: Harness, method: string, path: string): number =>
  h.calls.filter((call) => call.method === method && call.path === path).length;

export const signInAsAdmin = async (h: Harness): Promise<void> => {
  await h.page.getByLabel('Email').fill('admin@example.com');
  await h.page.getByLabel('Password', { exact: true }).fill('Admin@123');
  await h.page.getByRole('button', { name: 'Login' }).click();
  await skipUntil(h.page, () => Promise.resolve(h.page.url().endsWith('/dashboard/static')), {
    what: 'the dashboard',
  });
};
