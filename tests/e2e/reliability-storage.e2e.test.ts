import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { expectHealthy, runCases } from './reliability-checks';
import {
  type Harness,
  lastCampListRequest,
  load,
  openHarness,
  signInAsAdmin,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/**
 * Tampered and missing local storage (demo build): each case checks what the user then sees, the
 * sign-in page or the filter panel's values, besides what the camps list asks for.
 */
let browser: Browser;
let h: Harness;
let page: Page;
let session: { token: string; user: string };

const keepSession = async () => {
  session = await page.evaluate(() => ({
    token: window.localStorage.getItem('hcd_token') ?? '',
    user: window.localStorage.getItem('hcd_user') ?? '',
  }));
};

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
  await signInAsAdmin(h);
  await keepSession();
});
afterAll(async () => {
  await browser.close();
});

const CAMPS = '/dashboard/manage/camp';
const lastListRequest = () => lastCampListRequest(h);

/** DD-MM-YYYY, as the panel's date fields show a date. */
const shown = (date: Date): string => {
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
};
const today = new Date();
const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
const monthAgo = new Date();
monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);

const savedFilter = (country: { id: number; name: string } | null) =>
  JSON.stringify({
    start_date: tenDaysAgo.toISOString().slice(0, 10),
    end_date: today.toISOString().slice(0, 10),
    age: null,
    gender: null,
    customer: null,
    country,
    state: null,
    district: null,
    location: null,
    clinic: null,
    amc_expired: null,
  });

/** Writes local storage (null removes), then loads the page. */
const loadWithStorage = async (path: string, entries: Record<string, string | null>) => {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }
  }, entries);
  await load(h, path);
};

/** The sign-in page, nothing broken, and signing in again opens the dashboard. */
const expectSignedOut = async () => {
  await waitVisible(page, page.getByRole('heading', { name: 'Sign In' }));
  expect(new URL(page.url()).pathname).toBe('/');
  await expectHealthy(h);
  await signInAsAdmin(h);
  await expectHealthy(h);
  await keepSession();
};

const NO_PLACE = {
  country_id: null,
  state_id: null,
  district_id: null,
  location_id: null,
  customer_id: null,
};

/** What the filter panel shows on the summary page (opened through storage, as the toggle keeps it). */
const panelShows = async () => {
  await loadWithStorage('/dashboard/summary', { hcd_showFilter: 'true' });
  const panel = page.getByRole('complementary', { name: 'Filter' });
  const start = panel.getByRole('combobox', { name: 'Start date' });
  await waitVisible(page, start);
  const chosen = async (title: string) => {
    const clear = panel.getByRole('button', { name: `Clear ${title}` });
    const id = await clear.getAttribute('aria-describedby');
    return page.locator(`[id="${id}"]`).innerText();
  };
  return {
    start: await start.inputValue(),
    end: await panel.getByRole('combobox', { name: 'End date' }).inputValue(),
    customer: await chosen('Customer'),
    country: await chosen('Country'),
  };
};

const DEFAULTS = { start: shown(monthAgo), end: shown(today), customer: 'All', country: 'All' };

describe('tampered local storage', () => {
  const restore = async () => {
    await page.evaluate((stored) => {
      window.localStorage.clear();
      window.localStorage.setItem('hcd_token', stored.token);
      window.localStorage.setItem('hcd_user', stored.user);
    }, session);
  };

  /** The camps list asks with no place or customer, and the panel shows the default filter. */
  const expectDefaultFilter = async (entries: Record<string, string | null>) => {
    await loadWithStorage(CAMPS, entries);
    expect(await lastListRequest()).toMatchObject(NO_PLACE);
    expect(await panelShows()).toEqual(DEFAULTS);
    await expectHealthy(h);
    await restore();
  };

  runCases('storage', {
    'user-broken-json': async () => {
      await loadWithStorage(CAMPS, { hcd_user: '{"id":1,"user_type":"Adm' });
      await expectSignedOut();
    },
    'user-wrong-shape': async () => {
      await loadWithStorage(CAMPS, { hcd_user: '{"id":"1","user_type":"Administrator","first_name":7}' });
      await expectSignedOut();
    },
    'user-missing': async () => {
      await loadWithStorage(CAMPS, { hcd_user: null });
      await expectSignedOut();
    },
    'token-huge': async () => {
      await loadWithStorage(CAMPS, { hcd_token: 't'.repeat(5_000) });
      await expectSignedOut();
    },
    'token-missing': async () => {
      await loadWithStorage(CAMPS, { hcd_token: null });
      await expectSignedOut();
    },
    'filter-wrong-shape': () =>
      expectDefaultFilter({
        hcd_filterData: '{"start_date":"yesterday","country":"India","location":{"id":-4}}',
        hcd_isfilterData: '1',
      }),
    'filter-missing': () => expectDefaultFilter({ hcd_filterData: null, hcd_isfilterData: '1' }),
    'filter-flag-not-1': async () => {
      const india = { id: 1, name: 'India' };
      await loadWithStorage(CAMPS, { hcd_filterData: savedFilter(india), hcd_isfilterData: 'true' });
      expect(await lastListRequest()).toMatchObject(NO_PLACE);
      expect(await panelShows()).toEqual(DEFAULTS);
      // The same filter with the flag 1 does count: the checks above can tell the difference.
      await loadWithStorage(CAMPS, { hcd_isfilterData: '1' });
      expect(await lastListRequest()).toMatchObject({ country_id: 1 });
      expect(await panelShows()).toEqual({ ...DEFAULTS, start: shown(tenDaysAgo), country: 'India' });
      await expectHealthy(h);
      await restore();
    },
    'filter-huge': () =>
      expectDefaultFilter({
        hcd_filterData: savedFilter({ id: 1, name: 'I'.repeat(200_000) }),
        hcd_isfilterData: '1',
      }),
    'show-filter-odd': async () => {
      await loadWithStorage('/dashboard/summary', { hcd_showFilter: 'yes' });
      const panel = page.getByRole('complementary', { name: 'Filter' });
      expect(await panel.count()).toBe(0);
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await waitVisible(page, panel);
      await expectHealthy(h);
      await restore();
    },
  });
});
