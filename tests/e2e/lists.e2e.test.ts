import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDemoDb } from '@/mocks/db';
import { amcMatcher } from '@/mocks/handlers/amc-expiry';
import { DEMO_CUSTOMER_ID } from '@/mocks/seed';

import { openFilterAt } from './filter-support';
import { navigateInApp, openPage, signIn } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** The seeded demo data the browser's demo API starts from. */
const seed = createDemoDb();
const india = seed.countries.find((country) => country.name === 'India')!;
const inIndia = (locationId: number) => seed.locationPath(locationId)?.country?.id === india.id;
const meeraCamps = (country?: true) =>
  seed.camps.filter(
    (camp) => camp.user_id === DEMO_CUSTOMER_ID && camp.status && (!country || inIndia(camp.location_id)),
  ).length;
/** The filter's AMC License 3-Months against the seeded licences, on the pinned clock's day. */
const within3Months = amcMatcher('three_months', seed.now().toISOString().slice(0, 10));
const meeraClinics = (country?: true, amc?: true) =>
  seed.clinics.filter(
    (clinic) =>
      clinic.user_id === DEMO_CUSTOMER_ID &&
      (!country || inIndia(clinic.location_id)) &&
      (!amc || within3Months(clinic)),
  ).length;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/lists-${name}.png`, fullPage: true });
const option = (page: Page, list: string, name: string) =>
  page.getByRole('listbox', { name: list }).getByRole('option', { name: new RegExp(`^${name} `) });
const chips = (page: Page) =>
  page.getByRole('region', { name: 'Applied filter' }).getByRole('listitem').allInnerTexts();
const expectTotal = (page: Page, label: string, count: number) =>
  expect
    .poll(() => page.getByText(new RegExp(`Total ${label}`)).innerText())
    .toBe(`Total ${label}: ${count}`);
const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** As a person would: open the sidebar's Manage group if it is closed, then click the entry. */
const openFromMenu = async (page: Page, entry: string) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Manage' }).click();
  await link.click();
  await page.getByRole('heading', { level: 1, name: entry }).waitFor();
};

const applyCountry = async (panel: Locator, page: Page) => {
  await option(page, 'Countries', 'India').click();
  await panel.getByRole('button', { name: 'Apply' }).click();
};

describe('the applied filter on the list screens', () => {
  it('shows chips on Camps and Clinics, and a cleared country chip widens each list', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'admin');

    // Summary: a customer and a country, applied.
    const panel = await openFilterAt(page, '/dashboard/summary');
    await option(page, 'Customers', 'Meera').click();
    await applyCountry(panel, page);

    // Camps: the chips and the narrowed list; clearing the country widens it.
    await openFromMenu(page, 'Camps');
    await expect.poll(() => chips(page)).toEqual(['Customer: Meera', 'Country: India']);
    await expectTotal(page, 'Clinics', meeraCamps(true));
    await expect.poll(() => tableRows(page).count()).toBe(meeraCamps(true));
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'camps-chips');
    await page.getByRole('button', { name: 'Remove Country: India' }).click();
    await expectTotal(page, 'Clinics', meeraCamps());
    await expect.poll(() => tableRows(page).count()).toBe(meeraCamps());
    expect(meeraCamps()).toBeGreaterThan(meeraCamps(true));
    expect(await chips(page)).toEqual(['Customer: Meera']);
    await shot(page, 'camps-cleared');

    // Clinics: the filter panel is there too; the country again, and the AMC License, which narrows
    // the clinic list by the licences' real expiry (docs/lists.md, "AMC License").
    await openFromMenu(page, 'Clinics');
    await expectTotal(page, 'Clinics', meeraClinics());
    const clinicPanel = page.getByRole('complementary', { name: 'Filter' });
    await clinicPanel.getByRole('button', { name: '3-Months' }).click();
    await applyCountry(clinicPanel, page);
    await expect
      .poll(() => chips(page))
      .toEqual(['Customer: Meera', 'Country: India', 'AMC License: 3-Months']);
    await expectTotal(page, 'Clinics', meeraClinics(true, true));
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual([
      'Clinic Id',
      'Clinic Name',
      'Location Id',
      'Customer',
    ]);
    await expect.poll(() => tableRows(page).first().innerText()).toMatch(/Meera Iyer$/);
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'clinics-chips');
    await page.getByRole('button', { name: 'Remove Country: India' }).click();
    await expectTotal(page, 'Clinics', meeraClinics(undefined, true));
    // The open panel follows: no country chosen any more.
    await expect
      .poll(() => clinicPanel.getByRole('button', { name: 'Clear Country' }).isDisabled())
      .toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('hcd_filterData'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ country: null, amc_expired: 'three_months' });

    // Customers: every active customer, searchable.
    await openFromMenu(page, 'Customers');
    await expectTotal(page, 'Customers', seed.customers.filter((customer) => customer.status).length);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('meera');
    await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
    await expect.poll(() => tableRows(page).allInnerTexts()).toEqual(['2\tMeera\tIyer']);
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'customers');
    expect(errors).toEqual([]);
    await context.close();
    // Three screens, two filter applications and four axe runs: more than the default minute on a busy machine.
  }, 180_000);

  it("gives a customer their own clinics, and the Customers screen's message", async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'customer');
    await openFromMenu(page, 'Customer Clinics');
    await expectTotal(page, 'Clinics', meeraClinics());
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual([
      'Clinic Id',
      'Clinic Name',
      'Location Id',
    ]);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL('**/dashboard/manage/customerclinic?page=2&rows=10');
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'customer-clinics');

    await navigateInApp(page, '/dashboard/manage/customer');
    await page.getByRole('alert').getByText('This screen is for administrators.', { exact: false }).waitFor();
    await expectNoSeriousA11yIssues(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
