import type { Page } from 'playwright-core';

import { timeClick } from './in-page';

/**
 * Issue 18's timing: on Master > Countries at rest, a click on a country until its states list shows
 * a row (the states call answered and the rows painted). The master-data chunk is loaded already
 * (the countries page is on screen); the states of the clicked country are not in the cache.
 */
const COUNTRY_LINK = 'table a[href="/dashboard/master/1/state/view"]';
const STATE_ROWS = 'document.querySelector(\'table tbody tr a[href$="/district/view"]\')';

/**
 * Median-ready single measurement. `openAtRest(path)` loads a signed-in page and waits until the
 * network is quiet (timings.ts's `openShell`): each run starts from a fresh page, so the states are
 * never cached from the run before.
 */
export const masterDrillDownToList = async (
  page: Page,
  openAtRest: (path: string) => Promise<void>,
): Promise<number> => {
  await openAtRest('/dashboard/master/countries');
  await page.waitForSelector(COUNTRY_LINK);
  return timeClick(page, COUNTRY_LINK, STATE_ROWS);
};
