import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { expect, inject, it } from 'vitest';

import type { DemoFaults } from '@/mocks/faults';

import {
  type CaseGroupKey,
  type CaseKey,
  caseTitle,
  FAULT_INPUTS,
  GENERIC_SCHEMA_TEXT,
  type FaultKey,
  reliabilityCases,
  SLOW_MS,
} from './reliability-cases';
import { newContext } from './support/chromium';

/**
 * The reliability suite's harness: one page per test file, signed in once, with a fake clock (so
 * retries and 11 s latencies take no real time) and the demo API's fault knobs applied before the
 * first call of every page load.
 */
export const FALLBACK_TEXT = 'Oops, something went wrong :(';
const FAULTS_KEY = 'e2e-demo-faults';
const SERVER_MESSAGE = 'Service temporarily unavailable (e2e)';

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

export const openHarness = async (browser: Browser): Promise<Harness> => {
  const context = await newContext(browser);
  await context.addInitScript(installHooks, FAULTS_KEY);
  const page = await context.newPage();
  await page.clock.install();
  const harness: Harness = { context, page, problems: [], calls: [] };
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
  await page.goto(appUrl('/'));
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
  await h.page.goto(appUrl(path));
  // The guard's 500 ms session check, then the screen's lazy chunk.
  await waitVisible(h.page, h.page.locator('h1'));
};

/** The demo API fault for one call, by case key. `slow` slows every call. */
export const faultFor = (key: FaultKey, path: string, method?: string): DemoFaults => {
  const rule = { path, ...(method ? { method } : {}) };
  switch (key) {
    case '500-message':
      return { failures: [{ ...rule, status: 500, message: SERVER_MESSAGE }] };
    case '500-bare':
      return { failures: [{ ...rule, status: 500, message: '' }] };
    case 'network':
      return { networkErrors: [rule] };
    case 'slow':
      return { latencyMs: SLOW_MS };
    case 'malformed':
      return { malformed: [rule] };
  }
};

/** What the failed-call toast should say for each fault (SPEC.md section 8). */
export const toastDetailFor = (key: Exclude<FaultKey, 'slow'>): string => {
  switch (key) {
    case '500-message':
      return SERVER_MESSAGE;
    case '500-bare':
      return 'The server failed to process the request.';
    case 'network':
      return 'Network error: the server could not be reached.';
    case 'malformed':
      // The user reads a plain sentence; the operation and field paths go to the console only.
      return GENERIC_SCHEMA_TEXT;
  }
};

export const toasts = (page: Page): Locator => page.locator('.p-toast-message');

/** Waits for a toast with this summary and detail. */
export const expectToast = async (page: Page, summary: string, detail: string | RegExp): Promise<void> => {
  const message = toasts(page).filter({ has: page.locator('.p-toast-summary', { hasText: summary }) });
  await skipUntil(
    page,
    async () => {
      for (const text of await message.locator('.p-toast-detail').allInnerTexts()) {
        if (typeof detail === 'string' ? text.trim() === detail : detail.test(text.trim())) return true;
      }
      return false;
    },
    { what: `a toast '${summary}: ${String(detail)}'` },
  );
};

export const expectNoToast = async (page: Page): Promise<void> => {
  expect(await toasts(page).allInnerTexts()).toEqual([]);
};

/** Never a blank page, never the error fallback, no page error, no unhandled rejection. */
export const expectHealthy = async (h: Harness): Promise<void> => {
  expect(await h.page.getByText(FALLBACK_TEXT).count()).toBe(0);
  expect((await h.page.locator('#root').innerText()).trim()).not.toBe('');
  const rejections = await h.page.evaluate(() => window.__e2eRejections ?? []);
  expect([...h.problems, ...rejections]).toEqual([]);
};

/** The header still answers: the profile dropdown opens and closes. */
export const expectHeaderUsable = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /^Account of / }).click();
  await page.getByText(/^Hello, /).waitFor();
  await page.keyboard.press('Escape');
  await page.getByText(/^Hello, /).waitFor({ state: 'hidden' });
};

export const countCalls = (h: Harness, method: string, path: string): number =>
  h.calls.filter((call) => call.method === method && call.path === path).length;

/** Clicks twice in the same task, before React can re-render: the hardest double submit. */
export const clickTwiceInOneFrame = (locator: Locator): Promise<void> =>
  locator.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

export const signInAsAdmin = async (h: Harness): Promise<void> => {
  await h.page.getByLabel('Email').fill('admin@example.com');
  await h.page.getByLabel('Password', { exact: true }).fill('Admin@123');
  await h.page.getByRole('button', { name: 'Login' }).click();
  await skipUntil(h.page, () => Promise.resolve(h.page.url().endsWith('/dashboard/static')), {
    what: 'the dashboard',
  });
};

export type Runner = () => Promise<void>;

/** One test per case of the group, named as in docs/reliability.md; every case needs a runner. */
export const runCases = <G extends CaseGroupKey>(group: G, runners: Record<CaseKey<G>, Runner>): void => {
  for (const key of Object.keys(reliabilityCases[group].cases) as CaseKey<G>[]) {
    it(caseTitle(group, key), runners[key]);
  }
};

/** Runners for the five standard faults from one function of the fault. */
export const perFault = (run: (key: FaultKey) => Promise<void>): Record<FaultKey, Runner> =>
  Object.fromEntries((Object.keys(FAULT_INPUTS) as FaultKey[]).map((key) => [key, () => run(key)])) as Record<
    FaultKey,
    Runner
  >;
