import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiFromPage, DEMO_ACCOUNTS, type DemoRole, navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

/**
 * Orders and consumables in a real browser against the demo API (issue 35; docs/orders.md): a kiosk
 * order from placing to kiosks in the fleet, a stale Approve, and a clinic running low until its
 * order arrives. Each call's states and fault cases are the component tests' (src/features/orders,
 * consumables, stock).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const WALK_MS = 180_000;

const main = (page: Page): Locator => page.locator('#main-content');

const switchTo = async (page: Page, from: DemoRole, to: DemoRole): Promise<void> => {
  await page.getByRole('button', { name: DEMO_ACCOUNTS[from].accountButton }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await signIn(page, to);
};

/** Opens an order's page and waits for its heading and history. */
const openOrder = async (page: Page, path: string, id: number): Promise<void> => {
  await navigateInApp(page, path);
  await main(page)
    .getByRole('heading', { level: 1, name: `Order #${id}` })
    .waitFor();
  await main(page).getByRole('list', { name: 'Order history, newest first' }).waitFor();
};

/** Answers the confirm dialog titled `title` with `button`. */
const confirm = async (page: Page, title: string | RegExp, button: string): Promise<void> => {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
};

const statusLine = (page: Page): Promise<string> =>
  main(page)
    .getByRole('list', { name: 'Order history, newest first' })
    .locator('li')
    .first()
    .innerText()
    .then((text) => text.toLowerCase());

describe('Orders and consumables in the browser', () => {
  it(
    'a customer orders two kiosks; an administrator approves and dispatches one serial, then the other; the customer receives both, which join the clinic’s fleet with the order in their history',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'customer');

      // New Kiosk Order, with its confirm step.
      await navigateInApp(page, '/dashboard/manage/orders');
      await main(page).getByRole('heading', { level: 1, name: 'Kiosk Orders' }).waitFor();
      await main(page).getByRole('link', { name: 'New order' }).click();
      await main(page).getByRole('heading', { level: 1, name: 'New Kiosk Order' }).waitFor();
      const clinic = main(page).getByLabel('Clinic', { exact: true });
      await clinic.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await clinic.selectOption({ index: 1 });
      const clinicName = (await clinic.locator('option:checked').innerText()).trim();
      const model = main(page).getByLabel('Kiosk model', { exact: true });
      await model.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await model.selectOption({ index: 1 });
      await main(page).getByLabel('Quantity', { exact: true }).fill('2');
      await main(page).getByLabel('Notes', { exact: true }).fill('Two kiosks for the new wing.');
      await main(page).getByRole('button', { name: 'Review order' }).click();
      await confirm(page, /./, 'Place order');
      await page.waitForURL(/\/dashboard\/manage\/order\/\d+$/);
      const orderId = Number(/\/order\/(\d+)$/.exec(page.url())?.[1]);
      const orderPath = `/dashboard/manage/order/${orderId}`;
      await main(page)
        .getByRole('heading', { level: 1, name: `Order #${orderId}` })
        .waitFor();
      expect(await statusLine(page)).toContain('placed');

      // The administrator approves, then dispatches one serial, then the other.
      await switchTo(page, 'customer', 'admin');
      await openOrder(page, orderPath, orderId);
      await main(page).getByRole('button', { name: 'Approve' }).click();
      await confirm(page, `Approve order #${orderId}?`, 'Approve');
      await expect.poll(() => statusLine(page), { timeout: 15_000 }).toContain('approved');
      const serials = [`KS-2026-E2E${orderId}A`, `KS-2026-E2E${orderId}B`];
      for (const serial of serials) {
        await main(page).getByRole('button', { name: 'Dispatch', exact: true }).click();
        await main(page)
          .getByLabel(/^Quantity to dispatch/)
          .fill('1');
        await main(page)
          .getByLabel(/^Serial number 1/)
          .fill(serial);
        await main(page).getByRole('button', { name: 'Send dispatch' }).click();
        await main(page).getByRole('list', { name: 'Dispatches, oldest first' }).getByText(serial).waitFor();
      }
      await page.screenshot({ path: '/tmp/orders-dispatched.png', fullPage: true });

      // The customer receives both dispatches: the order is delivered, with its two kiosks.
      await switchTo(page, 'admin', 'customer');
      await openOrder(page, orderPath, orderId);
      for (const name of ['Receive dispatch 1', 'Receive dispatch 2']) {
        await main(page).getByRole('button', { name }).click();
        await confirm(page, `${name}?`, 'Receive');
      }
      const produced = main(page).getByRole('list', { name: 'Kiosks from this order' });
      for (const serial of serials) await produced.getByRole('link', { name: serial }).waitFor();
      await expect.poll(() => statusLine(page), { timeout: 15_000 }).toContain('received');
      expect(await main(page).getByText('Delivered').count()).toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/orders-delivered.png', fullPage: true });

      // Both kiosks are in the fleet at the order's clinic, with the order in their history.
      for (const serial of serials) {
        await navigateInApp(page, `/dashboard/manage/kiosk-inventory?search=${serial}`);
        await main(page).getByRole('heading', { level: 1, name: 'Kiosk Inventory' }).waitFor();
        const row = main(page).getByRole('table', { name: 'Kiosks' }).locator('tbody tr');
        await expect
          .poll(() => row.allInnerTexts(), { timeout: 15_000 })
          .toEqual([expect.stringMatching(new RegExp(`${serial}[\\s\\S]*${clinicName}`))]);
      }
      await row0Link(page).click();
      await main(page)
        .getByRole('list', { name: 'Kiosk history' })
        .getByText(`From order #${orderId}`)
        .waitFor();
      await page.screenshot({ path: '/tmp/orders-kiosk-history.png', fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );

  it(
    'a stale Approve reads who got there first, and nothing changes',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'admin');
      const placed = await apiFromPage<{ records: { id: number }[] }>(page, '/v3/order/filter', {
        kind: 'kiosk',
        page: 1,
        limit: 1,
        searchValue: null,
        status: 'placed',
        customer_id: null,
        clinic_id: null,
        consumable_id: null,
        from: null,
        to: null,
      });
      const id = placed.records[0]?.id;
      if (id === undefined) throw new Error('the demo seed has no placed kiosk order');
      await openOrder(page, `/dashboard/manage/order/${id}`, id);
      // Another administrator approves it after this page read it (the same demo API, another tab's call).
      const read = await page.evaluate(async (orderId) => {
        const token = window.localStorage.getItem('hcd_token') ?? '';
        const user = JSON.parse(window.localStorage.getItem('hcd_user') ?? '{}') as {
          id: number;
          user_type: string;
        };
        const headers = {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'x-user-id': String(user.id),
          'x-user-type': user.user_type,
        };
        const current = (await (await fetch(`/api/v3/order/${orderId}`, { headers })).json()) as {
          data: { version: number };
        };
        const approved = await fetch(`/api/v3/order/${orderId}/approve`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ version: current.data.version }),
        });
        return approved.status;
      }, id);
      expect(read).toBe(200);
      // This page's Approve is stale: the 409 says who approved it, and the order is as they left it.
      await main(page).getByRole('button', { name: 'Approve' }).click();
      await confirm(page, `Approve order #${id}?`, 'Approve');
      await page
        .getByText(/Asha Rao approved this order at .* after you opened it\. Nothing was changed\./)
        .first()
        .waitFor();
      await page.screenshot({ path: '/tmp/orders-stale-approve.png', fullPage: true });
      const history = main(page).getByRole('list', { name: 'Order history, newest first' });
      await expect.poll(() => history.getByText('approved').count(), { timeout: 10_000 }).toBe(1);
      expect(await main(page).getByRole('button', { name: 'Approve' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
  it(
    'a clinic running low shows in Running Low with its figures in words; ordering the suggestion takes it off; receiving the order raises its days of cover',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'customer');
      await navigateInApp(page, '/dashboard/manage/consumables/running-low');
      await main(page).getByRole('heading', { level: 1, name: 'Running Low' }).waitFor();
      const rows = main(page)
        .getByRole('table', { name: /reorder point/ })
        .locator('tbody tr');
      await rows.first().getByRole('button', { name: 'Order' }).waitFor();
      const first = rows.first();
      const clinicLink = first.locator('td').nth(0).getByRole('link');
      const clinicName = (await clinicLink.innerText()).trim();
      const clinicId = Number(/clinic=(\d+)/.exec((await clinicLink.getAttribute('href')) ?? '')?.[1]);
      const consumable = (await first.locator('td').nth(1).innerText()).trim();
      const coverBefore = Number((await first.locator('td').nth(6).innerText()).replace(/[^\d.]/g, ''));
      const why = await first.locator('.stock-why').innerText();
      expect(why).toContain(`${consumable} at ${clinicName}`);
      expect(why).toMatch(/on hand, .* a day over the last 30 days, .* days of cover; lead time 7 days/);
      await page.screenshot({ path: '/tmp/orders-running-low.png', fullPage: true });

      // One confirm places the suggestion; open orders count, so the row leaves the suggestions.
      await first.getByRole('button', { name: 'Order' }).click();
      await confirm(page, 'Order the suggestion', 'Place order');
      const placed = page.getByText(/^Order #\d+ placed: /).first();
      await placed.waitFor();
      const orderId = Number(/^Order #(\d+)/.exec(await placed.innerText())?.[1]);
      const pair = rows.filter({ hasText: clinicName }).filter({ hasText: consumable });
      await expect.poll(() => pair.count(), { timeout: 15_000 }).toBe(0);

      // An administrator approves and dispatches it (their screens are the first walk's).
      await switchTo(page, 'customer', 'admin');
      const readOrder = () =>
        page.evaluate(async (id) => {
          const token = window.localStorage.getItem('hcd_token') ?? '';
          const user = JSON.parse(window.localStorage.getItem('hcd_user') ?? '{}') as {
            id: number;
            user_type: string;
          };
          const headers = {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${token}`,
            'x-user-id': String(user.id),
            'x-user-type': user.user_type,
          };
          const answer = (await (await fetch(`/api/v3/order/${id}`, { headers })).json()) as {
            data: { version: number; lines: { id: number; open: number }[] };
          };
          return answer.data;
        }, orderId);
      const before = await readOrder();
      await apiFromPage(page, `/v3/order/${orderId}/approve`, { version: before.version });
      const approved = await readOrder();
      await apiFromPage(page, `/v3/order/${orderId}/dispatch`, {
        version: approved.version,
        lines: approved.lines.map((line) => ({
          line_id: line.id,
          quantity: line.open,
          serials: [],
          batch: 'E2E-LOT-1',
          expires_on: '2027-12-31',
        })),
      });

      // The customer receives it, and the clinic's days of cover rise.
      await switchTo(page, 'admin', 'customer');
      await openOrder(page, `/dashboard/manage/consumable-order/${orderId}`, orderId);
      await main(page).getByRole('button', { name: 'Receive dispatch 1' }).click();
      await confirm(page, 'Receive dispatch 1?', 'Receive');
      await expect.poll(() => statusLine(page), { timeout: 15_000 }).toContain('received');
      await navigateInApp(page, `/dashboard/manage/consumables/stock?clinic=${clinicId}`);
      await main(page).getByRole('heading', { level: 1, name: 'Clinic Stock' }).waitFor();
      const stockRow = main(page)
        .getByRole('table', { name: 'Clinic stock' })
        .locator('tbody tr')
        .filter({ hasText: consumable });
      await stockRow.first().waitFor();
      const coverAfter = Number(
        (await stockRow.first().locator('td').nth(7).innerText()).replace(/[^\d.]/g, ''),
      );
      expect(coverAfter).toBeGreaterThan(coverBefore);
      await page.screenshot({ path: '/tmp/orders-cover-raised.png', fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
});

const row0Link = (page: Page): Locator =>
  main(page).locator('table tbody tr a[href*="/kiosk-inventory/view/"]').first();
