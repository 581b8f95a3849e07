import type { Page } from 'playwright-core';

import { timeClick } from './in-page';
import { FIRST_ROW_ID, firstRowChanged, headingIs, SAVE_BUTTON } from './timings-resources';
import { ROWS_SHOWN } from './walk-steps';

/**
 * Issue 34's timings, at the top scale (2,000 clinics, 3,000 kiosks, 30,000 kiosk history events):
 * - `kioskNextPageToRows`: Kiosk Inventory (manage/kiosk-inventory, docs/requirements.md 2.11.14) at
 *   rest on page 1, the click on the pager's Next page until the first row is another kiosk, every
 *   cell final;
 * - `kioskChipApplied`: on the same list at rest, the click on the "App out of date" filter until its
 *   chip shows and the rows are the narrowed ones (the URL carries the filter);
 * - `kioskLinkToPage`: on the same list at rest, the click on the first kiosk's serial number until
 *   its page shows its heading and its history;
 * - `clinicCreateSaveToRecord`: on Create Clinic (manage/clinic/create, docs/requirements.md 2.11.9)
 *   at rest with every field filled, the click on Save until the new clinic's page shows its heading
 *   ('Clinic: <name>'): the create call, the caches refreshed, the route change and the record's call.
 * The latency bench times the same inputs on a 4x slower CPU (latency-steps.ts).
 */

/** Loads a signed-in page at `path` and waits until the network is quiet (timings.ts's `openShell`). */
type OpenAtRest = (path: string) => Promise<void>;
type Quiet = () => Promise<void>;

export const KIOSKS_PATH = '/dashboard/manage/kiosk-inventory';
export const KIOSKS_NEXT_PAGE = '#main-content nav[aria-label="Kiosks pages"] button[aria-label="Next page"]';
export const FIRST_KIOSK_LINK = '#main-content table tbody tr a[href*="/kiosk-inventory/view/"]';
/** The list's "App out of date" checkbox (src/features/kiosks/kiosk-filters.tsx). */
export const OUT_OF_DATE_FILTER = '#main-content .kiosk-filter-check input[type="checkbox"]';
/** The kiosk page is final: its heading and the first line of its history. */
export const KIOSK_PAGE_SHOWN =
  "document.querySelector('#main-content h1')?.textContent?.startsWith('Kiosk: ') && " +
  'document.querySelector(\'#main-content ol[aria-label="Kiosk history"] li\')';
/** The chip of the out-of-date filter shows, the URL carries it, and the rows are final. */
export const OUT_OF_DATE_APPLIED = `location.search.includes('outdated=1') && [...document.querySelectorAll('#main-content .ui-chip')].some((chip) => chip.textContent?.includes('App out of date')) && [...document.querySelectorAll('#main-content table tbody td')].some((cell) => cell.textContent?.endsWith('(out of date)')) && ${ROWS_SHOWN}`;

/** Kiosk Inventory at page 1 with no filter, its rows shown; answers the first row's serial. */
export const kiosksAtRest = async (page: Page, openAtRest: OpenAtRest): Promise<string | null> => {
  await page.evaluate("window.localStorage.setItem('hcd_showFilter', 'false')");
  await openAtRest(`${KIOSKS_PATH}?page=1&rows=10`);
  const handle = await page.waitForFunction(`Boolean(${headingIs('Kiosk Inventory')} && ${ROWS_SHOWN})`);
  await handle.dispose();
  return page.evaluate<string | null>(`(${FIRST_ROW_ID}) ?? null`);
};

export const kioskNextPageToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  const before = await kiosksAtRest(page, openAtRest);
  return timeClick(page, KIOSKS_NEXT_PAGE, firstRowChanged(before));
};

export const kioskChipApplied = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await kiosksAtRest(page, openAtRest);
  return timeClick(page, OUT_OF_DATE_FILTER, OUT_OF_DATE_APPLIED);
};

export const kioskLinkToPage = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await kiosksAtRest(page, openAtRest);
  return timeClick(page, FIRST_KIOSK_LINK, KIOSK_PAGE_SHOWN);
};

export const CLINIC_CREATE_PATH = '/dashboard/manage/clinic/create';

let clinicsCreated = 0;

/** On Create Clinic: fills every field for the next run's clinic, and answers its page's heading. */
export const typeNewClinic = async (page: Page): Promise<string> => {
  clinicsCreated += 1;
  const name = `Bench Clinic ${clinicsCreated}`;
  const main = page.locator('#main-content');
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option').first().click();
  const choose = async (label: string) => {
    const select = main.getByLabel(label, { exact: true });
    await select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const value = await select.locator('option:not([value=""])').first().getAttribute('value');
    await select.selectOption(value ?? '');
  };
  for (const label of ['Clinic type', 'Country', 'State', 'District', 'Location']) await choose(label);
  await main.getByLabel('Address', { exact: true }).fill('14 Link Road');
  await main.getByLabel('Phone', { exact: true }).fill('+91 22 4000 1200');
  await main.getByLabel('Email', { exact: true }).fill(`bench${clinicsCreated}@clinics.example.com`);
  await main.getByLabel('AMC start', { exact: true }).fill('2026-01-01');
  await main.getByLabel('AMC expiry', { exact: true }).fill('2026-12-31');
  return `Clinic: ${name}`;
};

export const clinicCreateSaveToRecord = async (
  page: Page,
  openAtRest: OpenAtRest,
  quiet: Quiet,
): Promise<number> => {
  await openAtRest(CLINIC_CREATE_PATH);
  await page.waitForSelector(SAVE_BUTTON);
  const heading = await typeNewClinic(page);
  await quiet();
  return timeClick(page, SAVE_BUTTON, headingIs(heading));
};
