import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { type DemoServer, startDemoServer } from '@/mocks/node-server';

import { runCases } from './reliability-checks';
import { MARKED, MARKED_CAMP_ID, plantMarkup, scanForSecrets } from './security-support';
import { pushInApp } from './shell-helpers';
import { launchChromium, newContext } from './support/chromium';
import { E2E_DEMO_OUT_DIR } from './support/demo-build';
import { buildWithEnv, DUMMY_FIREBASE_ENV } from './support/push-build';
import { servePreview } from './support/servers';

/**
 * A production build (dummy Firebase settings, so push sets itself up) against the demo API over
 * real HTTP on another port: another origin, as a staging API would be. The server's records carry
 * markup; every request the browser makes is watched.
 */
const OUT_DIR = 'dist-e2e/security';
let server: DemoServer;
let site: { url: string; close: () => Promise<void> };
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

interface Seen {
  url: string;
  headers: Record<string, string>;
}
const seen: Seen[] = [];

beforeAll(async () => {
  server = await startDemoServer({ port: 0 });
  plantMarkup(server.db);
  await buildWithEnv(
    OUT_DIR,
    { ...DUMMY_FIREBASE_ENV, VITE_API_BASE_URL: server.apiBase },
    { minify: 'esbuild' },
  );
  site = await servePreview(OUT_DIR);
  browser = await launchChromium();
  context = await newContext(browser, { permissions: ['notifications'] });
  await context.addInitScript(fakePushSubscription);
  // Every request, the service worker's included: its headers are kept; other hosts get a 503.
  await context.route('**/*', async (route) => {
    const request = route.request();
    seen.push({ url: request.url(), headers: await request.allHeaders() });
    if (new URL(request.url()).hostname === '127.0.0.1') await route.continue();
    else await route.fulfill({ status: 503, body: '' });
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/xss-')) pageErrors.push(`requested ${request.url()}`);
  });
  await page.goto(site.url);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Admin@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard\/static$/);
}, 240_000);

afterAll(async () => {
  await browser.close();
  await site.close();
  await server.close();
});

/**
 * Headless Chromium refuses push subscriptions (as in incognito), and Firebase is then never asked.
 * A stand-in subscription lets the SDK go on to Firebase's installation and registration services.
 */
function fakePushSubscription(): void {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-security',
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: (name: string) => new Uint8Array(name === 'p256dh' ? 65 : 16).fill(7).buffer,
    toJSON: () => ({}),
    unsubscribe: () => Promise.resolve(true),
  };
  PushManager.prototype.subscribe = () => Promise.resolve(subscription as unknown as PushSubscription);
  PushManager.prototype.getSubscription = () => Promise.resolve(null);
}

/** The planted text is on the page as text, and nothing of it ran or loaded. */
const expectShownAsText = async (text: string, within = page.locator('body')): Promise<void> => {
  await within.getByText(text).first().waitFor();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src^="/xss-"], b:text-matches("^xss-")').count()).toBe(0);
  expect(pageErrors).toEqual([]);
};

/** The summary page with the filter panel open. */
const openFilterPanel = async () => {
  await pushInApp(page, '/dashboard/summary');
  const panel = page.getByRole('complementary', { name: 'Filter' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Filter', exact: true }).click();
  return panel;
};

describe('markup in what the server returns', () => {
  runCases('server-markup', {
    'user-names': async () => {
      const account = page.getByRole('button', {
        name: `<<, account of ${MARKED.userFirst} ${MARKED.userLast}`,
      });
      // The avatar's initials are the first character of each name ('<' of the markup), as text.
      expect(await account.locator('.header-avatar').innerText()).toBe('<<');
      await account.click();
      await expectShownAsText(`Hello, ${MARKED.userFirst}`);
      await page.keyboard.press('Escape');
    },
    'user-role': async () => {
      await page
        .getByRole('button', { name: `<<, account of ${MARKED.userFirst} ${MARKED.userLast}` })
        .click();
      await expectShownAsText(MARKED.userRole);
      await page.keyboard.press('Escape');
    },
    'camps-list': async () => {
      await pushInApp(page, '/dashboard/manage/camp?search=xss-location');
      const table = page.getByRole('table', { name: 'Camps' });
      await expectShownAsText(`Camp_${MARKED.customer}_${MARKED.location}_`, table);
      await expectShownAsText(
        MARKED.location,
        table.getByRole('cell', { name: MARKED.location, exact: true }),
      );
    },
    'camp-details': async () => {
      await pushInApp(page, `/dashboard/manage/camp/info?camp_id=${MARKED_CAMP_ID}`);
      await page.getByRole('heading', { level: 1, name: 'Camp Details' }).waitFor();
      await expectShownAsText(`Camp_${MARKED.customer}_${MARKED.location}_`);
      await expectShownAsText(MARKED.customer);
      const table = page.getByRole('table', { name: 'Clinics assigned to this camp' });
      await expectShownAsText(MARKED.clinic, table);
      await expectShownAsText(MARKED.group, table);
    },
    'picker-options': async () => {
      await pushInApp(page, '/dashboard/manage/camp/add');
      const options = [
        ['Location', MARKED.location],
        ['Customer', `${MARKED.customer} ${MARKED.customerLast}`],
      ] as const;
      for (const [label, text] of options) {
        await page.getByRole('combobox', { name: label }).click();
        await expectShownAsText(text, page.getByRole('listbox', { name: label }));
        await page.keyboard.press('Escape');
      }
    },
    'assign-rows': async () => {
      await pushInApp(page, `/dashboard/manage/camp/assign?camp_id=${MARKED_CAMP_ID}`);
      await expectShownAsText(`Camp_${MARKED.customer}_${MARKED.location}_`);
      await expectShownAsText(MARKED.location, page.getByRole('combobox', { name: 'Location' }));
      const table = page.getByRole('table', { name: 'Clinics of the chosen location' });
      await expectShownAsText(MARKED.freeClinic, table);
      const groups = table.getByRole('combobox', { name: `Group for ${MARKED.freeClinic}` });
      await expect.poll(() => groups.locator('option').allTextContents()).toContain(MARKED.group);
      await expectShownAsText(MARKED.freeClinic);
    },
    'filter-lists': async () => {
      const panel = await openFilterPanel();
      await expectShownAsText(MARKED.customer, panel.getByRole('listbox', { name: 'Customers' }));
      await expectShownAsText(MARKED.clinic, panel.getByRole('listbox', { name: 'Clinics' }));
    },
    'filter-geography': async () => {
      const panel = await openFilterPanel();
      const steps = [
        ['Countries', MARKED.country],
        ['States', MARKED.state],
        ['Districts', MARKED.district],
      ] as const;
      // Each list shows its planted name; choosing it loads the next list.
      for (const [list, name] of steps) {
        const listbox = panel.getByRole('listbox', { name: list });
        await expectShownAsText(name, listbox);
        await listbox.getByRole('option').filter({ hasText: name }).first().click();
        await expectShownAsText(name, panel.locator('.filter-chosen'));
      }
      await expectShownAsText(MARKED.location, panel.getByRole('listbox', { name: 'Locations' }));
    },
  });
});

const origin = (url: string): string => new URL(url).origin;

describe('security', () => {
  runCases('security', {
    'auth-headers-origin': async () => {
      await pushInApp(page, `/dashboard/manage/camp/info?camp_id=${MARKED_CAMP_ID}`);
      await page
        .getByRole('table', { name: 'Clinics assigned to this camp' })
        .getByRole('row')
        .nth(1)
        .waitFor();
      const apiOrigin = origin(server.apiBase);
      const credentialed = seen.filter(({ headers }) =>
        ['authorization', 'x-user-id', 'x-user-type'].some((name) => name in headers),
      );
      // The check can fail: signed-in API calls did carry them.
      expect(credentialed.filter(({ url }) => url.includes('/v3/camp-system/')).length).toBeGreaterThan(0);
      expect(credentialed.filter(({ url }) => origin(url) !== apiOrigin).map(({ url }) => url)).toEqual([]);
      expect(seen.some(({ url }) => origin(url) === site.url)).toBe(true);
      // Push set itself up: Firebase was asked (and answered 503 here), without the session's headers.
      const firebaseCalls = () => seen.filter(({ url }) => new URL(url).hostname.endsWith('googleapis.com'));
      await expect.poll(() => firebaseCalls().length, { timeout: 20_000 }).toBeGreaterThan(0);
      const token = await page.evaluate(() => window.localStorage.getItem('hcd_token') ?? '');
      expect(token).not.toBe('');
      for (const { url, headers } of seen.filter(({ url }) => origin(url) !== apiOrigin)) {
        expect(`${url} ${JSON.stringify(headers)}`).not.toContain(token);
      }
    },
    'secrets-in-build': () => {
      expect(scanForSecrets(OUT_DIR)).toEqual([]);
      // The scan finds what it looks for: the demo build lists the demo accounts on its sign-in page.
      expect(scanForSecrets(E2E_DEMO_OUT_DIR).some((hit) => hit.endsWith('a demo account password'))).toBe(
        true,
      );
      return Promise.resolve();
    },
  });
});
