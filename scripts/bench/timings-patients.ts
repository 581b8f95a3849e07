import type { Page } from 'playwright-core';

import { timeClick } from './in-page';
import type { Repeat } from './figure-filter';

/**
 * Issue 25's timings of Patients and Patient Details (docs/patients.md), at the top scale
 * (`DEMO_SCALE=max`: 20,000 patients; about 244,000 results):
 * - `patientsNextPageToRows`: on Patients (manage/patients, docs/requirements.md 2.11) at rest, the
 *   click on the pager's Next page until the first row is another patient.
 * - `patientsSearchEnterToRows`: a name typed in the search box, the click on its Search icon (what
 *   Enter does) until the total and the rows are the search's.
 * - `patientsGenderAppliedToRows`: the filter panel open on Patients with Female pressed, the click on
 *   Apply until the total and the rows are the women's.
 * - `patientDetailsToChart`: the click on the first patient's id until Patient Details has drawn the
 *   trend chart's canvas (the patient, the sessions, the results and chart.js's chunk).
 * The latency bench times the same inputs on a 4x slower CPU (`PATIENT_INTERACTIONS`, registered in
 * latency-steps.ts); the soak walks Patients and one Patient Details (`patientsWalk`, walk-steps.ts).
 * This file imports nothing of walk-steps.ts, which imports it.
 */
type OpenAtRest = (path: string) => Promise<void>;

export const PATIENTS_PATH = '/dashboard/manage/patients';
const TIMEOUT = 20_000;
const MAIN = '#main-content';
export const PATIENTS_NEXT_PAGE = `${MAIN} nav[aria-label="Patients pages"] button[aria-label="Next page"]`;
export const PATIENT_LINK = `${MAIN} table tbody tr a[href*="patient_id="]`;
export const PATIENTS_SEARCH_BOX = `${MAIN} input[type="search"]`;
export const PATIENTS_SEARCH_BUTTON = `${MAIN} form button[aria-label="Search"]`;
const APPLY_MARK = 'data-bench-apply';
export const FILTER_APPLY = `[${APPLY_MARK}]`;
/** A first name the seed gives about one patient in 25. */
export const SEARCH_NAME = 'Neha';

export const FIRST_PATIENT = `document.querySelector('${PATIENT_LINK}')?.textContent`;
const TOTAL = `document.querySelector('${MAIN} .ui-total')?.textContent`;
/** Patients, its rows shown (a patient link in the first row). */
export const PATIENT_ROWS = `document.querySelector('${MAIN} h1')?.textContent === 'Patients' && (${FIRST_PATIENT})`;
export const firstPatientChanged = (before: string | null): string =>
  `(${FIRST_PATIENT}) && (${FIRST_PATIENT}) !== ${JSON.stringify(before)}`;
/** The total is another one than `before`, and a patient row is shown. */
export const totalChanged = (before: string | null): string =>
  `(${TOTAL}) !== ${JSON.stringify(before)} && (${FIRST_PATIENT})`;
/** Patient Details with its trend chart drawn (a canvas with a size). */
export const CHART_DRAWN =
  `(document.querySelector('${MAIN} h1')?.textContent ?? '').startsWith('Patient: ') && ` +
  `(document.querySelector('${MAIN} .patient-chart canvas')?.width ?? 0) > 0`;

export const waitFor = async (page: Page, expression: string): Promise<void> => {
  const handle = await page.waitForFunction(`Boolean(${expression})`, undefined, { timeout: TIMEOUT });
  await handle.dispose();
};

/** The filter panel closed (or open), and no filter applied: every run starts from the same list. */
export const preparePatients = async (page: Page, showFilter: boolean): Promise<void> => {
  await page.evaluate(
    `window.localStorage.setItem('hcd_showFilter', '${String(showFilter)}'); ` +
      "window.localStorage.removeItem('hcd_filterData'); window.localStorage.removeItem('hcd_isfilterData');",
  );
};

/** Patients at page 1 with its rows shown; answers the first patient's id and the total. */
export const patientsAtRest = async (
  page: Page,
  openAtRest: OpenAtRest,
  showFilter = false,
): Promise<{ first: string | null; total: string | null }> => {
  await preparePatients(page, showFilter);
  await openAtRest(PATIENTS_PATH);
  await waitFor(page, PATIENT_ROWS);
  return {
    first: await page.evaluate<string | null>(`(${FIRST_PATIENT}) ?? null`),
    total: await page.evaluate<string | null>(`(${TOTAL}) ?? null`),
  };
};

/** The filter panel on Patients with Female pressed (not applied yet); Apply marked for the timer. */
export const femalePressed = async (page: Page, openAtRest: OpenAtRest): Promise<string | null> => {
  const { total } = await patientsAtRest(page, openAtRest, true);
  const panel = page.locator('aside[aria-label="Filter"]');
  const female = panel.getByRole('button', { name: 'Female', exact: true });
  // The stored 'show the panel' is read at load; where it was not (another page's storage), the
  // header's toggle opens it.
  if (!(await female.isVisible())) {
    await page.locator('header').getByRole('button', { name: 'Filter', exact: true }).click();
  }
  await female.click();
  await panel
    .getByRole('button', { name: 'Apply', exact: true })
    .evaluate((button, mark) => button.setAttribute(mark, ''), APPLY_MARK);
  return total;
};

export const patientsNextPageToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  const { first } = await patientsAtRest(page, openAtRest);
  return timeClick(page, PATIENTS_NEXT_PAGE, firstPatientChanged(first));
};

export const patientsSearchEnterToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  const { total } = await patientsAtRest(page, openAtRest);
  await page.locator(PATIENTS_SEARCH_BOX).fill(SEARCH_NAME);
  return timeClick(page, PATIENTS_SEARCH_BUTTON, totalChanged(total));
};

export const patientsGenderAppliedToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  const total = await femalePressed(page, openAtRest);
  const ms = await timeClick(page, FILTER_APPLY, totalChanged(total));
  await preparePatients(page, false);
  return ms;
};

export const patientDetailsToChart = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await patientsAtRest(page, openAtRest);
  return timeClick(page, PATIENT_LINK, CHART_DRAWN);
};

/** The four timings at one scale, each the median of `runs` (timings.ts's `repeat`). */
export const patientTimings = async (
  page: Page,
  openAtRest: OpenAtRest,
  repeat: Repeat,
): Promise<Record<string, number | null | undefined>> => ({
  patientsNextPageToRows: await repeat('patientsNextPageToRows', () =>
    patientsNextPageToRows(page, openAtRest),
  ),
  patientsSearchEnterToRows: await repeat('patientsSearchEnterToRows', () =>
    patientsSearchEnterToRows(page, openAtRest),
  ),
  patientsGenderAppliedToRows: await repeat('patientsGenderAppliedToRows', () =>
    patientsGenderAppliedToRows(page, openAtRest),
  ),
  patientDetailsToChart: await repeat('patientDetailsToChart', () => patientDetailsToChart(page, openAtRest)),
});

/** Latency rows: the same four inputs, prepared at rest, one real click each. */
export interface PatientInteraction {
  name: string;
  prepare: (page: Page, openAtRest: OpenAtRest) => Promise<string | null>;
  act: (page: Page) => Promise<void>;
  done: (page: Page, before: string | null) => Promise<void>;
}

export const PATIENT_INTERACTIONS: readonly PatientInteraction[] = [
  {
    name: 'next page of patients',
    prepare: async (page, openAtRest) => (await patientsAtRest(page, openAtRest)).first,
    act: (page) => page.locator(PATIENTS_NEXT_PAGE).click(),
    done: (page, before) => waitFor(page, firstPatientChanged(before)),
  },
  {
    name: 'search patients (Enter)',
    prepare: async (page, openAtRest) => {
      const { total } = await patientsAtRest(page, openAtRest);
      await page.locator(PATIENTS_SEARCH_BOX).fill(SEARCH_NAME);
      return total;
    },
    act: (page) => page.locator(PATIENTS_SEARCH_BOX).press('Enter'),
    done: (page, before) => waitFor(page, totalChanged(before)),
  },
  {
    name: 'apply Gender = Female on Patients',
    prepare: femalePressed,
    act: (page) => page.locator(FILTER_APPLY).click(),
    done: async (page, before) => {
      await waitFor(page, totalChanged(before));
      await preparePatients(page, false);
    },
  },
  {
    name: 'open a patient (trend chart)',
    prepare: async (page, openAtRest) => {
      await patientsAtRest(page, openAtRest);
      return null;
    },
    act: (page) => page.locator(PATIENT_LINK).first().click(),
    done: (page) => waitFor(page, CHART_DRAWN),
  },
];

/**
 * The soak's steps (walk-steps.ts): Patients from the menu, its rows; the first patient's details
 * with the chart drawn; Back to Patients. Nothing is saved, so the data stays flat.
 */
export const patientsWalk = async (page: Page): Promise<void> => {
  const link = page.locator(`nav[aria-label="Main menu"] a[href="${PATIENTS_PATH}"]`);
  if (!(await link.isVisible())) {
    await page.locator('nav[aria-label="Main menu"]').getByRole('button', { name: 'Manage' }).click();
    await link.waitFor({ state: 'visible', timeout: TIMEOUT });
  }
  await link.click();
  await waitFor(page, PATIENT_ROWS);
};

export const patientDetailsWalk = async (page: Page): Promise<void> => {
  await page.locator(PATIENT_LINK).first().click();
  await waitFor(page, CHART_DRAWN);
  await page.getByRole('link', { name: 'Back to Patients' }).click();
  await waitFor(page, PATIENT_ROWS);
};
