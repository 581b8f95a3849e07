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
} from './reliability-checks';
import {
  clickTwiceInOneFrame,
  countCalls,
  type Harness,
  load,
  openHarness,
  signInAsAdmin,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/** Faults on the camps list and on Add Camp (docs/requirements.md 2.7, 2.8, section 8), as an administrator. */
let browser: Browser;
let h: Harness;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
  await signInAsAdmin(h);
});
afterAll(async () => {
  await browser.close();
});

const CAMPS = '/dashboard/manage/camp';
const ADD = '/dashboard/manage/camp/add';

describe('camps list', () => {
  runCases(
    'camps-list',
    perFault(async (key) => {
      await load(h, CAMPS, faultFor(key, '/v3/camp-system/filter'));
      const table = page.getByRole('table', { name: 'Camps' });
      if (key === 'slow') {
        await waitVisible(page, table.getByText('Loading...'));
        await page.getByRole('searchbox', { name: /search/i }).fill('Camp');
        expect(await page.getByRole('link', { name: 'Add Camp' }).isVisible()).toBe(true);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, table.getByRole('link', { name: /^Camp_/ }));
      } else {
        await waitVisible(page, table.getByText('No data found'));
        expect(await page.getByText('Total Clinics:').innerText()).toBe('Total Clinics: 0');
        await expectNoToast(page);
        // Only logged (docs/requirements.md section 8); network errors and 5xx were retried three times.
        expect(countCalls(h, 'POST', '/v3/camp-system/filter')).toBe(key === 'malformed' ? 1 : 4);
      }
      await expectHealthy(h);
    }),
  );
});

/** Fills every field of the Add Camp form with valid values (the location and customer from the first page). */
const fillAddCamp = async () => {
  await page.getByLabel('Start Date').fill('04-05-2031');
  await page.getByLabel('End Date').fill('06-05-2031');
  for (const label of ['Location', 'Customer']) {
    await page.getByRole('combobox', { name: label }).click();
    const option = page.getByRole('listbox', { name: label }).getByRole('option').first();
    await waitVisible(page, option);
    await option.click();
  }
  // Both selects away from their defaults (Active, Ongoing), so a reset form would show.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Inactive' });
  await page.getByLabel('Camp Status').selectOption({ label: 'Completed' });
};

const formValues = (p: Page) =>
  Promise.all([
    p.getByLabel('Start Date').inputValue(),
    p.getByLabel('End Date').inputValue(),
    p.getByRole('combobox', { name: 'Location' }).innerText(),
    p.getByRole('combobox', { name: 'Customer' }).innerText(),
    p.getByLabel('Status', { exact: true }).inputValue(),
    p.getByLabel('Camp Status').inputValue(),
  ]);

const pickerCases = (label: 'Location' | 'Customer', path: string) =>
  perFault(async (key) => {
    await load(h, ADD, faultFor(key, path));
    await page.getByRole('combobox', { name: label }).click();
    const list = page.getByRole('listbox', { name: label });
    const status = list.locator('xpath=..').getByRole('status');
    if (key === 'slow') {
      await waitVisible(page, status.getByText('Loading...'));
      await page.keyboard.press('Escape');
      await page.getByLabel('Start Date').fill('04-05-2031');
      await expectHeaderUsable(page);
      await page.clock.fastForward(SLOW_MS);
      await page.getByRole('combobox', { name: label }).click();
      await waitVisible(page, list.getByRole('option').first());
      expect(await page.getByLabel('Start Date').inputValue()).toBe('04-05-2031');
    } else {
      await waitVisible(page, status.getByText('Error loading data'));
      await expectNoToast(page);
      // The other fields still work.
      await page.keyboard.press('Escape');
      await page.getByLabel('End Date').fill('06-05-2031');
      expect(await page.getByLabel('End Date').inputValue()).toBe('06-05-2031');
    }
    await expectHealthy(h);
  });

describe('add camp', () => {
  runCases('add-camp-locations', pickerCases('Location', '/v3/location/filter'));
  runCases('add-camp-customers', pickerCases('Customer', '/v3/customer/filter'));

  runCases('add-camp-save', {
    ...perFault(async (key) => {
      await load(h, ADD, faultFor(key, '/v3/camp-system/', 'POST'));
      if (key === 'slow') await page.clock.fastForward(SLOW_MS);
      await fillAddCamp();
      const typed = await formValues(page);
      // Status and Camp Status as chosen: Inactive, Completed.
      expect(typed.slice(4)).toEqual(['false', 'false']);
      await page.getByRole('button', { name: 'Save' }).click();
      if (key === 'slow') {
        const saving = page.getByRole('button', { name: 'Saving...' });
        await waitVisible(page, saving);
        expect(await saving.isDisabled()).toBe(true);
        expect(await formValues(page)).toEqual(typed);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await expectToast(page, 'Success', 'Camp Created Successfully');
        await page.waitForURL(`**${CAMPS}`);
      } else {
        await expectToast(page, 'Error', toastDetailFor(key));
        expect(await formValues(page)).toEqual(typed);
        expect(await page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
        expect(new URL(page.url()).pathname).toBe(ADD);
        expect(countCalls(h, 'POST', '/v3/camp-system/')).toBe(1);
      }
      await expectHealthy(h);
    }),
    'double-submit': async () => {
      await load(h, ADD);
      await fillAddCamp();
      await clickTwiceInOneFrame(page.getByRole('button', { name: 'Save' }));
      await expectToast(page, 'Success', 'Camp Created Successfully');
      await page.waitForURL(`**${CAMPS}`);
      expect(countCalls(h, 'POST', '/v3/camp-system/')).toBe(1);
      await expectHealthy(h);
    },
  });
});
