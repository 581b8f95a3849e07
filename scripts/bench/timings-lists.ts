import type { Browser, Page } from 'playwright-core';

import { timeClick } from './in-page';
import { type Repeat, wanted } from './figure-filter';

/**
 * Issue 17's in-app timings, at the top scale (2,000 clinics, 200 customers): a click on the
 * sidebar entry until the list's first rows are in the table, for Clinics and Customers (as an
 * administrator) and Customer Clinics (as the demo customer). The helpers come from timings.ts, so
 * every timing starts from a page at rest in the same way.
 */
type Quiet = (timeout?: number) => Promise<void>;

export interface ListTimingTools {
  browser: Browser;
  /** The administrator's page, signed in. */
  page: Page;
  url: string;
  quiet: Quiet;
  trackNetwork: (page: Page) => Quiet;
  repeat: Repeat;
}

const CUSTOMER = { username: 'customer@example.com', password: 'Customer@123' };
const MENU = 'nav[aria-label="Main menu"]';
const HEADING = '#main-content h1';
const linkTo = (path: string) => `${MENU} a[href="${path}"]`;

/**
 * The screen's heading and at least one data row (not the one 'Loading...' cell), with every cell
 * final: the clinic list's Customer column shows '…' until the customer names have arrived.
 */
const rowsShown = (heading: string) =>
  `document.querySelector('${HEADING}')?.textContent === ${JSON.stringify(heading)} && ` +
  "[...document.querySelectorAll('table tbody tr')].some((row) => row.cells.length >= 3) && " +
  "![...document.querySelectorAll('table tbody td')].some((cell) => cell.textContent === '…')";

const fromMenu = async (page: Page, url: string, quiet: Quiet, path: string, heading: string) => {
  // The clinic route may show the filter panel; it is timed on its own (filterOpenToLists).
  await page.evaluate("window.localStorage.setItem('hcd_showFilter', 'false')");
  await page.goto(`${url}/dashboard/static`);
  await page.waitForSelector(HEADING);
  await quiet();
  const link = page.locator(linkTo(path));
  if (!(await link.isVisible())) {
    await page.locator(MENU).getByRole('button', { name: 'Manage' }).click();
    await link.waitFor({ state: 'visible' });
  }
  return timeClick(page, linkTo(path), rowsShown(heading));
};

const signInCustomer = async (page: Page, url: string, quiet: Quiet): Promise<void> => {
  await page.goto(`${url}/`);
  await page.evaluate('window.localStorage.clear()');
  await page.goto(`${url}/`);
  await page.getByLabel('Email').fill(CUSTOMER.username);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard\/static$/);
  await page.waitForSelector(HEADING);
  await quiet();
};

export const listTimings = async (
  tools: ListTimingTools,
): Promise<Record<string, number | null | undefined>> => {
  const { browser, page, url, quiet, repeat } = tools;
  const results: Record<string, number | null | undefined> = {
    clinicsLinkToRows: await repeat('clinicsLinkToRows', () =>
      fromMenu(page, url, quiet, '/dashboard/manage/clinic', 'Clinics'),
    ),
    customersLinkToRows: await repeat('customersLinkToRows', () =>
      fromMenu(page, url, quiet, '/dashboard/manage/customer', 'Customers'),
    ),
  };
  if (!wanted('customerClinicsLinkToRows')) return results;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const customerPage = await context.newPage();
    const customerQuiet = tools.trackNetwork(customerPage);
    await signInCustomer(customerPage, url, customerQuiet);
    results.customerClinicsLinkToRows = await repeat('customerClinicsLinkToRows', () =>
      fromMenu(customerPage, url, customerQuiet, '/dashboard/manage/customerclinic', 'Customer Clinics'),
    );
  } finally {
    await context.close();
  }
  return results;
};
