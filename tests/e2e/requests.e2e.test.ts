import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openFilterAt } from './filter-support';
import { navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Every API call the page makes, as "METHOD path body". */
const recordApiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/v3\//i.test(pathname)) calls.push(`${request.method()} ${pathname} ${request.postData() ?? ''}`);
  });
  return calls;
};

const repeated = (calls: string[]): string[] => calls.filter((call, index) => calls.indexOf(call) !== index);

describe('requests, as the administrator moves through the app', () => {
  it('makes each call once: the header counters once per header load, no screen asks twice', async () => {
    const { context, page, errors } = await openPage(browser);
    const calls = recordApiCalls(page);
    await signIn(page, 'admin');
    await page.getByRole('button', { name: /^Notifications, \d+/ }).waitFor();

    await navigateInApp(page, '/dashboard/manage/camp');
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    const panel = await openFilterAt(page, '/dashboard/summary');
    await panel.getByRole('listbox', { name: 'Clinics' }).getByRole('option').first().waitFor();
    // Late or repeated calls (a refetch on remount, a second effect) would land in this quiet second.
    await page.waitForTimeout(1000);

    const monitorCalls = calls.filter((call) => /"monitor":"/.test(call));
    expect(monitorCalls).toHaveLength(2);
    expect(monitorCalls.some((call) => call.includes('clinics-not-synced'))).toBe(true);
    expect(monitorCalls.some((call) => call.includes('pending-forced-update'))).toBe(true);
    expect(calls.some((call) => /\/v3\/camp-system\/filter /i.test(call))).toBe(true);
    expect(repeated(calls)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
