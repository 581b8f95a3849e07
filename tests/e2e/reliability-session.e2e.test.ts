import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { expectHealthy, expectNoToast, runCases } from './reliability-checks';
import {
  appUrl,
  type Harness,
  load,
  openHarness,
  setFaultsForNextLoad,
  signInAsAdmin,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/**
 * A session that ends on the server (401). The header's counters and Logout run as component tests
 * (src/app/shell/header.faults.test.tsx).
 */
let browser: Browser;
let h: Harness;
let page: Page;

/** Counts removals of the stored token (local storage), kept in session storage across loads. */
function countTokenRemovals(): void {
  const bump = () =>
    window.sessionStorage.setItem(
      'e2e-token-removals',
      String(Number(window.sessionStorage.getItem('e2e-token-removals') ?? '0') + 1),
    );
  const { removeItem, clear } = Storage.prototype;
  Storage.prototype.removeItem = function (this: Storage, key: string) {
    if (this === window.localStorage && key === 'hcd_token' && this.getItem(key) !== null) bump();
    removeItem.call(this, key);
  };
  Storage.prototype.clear = function (this: Storage) {
    if (this === window.localStorage && this.getItem('hcd_token') !== null) bump();
    clear.call(this);
  };
}

const tokenRemovals = (p: Page) =>
  p.evaluate(() => Number(window.sessionStorage.getItem('e2e-token-removals') ?? '0'));

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
  await h.context.addInitScript(countTokenRemovals);
});
afterAll(async () => {
  await browser.close();
});

/** Full document loads of the page, in order. */
const documentLoads = (p: Page): string[] => {
  const loads: string[] = [];
  p.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === p.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
};

describe('session ended on the server', () => {
  beforeAll(async () => {
    if (!page.url().includes('/dashboard')) await signInAsAdmin(h);
  });

  runCases('session', {
    storm: async () => {
      // The server forgot the session: the stored token is one it never issued.
      await page.evaluate(() => {
        window.localStorage.setItem('hcd_token', 'ended-on-the-server');
        window.localStorage.setItem('hcd_showFilter', 'true');
        window.sessionStorage.setItem('e2e-token-removals', '0');
      });
      await setFaultsForNextLoad(h, { latencyMs: 2_000 });
      const loads = documentLoads(page);
      await page.goto(appUrl('/dashboard/summary'));
      // Every call is held by the latency until the header's two counters, the panel's three lists,
      // the Summary's own call, the sidebar's unread count and the demo inbox's first poll are all in
      // flight; then they all answer 401 together.
      await expect.poll(() => h.calls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
      await page.clock.fastForward(2_000);
      await waitVisible(page, page.getByRole('heading', { name: 'Sign In' }));
      await page.clock.fastForward(5_000);
      await page.waitForTimeout(500);
      expect(loads).toEqual(['/dashboard/summary', '/']);
      expect(h.calls.map((call) => call.path).sort()).toEqual([
        '/v3/Clinic/filter',
        '/v3/clinic/filter',
        '/v3/clinic/filter',
        '/v3/country/filter',
        '/v3/customer/filter',
        '/v3/notification/inbox',
        '/v3/summary/filter',
        '/v3/unread',
      ]);
      expect(await tokenRemovals(page)).toBe(1);
      expect(
        await page.evaluate(() => [
          window.localStorage.getItem('hcd_token'),
          window.localStorage.getItem('hcd_user'),
        ]),
      ).toEqual([null, null]);
      await expectNoToast(page);
      await expectHealthy(h);
      await signInAsAdmin(h);
      await expectHealthy(h);
    },
    'on-save': async () => {
      await load(h, '/dashboard/manage/camp/add');
      await page.getByLabel('Start Date').fill('04-05-2031');
      // The session ends on the server while the user types (signed out elsewhere), with the
      // credentials the contract asks of every call (Prism checks this call too).
      await page.evaluate(async () => {
        const token = window.localStorage.getItem('hcd_token') ?? '';
        const user = JSON.parse(window.localStorage.getItem('hcd_user') ?? '{}') as {
          id: number;
          user_type: string;
        };
        await fetch('/api/v3/login/logout', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${token}`,
            'x-user-id': String(user.id),
            'x-user-type': user.user_type,
          },
          body: JSON.stringify({ userId: user.id }),
        });
      });
      await page.evaluate(() => window.sessionStorage.setItem('e2e-token-removals', '0'));
      await page.getByRole('button', { name: 'Save' }).click();
      // Validation first: the form is incomplete, so nothing is sent yet. Complete it.
      await page.getByLabel('End Date').fill('06-05-2031');
      for (const label of ['Location', 'Customer']) {
        await page.getByRole('combobox', { name: label }).click();
        await page.getByRole('listbox', { name: label }).getByRole('option').first().click();
      }
      await page.getByRole('button', { name: 'Save' }).click();
      await waitVisible(page, page.getByRole('heading', { name: 'Sign In' }));
      expect(await tokenRemovals(page)).toBe(1);
      await expectNoToast(page);
      await expectHealthy(h);
      expect(page.url()).toBe(appUrl('/'));
    },
  });
});
