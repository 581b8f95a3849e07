import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { SLOW_MS } from './reliability-cases';
import { callsFor, expectHeaderUsable, expectHealthy, expectNoToast } from './reliability-checks';
import { countCalls, type Harness, waitVisible } from './reliability-support';

import type { FaultKey } from './reliability-case-kit';

/**
 * The browser-only layers' one screen (docs/reliability.md, reliability-cases-layers.ts):
 * Telemedicine's list as an administrator, and what the user must see of it under each fault, as
 * the component group `telemedicine-list` (src/features/telemedicine/telemedicine.faults.test.tsx)
 * checks it.
 */
export const TELEMEDICINE = '/dashboard/telemedicine';
export const LIST_CALL = '/v3/consultation/filter';
export const NOT_LOADED_TEXT = 'The consultations could not be loaded.';

export const listTable = (page: Page): Locator => page.getByRole('table', { name: 'Consultations' });
export const countButtons = (page: Page): Locator =>
  page.getByRole('list', { name: 'Consultations by status' }).getByRole('button');
/** The first consultation's first cell: the list has loaded. */
export const firstConsultation = (page: Page): Locator =>
  listTable(page).getByRole('row').nth(1).getByRole('cell').first();
export const listTryAgain = (page: Page): Locator =>
  page.getByRole('button', { name: 'Try again' }).filter({ visible: true });

/**
 * Waits for `locator` while the page's clock keeps pace with the real one: for answers that take
 * real time (a server's latency over HTTP), which no fast-forward of the page can shorten.
 */
export const waitInRealTime = async (page: Page, locator: Locator, realMs = 30_000): Promise<void> => {
  const deadline = performance.now() + realMs;
  while (!(await locator.first().isVisible())) {
    if (performance.now() > deadline)
      throw new Error(`${locator.toString()} did not appear within ${realMs} ms`);
    await page.clock.fastForward(100);
    await page.waitForTimeout(100);
  }
};

/**
 * What the user sees of Telemedicine's list under the fault `key`, set before the load that has
 * just happened: the failure with Try again (the counts loaded, no toast, the call retried as the
 * fault allows), or, for the slow answer, 'Loading...', a usable header and then the list. `realLatency`:
 * the answers take real time (a server over HTTP), so the wait keeps to the real clock.
 */
export const expectListUnderFault = async (
  h: Harness,
  key: FaultKey,
  { realLatency = false }: { realLatency?: boolean } = {},
): Promise<void> => {
  const { page } = h;
  if (key === 'slow') {
    await waitVisible(page, listTable(page).getByText('Loading...'));
    await expectHeaderUsable(page);
    if (realLatency) {
      await waitInRealTime(page, countButtons(page));
      await waitInRealTime(page, firstConsultation(page));
    } else {
      await waitVisible(page, countButtons(page));
      await page.clock.fastForward(SLOW_MS);
      await waitVisible(page, firstConsultation(page));
    }
    expect(await countButtons(page).count()).toBe(6);
    expect(countCalls(h, 'POST', LIST_CALL)).toBe(1);
  } else {
    await waitVisible(page, page.getByText(NOT_LOADED_TEXT));
    expect(await listTryAgain(page).count()).toBe(1);
    await waitVisible(page, countButtons(page));
    expect(await countButtons(page).count()).toBe(6);
    await expectNoToast(page);
    expect(countCalls(h, 'POST', LIST_CALL)).toBe(callsFor(key));
  }
  await expectHealthy(h);
};
