import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openFilterAt, openSignedIn, recordCalls, scrollToBottom } from './filter-support';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const option = (page: Page, list: string, name: string) =>
  page.getByRole('listbox', { name: list }).getByRole('option', { name: new RegExp(`^${name} `) });

const optionCount = async (page: Page, list: string): Promise<number> =>
  Number(
    await page.getByRole('listbox', { name: list }).getByRole('option').first().getAttribute('aria-setsize'),
  );

describe('filter panel in the browser', () => {
  it('applies a filter, and after a reload finds it restored', async () => {
    const { page, errors, close } = await openSignedIn(browser, 'customer');
    const panel = await openFilterAt(page, '/dashboard/summary');
    await option(page, 'Countries', 'India').click();
    await option(page, 'States', 'Maharashtra').click();
    await panel.getByRole('button', { name: '18-30' }).click();
    await panel.getByRole('button', { name: 'Female' }).click();
    const start = panel.getByRole('combobox', { name: 'Start date' });
    const startValue = await start.inputValue();
    await panel.getByRole('button', { name: 'Apply' }).click();

    const saved = await page.evaluate(() => ({
      data: JSON.parse(localStorage.getItem('hcd_filterData') ?? 'null') as unknown,
      flag: localStorage.getItem('hcd_isfilterData'),
    }));
    expect(saved.flag).toBe('1');
    expect(saved.data).toMatchObject({
      age: '18-30',
      gender: 'female',
      country: { id: 1, name: 'India' },
      state: { name: 'Maharashtra' },
    });

    await page.reload();
    const restored = page.getByRole('complementary', { name: 'Filter' });
    await restored.waitFor();
    await expect
      .poll(() => restored.getByRole('button', { name: 'Clear State' }).getAttribute('aria-describedby'))
      .toBeTruthy();
    expect(await restored.getByRole('combobox', { name: 'Start date' }).inputValue()).toBe(startValue);
    expect(await restored.getByRole('button', { name: '18-30' }).getAttribute('aria-pressed')).toBe('true');
    expect(await restored.getByRole('button', { name: 'Female' }).getAttribute('aria-pressed')).toBe('true');
    expect(await restored.locator('.filter-chosen__value').allTextContents()).toEqual(
      expect.arrayContaining(['India', 'Maharashtra']),
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('walks the cascade and loads at least 30 clinics by scrolling', async () => {
    const { page, errors, close } = await openSignedIn(browser, 'admin');
    const clinicCalls = recordCalls(page, '/v3/Clinic/filter');
    const panel = await openFilterAt(page, '/dashboard/telemedicine');
    await option(page, 'Countries', 'India').click();
    await option(page, 'States', 'Maharashtra').click();
    await option(page, 'Districts', 'Mumbai Suburban').click();
    await option(page, 'Locations', 'Andheri').click();
    // At one location the clinic list holds that location's clinics only.
    await expect
      .poll(() => clinicCalls.at(-1))
      .toMatchObject({ country_id: 1, location_id: expect.any(Number) as number, page: 1, limit: 10 });
    const clinicNames = () =>
      page.getByRole('listbox', { name: 'Clinics' }).getByRole('option').allTextContents();
    await expect.poll(async () => (await clinicNames()).length).toBeGreaterThan(0);
    for (const name of await clinicNames()) expect(name).toContain('Andheri');

    // Back up to the whole state: clearing the district clears the location too. The state's first
    // page was loaded on the way down and is cached: ten clinics, of many places.
    await panel.getByRole('button', { name: 'Clear Districts' }).click();
    expect(await panel.getByRole('button', { name: 'Clear Location' }).isDisabled()).toBe(true);
    await expect.poll(() => optionCount(page, 'Clinics')).toBe(10);
    expect((await clinicNames()).some((name) => !name.includes('Andheri'))).toBe(true);

    for (let round = 0; round < 6 && (await optionCount(page, 'Clinics')) < 30; round += 1) {
      await scrollToBottom(page, 'Clinics');
      await page.getByRole('listbox', { name: 'Clinics' }).getByRole('option').first().waitFor();
    }
    expect(await optionCount(page, 'Clinics')).toBeGreaterThanOrEqual(30);
    const pages = clinicCalls.filter((body) => body.state_id !== null && body.district_id === null);
    expect(pages.map((body) => body.page)).toEqual([1, 2, 3]);
    expect(pages.every((body) => body.limit === 10 && body.assigned_user_id === null)).toBe(true);

    // The list stays at most 250 px high and scrolls.
    const box = await page.getByRole('listbox', { name: 'Clinics' }).evaluate((element) => ({
      maxHeight: getComputedStyle(element).maxHeight,
      overflowY: getComputedStyle(element).overflowY,
      height: element.getBoundingClientRect().height,
    }));
    expect(box).toMatchObject({ maxHeight: '250px', overflowY: 'auto' });
    expect(box.height).toBeLessThanOrEqual(250);
    expect(errors).toEqual([]);
    await close();
  });

  it('disables days after today, and refuses an end date before the start inline and as a toast', async () => {
    const { page, close } = await openSignedIn(browser, 'admin');
    const panel = await openFilterAt(page, '/dashboard/static');
    const end = panel.getByRole('combobox', { name: 'End date' });
    // In the end date's calendar, today can be picked and no later day can, in this month or the next.
    await panel.getByRole('button', { name: 'Choose Date' }).nth(1).click();
    const picker = page.getByRole('dialog', { name: 'Choose Date' });
    await picker.waitFor();
    const today = new Date().toISOString().slice(0, 10);
    const dayStates = () =>
      picker.locator('td[data-p-day]').evaluateAll((cells) =>
        cells.map((cell) => ({
          date: [
            cell.getAttribute('data-p-year'),
            String(Number(cell.getAttribute('data-p-month')) + 1).padStart(2, '0'),
            String(cell.getAttribute('data-p-day')).padStart(2, '0'),
          ].join('-'),
          disabled: cell.querySelector('span')?.getAttribute('aria-disabled') === 'true',
        })),
      );
    const thisMonth = await dayStates();
    expect(thisMonth.find((cell) => cell.date === today)?.disabled).toBe(false);
    expect(thisMonth.filter((cell) => cell.date > today).every((cell) => cell.disabled)).toBe(true);
    await picker.getByRole('button', { name: 'Next Month' }).click();
    const nextMonth = await dayStates();
    expect(nextMonth.filter((cell) => cell.date > today).length).toBeGreaterThan(27);
    expect(nextMonth.filter((cell) => cell.date > today).every((cell) => cell.disabled)).toBe(true);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });

    const start = await panel.getByRole('combobox', { name: 'Start date' }).inputValue();
    const [day = 1, month = 1, year = 2000] = start.split('-').map(Number);
    const before = new Date(Date.UTC(year, month - 1, day - 1));
    const dayBefore = [before.getUTCDate(), before.getUTCMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(before.getUTCFullYear()))
      .join('-');
    await end.fill(dayBefore);
    await end.press('Tab');
    await panel.getByRole('button', { name: 'Apply' }).click();
    const message = 'End date must be greater than Start date.';
    await panel.getByText(message).waitFor();
    await page.locator('.p-toast-message-error').getByText(message).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hcd_isfilterData'))).toBeNull();

    await close();
  });

  it('has no serious or critical axe violations with the panel open', async () => {
    const { page, close } = await openSignedIn(browser, 'admin');
    await openFilterAt(page, '/dashboard/summary');
    await option(page, 'Countries', 'India').waitFor();
    await page.getByRole('listbox', { name: 'Clinics' }).waitFor();
    await expectNoSeriousA11yIssues(page, 'the filter panel');
    // For a human look at the open panel (not asserted): the top, then the lower sections.
    await page.screenshot({ path: join(tmpdir(), 'filter-panel-open.png') });
    await page.getByRole('button', { name: 'Female' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(tmpdir(), 'filter-panel-lower.png') });
    await close();
  });

  it('on a narrow screen is a drawer that Apply closes', async () => {
    const { page, close } = await openSignedIn(browser, 'customer', { width: 390, height: 844 });
    const panel = await openFilterAt(page, '/dashboard/manage/clinic');
    await panel.getByRole('button', { name: 'Expired' }).click();
    await page.screenshot({ path: join(tmpdir(), 'filter-panel-drawer.png') });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('hcd_showFilter'))).toBe('false');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('hcd_filterData'))) ?? 'null'),
    ).toMatchObject({
      amc_expired: 'expired',
    });
    await close();
  });
});
