import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiFromPage, DEMO_ACCOUNTS, type DemoRole, openPage, pathOf, topLevelMenu } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const MENUS: Record<DemoRole, string[]> = {
  admin: [
    'Dashboard',
    'Summary',
    'Telemedicine',
    'Manage',
    'Master',
    'Orders',
    'Support',
    'Inventory',
    'Configuration',
    'Export',
    'Monitor',
    'API Secret Key',
  ],
  // The demo customer has is_expose_api true.
  customer: [
    'Dashboard',
    'Summary',
    'Telemedicine',
    'Manage',
    'Orders',
    'Support',
    'Inventory',
    'Export',
    'API Secret Key',
  ],
  doctor: ['Dashboard', 'Consultation', 'Live Consultation', 'Letter Head', 'Export'],
};

describe('sign-in page', () => {
  it('shows the sign-in screen, validates, and has no serious accessibility issues', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expect(page.getByText('Empowering Society For A Healthier Tomorrow').isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByText('Version 1.4.0').isVisible()).resolves.toBe(true);
    await page.getByRole('region', { name: 'Demo accounts' }).waitFor();
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: '/tmp/shell-e2e-sign-in.png' });

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("toasts the server's message at the bottom centre on wrong credentials", async () => {
    const { context, page } = await openPage(browser);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.locator('.p-toast-bottom-center').getByText('Invalid username or password');
    await toast.waitFor();
    expect(pathOf(page)).toBe('/');
    // It closes by itself after 3 seconds.
    await toast.waitFor({ state: 'detached', timeout: 6000 });
    await context.close();
  });
});

describe.each(['admin', 'customer', 'doctor'] as const)('signed in as the demo %s', (role) => {
  it('lands on the dashboard with its menu, header and profile; logs out to /', async () => {
    const { context, page, errors } = await openPage(browser);
    const account = DEMO_ACCOUNTS[role];
    // The listed demo account fills the form.
    await page.getByRole('button', { name: new RegExp(account.username) }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard/static');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await topLevelMenu(page)).toEqual(MENUS[role]);
    const stored = await page.evaluate(() => window.localStorage.getItem('hcd_active'));
    expect(stored).toBe('Offline');

    const bell = page.getByRole('button', { name: /^Notifications/ });
    if (role === 'admin') {
      const monitor = { status: true, page: 1, limit: 10 };
      const notSynced = await apiFromPage<{ total_count: number }>(page, '/v3/clinic/filter', {
        ...monitor,
        monitor: 'clinics-not-synced',
      });
      const pending = await apiFromPage<{ total_count: number }>(page, '/v3/clinic/filter', {
        ...monitor,
        monitor: 'pending-forced-update',
      });
      await page
        .getByRole('button', { name: `Notifications, ${notSynced.total_count + pending.total_count}` })
        .click();
      await page.getByText(`${notSynced.total_count} clinics are out of sync`).waitFor();
      await page.getByText(`${pending.total_count} clinics are pending for app update`).waitFor();
    } else {
      expect(await bell.count()).toBe(0);
    }
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: `/tmp/shell-e2e-${role}.png` });

    await page.getByRole('button', { name: account.accountButton }).click();
    await page.getByText(`Hello, ${account.firstName}`).waitFor();
    await page.locator('.header-role', { hasText: account.roleName }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
