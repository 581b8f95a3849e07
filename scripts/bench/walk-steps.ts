import type { Locator, Page } from 'playwright-core';

import { patientDetailsWalk, patientsWalk } from './timings-patients';
import { summaryStep } from './timings-summary';

/**
 * One round of the soak's walk through every real screen (issue 19), as an administrator would do
 * it with mouse and keyboard, all in one page (no reload): each step waits until the screen shows
 * its result. The walk's URLs and queries repeat every round (same pages, same search), so what a
 * cache keeps is bounded by the walk, not by the number of rounds.
 */
const MENU = 'nav[aria-label="Main menu"]';
const HEADING = '#main-content h1';
const CAMP_LINKS = 'table tbody tr a[href*="camp_id="]';
const TIMEOUT = 20_000;

/**
 * Waits until `expression` holds in the page. The handle Playwright returns is disposed at once: a
 * handle kept alive would hold a DOM element (and its detached tree) in memory, the bench's own leak.
 */
export const until = async (page: Page, expression: string): Promise<void> => {
  const handle = await page.waitForFunction(`Boolean(${expression})`, undefined, { timeout: TIMEOUT });
  await handle.dispose();
};

const menuLink = (page: Page, path: string): Locator => page.locator(`${MENU} a[href="${path}"]`);

/** Clicks a sidebar entry, opening its group first when it is folded. */
export const clickMenu = async (page: Page, path: string, group?: string): Promise<void> => {
  const link = menuLink(page, path);
  if (group && !(await link.isVisible())) {
    await page.locator(MENU).getByRole('button', { name: group }).click();
    await link.waitFor({ state: 'visible', timeout: TIMEOUT });
  }
  await link.click();
};

export const heading = (page: Page, text: string): Promise<void> =>
  until(page, `document.querySelector('${HEADING}')?.textContent === ${JSON.stringify(text)}`);

/** A data row (not the one 'Loading...' cell) with every cell final ('…' waits for names). */
export const ROWS_SHOWN =
  "[...document.querySelectorAll('#main-content table tbody tr')].some((row) => row.cells.length >= 3) && " +
  "![...document.querySelectorAll('#main-content table tbody td')].some((cell) => cell.textContent === '…')";

export const rowsShown = async (page: Page): Promise<void> => {
  await until(page, ROWS_SHOWN);
};

export const HOME_FIGURES =
  "document.querySelectorAll('.home-card').length === 8 && " +
  "[...document.querySelectorAll('.home-card-value')].filter((el) => /^\\d+$/.test(el.textContent)).length === 8";

export const FIRST_CAMP = `document.querySelector('${CAMP_LINKS}')?.getAttribute('href')`;

const firstCamp = (page: Page) => page.evaluate<string | null>(FIRST_CAMP);

/** Waits until the first camp link differs from `before` (a new page of rows is shown). */
export const campsChanged = async (page: Page, before: string | null): Promise<void> => {
  await until(page, `(${FIRST_CAMP}) && (${FIRST_CAMP}) !== ${JSON.stringify(before)}`);
};

/** The filter panel's list `label` shows options. */
export const filterListShown = (label: string): string =>
  `document.querySelector('aside[aria-label="Filter"] [role=listbox][aria-label="${label}"] [role=option]')`;

const home = async (page: Page) => {
  await clickMenu(page, '/dashboard/static');
  await heading(page, 'Dashboard');
  await until(page, HOME_FIGURES);
};

/** Filter panel on the Clinics screen (customers, places, AMC): open from the header, Apply, close. */
const filterPanel = async (page: Page) => {
  const panel = page.locator('aside[aria-label="Filter"]');
  // The panel starts open on a wide screen: the walk opens it from closed.
  if ((await panel.count()) > 0) {
    await panel.locator('button[aria-label="Close filter"]').click();
    await panel.waitFor({ state: 'detached', timeout: TIMEOUT });
  }
  await page.locator('header button[aria-label="Filter"]').click();
  await until(page, filterListShown('Customers'));
  await page.locator('aside[aria-label="Filter"]').getByRole('button', { name: 'Apply' }).click();
  await page.locator('aside[aria-label="Filter"] button[aria-label="Close filter"]').click();
  await page.locator('aside[aria-label="Filter"]').waitFor({ state: 'detached', timeout: TIMEOUT });
};

const monitor = async (page: Page) => {
  await clickMenu(page, '/dashboard/monitor');
  await heading(page, 'Monitor');
  await rowsShown(page);
  await page.getByRole('tab', { name: /Pending app update/ }).click();
  await until(page, "location.search.includes('tab=pending-update')");
  await rowsShown(page);
};

/** Camps: the list, next page, Inactive, a search, then a camp's details. */
const camps = async (page: Page) => {
  await clickMenu(page, '/dashboard/manage/camp', 'Manage');
  await heading(page, 'Camps');
  await page.locator(CAMP_LINKS).first().waitFor({ timeout: TIMEOUT });
  let first = await firstCamp(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await campsChanged(page, first);
  first = await firstCamp(page);
  await page.getByLabel('Status').selectOption('inactive');
  await campsChanged(page, first);
  first = await firstCamp(page);
  const search = page.getByRole('searchbox', { name: 'Search camps' });
  await search.fill('Camp_');
  await search.press('Enter');
  await until(page, "location.search.includes('search=Camp_')");
  await page.locator(CAMP_LINKS).first().waitFor({ timeout: TIMEOUT });
};

/** A camp's details: Edit and Cancel, Assign New Clinics, and back. */
const campDetails = async (page: Page) => {
  await page.locator(CAMP_LINKS).first().click();
  await heading(page, 'Camp Details');
  const edit = page.getByRole('button', { name: 'Edit' });
  await edit.click();
  await page.getByRole('textbox', { name: 'Camp Name' }).waitFor({ timeout: TIMEOUT });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await edit.waitFor({ timeout: TIMEOUT });
  await page.getByRole('link', { name: 'Assign Clinic' }).click();
  await heading(page, 'Assign New Clinics');
  await rowsShown(page);
  await page.getByRole('link', { name: 'Back to camp details' }).click();
  await heading(page, 'Camp Details');
};

const clinics = async (page: Page) => {
  await clickMenu(page, '/dashboard/manage/clinic', 'Manage');
  await heading(page, 'Clinics');
  await rowsShown(page);
};

const customers = async (page: Page) => {
  await clickMenu(page, '/dashboard/manage/customer', 'Manage');
  await heading(page, 'Customers');
  await rowsShown(page);
};

const KIOSK_LINKS = '#main-content table tbody tr a[href*="/kiosk-inventory/view/"]';
const firstKiosk = (page: Page) =>
  page.evaluate<string | null>(`document.querySelector('${KIOSK_LINKS}')?.getAttribute('href') ?? null`);

/**
 * Issue 34: Kiosk Inventory from the menu, its next page, then the first kiosk's page (lifecycle,
 * heartbeat, app version, configuration, history) and back with the browser's Back. Nothing is
 * changed: the same two pages of the list every round.
 */
const kiosks = async (page: Page) => {
  await clickMenu(page, '/dashboard/manage/kiosk-inventory', 'Inventory');
  await heading(page, 'Kiosk Inventory');
  await rowsShown(page);
  const first = await firstKiosk(page);
  await page.locator('#main-content').getByRole('button', { name: 'Next page' }).click();
  await until(
    page,
    `document.querySelector('${KIOSK_LINKS}')?.getAttribute('href') !== ${JSON.stringify(first)}`,
  );
  await rowsShown(page);
  await page.locator(KIOSK_LINKS).first().click();
  await until(page, `document.querySelector('${HEADING}')?.textContent?.startsWith('Kiosk: ')`);
  await page.goBack();
  await heading(page, 'Kiosk Inventory');
  await rowsShown(page);
};

const ORDER_LINKS = '#main-content table tbody tr a[href*="/manage/order/"]';

/**
 * Issue 35: Kiosk Orders from the menu, its Placed tab, the first order's page (lines, dispatches,
 * history) and back with the browser's Back; then Running Low from the menu. Nothing is changed.
 */
const orders = async (page: Page) => {
  await clickMenu(page, '/dashboard/manage/orders', 'Orders');
  await heading(page, 'Kiosk Orders');
  await rowsShown(page);
  await page
    .locator('#main-content')
    .getByRole('tab', { name: /^Placed/ })
    .click();
  await until(page, "location.search.includes('status=placed')");
  await rowsShown(page);
  await page.locator(ORDER_LINKS).first().click();
  await until(page, `document.querySelector('${HEADING}')?.textContent?.startsWith('Order #')`);
  await page.goBack();
  await heading(page, 'Kiosk Orders');
  await rowsShown(page);
  await clickMenu(page, '/dashboard/manage/consumables/running-low', 'Orders');
  await heading(page, 'Running Low');
  await rowsShown(page);
};

const QUERY_LINKS = '#main-content table tbody tr a[href*="/manage/query/"]';
const THREAD_SHOWN = 'document.querySelector(\'#main-content ol[aria-label="Messages, oldest first"] > li\')';

/**
 * Issue 36: Support Queries from the menu, its Breached view, the first query's page and back; then
 * the list searched to query #6 and its 200-message thread, and back. Nothing is changed, and the
 * sidebar's unread poll runs all along (it must not grow the heap).
 */
const support = async (page: Page) => {
  await clickMenu(page, '/dashboard/manage/query', 'Support');
  await heading(page, 'Support Queries');
  await rowsShown(page);
  await page
    .locator('#main-content')
    .getByRole('tab', { name: /^Breached/ })
    .click();
  await until(page, "location.search.includes('view=breached')");
  await rowsShown(page);
  await page.locator(QUERY_LINKS).first().click();
  await until(page, THREAD_SHOWN);
  await page.goBack();
  await heading(page, 'Support Queries');
  await rowsShown(page);
  const search = page.locator('#main-content input[type="search"]');
  await search.fill('#6');
  await search.press('Enter');
  await until(page, "location.search.includes('search=')");
  await page.locator('#main-content table tbody tr a[href$="/manage/query/6"]').click();
  await until(
    page,
    `document.querySelectorAll('#main-content ol[aria-label="Messages, oldest first"] > li').length >= 50`,
  );
  await page.goBack();
  await heading(page, 'Support Queries');
  await rowsShown(page);
};

const COUNTRIES = '/dashboard/master/countries';

/** Master > Countries, its rows shown. */
const countriesList = async (page: Page) => {
  await heading(page, 'Countries');
  await rowsShown(page);
};

/**
 * Issue 23, a record page of the resource layer (docs/requirements.md 2.11.15): Master > Countries,
 * View India, Edit, a letter typed into the name, Cancel (which discards without asking), then
 * Back to the list. Nothing is saved: every round leaves the data as it found it.
 */
const countryRecord = async (page: Page) => {
  await clickMenu(page, COUNTRIES, 'Master');
  await countriesList(page);
  await page.getByRole('link', { name: 'View India' }).click();
  await heading(page, 'Country: India');
  const edit = page.getByRole('button', { name: 'Edit' });
  await edit.click();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.waitFor({ timeout: TIMEOUT });
  await name.press('End');
  await name.press('x');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await edit.waitFor({ timeout: TIMEOUT });
  // The typed letter made the leave guard push its history entry; Cancel drops it with
  // history.back() (src/components/form/history-sentinel.ts). Wait until it is gone, as a person
  // would be slower than that, so the Back link's navigation is not the entry that back() pops.
  await until(page, '!(window.history.state && window.history.state.hcdLeaveGuard)');
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await countriesList(page);
};

/**
 * Issue 23, a create page of the resource layer: Add Country, a name typed, then Back: the leave
 * guard asks 'Discard changes?' and Leave goes back to the list. Nothing is created.
 */
const addCountry = async (page: Page) => {
  await page.getByRole('link', { name: 'Add Country' }).click();
  await heading(page, 'Create Country');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Soak Country');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });
  await countriesList(page);
};

export const WALK: readonly { name: string; run: (page: Page) => Promise<void> }[] = [
  { name: 'home', run: home },
  { name: 'monitor', run: monitor },
  { name: 'camps', run: camps },
  { name: 'camp details', run: campDetails },
  { name: 'clinics', run: clinics },
  { name: 'filter panel', run: filterPanel },
  { name: 'customers', run: customers },
  { name: 'kiosks', run: kiosks },
  { name: 'orders', run: orders },
  { name: 'support', run: support },
  { name: 'country record', run: countryRecord },
  { name: 'add country', run: addCountry },
  // Issue 25 (timings-patients.ts): Patients, then one patient's details and back; nothing saved.
  { name: 'patients', run: patientsWalk },
  { name: 'patient details', run: patientDetailsWalk },
  { name: 'summary', run: summaryStep },
];

/** One round of the walk; a failing step names itself. */
export const walkOnce = async (page: Page): Promise<void> => {
  for (const step of WALK) {
    try {
      await step.run(page);
    } catch (error) {
      await page.screenshot({ path: '/tmp/soak-walk-failure.png' }).catch(() => undefined);
      throw new Error(
        `soak walk, step "${step.name}": ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
};
