import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { expectHealthy, expectNoToast, faultFor, perFault, runCases } from './reliability-checks';
import {
  countCalls,
  type Harness,
  load,
  openHarness,
  setFaultsForNextLoad,
  signInAsAdmin,
  waitVisible,
} from './reliability-support';
import {
  countButtons,
  expectListUnderFault,
  firstConsultation,
  LIST_CALL,
  listTable,
  NOT_LOADED_TEXT,
  TELEMEDICINE,
} from './reliability-layers-support';
import { launchChromium } from './support/chromium';

/**
 * The demo build's own layers under each fault kind (docs/reliability.md, "Browser layer"): the
 * demo API's service worker carrying the fault to the page, and a full reload after it. One page,
 * signed in once, on a fake clock; the faults are the demo API's, set before each load.
 */
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

describe("the demo API's service worker", () => {
  runCases(
    'layer-worker',
    perFault(async (key) => {
      await load(h, TELEMEDICINE, faultFor(key, LIST_CALL));
      // The answers come through the worker: the page's own fetch of the list is controlled by it.
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
        /\/mockServiceWorker\.js$/,
      );
      await expectListUnderFault(h, key);
    }),
  );
});

describe('a full reload after a fault', () => {
  runCases(
    'layer-reload',
    perFault(async (key) => {
      await load(h, TELEMEDICINE, faultFor(key, LIST_CALL));
      await waitVisible(
        page,
        key === 'slow' ? listTable(page).getByText('Loading...') : page.getByText(NOT_LOADED_TEXT),
      );
      // F5 with the fault gone: a fresh document, a fresh demo API, a fresh query cache.
      await setFaultsForNextLoad(h, null);
      // Counted from the new document on: a call the old one still made while it was leaving (a
      // busy machine is slow to leave, as `load` says) is not this load's.
      await page.reload({ waitUntil: 'commit' });
      h.calls.length = 0;
      await waitVisible(page, firstConsultation(page));
      await waitVisible(page, countButtons(page));
      expect(await countButtons(page).count()).toBe(6);
      expect(await page.getByText(NOT_LOADED_TEXT).count()).toBe(0);
      expect(countCalls(h, 'POST', LIST_CALL)).toBe(1);
      expect(countCalls(h, 'POST', '/v3/consultation/summary')).toBe(1);
      await expectNoToast(page);
      await expectHealthy(h);
    }),
  );
});
