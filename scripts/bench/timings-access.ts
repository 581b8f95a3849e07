import type { Page } from 'playwright-core';

import { timeClick } from './in-page';
import { headingIs } from './timings-resources';
import { ROWS_SHOWN } from './walk-steps';

/**
 * Issue 37's timings, at the top scale (about 240 staff accounts, 1,000,000 audit events), as the
 * Super Admin (docs/users.md, docs/audit.md, docs/settings.md):
 * - `usersLinkToRows`: at rest on Support Queries, the click on the menu's Users until the list's
 *   rows show;
 * - `activityTabToRows`: User Details of Asha Rao (the busiest actor of the trail) at rest on its
 *   Details tab, the click on Activity until the first page of what she did shows;
 * - `accessTabToRows`: Patient Details of patient 1 at rest, the click on Access until the first page
 *   of who read or changed the record shows;
 * - `settingsSaveToSaved`: Settings at rest with the heartbeat staleness changed, the click on Save
 *   until the page says "Saved at …".
 * The latency bench times the same inputs on a 4x slower CPU (latency-steps.ts).
 */
type OpenAtRest = (path: string) => Promise<void>;
type Quiet = () => Promise<void>;

export const USERS_PATH = '/dashboard/manage/user';
export const ASHA_PATH = `${USERS_PATH}/view/1`;
export const PATIENT_PATH = '/dashboard/manage/patients/patientDetails?patient_id=1';
export const SETTINGS_PATH = '/dashboard/config/settings';

export const USERS_LINK = 'nav[aria-label="Main menu"] a[href="/dashboard/manage/user"]';
export const ACTIVITY_TAB = '#main-content [role="tab"][id$="-tab-activity"]';
export const ACCESS_TAB = '#main-content [role="tab"][id$="-tab-access"]';
export const SAVE_SETTINGS = '#main-content form button[type="submit"]';

export const USERS_ROWS = `${headingIs('Users')} && ${ROWS_SHOWN}`;
/** The audit table titled `title` shows at least one event. */
const trailShown = (title: string): string =>
  `[...document.querySelectorAll('#main-content table')].some((table) => ` +
  `table.caption?.textContent === ${JSON.stringify(title)} && table.tBodies[0]?.rows.length > 0 && ` +
  `table.tBodies[0].rows[0].cells.length >= 3)`;
export const ACTIVITY_ROWS = `location.search.includes('tab=activity') && ${trailShown('Activity of Asha Rao')}`;
export const ACCESS_ROWS = `location.search.includes('tab=access') && ${trailShown('Who read or changed this record')}`;
export const SAVED_SHOWN = `[...document.querySelectorAll('#main-content [role="status"], #main-content p')].some((node) => node.textContent.startsWith('Saved at '))`;

const waitFor = async (page: Page, expression: string): Promise<void> => {
  const handle = await page.waitForFunction(`Boolean(${expression})`);
  await handle.dispose();
};

export const usersLinkToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await openAtRest('/dashboard/manage/query?page=1&rows=10');
  await waitFor(page, `${headingIs('Support Queries')} && ${ROWS_SHOWN}`);
  return timeClick(page, USERS_LINK, USERS_ROWS);
};

export const activityTabToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await openAtRest(ASHA_PATH);
  await waitFor(page, `document.querySelector('${ACTIVITY_TAB}')`);
  return timeClick(page, ACTIVITY_TAB, ACTIVITY_ROWS);
};

export const accessTabToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await openAtRest(PATIENT_PATH);
  await waitFor(page, `document.querySelector('${ACCESS_TAB}')`);
  return timeClick(page, ACCESS_TAB, ACCESS_ROWS);
};

let saves = 0;

/** Settings at rest with the heartbeat staleness changed (each run to another value). */
export const settingsChanged = async (page: Page, openAtRest: OpenAtRest, quiet: Quiet): Promise<void> => {
  await openAtRest(SETTINGS_PATH);
  await waitFor(page, `document.querySelector('${SAVE_SETTINGS}')`);
  saves += 1;
  await page.getByLabel('Heartbeat staleness', { exact: true }).fill(String(30 + (saves % 20)));
  await quiet();
};

export const settingsSaveToSaved = async (
  page: Page,
  openAtRest: OpenAtRest,
  quiet: Quiet,
): Promise<number> => {
  await settingsChanged(page, openAtRest, quiet);
  return timeClick(page, SAVE_SETTINGS, SAVED_SHOWN);
};
