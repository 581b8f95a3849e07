import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { ASSIGN, camp, freeClinic, pickerCases, resetDemoData } from './reliability-camp-support';
import { SLOW_MS } from './reliability-cases';
import {
  expectHealthy,
  expectHeaderUsable,
  expectNoToast,
  expectToast,
  faultFor,
  perFault,
  runCases,
  toastDetailFor,
} from './reliability-checks';
import {
  clickTwiceInOneFrame,
  countCalls,
  type Harness,
  load,
  openHarness,
  signInAsAdmin,
  skipUntil,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/** Faults on Assign New Clinics (docs/requirements.md 2.10, section 8), as an administrator. */
let browser: Browser;
let h: Harness;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
  await signInAsAdmin(h);
});
afterAll(async () => {
  await browser.close();
});

const clinicsTable = () => page.getByRole('table', { name: 'Clinics of the chosen location' });

describe('assign new clinics', () => {
  runCases(
    'assign-camp',
    perFault(async (key) => {
      const path = '/v3/camp-system/*';
      await load(h, ASSIGN, faultFor(key, path, 'GET'));
      const location = page.getByRole('combobox', { name: 'Location' });
      if (key === 'slow') {
        // Until the camp comes, its location is not known: the user may pick one meanwhile.
        await waitVisible(page, page.getByText('Choose a location to see its clinics.'), 1_000);
        expect(await location.innerText()).toContain('Choose a location');
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByText(/^Camp_/));
        await waitVisible(page, clinicsTable().getByRole('button', { name: /^Add / }));
      } else {
        await waitVisible(page, page.getByRole('alert').getByText('Error loading data'));
        expect(countCalls(h, 'GET', `/v3/camp-system/${camp.id}`)).toBe(key === 'malformed' ? 1 : 4);
        await expectNoToast(page);
        expect(await page.getByText('Choose a location to see its clinics.').isVisible()).toBe(true);
        // Assigning still works: the location is picked by hand, and its clinics appear.
        await location.click();
        const first = page.getByRole('listbox', { name: 'Location' }).getByRole('option').first();
        await waitVisible(page, first);
        await first.click();
        await waitVisible(page, clinicsTable().getByRole('button', { name: /^Add / }));
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'assign-locations',
    pickerCases(() => h, {
      url: ASSIGN,
      label: 'Location',
      path: '/v3/location/filter',
      open: () => Promise.resolve(),
    }),
  );

  runCases(
    'assign-clinics',
    perFault(async (key) => {
      const path = '/v3/camp-system/clinic-list-camp';
      await load(h, ASSIGN, faultFor(key, path));
      if (key === 'slow') {
        // The clinics are asked for once the camp (and so its location) has come.
        await waitVisible(page, page.getByText('Choose a location to see its clinics.'), 1_000);
        // The camp (and so its location) comes after 11 s; its request can start a moment after the
        // page shows, so the clock moves in steps rather than one jump that could land before it.
        await waitVisible(page, clinicsTable().getByText('Loading...'), SLOW_MS + 2_000);
        await page.getByRole('combobox', { name: 'Location' }).click();
        await waitVisible(page, page.getByRole('listbox', { name: 'Location' }), 1_000);
        await page.keyboard.press('Escape');
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, clinicsTable().getByRole('button', { name: /^Add / }));
      } else {
        await waitVisible(page, clinicsTable().getByText('Error loading data'));
        expect(await page.getByText('Total Clinics:').innerText()).toBe('Total Clinics: 0');
        await expectNoToast(page);
        expect(countCalls(h, 'POST', path)).toBe(key === 'malformed' ? 1 : 4);
      }
      await expectHealthy(h);
    }),
  );

  const groupOptions = () => clinicsTable().getByRole('combobox').first().locator('option').allInnerTexts();
  const ADD_PATH = '/v3/camp-system/assign-clinic-to-camp';
  const groupSelect = () => page.getByRole('combobox', { name: `Group for ${freeClinic.name}` }).first();
  const addButton = () => page.getByRole('button', { name: `Add ${freeClinic.name}` }).first();
  /** Shows only the clinic not yet assigned (assigned ones are marked and keep Add disabled). */
  const findFreeClinic = async () => {
    await waitVisible(page, clinicsTable().getByRole('combobox'));
    await page.getByRole('searchbox', { name: 'Search clinics by name or id' }).fill(freeClinic.name);
  };
  const chooseGroup = async () => {
    await findFreeClinic();
    await groupSelect().selectOption({ label: 'General Screening' });
  };

  runCases(
    'assign-groups',
    perFault(async (key) => {
      const path = '/v3/camp-system/group-master-list';
      await load(h, ASSIGN, faultFor(key, path));
      if (key === 'slow') {
        // The camp (and so its location) comes after 11 s; its request can start a moment after the
        // page shows, so the clock moves in steps rather than one jump that could land before it.
        await waitVisible(page, clinicsTable().getByText('Loading...'), SLOW_MS + 2_000);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, clinicsTable().getByRole('combobox'));
        await expect
          .poll(groupOptions)
          .toEqual(expect.arrayContaining(['Select group', 'General Screening']));
      } else {
        const expected = key === 'malformed' ? 1 : 4;
        await skipUntil(page, () => Promise.resolve(countCalls(h, 'POST', path) === expected));
        await page.clock.fastForward(1_000);
        await findFreeClinic();
        expect(await groupSelect().locator('option').allInnerTexts()).toEqual(['Select group']);
        // The row says why its dropdown is empty.
        const reason = await groupSelect().getAttribute('aria-describedby');
        expect(await page.locator(`[id="${reason}"]`).textContent()).toBe('Error loading data');
        expect(await page.locator(`[id="${reason}"]`).isVisible()).toBe(true);
        const add = addButton();
        expect(await add.isDisabled()).toBe(true);
        const hint = await add.getAttribute('aria-describedby');
        expect(await page.locator(`[id="${hint}"]`).textContent()).toBe('Please select a group first');
        await expectNoToast(page);
        expect(countCalls(h, 'POST', path)).toBe(expected);
      }
      await expectHealthy(h);
    }),
  );

  runCases('assign-add', {
    ...perFault(async (key) => {
      await resetDemoData(page);
      await load(h, ASSIGN, faultFor(key, ADD_PATH));
      await chooseGroup();
      await addButton().click();
      if (key === 'slow') {
        await waitVisible(
          page,
          page.getByRole('button', { name: `Add ${freeClinic.name}` }).filter({ hasText: 'Adding...' }),
        );
        expect(await addButton().isDisabled()).toBe(true);
        await page.clock.fastForward(SLOW_MS);
        await expectToast(page, 'Success', 'Assigned Successfully');
      } else {
        await expectToast(page, 'Failed to assign clinic to camp', toastDetailFor(key));
        expect(await groupSelect().locator('option:checked').innerText()).toBe('General Screening');
        expect(await addButton().isEnabled()).toBe(true);
        expect(countCalls(h, 'POST', ADD_PATH)).toBe(1);
      }
      await expectHealthy(h);
    }),
    'double-submit': async () => {
      await resetDemoData(page);
      await load(h, ASSIGN);
      await chooseGroup();
      await clickTwiceInOneFrame(addButton());
      await expectToast(page, 'Success', 'Assigned Successfully');
      expect(countCalls(h, 'POST', ADD_PATH)).toBe(1);
      await expectHealthy(h);
    },
  });
});
