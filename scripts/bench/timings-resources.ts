import type { Page } from 'playwright-core';

import { timeClick } from './in-page';
import { ROWS_SHOWN } from './walk-steps';

/**
 * Issue 23's timings of the resource layer (src/components/resource: CreateScreen, RecordScreen,
 * ListScreen), on screens of docs/requirements.md 2.11:
 * - `countryCreateSaveToRecord`: on Master > Countries > Add Country (master/countries/create,
 *   docs/requirements.md 2.11.15) at rest with a new name and ISO code typed, the click on Save until
 *   the new country's page shows its heading ('Country: <name>'): the create call, the caches
 *   refreshed, the route change and the new record's call. Seeded scale only: places do not grow
 *   with the scale (as timings-master.ts).
 * - `clinicsNextPageToRows`: on Clinics (manage/clinic, docs/requirements.md 2.11.9) at 2,000
 *   clinics, a list the resource layer pages on the server (useServerRows), the click on the pager's
 *   Next page until the first row is another clinic, with every cell final (the Customer names).
 * Issue 24's timing of the catalogue layer (src/components/resource/catalogue):
 * - `catalogueLinkToRows`: on Master > Countries at rest (the master-data chunk loaded, the Master
 *   group of the menu open), the click on the menu's Videos (master/video, docs/requirements.md
 *   2.11.20) until the videos list shows rows with every cell final: the route change, the
 *   catalogue's list call and its rows (each with its language and category named). Seeded scale.
 * The latency bench times the same inputs on a 4x slower CPU (latency-steps.ts).
 */

/** Loads a signed-in page at `path` and waits until the network is quiet (timings.ts's `openShell`). */
type OpenAtRest = (path: string) => Promise<void>;
/** Resolves once no request has been in flight for 500 ms (timings.ts's `trackNetwork`). */
type Quiet = () => Promise<void>;

export const COUNTRY_CREATE_PATH = '/dashboard/master/countries/create';
export const CLINICS_PATH = '/dashboard/manage/clinic';
export const VIDEOS_PATH = '/dashboard/master/video';
const VIDEOS_LINK = `nav[aria-label="Main menu"] a[href="${VIDEOS_PATH}"]`;

/**
 * ISO 3166-1's user-assigned codes (AA, QM to QZ, XA to XZ, ZZ): no country has one, so none of the
 * demo API's seeded countries does, and each run's new country gets a code of its own (the demo API
 * refuses a name or a code already taken with 422).
 */
const letters = (from: string, to: string): string[] =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, index) =>
    String.fromCharCode(from.charCodeAt(0) + index),
  );
export const USER_ASSIGNED_CODES: readonly string[] = [
  'AA',
  ...letters('M', 'Z').map((letter) => `Q${letter}`),
  ...letters('A', 'Z').map((letter) => `X${letter}`),
  'ZZ',
];

/**
 * The country the `index`th run creates: a name and a code no other run of this process uses.
 * Each bench part starts its own demo API, so the numbering only has to be unique within a process.
 */
export const newCountry = (index: number): { name: string; code: string } => {
  const code = USER_ASSIGNED_CODES[index];
  if (code === undefined) {
    throw new Error(`the bench creates at most ${USER_ASSIGNED_CODES.length} countries a run`);
  }
  return { name: `Bench Country ${index + 1}`, code };
};

let created = 0;
/** The next run's country (a counter for the whole process: timings and latency share it). */
export const nextCountry = (): { name: string; code: string } => newCountry(created++);

const HEADING = '#main-content h1';
export const headingIs = (text: string): string =>
  `document.querySelector('${HEADING}')?.textContent === ${JSON.stringify(text)}`;

/** On the create page: types the next run's country, and answers the heading its page will show. */
export const typeNewCountry = async (page: Page): Promise<string> => {
  const country = nextCountry();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(country.name);
  await page.getByRole('textbox', { name: 'ISO code', exact: true }).fill(country.code);
  return `Country: ${country.name}`;
};

export const SAVE_BUTTON = '#main-content form button[type="submit"]';

export const countryCreateSaveToRecord = async (
  page: Page,
  openAtRest: OpenAtRest,
  quiet: Quiet,
): Promise<number> => {
  await openAtRest(COUNTRY_CREATE_PATH);
  await page.waitForSelector(SAVE_BUTTON);
  const heading = await typeNewCountry(page);
  // Typing fetches nothing; this waits out anything that was still in flight.
  await quiet();
  return timeClick(page, SAVE_BUTTON, headingIs(heading));
};

/** The first data row's id (the first cell of a row of 3 cells or more: not the 'Loading...' cell). */
export const FIRST_ROW_ID =
  "[...document.querySelectorAll('#main-content table tbody tr')].find((row) => row.cells.length >= 3)?.cells[0]?.textContent";

/** The first row is another record than `before`, and every cell is final. */
export const firstRowChanged = (before: string | null): string =>
  `(${FIRST_ROW_ID}) && (${FIRST_ROW_ID}) !== ${JSON.stringify(before)} && ${ROWS_SHOWN}`;

export const CLINICS_NEXT_PAGE =
  '#main-content nav[aria-label="Clinics pages"] button[aria-label="Next page"]';

/** The clinic list at page 1, its rows shown (the filter panel closed: it is timed on its own). */
export const clinicsAtRest = async (page: Page, openAtRest: OpenAtRest): Promise<string | null> => {
  await page.evaluate("window.localStorage.setItem('hcd_showFilter', 'false')");
  await openAtRest(CLINICS_PATH);
  const handle = await page.waitForFunction(`Boolean(${headingIs('Clinics')} && ${ROWS_SHOWN})`);
  await handle.dispose();
  return page.evaluate<string | null>(`(${FIRST_ROW_ID}) ?? null`);
};

export const clinicsNextPageToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  const before = await clinicsAtRest(page, openAtRest);
  return timeClick(page, CLINICS_NEXT_PAGE, firstRowChanged(before));
};

/** Master > Countries at rest, with the menu's Videos link shown (the Master group opens on a master route). */
export const onMasterCountries = async (page: Page, openAtRest: OpenAtRest): Promise<void> => {
  await openAtRest('/dashboard/master/countries');
  await page.waitForSelector(VIDEOS_LINK, { state: 'visible' });
};

export const VIDEOS_SHOWN = `${headingIs('Videos')} && ${ROWS_SHOWN}`;

export const catalogueLinkToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await onMasterCountries(page, openAtRest);
  return timeClick(page, VIDEOS_LINK, VIDEOS_SHOWN);
};
