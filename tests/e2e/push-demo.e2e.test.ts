import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchChromium, newContext } from './support/chromium';
import {
  buildWithEnv,
  captureNotifications,
  DUMMY_FIREBASE_ENV,
  registrations,
  shownNotifications,
} from './support/push-build';
import { servePreview } from './support/servers';

/**
 * Push in demo mode, where the demo API's worker (/mockServiceWorker.js) owns the scope '/'.
 * Unconfigured (the shared demo build): push is off, said once, firebase never downloaded.
 * Configured: the messaging worker takes a scope of its own and the demo worker keeps '/'.
 */
const OUT_DIR = 'dist-e2e/push-demo';
const MSW_SCRIPT = '/mockServiceWorker.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const openSignIn = async (url: string) => {
  const context = await newContext(browser, { permissions: ['notifications'] });
  await context.addInitScript(captureNotifications);
  const page = await context.newPage();
  const consoleLines: string[] = [];
  const pageErrors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(url);
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  return { context, page, consoleLines, pageErrors, requests };
};

const controllerScript = (page: Page) =>
  page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? 'about:blank').pathname);

describe('demo mode without push settings', () => {
  it('says once that push is off, never downloads firebase and changes nothing else', async () => {
    const { context, page, consoleLines, pageErrors, requests } = await openSignIn(inject('demoUrl'));
    const isOff = (line: string) => line.startsWith('[push] Push notifications are off');
    await expect.poll(() => consoleLines.filter(isOff)).toHaveLength(1);
    // Give start-up time to do anything more it might wrongly do.
    await page.waitForTimeout(500);

    expect(consoleLines.filter(isOff)).toEqual([
      '[push] Push notifications are off: the VITE_FIREBASE_* settings are not set.',
    ]);
    expect(requests.filter((request) => /firebase/.test(request))).toEqual([]);
    expect(await shownNotifications(page)).toEqual([]);
    const scripts = (await registrations(page)).map(({ script }) => new URL(script).pathname);
    expect(scripts).toEqual([MSW_SCRIPT]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('demo mode with push settings', () => {
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    await buildWithEnv(OUT_DIR, { ...DUMMY_FIREBASE_ENV, VITE_API_BASE_URL: '' }, { minify: 'esbuild' });
    ({ url, close } = await servePreview(OUT_DIR));
  });
  afterAll(async () => {
    await close();
  });

  it('registers the messaging worker at its own scope; the demo API worker keeps / and the page', async () => {
    const { context, page, pageErrors } = await openSignIn(url);
    const byScope = async () =>
      Object.fromEntries(
        (await registrations(page)).map(({ scope, script }) => [scope, new URL(script || url).pathname]),
      );

    await expect.poll(byScope).toEqual({
      [`${url}/`]: MSW_SCRIPT,
      [`${url}/firebase-cloud-messaging-push-scope`]: '/firebase-messaging-sw.js',
    });
    expect(await controllerScript(page)).toBe(MSW_SCRIPT);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        { title: 'Notifications are on', body: 'Push messages for the staff dashboard will appear here.' },
      ]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
