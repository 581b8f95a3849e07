import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openPage, signIn } from './shell-helpers';
import { segmentOf } from './summary-chart-support';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

/**
 * What only a browser shows of the Summary (docs/patients.md): chart.js draws the chart, a click on
 * a segment finds it (getElementsAtEventForMode) and opens Summary Tests for that test and label,
 * whose total is the count the Summary gave. The figures themselves are the component tests'.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('Summary in the browser', () => {
  it('opens Summary Tests from a bar segment, with the count the Summary showed', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Summary', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Summary' }).waitFor();
    const table = page.getByRole('table', { name: 'Results by test type' });
    await table.waitFor({ timeout: 30_000 });

    // The first test type's second label (its first may be a rare one).
    await expect.poll(() => segmentOf(page, 0, 1), { timeout: 15_000 }).not.toBeNull();
    const segment = (await segmentOf(page, 0, 1))!;
    // The same segment in the table equivalent: the test's second label row.
    const first = table
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: segment.test, exact: true }) });
    const labelRow = first.locator('xpath=following-sibling::tr[1]');
    const label = (await labelRow.locator('td').first().innerText()).trim();
    const count = (await labelRow.getByRole('link').innerText()).trim();
    await page.screenshot({ path: '/tmp/summary.png', fullPage: true });
    await expectNoSeriousA11yIssues(page);

    await page.mouse.click(segment.x, segment.y);
    await page.waitForURL(/\/dashboard\/summary\/tests\?test_type_id=\d+&label=/);
    await page.getByRole('heading', { level: 1, name: 'Summary Tests' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Label' }).locator('option:checked').innerText()).toBe(
      label,
    );
    expect(await page.getByRole('combobox', { name: 'Test' }).locator('option:checked').innerText()).toBe(
      segment.test,
    );
    await expect
      .poll(() => page.locator('.ui-total').innerText(), { timeout: 15_000 })
      .toBe(`Results: ${count}`);
    await page.screenshot({ path: '/tmp/summary-tests.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
