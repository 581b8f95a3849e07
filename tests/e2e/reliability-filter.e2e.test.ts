import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

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
 * Faults on the filter panel's lists (docs/requirements.md 2.6; section 8: only logged). The panel is open on
 * the summary page, where an administrator sees every list.
 */
let browser: Browser;
let h: Harness;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
  await signInAsAdmin(h);
  await page.evaluate(() => window.localStorage.setItem('hcd_showFilter', 'true'));
});
afterAll(async () => {
  await browser.close();
});

/** The parents chosen before a list loads: India > Maharashtra > Mumbai Suburban. */
const PARENTS = [
  ['Countries', 'India'],
  ['States', 'Maharashtra'],
  ['Districts', 'Mumbai Suburban'],
] as const;

const panel = () => page.getByRole('complementary', { name: 'Filter' });
const listStatus = (list: string) =>
  panel()
    .getByRole('searchbox', { name: `Search ${list}` })
    .locator('xpath=..')
    .getByRole('status');
const options = (list: string) => panel().getByRole('listbox', { name: list }).getByRole('option');

const chooseParents = async (count: number) => {
  for (const [list, name] of PARENTS.slice(0, count)) {
    const option = options(list).filter({ hasText: new RegExp(`^${name} `) });
    await waitVisible(page, option);
    await option.click();
  }
};

const listCases = (list: string, path: string, parents: number) =>
  perFault(async (key) => {
    await load(h, '/dashboard/summary', faultFor(key, path));
    await waitVisible(page, panel());
    if (key === 'slow') {
      await chooseParents(parents);
      await waitVisible(page, listStatus(list).getByText('Loading ...'), 1_000);
      await expectHeaderUsable(page);
      await page.clock.fastForward(SLOW_MS);
      await waitVisible(page, options(list));
    } else {
      await chooseParents(parents);
      await waitVisible(page, listStatus(list).getByText('No data', { exact: true }));
      await expectNoToast(page);
      expect(countCalls(h, 'POST', path)).toBe(key === 'malformed' ? 1 : 4);
      // The rest of the panel still works.
      const female = panel().getByRole('button', { name: 'Female' });
      await female.click();
      expect(await female.getAttribute('aria-pressed')).toBe('true');
    }
    await expectHealthy(h);
  });

// One call per group, each naming it: tests/unit/reliability-doc.test.ts finds them in the source.
runCases('filter-customers', listCases('Customers', '/v3/customer/filter', 0));
runCases('filter-countries', listCases('Countries', '/v3/country/filter', 0));
runCases('filter-states', listCases('States', '/v3/state/filter', 1));
runCases('filter-districts', listCases('Districts', '/v3/district/filter', 2));
runCases('filter-locations', listCases('Locations', '/v3/location/filter', 3));
runCases('filter-clinics', listCases('Clinics', '/v3/Clinic/filter', 0));
