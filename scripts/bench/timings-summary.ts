import type { Page } from 'playwright-core';

import { timeClick } from './in-page';

/**
 * Issue 25's timing (docs/patients.md "Summary, Summary Tests and the home cards"):
 * - `summaryToChart`: at the top scale (20,000 patients, ~244,000 results), from the home at rest,
 *   the click on the menu's Summary until the chart is drawn and its table equivalent has its rows:
 *   the route change, the Summary's chunk, `POST v3/summary/filter` over the administrator's month,
 *   chart.js's own chunk and its first draw. chart.js marks a canvas it has taken with `$chartjs`,
 *   and draws at once (the chart has no animation), so the mark with the table's rows is the chart
 *   shown. The latency bench times the same click on a 4x slower CPU (latency-steps.ts).
 */
type OpenAtRest = (path: string) => Promise<void>;

export const SUMMARY_PATH = '/dashboard/summary';
const SUMMARY_LINK = `nav[aria-label="Main menu"] a[href="${SUMMARY_PATH}"]`;

export const SUMMARY_CHART_SHOWN =
  "document.querySelector('#main-content .summary-chart canvas')?.$chartjs !== undefined && " +
  "document.querySelectorAll('#main-content .summary-table tbody tr a').length > 0";

export const summaryToChart = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await openAtRest('/dashboard/static');
  await page.waitForSelector(SUMMARY_LINK, { state: 'visible' });
  return timeClick(page, SUMMARY_LINK, SUMMARY_CHART_SHOWN);
};

/** The soak walk's step: Summary from the menu, until its chart is drawn (the data is flat: no saves). */
export const summaryStep = async (page: Page): Promise<void> => {
  await page.locator(SUMMARY_LINK).click();
  // Disposed at once: a handle kept would hold a DOM element (walk-steps.ts's `until`).
  const handle = await page.waitForFunction(SUMMARY_CHART_SHOWN, undefined, { timeout: 20_000 });
  await handle.dispose();
};
