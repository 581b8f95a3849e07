import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { SLOW_MS } from './reliability-cases';
import {
  expectHealthy,
  expectHeaderUsable,
  expectNoToast,
  expectToast,
  faultFor,
  perFault,
  runCases,
  toastDetailFor,
  toasts,
} from './reliability-checks';
import {
  appUrl,
  countCalls,
  type Harness,
  load,
  openHarness,
  setFaultsForNextLoad,
  signInAsAdmin,
  skipUntil,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/** The header's counters and Logout, and a session that ends on the server (401). */
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

describe('header', () => {
  beforeAll(async () => {
    if (!page.url().includes('/dashboard')) await signInAsAdmin(h);
  });

  const bell = () => page.getByRole('button', { name: /^Notifications/ });

  runCases(
    'header',
    perFault(async (key) => {
      await load(h, '/dashboard/summary', faultFor(key, '/v3/clinic/filter'));
      if (key === 'slow') {
        await bell().click();
        await waitVisible(page, page.getByText('… clinics are out of sync'));
        expect(await bell().getAttribute('aria-label')).toBe('Notifications');
        await page.keyboard.press('Escape');
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('button', { name: /^Notifications, \d+$/ }));
      } else {
        await expectToast(page, 'Error', toastDetailFor(key));
        // Both counter calls fail alike (after their retries); the identical error toasts are
        // shown once, so a failure does not start a burst of toasts.
        const calls = key === 'malformed' ? 2 : 8;
        await skipUntil(page, () => Promise.resolve(countCalls(h, 'POST', '/v3/clinic/filter') === calls));
        await page.waitForTimeout(200);
        expect(await toasts(page).count()).toBe(1);
        expect(await bell().getAttribute('aria-label')).toBe('Notifications');
        expect(await page.locator('.header-badge').count()).toBe(0);
        expect(countCalls(h, 'POST', '/v3/clinic/filter')).toBe(calls);
        // The toasts close after 5 s (docs/requirements.md section 9); until then they cover the account button.
        await page.clock.fastForward(5_500);
        await toasts(page).first().waitFor({ state: 'detached' });
        await bell().click();
        await waitVisible(page, page.getByText('– clinics are out of sync'));
        await waitVisible(page, page.getByText('The counts could not be loaded.', { exact: false }));
        await waitVisible(page, page.getByRole('button', { name: 'Try again' }));
        await page.keyboard.press('Escape');
        await expectHeaderUsable(page);
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'logout',
    perFault(async (key) => {
      await load(h, '/dashboard/summary', faultFor(key, '/v3/login/logout'));
      await page.getByRole('button', { name: /, account of / }).click();
      const logout = page.getByRole('button', { name: 'Logout' });
      await logout.click();
      if (key === 'slow') {
        await skipUntil(page, () => logout.isDisabled());
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('heading', { name: 'Sign In' }));
        expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
        await signInAsAdmin(h);
      } else {
        await skipUntil(page, () => logout.isEnabled());
        await page.clock.fastForward(1_000);
        expect(new URL(page.url()).pathname).toBe('/dashboard/summary');
        expect(await page.evaluate(() => window.localStorage.getItem('hcd_token'))).not.toBeNull();
        await expectNoToast(page);
        expect(countCalls(h, 'POST', '/v3/login/logout')).toBe(1);
      }
      await expectHealthy(h);
    }),
  );
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
      // Every call is held by the latency until the header's two counters, the panel's three lists
      // and the Summary's own call are all in flight; then they all answer 401 together.
      await expect.poll(() => h.calls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
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
        '/v3/summary/filter',
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
