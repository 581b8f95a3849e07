import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { SLOW_MS } from './reliability-cases';
import {
  expectHealthy,
  expectToast,
  faultFor,
  perFault,
  runCases,
  toastDetailFor,
  toasts,
} from './reliability-checks';
import {
  clickTwiceInOneFrame,
  countCalls,
  type Harness,
  load,
  openHarness,
  skipUntil,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/** Faults on sign-in (docs/requirements.md 2.2, section 8): the toast, the kept credentials, one request. */
let browser: Browser;
let h: Harness;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
});
afterAll(async () => {
  await browser.close();
});

const LOGIN = '/v3/login/dashboard';

const typeCredentials = async () => {
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Admin@123');
};

const credentialsKept = async () => {
  expect(await page.getByLabel('Email').inputValue()).toBe('admin@example.com');
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('Admin@123');
};

const signedOutLoad = async (faults: Parameters<typeof load>[2]) => {
  await page.evaluate(() => window.localStorage.clear());
  await load(h, '/', faults);
};

describe('sign-in', () => {
  runCases('sign-in', {
    ...perFault(async (key) => {
      await signedOutLoad(faultFor(key, LOGIN));
      await typeCredentials();
      const login = page.getByRole('button', { name: 'Login' });
      await login.click();
      if (key === 'slow') {
        await waitVisible(page, page.locator('button[aria-busy="true"]', { hasText: 'Login' }));
        expect(await login.isDisabled()).toBe(true);
        await page.getByRole('button', { name: 'Show password' }).click();
        expect(await page.getByRole('button', { name: 'Hide password' }).isVisible()).toBe(true);
        await page.clock.fastForward(SLOW_MS);
        await skipUntil(page, () => Promise.resolve(page.url().endsWith('/dashboard/static')));
      } else {
        const detail = key === '500-message' ? toastDetailFor(key) : 'Invalid Credentials !!!';
        await expectToast(page, 'Error', detail);
        // docs/requirements.md section 8: bottom-center, closes after 3 seconds.
        expect(await page.locator('.p-toast-bottom-center .p-toast-message').count()).toBe(1);
        await credentialsKept();
        expect(await login.isEnabled()).toBe(true);
        await page.clock.fastForward(3_500);
        await toasts(page).first().waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe('/');
      }
      await expectHealthy(h);
    }),
    'double-submit': async () => {
      await signedOutLoad(null);
      await typeCredentials();
      await clickTwiceInOneFrame(page.getByRole('button', { name: 'Login' }));
      await skipUntil(page, () => Promise.resolve(page.url().endsWith('/dashboard/static')));
      expect(countCalls(h, 'POST', LOGIN)).toBe(1);
      await expectHealthy(h);
    },
  });
});
