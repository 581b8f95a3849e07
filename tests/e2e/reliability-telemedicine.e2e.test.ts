import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { SLOW_MS } from './reliability-cases';
import {
  expectHealthy,
  expectHeaderUsable,
  expectNoToast,
  faultFor,
  perFault,
  runCases,
} from './reliability-checks';
import {
  countCalls,
  type Harness,
  load,
  openHarness,
  signInAsAdmin,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/**
 * Faults on Telemedicine and Consultation Details (docs/telemedicine.md, docs/requirements.md
 * section 8), as an administrator.
 */
let browser: Browser;
let h: Harness;
let page: Page;
let details = '';

const TELEMEDICINE = '/dashboard/telemedicine';
const SUMMARY_CALL = '/v3/consultation/summary';
const LIST_CALL = '/v3/consultation/filter';

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
  await signInAsAdmin(h);
  // A completed consultation's details, found as a user finds it: its row on Telemedicine.
  await load(h, `${TELEMEDICINE}?status=completed`);
  const link = page
    .getByRole('table', { name: 'Consultations' })
    .getByRole('link', { name: /^Consultation / });
  await waitVisible(page, link);
  details = (await link.first().getAttribute('href')) ?? '';
});
afterAll(async () => {
  await browser.close();
});

/** Retried three times after a 5xx or a dropped connection; a malformed answer is not retried. */
const callsFor = (key: string): number => (key === 'malformed' ? 1 : 4);
const countButtons = () => page.getByRole('list', { name: 'Consultations by status' }).getByRole('button');
const table = () => page.getByRole('table', { name: 'Consultations' });

describe('telemedicine', () => {
  runCases(
    'telemedicine-counts',
    perFault(async (key) => {
      await load(h, TELEMEDICINE, faultFor(key, SUMMARY_CALL));
      if (key === 'slow') {
        await waitVisible(page, page.getByText('Counting consultations…'));
        expect(await page.getByLabel('Status', { exact: true }).isEnabled()).toBe(true);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, countButtons());
      } else {
        await waitVisible(page, page.getByText('The consultation counts could not be loaded.'));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        await waitVisible(page, table().getByRole('row').nth(1));
        await expectNoToast(page);
        expect(countCalls(h, 'POST', SUMMARY_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'telemedicine-list',
    perFault(async (key) => {
      await load(h, TELEMEDICINE, faultFor(key, LIST_CALL));
      if (key === 'slow') {
        await waitVisible(page, table().getByText('Loading...'));
        await waitVisible(page, countButtons());
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, table().getByRole('row').nth(1).getByRole('cell').first());
      } else {
        await waitVisible(page, page.getByText('The consultations could not be loaded.'));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        expect(await countButtons().count()).toBe(6);
        await expectNoToast(page);
        expect(countCalls(h, 'POST', LIST_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );
});

describe('consultation details', () => {
  runCases(
    'consultation-details',
    perFault(async (key) => {
      const call = `/v3/consultation/${details.split('/').at(-1)}`;
      await load(h, details, faultFor(key, call, 'GET'));
      if (key === 'slow') {
        await waitVisible(page, page.getByText('Loading...'));
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('heading', { level: 2, name: 'Status history' }));
      } else {
        await waitVisible(page, page.getByRole('alert').filter({ hasText: 'Error loading data' }));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        expect(await page.getByRole('heading', { name: 'Prescription' }).count()).toBe(0);
        await expectNoToast(page);
        await expectHeaderUsable(page);
        expect(countCalls(h, 'GET', call)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );
});
