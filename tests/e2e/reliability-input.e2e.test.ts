import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { seedDemoData } from '@/mocks/seed';

import { expectHealthy, expectToast, runCases } from './reliability-checks';
import {
  campListRequests,
  type Harness,
  lastCampListRequest,
  load,
  openHarness,
  signInAsAdmin,
  skipUntil,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/** Garbage in the address, markup in server messages, the demo API's worker (demo build). */
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

const INVALID = 'Invalid or missing camp ID. Please check the URL.';
const CAMPS = '/dashboard/manage/camp';
const activeCamps = seedDemoData(1).camps.filter((camp) => camp.status).length;

const campCalls = () => h.calls.filter((call) => call.path.startsWith('/v3/camp-system/'));
const listRequests = () => campListRequests(h);
const lastListRequest = () => lastCampListRequest(h);

/** Both camp screens with this camp_id: the message, and no camp call at all. */
const campIdCase = (value: string, message: string, calls: 'none' | 'some') => async () => {
  for (const screen of ['info', 'assign']) {
    await load(h, `${CAMPS}/${screen}?camp_id=${value}`);
    await waitVisible(page, page.getByRole('alert').getByText(message));
    if (calls === 'none') expect(campCalls()).toEqual([]);
    await expectHealthy(h);
  }
};

describe('garbage in the address', () => {
  runCases('url', {
    'camp-id-letters': campIdCase('abc', INVALID, 'none'),
    'camp-id-negative': campIdCase('-1', INVALID, 'none'),
    'camp-id-exponent': campIdCase('1e309', INVALID, 'none'),
    'camp-id-long': campIdCase('9'.repeat(5_000), INVALID, 'none'),
    'camp-id-unknown': campIdCase(
      '999999',
      'No camp with ID 999999 was found. It may have been removed.',
      'some',
    ),
    'status-foo': async () => {
      await load(h, `${CAMPS}?status=foo`);
      expect(await lastListRequest()).toMatchObject({ status: true, page: 1, limit: 10 });
      expect(await page.getByLabel('Status').inputValue()).toBe('active');
      await expectHealthy(h);
    },
    'page-zero': async () => {
      await load(h, `${CAMPS}?page=0`);
      expect(await lastListRequest()).toMatchObject({ page: 1 });
      const pager = page.getByRole('navigation', { name: 'Camps pages' });
      expect(await pager.locator('[aria-current="page"]').innerText()).toBe('1');
      await expectHealthy(h);
    },
    'page-beyond': async () => {
      const last = Math.ceil(activeCamps / 10);
      await load(h, `${CAMPS}?page=99999`);
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(String(last));
      await expect.poll(() => listRequests().at(-1)).toMatchObject({ page: last });
      const pager = page.getByRole('navigation', { name: 'Camps pages' });
      await expect.poll(() => pager.locator('[aria-current="page"]').innerText()).toBe(String(last));
      await expectHealthy(h);
    },
    'rows-odd': async () => {
      await load(h, `${CAMPS}?rows=7`);
      expect(await lastListRequest()).toMatchObject({ limit: 10 });
      expect(await page.getByLabel('Rows per page').inputValue()).toBe('10');
      // The header row and 10 camps, once the rows have rendered (a busy machine is slow to paint).
      const rows = page.getByRole('table', { name: 'Camps' }).getByRole('row');
      await skipUntil(page, async () => (await rows.count()) === 11, { what: 'a header and 10 camp rows' });
      await expectHealthy(h);
    },
    'search-long': async () => {
      const typed = `Camp${'x'.repeat(4_996)}`;
      await load(h, `${CAMPS}?search=${typed}`);
      await waitVisible(page, page.getByRole('table', { name: 'Camps' }).getByText('No data found'));
      expect(await page.getByRole('searchbox', { name: 'Search camps' }).inputValue()).toBe(
        typed.slice(0, 100),
      );
      expect(listRequests().at(-1)).toMatchObject({ searchValue: typed.slice(0, 100) });
      await expectHealthy(h);
    },
  });
});

const MARKUP = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';

describe('markup from the server', () => {
  runCases('markup', {
    'error-message': async () => {
      const images: string[] = [];
      const onRequest = (request: Request) => {
        if (new URL(request.url()).pathname === '/x') images.push(request.url());
      };
      page.on('request', onRequest);
      await load(h, '/dashboard/summary', {
        failures: [{ path: '/v3/clinic/filter', status: 500, message: MARKUP }],
      });
      await expectToast(page, 'Error', MARKUP);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      page.off('request', onRequest);
      expect(images).toEqual([]);
      await expectHealthy(h);
    },
  });
});

/**
 * Stands in for Chromium refusing the update check: every update() rejects as it then does, and
 * the worker's registration is always found (during a load the list is now and then still empty,
 * and MSW then registers afresh instead of checking for an update).
 */
function refuseWorkerUpdates(): void {
  ServiceWorkerRegistration.prototype.update = function () {
    return Promise.reject(new TypeError("Failed to update a ServiceWorker for scope ('/'): Not found"));
  };
  const list = ServiceWorkerContainer.prototype.getRegistrations;
  ServiceWorkerContainer.prototype.getRegistrations = async function (this: ServiceWorkerContainer) {
    for (let attempt = 0; ; attempt += 1) {
      const found = await list.call(this);
      if (found.length > 0 || attempt >= 50) return found;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  };
}

describe('demo mode', () => {
  // Last in the file: the init script stays for every later load of this page.
  runCases('demo-worker', {
    'update-refused': async () => {
      await page.addInitScript(refuseWorkerUpdates);
      await load(h, CAMPS);
      await waitVisible(page, page.getByRole('table', { name: 'Camps' }).getByRole('link').first());
      await expectHealthy(h);
    },
  });
});
