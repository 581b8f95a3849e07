import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, type DemoRole, navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

/**
 * Support queries in a real browser against the demo API (issue 36; docs/support.md): a customer's
 * query about a kiosk answered with an internal note and a reply, the unread badge from 1 to none,
 * and the Breached view. Each call's states and fault cases are the component tests'
 * (src/features/support).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const WALK_MS = 180_000;
const QUERIES = '/dashboard/manage/query';

const main = (page: Page): Locator => page.locator('#main-content');
const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });
const thread = (page: Page): Locator => main(page).getByRole('list', { name: 'Messages, oldest first' });

const switchTo = async (page: Page, from: DemoRole, to: DemoRole): Promise<void> => {
  await page.getByRole('button', { name: DEMO_ACCOUNTS[from].accountButton }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await signIn(page, to);
};

/** The count on a view's tab of Support Queries ('…' while loading: NaN). */
const viewCount = async (page: Page, view: string): Promise<number> =>
  Number(
    await main(page)
      .getByRole('tab', { name: new RegExp(`^${view}`) })
      .locator('.ui-tab-count')
      .textContent(),
  );

/**
 * Opens the Unread view and the first query it lists, until it lists none: nothing unread is left.
 * Each query read takes one off the count (the cached list shows first, then the fresh one).
 */
const readEverything = async (page: Page): Promise<void> => {
  for (let left = Infinity; left > 0;) {
    await navigateInApp(page, `${QUERIES}?view=unread`);
    const before = left;
    await expect.poll(() => viewCount(page, 'Unread'), { timeout: 15_000 }).toBeLessThan(before);
    left = await viewCount(page, 'Unread');
    if (left === 0) return;
    await main(page).locator('table tbody tr a[href*="/manage/query/"]').first().click();
    await thread(page).waitFor();
  }
};

describe('Support queries in the browser', () => {
  it(
    'a customer raises a query about a kiosk; the administrator sees the kiosk, writes an internal note and a reply; the customer’s badge shows 1, the thread shows the reply but not the note, and reading it clears the badge',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'customer');
      await readEverything(page);
      // Nothing unread: the Support group carries no badge (the badge asks again after each read).
      await sidebar(page).getByRole('button', { name: 'Support', exact: true }).waitFor();

      // New Query about one of the clinic's kiosks.
      await navigateInApp(page, `${QUERIES}/create`);
      await main(page).getByRole('heading', { level: 1, name: 'New Query' }).waitFor();
      await main(page).getByLabel('Subject', { exact: true }).fill('Receipt printer stopped printing');
      await main(page).getByLabel('Category', { exact: true }).selectOption({ label: 'Kiosk hardware' });
      await main(page).getByLabel('Priority', { exact: true }).selectOption({ label: 'High' });
      const clinic = main(page).getByLabel('Clinic', { exact: true });
      const kiosk = main(page).getByLabel('Kiosk (optional)', { exact: true });
      await clinic.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      const clinics = await clinic.locator('option:not([value=""])').count();
      for (let index = 1; index <= clinics; index += 1) {
        await clinic.selectOption({ index });
        const offered = kiosk.locator('option:not([value=""])').first();
        if (
          await offered.waitFor({ state: 'attached', timeout: 3_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
      }
      await kiosk.selectOption({ index: 1 });
      const serial = (await kiosk.locator('option:checked').innerText()).split(' ')[0] ?? '';
      await main(page).getByLabel('Message', { exact: true }).fill('Nothing comes out since this morning.');
      await main(page).getByRole('button', { name: 'Raise query' }).click();
      await page.waitForURL(/\/dashboard\/manage\/query\/\d+$/);
      const queryPath = new URL(page.url()).pathname;
      await thread(page).getByText('Nothing comes out since this morning.').waitFor();

      // The administrator: the kiosk as it was, an internal note, then a reply.
      await switchTo(page, 'customer', 'admin');
      await navigateInApp(page, queryPath);
      const kioskCard = main(page).getByRole('region', { name: 'Kiosk context' });
      await kioskCard.getByText(serial, { exact: true }).waitFor();
      await main(page).getByLabel('Internal note', { exact: true }).check();
      await main(page).getByLabel('Note', { exact: true }).fill('Print head worn; replace under the AMC.');
      await main(page).getByRole('button', { name: 'Add internal note' }).click();
      await thread(page).getByText('Print head worn; replace under the AMC.').waitFor();
      await main(page).getByLabel('Reply to customer', { exact: true }).check();
      await main(page).getByLabel('Message', { exact: true }).fill('A technician visits tomorrow at 10:00.');
      await main(page).getByRole('button', { name: 'Send reply' }).click();
      await thread(page).getByText('A technician visits tomorrow at 10:00.').waitFor();

      // The customer: one unread query, the reply without the note, then nothing unread.
      await switchTo(page, 'admin', 'customer');
      await sidebar(page).getByRole('button', { name: 'Support 1 unread' }).waitFor();
      await navigateInApp(page, queryPath);
      await thread(page).getByText('A technician visits tomorrow at 10:00.').waitFor();
      expect(await main(page).innerText()).not.toContain('Print head worn');
      expect(await main(page).getByText('Internal note').count()).toBe(0);
      await sidebar(page).getByRole('link', { name: 'Support Queries', exact: true }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );

  it('lists a query past its first-response target under Breached', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'admin');
    // The seed's query 1: urgent, raised 3 hours ago, no reply (docs/support.md, "Demo data").
    await navigateInApp(page, `${QUERIES}?search=${encodeURIComponent('Kiosk screen frozen')}`);
    await main(page)
      .getByRole('tab', { name: /^Breached/ })
      .click();
    await page.waitForURL(/view=breached/);
    const row = main(page).locator('table tbody tr', { hasText: 'Kiosk screen frozen on the login page' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Overdue by/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
