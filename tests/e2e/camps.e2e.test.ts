import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { locationBeyondFirstPage, pickOption, screenshot } from './camps-helpers';
import { navigateInApp, openPage, pathOf, signIn } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const place = locationBeyondFirstPage();
const campName = `Camp_Rohan_${place.name}_04-05-2031`;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
/** Closes a toast, so the next identical one is a new one. */
const dismissToast = async (page: Page, text: string) => {
  const message = page.locator('.p-toast-message').filter({ hasText: text });
  await message.getByRole('button').click();
  await message.waitFor({ state: 'detached' });
};

const createCamp = async (page: Page) => {
  await page.getByRole('link', { name: 'Add Camp' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add Camp' }).waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  for (const text of [
    'Start date is required',
    'End date is required',
    'Select Location',
    'Select customer',
  ]) {
    await page.getByText(text, { exact: true }).waitFor();
  }
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('Start Date').fill('04-05-2031');
  // The browser's Back asks first while input is unsaved; Stay keeps it.
  await page.evaluate(() => window.history.back());
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).waitFor();
  await page.getByRole('button', { name: 'Stay' }).click();
  expect(pathOf(page)).toBe('/dashboard/manage/camp/add');
  expect(await page.getByLabel('Start Date').inputValue()).toBe('04-05-2031');
  await page.getByLabel('End Date').fill('06-05-2031');
  // The location is past the first page of 10: the list loads it as it is scrolled.
  await pickOption(page, 'Location', place.name);
  await pickOption(page, 'Customer', 'Rohan Kapoor');
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, 'add');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Camp Created Successfully').waitFor();
  await page.waitForURL('**/dashboard/manage/camp');
  // No extra history entry is left: Back shows Add Camp (empty, no question), Back again the list.
  await page.evaluate(() => window.history.back());
  await page.waitForURL('**/dashboard/manage/camp/add');
  await page.getByRole('heading', { level: 1, name: 'Add Camp' }).waitFor();
  await page.evaluate(() => window.history.back());
  await page.waitForURL('**/dashboard/manage/camp');
  await page.getByRole('heading', { level: 1, name: 'Camps' }).waitFor();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
};

const editCamp = async (page: Page) => {
  await page.getByRole('button', { name: 'Edit' }).click();
  expect(await page.getByRole('textbox', { name: 'Camp Name' }).inputValue()).toBe(campName);
  await page.getByLabel('End Date').fill('08-05-2031');
  await page.getByLabel('Camp Status').selectOption({ label: 'Completed' });
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('listbox', { name: 'Location' }).getByRole('option').nth(5).waitFor();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, 'edit');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Updated successfully').waitFor();
  await page.getByRole('button', { name: 'Edit' }).waitFor();
  const summary = page.locator('dl');
  await summary.getByText('08-05-2031').waitFor();
  await summary.getByText('Completed').waitFor();
};

const assignTwoClinics = async (page: Page): Promise<string[]> => {
  await page.getByRole('link', { name: 'Assign Clinic' }).click();
  await page.getByRole('heading', { level: 1, name: 'Assign New Clinics' }).waitFor();
  // The camp's own location is preselected.
  await page.getByRole('combobox', { name: 'Location' }).filter({ hasText: place.name }).waitFor();
  const rows = page.getByRole('table').getByRole('row');
  await rows.nth(2).waitFor();
  const names: string[] = [];
  for (const index of [1, 2]) {
    const row = rows.nth(index);
    const name = (await row.getByRole('cell').nth(1).innerText()).trim();
    names.push(name);
    const add = row.getByRole('button', { name: `Add ${name}` });
    expect(await add.isDisabled()).toBe(true);
    await row.getByRole('combobox').selectOption({ index });
    if (index === 1) {
      await rows.nth(2).getByRole('button').hover();
      await screenshot(page, 'assign');
      await expectNoSeriousA11yIssues(page);
    }
    await add.click();
    await toast(page, 'Assigned Successfully').waitFor();
    await dismissToast(page, 'Assigned Successfully');
    expect(await row.getByRole('combobox').inputValue()).toBe('');
    // The camp's assigned list is refreshed: the row is marked, and Add stays disabled.
    await row.getByText(/^Assigned: /).waitFor();
    expect(await add.isDisabled()).toBe(true);
  }
  return names;
};

describe('camps, as the administrator', () => {
  it('creates a camp, finds it by its derived name, edits it, assigns two clinics and removes one', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'admin');
    await navigateInApp(page, '/dashboard/manage/camp');
    await page.getByRole('heading', { level: 1, name: 'Camps' }).waitFor();
    await page.getByRole('table').getByRole('link').first().waitFor();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, 'list');
    // Start Date, End Date and Create Date stay on one line ('02-06-2026', never '02-06-' / '2026').
    const firstRow = page.getByRole('table').getByRole('row').nth(1).getByRole('cell');
    for (const column of [1, 2, 5]) {
      const cell = firstRow.nth(column);
      expect(await cell.innerText()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(await cell.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap');
    }

    await createCamp(page);
    await page.getByRole('searchbox', { name: 'Search camps' }).fill(place.name);
    await page.getByRole('searchbox', { name: 'Search camps' }).press('Enter');
    await page.getByRole('link', { name: campName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Camp Details' }).waitFor();
    expect(new URL(page.url()).search).toMatch(/^\?camp_id=\d+$/);
    await editCamp(page);

    const assigned = await assignTwoClinics(page);
    await page.getByRole('link', { name: 'Back to camp details' }).click();
    const table = page.getByRole('table', { name: 'Clinics assigned to this camp' });
    await table.getByText(assigned[1]!, { exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, 'details');

    await table.getByRole('button', { name: `Remove ${assigned[0]!}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove clinic' });
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, 'remove-dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Removed Successfully').waitFor();
    await table.getByText(assigned[0]!, { exact: true }).waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count()).toBe(2);
    expect(pathOf(page)).toBe('/dashboard/manage/camp/info');
    expect(errors).toEqual([]);
    await context.close();
  });
});
