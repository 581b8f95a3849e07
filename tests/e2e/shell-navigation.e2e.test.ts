import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appUrl, navigateInApp, openPage, pathOf, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const FILTER_ROUTES = [
  '/dashboard/static',
  '/dashboard/summary',
  '/dashboard/telemedicine',
  '/dashboard/manage/patients',
  '/dashboard/manage/clinic',
];
const NO_FILTER_ROUTES = ['/dashboard/summary/tests', '/dashboard/manage/camp', '/dashboard/export'];

describe('filter toggle per route', () => {
  it.each(['admin', 'customer'] as const)('is on the five filter routes only, for the %s', async (role) => {
    const { context, page } = await openPage(browser);
    await signIn(page, role);
    const filter = page.getByRole('banner').getByRole('button', { name: 'Filter' });
    for (const route of FILTER_ROUTES) {
      await navigateInApp(page, route);
      await filter.waitFor();
    }
    await filter.click();
    await page.getByRole('complementary', { name: 'Filter' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('hcd_showFilter'))).toBe('true');
    for (const route of NO_FILTER_ROUTES) {
      await navigateInApp(page, route);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      // The address changes at once, the screen after it (a transition): the last route's heading
      // and its Filter button stay on show until the new screen has rendered.
      await expect.poll(() => filter.count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Filter' }).count()).toBe(0);
    }
    await context.close();
  });

  it('is never shown to the doctor', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'doctor');
    await page.evaluate(() => window.localStorage.setItem('hcd_showFilter', 'true'));
    await page.goto(appUrl('/dashboard/static'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: 'Filter' }).count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Filter' }).count()).toBe(0);
    await context.close();
  });
});

describe('unknown routes and the guard', () => {
  it('sends a signed-out visitor from any page to /', async () => {
    const { context, page } = await openPage(browser, '/dashboard/manage/camp');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await page.goto(appUrl('/no/such/page'));
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await context.close();
  });

  it('sends unknown paths under /dashboard to static, and other unknown paths to /', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'customer');
    await page.goto(appUrl('/dashboard/no-such-screen'));
    await page.waitForURL('**/dashboard/static');
    await page.goto(appUrl('/elsewhere'));
    // `/` with a session goes on to the dashboard.
    await page.waitForURL('**/dashboard/static');
    // A customer with is_expose_api opens API Secret Key (docs/api-keys.md), with no redirect.
    await page.goto(appUrl('/dashboard/secret-api/list'));
    await page.getByRole('heading', { level: 1, name: 'API Secret Key' }).waitFor();
    expect(pathOf(page)).toBe('/dashboard/secret-api/list');
    // A master route is the administrators': a customer is told so.
    await page.goto(appUrl('/dashboard/master/medicine'));
    await page.getByText('This screen is for administrators.').waitFor();
    await context.close();
  });
});

describe('session across tabs', () => {
  it('signs every open tab out when one tab logs out', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'admin');
    const other = await context.newPage();
    await other.goto(appUrl('/dashboard/summary'));
    await other.getByRole('heading', { level: 1, name: 'Summary' }).waitFor();
    await page.getByRole('button', { name: 'AR, account of Asha Rao' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await other.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(pathOf(other)).toBe('/');
    await context.close();
  });
});

describe('failures', () => {
  it('shows the offline modal when the connection drops and reloads when it returns', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'doctor');
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await context.setOffline(true);
    const dialog = page.getByRole('dialog', { name: 'Network Error' });
    await dialog.waitFor();
    await page.getByText('No Internet Connection. Please check your network.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await context.close();
  });

  it('shows the fallback on a screen made to throw; Refresh reloads at the site root', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(appUrl('/dashboard/summary?demo-crash'));
    await page.getByRole('heading', { name: 'Oops, something went wrong :(' }).waitFor();
    await page.screenshot({ path: '/tmp/shell-e2e-fallback.png' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    // The root sends a signed-in user on to the dashboard.
    await page.waitForURL('**/dashboard/static');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await context.close();
  });
});

describe('live consultation', () => {
  it('refreshes once on the first visit, and unloading the page signs out', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'doctor');
    const loads: string[] = [];
    page.on('load', () => loads.push(pathOf(page)));
    // Listen before clicking: the refresh can finish before a listener set up afterwards.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('link', { name: 'Live Consultation' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Live Consultation' }).waitFor();
    expect(loads).toEqual(['/dashboard/live']);
    // A second visit in this tab session does not refresh again.
    await page.getByRole('link', { name: 'Export' }).click();
    await page.getByRole('link', { name: 'Live Consultation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Live Consultation' }).waitFor();
    expect(loads).toEqual(['/dashboard/live']);
    // Unloading the live page clears local storage: the reloaded page is signed out.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await context.close();
  });
});

describe('keyboard', () => {
  it('operates the header and the sidebar with the keyboard alone', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'admin');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    const order: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order).toEqual([
      'Menu',
      'Staff Dashboardv1.4.0',
      'Filter',
      'Full screen',
      expect.stringMatching(/^Notifications/),
      'AR, account of Asha Rao',
    ]);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Logout');
    await page.keyboard.press('Escape');
    expect(await focused()).toBe('AR, account of Asha Rao');

    // Back to the filter toggle: Space flips it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Filter');
    await page.keyboard.press('Space');
    await page.getByRole('complementary', { name: 'Filter' }).waitFor();

    // On through the header into the sidebar: its first entry follows the profile button.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Dashboard');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Manage');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Camps');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/manage/camp');
    // The sidebar toggle, from the keyboard.
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'hidden' });
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await context.close();
  });
});
