import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_CUSTOMER_ID } from '@/mocks/seed';

import { seed } from './camps-helpers';
import { navigateInApp, openPage, pathOf, signIn } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/home-${name}.png`, fullPage: true });

/** A figure card's number, once it has loaded. */
const figure = async (page: Page, label: string): Promise<number> => {
  const card = page.getByRole('listitem', { name: label, exact: true });
  await card.locator('.home-card-value').filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await card.locator('.home-card-value').innerText());
};

/** Opens the camps list at a status, as a link would, once its rows show. */
const showCamps = async (page: Page, status: 'active' | 'inactive'): Promise<void> => {
  await navigateInApp(page, `/dashboard/manage/camp?status=${status}`);
  await page.getByRole('table', { name: 'Camps' }).getByRole('link').first().waitFor();
};

/** A list's count ('Total Clinics: 12'), as a user reads it. */
const listTotal = async (page: Page, label: 'Total Clinics' | 'Total Customers'): Promise<number> =>
  Number((await page.getByText(new RegExp(`^${label}:`)).innerText()).replace(/\D+/g, ''));

/** The number on a Monitor tab, once its list has loaded. */
const tabTotal = async (page: Page, name: string): Promise<number> => {
  const tab = page.getByRole('tab', { name: new RegExp(name) });
  const count = tab.locator('.ui-tab-count').filter({ hasText: /^\d+$/ });
  await count.waitFor();
  return Number(await count.innerText());
};

describe('dashboard home', () => {
  it("an administrator's figures are what the camps list and the Monitor show", async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const home = {
      active: await figure(page, 'Active camps'),
      inactive: await figure(page, 'Inactive camps'),
      clinics: await figure(page, 'Clinics'),
      notSynced: await figure(page, 'Clinics out of sync'),
      pending: await figure(page, 'Pending app update'),
      customers: await figure(page, 'Customers'),
    };
    await page.getByRole('table', { name: 'Latest camps' }).getByRole('link').nth(4).waitFor();
    await shot(page, 'admin');
    await expectNoSeriousA11yIssues(page);

    // Each figure is the seeded data's, and the total its own screen reaches.
    expect(home.customers).toBe(seed.customers.filter((customer) => customer.status).length);
    expect(home.clinics).toBe(seed.clinics.length);
    // Polled: a new address renders as a transition (src/lib/transition-location.tsx), so from
    // Active to Inactive the list shows the old status's rows for a moment after the URL changed.
    await showCamps(page, 'active');
    await expect.poll(() => listTotal(page, 'Total Clinics')).toBe(home.active);
    await showCamps(page, 'inactive');
    await expect.poll(() => listTotal(page, 'Total Clinics')).toBe(home.inactive);
    await navigateInApp(page, '/dashboard/manage/clinic');
    await page.getByRole('table', { name: 'Clinics' }).getByRole('row').nth(1).waitFor();
    expect(await listTotal(page, 'Total Clinics')).toBe(home.clinics);
    await navigateInApp(page, '/dashboard/manage/customer');
    await page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1).waitFor();
    expect(await listTotal(page, 'Total Customers')).toBe(home.customers);

    // A click on the card opens the Monitor tab with that total.
    await navigateInApp(page, '/dashboard/static');
    await page.getByRole('link', { name: 'Clinics out of sync', exact: true }).click();
    await page.waitForURL('**/dashboard/monitor?tab=not-synced');
    expect(await tabTotal(page, 'Clinics not synced')).toBe(home.notSynced);
    expect(await tabTotal(page, 'Pending app update')).toBe(home.pending);
    const rows = page.getByRole('table', { name: 'Clinics not synced' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(1 + Math.min(10, home.notSynced));
    await shot(page, 'monitor');
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('tab', { name: /Pending app update/ }).click();
    await page.waitForURL('**/dashboard/monitor?tab=pending-update&page=1&rows=10');
    await page.getByRole('table', { name: 'Pending app update' }).getByRole('row').nth(1).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the bell's lines open the Monitor's tabs", async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'admin');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const line = page.getByRole('link', { name: /clinics are pending for app update$/ });
    // The line reads '… clinics' until the count has come (a busy machine is slower to ask it).
    await expect.poll(() => line.innerText()).toMatch(/^\d+ /);
    const count = Number((await line.innerText()).split(' ')[0]);
    await line.click();
    await page.waitForURL('**/dashboard/monitor?tab=pending-update');
    expect(await tabTotal(page, 'Pending app update')).toBe(count);
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it("a customer's home shows only their own figures", async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'customer');
    const own = seed.camps.filter((camp) => camp.user_id === DEMO_CUSTOMER_ID);
    expect(await figure(page, 'Active camps')).toBe(own.filter((camp) => camp.status).length);
    expect(await figure(page, 'Inactive camps')).toBe(own.filter((camp) => !camp.status).length);
    expect(await figure(page, 'Clinics')).toBe(
      seed.clinics.filter((clinic) => clinic.user_id === DEMO_CUSTOMER_ID).length,
    );
    expect(await page.getByRole('list', { name: 'Figures' }).getByRole('listitem').count()).toBe(5);
    const names = await page.getByRole('table', { name: 'Latest camps' }).getByRole('link').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('Camp_Meera_'))).toBe(true);
    await shot(page, 'customer');
    await expectNoSeriousA11yIssues(page);

    // The Monitor is for administrators: a clear message inside the layout.
    await navigateInApp(page, '/dashboard/monitor');
    await page.getByRole('heading', { level: 1, name: 'Monitor' }).waitFor();
    await page.getByText('This screen is for administrators.', { exact: false }).waitFor();
    expect(pathOf(page)).toBe('/dashboard/monitor');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    await expectNoSeriousA11yIssues(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
