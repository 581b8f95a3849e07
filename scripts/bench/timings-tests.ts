import type { Page } from 'playwright-core';

import { timeClick } from './in-page';
import { headingIs, SAVE_BUTTON } from './timings-resources';
import { until } from './walk-steps';

/**
 * Issue 24's timing of a test type with ten reference ranges (docs/master-data.md, "Test types and
 * reference ranges"): `testTypeSaveTenRanges`, on Master > Test Types > Haemoglobin
 * (master/testType/view/17, docs/requirements.md 2.11.17; the seed's WHO ranges: two bands of
 * children, women and men, ten rows) in edit mode with the ten ranges in the rows editor and one
 * value changed (the men's High range gets an upper bound), the click on Save until the view shows
 * the saved range again: the ranges checked in the form (testTypeProblems), the update call, the
 * caches refreshed, the record read again and its ten ranges drawn as tables. Seeded scale only:
 * test types do not grow with the scale. The latency bench times the same click on a 4x slower CPU
 * (latency-steps.ts).
 */
type OpenAtRest = (path: string) => Promise<void>;
type Quiet = () => Promise<void>;

export const TEN_RANGES_PATH = '/dashboard/master/testType/view/17';
const TEN_RANGES_TITLE = 'Test Type: Haemoglobin';
/** The tenth range: men, 16.6 g/dL and above (open in the seed). */
const LAST_HIGH = '#test-type-ranges-9-high';

let saves = 0;
/** Each run's upper bound for the men's High range: another one each time, so each Save changes it. */
export const nextUpperBound = (): string => String(20 + (saves++ % 80));

/** The view again, its tables of ranges drawn, the men's High range with the bound just saved. */
export const rangesSaved = (bound: string): string =>
  `${headingIs(TEN_RANGES_TITLE)} && !document.querySelector('#main-content form') && ` +
  `[...document.querySelectorAll('#main-content .ui-ranges table')].some((table) => ` +
  `table.textContent.includes(${JSON.stringify(`16.6 to ${bound}`)}))`;

/** Haemoglobin's page, Edit clicked, the ten ranges in the editor and one value changed; the bound typed. */
export const tenRangesEdited = async (page: Page, openAtRest: OpenAtRest): Promise<string> => {
  await openAtRest(TEN_RANGES_PATH);
  await until(page, `${headingIs(TEN_RANGES_TITLE)} && document.querySelector('#main-content .ui-ranges')`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const bound = nextUpperBound();
  await page.locator(LAST_HIGH).fill(bound);
  return bound;
};

export const testTypeSaveTenRanges = async (
  page: Page,
  openAtRest: OpenAtRest,
  quiet: Quiet,
): Promise<number> => {
  const bound = await tenRangesEdited(page, openAtRest);
  // Typing fetches nothing; this waits out anything that was still in flight.
  await quiet();
  return timeClick(page, SAVE_BUTTON, rangesSaved(bound));
};
