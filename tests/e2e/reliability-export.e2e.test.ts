import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { type FaultKey, SLOW_MS } from './reliability-cases';
import { expectHealthy, expectNoToast, faultFor, perFault, runCases } from './reliability-checks';
import {
  countCalls,
  type Harness,
  load,
  openHarness,
  signInAsAdmin,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';
import type { DemoFaults } from '@/mocks/faults';

/** Faults on the Export screen's paging (docs/patients.md, Export; requirements section 8), as an administrator. */
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

const EXPORT = '/dashboard/export';
const CALL = '/v3/patient/filter';

/** The fault on the export's pages only (limit 500), not on the count before it (limit 1). */
const pagesOnly = (key: FaultKey): DemoFaults => {
  const base = faultFor(key, CALL);
  const body = { limit: 500 };
  return {
    ...base,
    ...(base.failures ? { failures: base.failures.map((rule) => ({ ...rule, body })) } : {}),
    ...(base.networkErrors ? { networkErrors: base.networkErrors.map((rule) => ({ ...rule, body })) } : {}),
    ...(base.malformed ? { malformed: base.malformed.map((rule) => ({ ...rule, body })) } : {}),
  };
};

describe('export', () => {
  runCases(
    'export-patients',
    perFault(async (key) => {
      await load(h, EXPORT, pagesOnly(key));
      const card = page.getByRole('region', { name: 'Patients' });
      const start = card.getByRole('button', { name: 'Export patients' });
      await waitVisible(page, start);
      await start.click();
      if (key === 'slow') {
        await waitVisible(page, card.getByRole('progressbar', { name: 'Patients export' }));
        expect(await card.getByRole('status').innerText()).toMatch(/^Page 0 of 1: 0 of [\d,]+ rows\.$/);
        expect(await card.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, card.getByText(/^Downloaded patients-/));
      } else {
        await waitVisible(page, card.getByText(/^Page 1 could not be loaded:/));
        await expectNoToast(page);
        const pages = () =>
          h.calls.filter((call) => call.path === CALL && (call.body as { limit?: number }).limit === 500);
        expect(pages()).toHaveLength(key === 'malformed' ? 1 : 4);
        await page.evaluate(() => window.__demoApi?.clearFaults());
        await card.getByRole('button', { name: 'Try again' }).click();
        await waitVisible(page, card.getByText(/^Downloaded patients-/));
        expect(countCalls(h, 'POST', CALL)).toBeGreaterThan(pages().length);
      }
      await expectHealthy(h);
    }),
  );
});
