import type { Page } from 'playwright-core';

import { timeClick } from './in-page';
import { headingIs } from './timings-resources';
import { ROWS_SHOWN } from './walk-steps';

/**
 * Issue 35's timings, at the top scale (20,000 orders; 2,000 clinics × 6 consumables in the stock
 * ledger), as an administrator (docs/orders.md):
 * - `ordersTabToRows`: Kiosk Orders (manage/orders) at rest on the All tab, the click on the Placed
 *   tab until the URL carries it and every row shown is a placed order;
 * - `orderLinkToTimeline`: on the same list at rest, the click on the first order's number until its
 *   page shows its heading and the first line of its history;
 * - `approveToState`: on a placed order's page with Approve's confirm open, the click on the confirm
 *   until the page shows the order Approved (the move, the record refreshed and drawn);
 * - `runningLowLinkToRows`: at rest on Kiosk Orders, the click on the menu's Running Low until its
 *   rows show: the administrator's view, every clinic's stock (2,000 clinics, more than a customer's
 *   200), computed by the server in one call.
 * The latency bench times the same inputs on a 4x slower CPU (latency-steps.ts).
 */
type OpenAtRest = (path: string) => Promise<void>;
type Quiet = () => Promise<void>;

export const ORDERS_PATH = '/dashboard/manage/orders';
export const PLACED_TAB = '#main-content [role="tab"][id$="-tab-placed"]';
export const FIRST_ORDER_LINK = '#main-content table tbody tr a[href*="/manage/order/"]';
export const RUNNING_LOW_LINK = 'nav[aria-label="Main menu"] a[href$="/manage/consumables/running-low"]';
/** The open confirm's confirm button (src/components/confirm-dialog.tsx). */
export const CONFIRM_BUTTON = '[role="alertdialog"] .ui-btn-danger';

/** Every row shown is placed, the tab is selected and in the URL, and the rows are final. */
export const PLACED_ROWS =
  `location.search.includes('status=placed') && ` +
  `document.querySelector('${PLACED_TAB}')?.getAttribute('aria-selected') === 'true' && ` +
  `[...document.querySelectorAll('#main-content table tbody tr')].every((row) => row.textContent.includes('Placed')) && ${ROWS_SHOWN}`;
export const ORDER_PAGE_SHOWN =
  "document.querySelector('#main-content h1')?.textContent?.startsWith('Order #') && " +
  'document.querySelector(\'#main-content ol[aria-label="Order history, newest first"] li\')';
/** The status line of the order's summary reads Approved. */
export const APPROVED_SHOWN =
  "[...document.querySelectorAll('#main-content .ui-status-tag')].some((tag) => tag.textContent === 'Approved') && " +
  '!document.querySelector(\'[role="alertdialog"]\')';
export const RUNNING_LOW_ROWS = `${headingIs('Running Low')} && ${ROWS_SHOWN}`;

/** Kiosk Orders on the All tab, its rows shown. */
export const ordersAtRest = async (page: Page, openAtRest: OpenAtRest): Promise<void> => {
  await openAtRest(`${ORDERS_PATH}?page=1&rows=10`);
  const handle = await page.waitForFunction(`Boolean(${headingIs('Kiosk Orders')} && ${ROWS_SHOWN})`);
  await handle.dispose();
};

export const ordersTabToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await ordersAtRest(page, openAtRest);
  return timeClick(page, PLACED_TAB, PLACED_ROWS);
};

export const orderLinkToTimeline = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await ordersAtRest(page, openAtRest);
  return timeClick(page, FIRST_ORDER_LINK, ORDER_PAGE_SHOWN);
};

/**
 * The oldest placed kiosk order's page at rest with Approve's confirm open (from the Placed tab:
 * each Approve run moves its order off it, so the next run takes the next one).
 */
export const approveConfirmOpen = async (page: Page, openAtRest: OpenAtRest, quiet: Quiet): Promise<null> => {
  await openAtRest(`${ORDERS_PATH}?status=placed&page=1&rows=10`);
  const shown = await page.waitForFunction(`Boolean(${headingIs('Kiosk Orders')} && ${ROWS_SHOWN})`);
  await shown.dispose();
  const href = await page.locator(FIRST_ORDER_LINK).last().getAttribute('href');
  if (href === null) throw new Error('the demo API has no placed kiosk order left to approve');
  await openAtRest(href);
  const handle = await page.waitForFunction(ORDER_PAGE_SHOWN);
  await handle.dispose();
  await page.locator('#main-content').getByRole('button', { name: 'Approve' }).click();
  await page.locator(CONFIRM_BUTTON).waitFor();
  await quiet();
  return null;
};

export const approveToState = async (page: Page, openAtRest: OpenAtRest, quiet: Quiet): Promise<number> => {
  await approveConfirmOpen(page, openAtRest, quiet);
  return timeClick(page, CONFIRM_BUTTON, APPROVED_SHOWN);
};

export const runningLowLinkToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await ordersAtRest(page, openAtRest);
  return timeClick(page, RUNNING_LOW_LINK, RUNNING_LOW_ROWS);
};
