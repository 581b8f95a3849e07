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

/** Faults on Summary and Summary Tests (docs/patients.md, docs/requirements.md section 8), as an administrator. */
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

const SUMMARY = '/dashboard/summary';
const TESTS = '/dashboard/summary/tests?test_type_id=1&label=High';

describe('summary', () => {
  runCases(
    'summary',
    perFault(async (key) => {
      await load(h, SUMMARY, faultFor(key, '/v3/summary/filter'));
      if (key === 'slow') {
        await waitVisible(page, page.getByText('Loading...'));
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('table', { name: 'Results by test type' }));
        await waitVisible(page, page.getByRole('list', { name: 'Totals' }));
      } else {
        await waitVisible(
          page,
          page.getByRole('alert').filter({ hasText: 'The summary could not be loaded.' }),
        );
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        await expectNoToast(page);
        expect(countCalls(h, 'POST', '/v3/summary/filter')).toBe(key === 'malformed' ? 1 : 4);
      }
      await expectHealthy(h);
    }),
  );
});

describe('summary tests', () => {
  runCases(
    'summary-tests',
    perFault(async (key) => {
      await load(h, TESTS, faultFor(key, '/v3/result/filter'));
      const table = page.getByRole('table', { name: 'Results' });
      if (key === 'slow') {
        await waitVisible(page, table.getByText('Loading...'));
        await page.getByRole('combobox', { name: 'Label' }).focus();
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, table.getByRole('link').first());
      } else {
        await waitVisible(
          page,
          table.getByRole('alert').filter({ hasText: 'The results could not be loaded.' }),
        );
        expect(await page.getByText('Results:').innerText()).toBe('Results: 0');
        await expectNoToast(page);
        expect(countCalls(h, 'POST', '/v3/result/filter')).toBe(key === 'malformed' ? 1 : 4);
      }
      await expectHealthy(h);
    }),
  );
});
