import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium, newContext } from './support/chromium';
import {
  buildWithEnv,
  captureNotifications,
  DUMMY_FIREBASE_ENV,
  pushSender,
  registrations,
  shownNotifications,
} from './support/push-build';
import { servePreview } from './support/servers';

/**
 * Push against the real firebase SDK in Chromium, on a production build made with dummy
 * VITE_FIREBASE_* values. The build is not in demo mode (VITE_API_BASE_URL points at a closed port),
 * so the messaging worker takes the site root as the issue asks; push-demo.e2e.test.ts covers demo
 * mode. Nothing reaches Firebase offline: getting the token fails, which must be logged and harmless.
 */
const OUT_DIR = 'dist-e2e/push';
let browser: Browser;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  await buildWithEnv(
    OUT_DIR,
    { ...DUMMY_FIREBASE_ENV, VITE_API_BASE_URL: 'http://127.0.0.1:9/api/' },
    { minify: 'esbuild' },
  );
  ({ url, close } = await servePreview(OUT_DIR));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
  await close();
});

describe('push notifications, configured', () => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const consoleLines: string[] = [];

  beforeAll(async () => {
    context = await newContext(browser, { permissions: ['notifications'] });
    await context.addInitScript(captureNotifications);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto(url);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  });

  afterAll(async () => {
    await context.close();
  });

  it('registers the messaging worker at the site root, with the Firebase config in its URL', async () => {
    await expect.poll(async () => (await registrations(page)).some(({ script }) => script !== '')).toBe(true);
    const [registration, ...others] = await registrations(page);
    expect(others).toEqual([]);
    expect(registration?.scope).toBe(`${url}/`);
    const script = new URL(registration?.script ?? '');
    expect(script.pathname).toBe('/firebase-messaging-sw.js');
    expect(script.searchParams.get('projectId')).toBe('hcd-e2e');
    expect(script.searchParams.get('messagingSenderId')).toBe('123456789012');
  });

  it('shows the test notification on load, permission being granted already', async () => {
    await page.waitForFunction(() => 'Notification' in window && Notification.permission === 'granted');
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        { title: 'Notifications are on', body: 'Push messages for the staff dashboard will appear here.' },
      ]);
  });

  it('logs the failure to get a token offline, and nothing breaks', async () => {
    await expect
      .poll(() => consoleLines.some((line) => line.startsWith('[push] Could not get a push token')), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(pageErrors).toEqual([]);
    expect(consoleLines.filter((line) => line.startsWith('[push] Push notifications are off'))).toEqual([]);
  });

  it('turns a foreground push message into a notification with its title and body', async () => {
    const push = await pushSender(context, page, `${url}/`);
    await push.send({
      from: '123456789012',
      notification: { title: 'Camp updated', body: 'Starts at 09:00.' },
    });
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({ title: 'Camp updated', body: 'Starts at 09:00.' });
    await push.close();
  });

  // Last in this block: it leaves the app page.
  it('has the worker show a background push message itself when no app window is open', async () => {
    const push = await pushSender(context, page, `${url}/`);
    await page.goto('about:blank');
    await push.send({
      from: '123456789012',
      notification: { title: 'Camp closed', body: 'See the camp list.' },
    });
    await push.close();
    await page.goto(url);
    const shownByWorker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        const shown = (await registration?.getNotifications()) ?? [];
        return shown.map(({ title, body }) => ({ title, body }));
      });
    await expect.poll(shownByWorker).toEqual([{ title: 'Camp closed', body: 'See the camp list.' }]);
  });
});

describe('the sign-in entry bundle', () => {
  it('holds no firebase code; firebase comes in a chunk requested after the first paint', async () => {
    const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
    const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(entryFiles.length).toBeGreaterThan(0);
    for (const file of entryFiles) {
      expect(readFileSync(join(OUT_DIR, file), 'utf8')).not.toMatch(/FirebaseError|firebaseinstallations/);
    }
    const firebaseChunks = readdirSync(join(OUT_DIR, 'assets')).filter((file) =>
      /FirebaseError/.test(readFileSync(join(OUT_DIR, 'assets', file), 'utf8')),
    );
    expect(firebaseChunks).toHaveLength(1);

    const context = await newContext(browser, { permissions: ['notifications'] });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    const timing = async () =>
      page.evaluate((chunk) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        const request = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith(`/assets/${chunk}`));
        return { paint, requested: request?.startTime ?? null };
      }, firebaseChunks[0]!);
    await expect.poll(async () => (await timing()).requested).not.toBeNull();
    const { paint, requested } = await timing();
    expect(paint).not.toBeNull();
    expect(requested!).toBeGreaterThan(paint!);
    await context.close();
  });
});
