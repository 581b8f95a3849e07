import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/master-${name}.png`, fullPage: true });
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const crumbs = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('listitem')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.replace(/^›\s*/, '').trim()));
const crumb = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name, exact: true });
/** The walks take many steps (and an axe run on each screen): more than the default 60 s on a busy machine. */
const WALK_MS = 150_000;
const rowLink = (page: Page, name: string) =>
  page.getByRole('table').getByRole('link', { name, exact: true });

describe('master data in the browser, against the demo API', () => {
  it(
    'walks Countries > India > Maharashtra > Mumbai Suburban and back by the breadcrumbs',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, 'admin');
      // From the menu, as an administrator would.
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Master' }).click();
      await menu.getByRole('link', { name: 'Countries', exact: true }).click();
      await heading(page, 'Countries');
      await rowLink(page, 'India').waitFor();
      expect(await page.getByText(/^Countries:/).innerText()).toBe('Countries: 14');
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, 'countries');

      await rowLink(page, 'India').click();
      await heading(page, 'States of India');
      expect(pathOf(page)).toBe('/dashboard/master/1/state/view');
      expect(await crumbs(page)).toEqual(['Countries', 'India']);
      await rowLink(page, 'Maharashtra').waitFor();
      await expectNoSeriousA11yIssues(page);

      await rowLink(page, 'Maharashtra').click();
      await heading(page, 'Districts of Maharashtra');
      expect(await crumbs(page)).toEqual(['Countries', 'India', 'Maharashtra']);
      await rowLink(page, 'Mumbai Suburban').waitFor();
      // Twelve districts: two pages of ten.
      await page.getByRole('button', { name: 'Page 2' }).click();
      await rowLink(page, 'Thane').waitFor();
      await page.getByRole('button', { name: 'Page 1' }).click();
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, 'districts');

      await rowLink(page, 'Mumbai Suburban').click();
      await heading(page, 'Locations of Mumbai Suburban');
      expect(await crumbs(page)).toEqual(['Countries', 'India', 'Maharashtra', 'Mumbai Suburban']);
      await page.getByRole('cell', { name: 'Andheri', exact: true }).waitFor();
      const search = page.getByRole('searchbox', { name: 'Search locations by name or id' });
      await search.fill('ANDH');
      await search.press('Enter');
      await page.getByText('Locations: 1 of 14').waitFor();
      expect(new URL(page.url()).search).toBe('?status=active&search=ANDH&page=1&rows=10');
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, 'locations');

      await crumb(page, 'Maharashtra').click();
      await heading(page, 'Districts of Maharashtra');
      await crumb(page, 'India').click();
      await heading(page, 'States of India');
      await crumb(page, 'Countries').click();
      await heading(page, 'Countries');
      expect(pathOf(page)).toBe('/dashboard/master/countries');
      // The browser's Back retraces the walk.
      await page.goBack();
      await heading(page, 'States of India');
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );

  it('names an unknown parent by its id on a deep link, and says so plainly for a bad id', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'admin');
    await navigateInApp(page, '/dashboard/master/1/district/view');
    await heading(page, 'Districts of State 1');
    expect(await crumbs(page)).toEqual(['Countries', 'State 1']);
    await rowLink(page, 'Pune').waitFor();
    await navigateInApp(page, '/dashboard/master/abc/location/view');
    await heading(page, 'Locations of a District');
    await page.getByRole('alert').filter({ hasText: '‘abc’ is not a district id' }).waitFor();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, 'bad-id');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'picks a country, a state and a district on Master > Locations, and shows the label catalogue',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, 'admin');
      await navigateInApp(page, '/dashboard/master/location');
      await heading(page, 'Locations');
      await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Nepal' });
      await page.getByLabel('State', { exact: true }).selectOption({ label: 'Bagmati' });
      await page.getByLabel('District', { exact: true }).selectOption({ label: 'Kathmandu' });
      await page.getByRole('cell', { name: 'Thamel', exact: true }).waitFor();
      expect(new URL(page.url()).search).toMatch(
        /^\?country_id=\d+&state_id=\d+&district_id=\d+&status=active&page=1&rows=10$/,
      );
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, 'location-pickers');

      await navigateInApp(page, '/dashboard/master/master-data');
      await heading(page, 'Master Data');
      await page.getByRole('table', { name: 'Heart rhythm' }).waitFor();
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, 'catalogue');
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );

  it('against a server without the proposed calls (?demo_proposed=off), says which call a record page needs and keeps the lists', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'admin');
    // A page load with the parameter: the in-browser demo API starts without the proposed calls.
    await page.goto(new URL('/dashboard/master/countries/view/1?demo_proposed=off', page.url()).toString());
    await page
      .getByRole('alert')
      .filter({ hasText: 'This screen needs GET /v3/country/{id}, which this server does not provide yet.' })
      .waitFor();
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, 'missing-call');
    // The lists use the known calls: they still work.
    await navigateInApp(page, '/dashboard/master/countries');
    await rowLink(page, 'India').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
