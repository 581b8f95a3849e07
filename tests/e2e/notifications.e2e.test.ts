import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, type DemoRole, navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

/**
 * Notifications in a real browser against the demo API (issue 36; docs/notifications.md): an
 * administrator schedules a notification to customers and cancels it, then sends one now, which a
 * signed-in customer receives through the foreground path (docs/requirements.md 2.14): the demo
 * inbox, shown as the in-app notice where notification permission is not granted. Each call's
 * states and fault cases are the component tests' (src/features/notifications).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const WALK_MS = 180_000;
const CREATE = '/dashboard/config/notification/create';

const main = (page: Page): Locator => page.locator('#main-content');

const switchTo = async (page: Page, from: DemoRole, to: DemoRole): Promise<void> => {
  await page.getByRole('button', { name: DEMO_ACCOUNTS[from].accountButton }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await signIn(page, to);
};

/** Create Notification filled for the customers: title, message, audience; then the review. */
const compose = async (page: Page, title: string, when: 'now' | 'later'): Promise<void> => {
  await navigateInApp(page, CREATE);
  await main(page).getByRole('heading', { level: 1, name: 'Create Notification' }).waitFor();
  await main(page).getByLabel('Title', { exact: true }).fill(title);
  await main(page)
    .getByLabel('Message', { exact: true })
    .fill('Bring the screening kits to the hall by 9:00.');
  await main(page).getByLabel('Dashboard users', { exact: true }).check();
  await main(page).getByLabel('Customers', { exact: true }).check();
  if (when === 'later') {
    await main(page).getByLabel('Schedule', { exact: true }).check();
    // Two hours ahead of the page's (pinned) clock, in the browser's zone as the field takes it.
    const local = await page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 3_600_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await main(page).getByLabel('Date and time (your time zone)', { exact: true }).fill(local);
  }
  await main(page).getByRole('button', { name: 'Review and send' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this notification?' });
  await dialog.getByRole('button', { name: when === 'later' ? 'Schedule' : 'Send now' }).click();
  await page.waitForURL(/\/dashboard\/config\/notification\/view\/\d+$/);
  await main(page).getByText(title).first().waitFor();
};

describe('Notifications in the browser', () => {
  it(
    'an administrator schedules a notification to customers and cancels it, then sends one now; a signed-in customer receives it as an in-app notice',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'admin');

      await compose(page, 'Camp kits arrive on Monday', 'later');
      await main(page).getByText('Scheduled', { exact: true }).first().waitFor();
      await main(page).getByRole('button', { name: 'Cancel notification' }).click();
      const cancel = page.getByRole('alertdialog', { name: /^Cancel notification/ });
      await cancel.getByRole('button', { name: 'Cancel notification' }).click();
      await cancel.waitFor({ state: 'hidden' });
      await main(page).getByText('Cancelled', { exact: true }).first().waitFor();
      expect(await main(page).getByRole('button', { name: 'Cancel notification' }).count()).toBe(0);

      await compose(page, 'Screening camp this Saturday', 'now');

      // The customer signs in: the demo inbox hands the notification to the foreground path.
      await switchTo(page, 'admin', 'customer');
      const notice = page.locator('.p-toast-message', { hasText: 'Screening camp this Saturday' });
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.innerText()).toContain('Bring the screening kits to the hall by 9:00.');
      expect(await page.locator('.p-toast-message', { hasText: 'Camp kits arrive on Monday' }).count()).toBe(
        0,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
});
