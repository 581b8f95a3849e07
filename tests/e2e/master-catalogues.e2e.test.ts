import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { navigateInApp, openPage, pathOf, signIn } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

/**
 * Three master catalogues as an administrator would run them, in a real browser against the demo
 * API: create a record from the list's Add button, edit it in place, disable it and enable it again.
 * One catalogue of each kind of route: `/create` and `/view/{id}` (clinic types), `/{id}` with
 * pickers of other catalogues (videos), and one route with `?new` and `?id=` (medicines). The rules
 * behind each form are the component tests' (src/features/master-data/catalogues/simple.test.tsx);
 * this shows what only a browser can: the whole round trip, focus and the confirm dialog included.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const WALK_MS = 150_000;

interface Walk {
  list: string;
  title: string;
  singular: string;
  fill: (page: Page) => Promise<void>;
  /** The new record's heading, its address, and the edit that renames it. */
  created: string;
  address: RegExp;
  rename: { label: string; value: string; heading: string };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const WALKS: Walk[] = [
  {
    list: '/dashboard/master/clinicType',
    title: 'Clinic Types',
    singular: 'Clinic Type',
    fill: (page) => field(page, 'Name').fill('Airport lounge'),
    created: 'Clinic Type: Airport lounge',
    address: /^\/dashboard\/master\/clinicType\/view\/\d+$/,
    rename: { label: 'Name', value: 'Airport lounge kiosk', heading: 'Clinic Type: Airport lounge kiosk' },
  },
  {
    list: '/dashboard/master/video',
    title: 'Videos',
    singular: 'Video',
    fill: async (page) => {
      await field(page, 'Title').fill('Sleep well');
      await field(page, 'URL').fill('https://videos.example.com/sleep.mp4');
      await field(page, 'Language').selectOption({ label: 'English' });
      await field(page, 'Category').selectOption({ label: 'Healthy living' });
    },
    created: 'Video: Sleep well',
    address: /^\/dashboard\/master\/video\/\d+$/,
    rename: { label: 'Title', value: 'Sleep well, live well', heading: 'Video: Sleep well, live well' },
  },
  {
    list: '/dashboard/master/medicine',
    title: 'Medicines',
    singular: 'Medicine',
    fill: async (page) => {
      await field(page, 'Name').fill('Paracetamol');
      await field(page, 'Form').selectOption({ label: 'Tablet' });
      await field(page, 'Strength').fill('650 mg');
    },
    created: 'Medicine: Paracetamol 650 mg',
    address: /^\/dashboard\/master\/medicine$/,
    rename: { label: 'Strength', value: '1 g', heading: 'Medicine: Paracetamol 1 g' },
  },
];

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** Disable or Enable, through the confirm dialog; the page then offers the other. */
const changeStatus = async (page: Page, verb: 'Disable' | 'Enable', name: string) => {
  await page.getByRole('button', { name: verb, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(`${verb} ${name}?`);
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await page.getByRole('button', { name: verb === 'Disable' ? 'Enable' : 'Disable', exact: true }).waitFor();
};

describe('master catalogues in the browser, against the demo API', () => {
  it.each(WALKS)(
    '$title: creates, edits, disables and enables a record',
    async (walk) => {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, 'admin');
      await navigateInApp(page, walk.list);
      await heading(page, walk.title);
      await page.getByRole('link', { name: `Add ${walk.singular}` }).click();
      await heading(page, `Create ${walk.singular}`);
      await walk.fill(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();

      await heading(page, walk.created);
      expect(pathOf(page)).toMatch(walk.address);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await field(page, walk.rename.label).fill(walk.rename.value);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await heading(page, walk.rename.heading);
      const name = walk.rename.heading.slice(walk.singular.length + 2);

      await changeStatus(page, 'Disable', name);
      await page.getByText(`${walk.singular} ${name} disabled.`).first().waitFor();
      // The toasts keep PrimeReact's 25rem at the top right, clear of the page (they once spanned it).
      const toast = await page.locator('.p-toast-top-right').boundingBox();
      expect(toast?.width).toBeLessThanOrEqual(400);
      expect((toast?.x ?? 0) + (toast?.width ?? 0)).toBeGreaterThan(1200);
      // axe reads colours as painted: mid fade-in the toast's text is part transparent.
      await page.waitForFunction(() => !document.querySelector('.p-toast-message-enter'));
      await expectNoSeriousA11yIssues(page);
      await page.screenshot({ path: `/tmp/catalogue-${walk.singular.toLowerCase().replace(/ /g, '-')}.png` });
      await changeStatus(page, 'Enable', name);
      await page.getByText(`${walk.singular} ${name} enabled.`).first().waitFor();

      // Back in the list, among the active records, under its new name.
      await navigateInApp(page, walk.list);
      await page.getByRole('searchbox').fill(walk.rename.value);
      await page.getByRole('searchbox').press('Enter');
      await page.getByRole('table').getByRole('link', { name }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
});
