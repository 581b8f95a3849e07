import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_CUSTOMER_ID } from '@/mocks/seed';

import { screenshot, seed } from './camps-helpers';
import { navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const ownCamps = (status: boolean) =>
  seed.camps.filter((camp) => camp.user_id === DEMO_CUSTOMER_ID && camp.status === status).length;
const otherCustomer = seed.customers.find((customer) => customer.id !== DEMO_CUSTOMER_ID && customer.status)!;

describe('camps, as the customer', () => {
  it("shows only the customer's own camps", async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'customer');
    // The seed gives other customers camps too, so an unscoped list would show them.
    expect(seed.camps.some((camp) => camp.user_id !== DEMO_CUSTOMER_ID)).toBe(true);

    for (const [status, label] of [
      [true, 'active'],
      [false, 'inactive'],
    ] as const) {
      await navigateInApp(page, `/dashboard/manage/camp?status=${label}&page=1&rows=20`);
      const total = page.getByText(/Total Clinics/);
      await expect.poll(() => total.innerText()).toBe(`Total Clinics: ${ownCamps(status)}`);
      const names = await page.getByRole('table').getByRole('link').allInnerTexts();
      expect(names.length).toBe(Math.min(20, ownCamps(status)));
      expect(names.every((name) => name.startsWith('Camp_Meera_'))).toBe(true);
      if (status) await screenshot(page, 'customer-list');
    }

    await page.getByRole('searchbox', { name: 'Search camps' }).fill(otherCustomer.first_name);
    await page.getByRole('searchbox', { name: 'Search camps' }).press('Enter');
    await page.getByText('No data found').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
