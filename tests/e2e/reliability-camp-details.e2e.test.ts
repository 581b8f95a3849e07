import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { seedDemoData } from '@/mocks/seed';

import { SLOW_MS } from './reliability-cases';
import {
  clickTwiceInOneFrame,
  countCalls,
  expectHealthy,
  expectHeaderUsable,
  expectNoToast,
  expectToast,
  faultFor,
  type Harness,
  load,
  openHarness,
  perFault,
  runCases,
  signInAsAdmin,
  skipUntil,
  toastDetailFor,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/** Faults on Camp Details and Assign New Clinics (SPEC.md 2.9, 2.10, section 8), as an administrator. */
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

/**
 * From the deterministic seed: the camp with the most active assignments, one of its assigned
 * clinics, and an active clinic of its location that is not assigned yet.
 */
const seed = seedDemoData(1);
const activeRows = (campId: number) => seed.assignments.filter((row) => row.camp_id === campId && row.status);
const camp = [...seed.camps].sort((a, b) => activeRows(b.id).length - activeRows(a.id).length)[0]!;
const assignedIds = new Set(activeRows(camp.id).map((row) => row.clinic_id));
const freeClinic = seed.clinics.find(
  (clinic) => clinic.location_id === camp.location_id && clinic.status && !assignedIds.has(clinic.id),
)!;

const INFO = `/dashboard/manage/camp/info?camp_id=${camp.id}`;
const ASSIGN = `/dashboard/manage/camp/assign?camp_id=${camp.id}`;
const END_DATE = '28-12-2031';

/** Back to the seed (the session stays): removals and assignments of earlier cases are undone. */
const resetDemoData = () => page.evaluate(async () => window.__demoApi?.reset());

const assignedTable = () => page.getByRole('table', { name: 'Clinics assigned to this camp' });
const removeButtons = () => assignedTable().getByRole('button', { name: /^Remove / });

/** The Location picker of the edit form or of Assign; `open` shows it once the page has loaded. */
const pickerCases = (url: string, path: string, open: () => Promise<void>) =>
  perFault(async (key) => {
    await load(h, url, faultFor(key, path));
    await open();
    const combobox = page.getByRole('combobox', { name: 'Location' });
    await combobox.click();
    const list = page.getByRole('listbox', { name: 'Location' });
    const status = list.locator('xpath=..').getByRole('status');
    if (key === 'slow') {
      await waitVisible(page, status.getByText('Loading...'), 1_000);
      await page.keyboard.press('Escape');
      await expectHeaderUsable(page);
      await page.clock.fastForward(SLOW_MS);
      await combobox.click();
      await waitVisible(page, list.getByRole('option'));
    } else {
      await waitVisible(page, status.getByText('Error loading data'));
      await expectNoToast(page);
      expect(countCalls(h, 'POST', path)).toBe(key === 'malformed' ? 1 : 4);
    }
    await expectHealthy(h);
  });

describe('camp details', () => {
  runCases(
    'details-camp',
    perFault(async (key) => {
      await load(h, INFO, faultFor(key, '/v3/camp-system/*', 'GET'));
      if (key === 'slow') {
        await waitVisible(page, page.getByRole('status').getByText('Loading...'));
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('button', { name: 'Edit' }));
      } else {
        await waitVisible(page, page.getByRole('alert').getByText('Error loading data'));
        await expectNoToast(page);
        // The shell around it still works: the sidebar leads back to the camps list.
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: 'Camps' })
          .click();
        await waitVisible(page, page.getByRole('heading', { name: 'Camps', level: 1 }));
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'details-locations',
    pickerCases(INFO, '/v3/location/filter', async () => {
      const edit = page.getByRole('button', { name: 'Edit' });
      await waitVisible(page, edit);
      await edit.click();
    }),
  );

  runCases(
    'details-assigned',
    perFault(async (key) => {
      await load(h, INFO, faultFor(key, '/v3/camp-system/assigned-clinic-list'));
      if (key === 'slow') {
        await page.clock.fastForward(SLOW_MS - 1_000);
        await waitVisible(page, page.getByRole('button', { name: 'Edit' }));
        expect(await assignedTable().getByText('Loading...').isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Edit' }).click();
        await waitVisible(page, page.getByRole('button', { name: 'Cancel' }));
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, removeButtons());
      } else {
        await waitVisible(page, assignedTable().getByText('Error loading data'));
        expect(await page.getByText('Camp Name').isVisible()).toBe(true);
        await expectNoToast(page);
      }
      await expectHealthy(h);
    }),
  );

  const editEndDate = async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('End Date').fill(END_DATE);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Inactive' });
  };
  const editsKept = async () => {
    expect(await page.getByLabel('End Date').inputValue()).toBe(END_DATE);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('false');
  };

  runCases('details-update', {
    ...perFault(async (key) => {
      await load(h, INFO, faultFor(key, `/v3/camp-system/${camp.id}`, 'PUT'));
      if (key === 'slow') await waitVisible(page, page.getByRole('button', { name: 'Edit' }));
      await editEndDate();
      await page.getByRole('button', { name: 'Save' }).click();
      if (key === 'slow') {
        const saving = page.getByRole('button', { name: 'Saving...' });
        await waitVisible(page, saving);
        expect(await saving.isDisabled()).toBe(true);
        await editsKept();
        await page.clock.fastForward(SLOW_MS);
        await expectToast(page, 'Success', 'Updated successfully');
        await waitVisible(page, page.getByRole('button', { name: 'Edit' }));
      } else {
        await expectToast(page, 'Error', toastDetailFor(key));
        await editsKept();
        expect(await page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
        expect(countCalls(h, 'PUT', `/v3/camp-system/${camp.id}`)).toBe(1);
      }
      await expectHealthy(h);
    }),
    'double-submit': async () => {
      await load(h, INFO);
      await editEndDate();
      await clickTwiceInOneFrame(page.getByRole('button', { name: 'Save' }));
      await expectToast(page, 'Success', 'Updated successfully');
      expect(countCalls(h, 'PUT', `/v3/camp-system/${camp.id}`)).toBe(1);
      await expectHealthy(h);
    },
  });

  const UNASSIGN = '/v3/camp-system/unassign-clinic-to-camp/*';
  const openRemoveDialog = async () => {
    await waitVisible(page, removeButtons());
    const name = ((await removeButtons().first().getAttribute('aria-label')) ?? '').replace(/^Remove /, '');
    await removeButtons().first().click();
    return { name, confirm: page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }) };
  };
  const rowsNamed = (name: string) => assignedTable().getByRole('cell', { name, exact: true });
  const unassignCalls = () =>
    h.calls.filter((call) => call.path.startsWith('/v3/camp-system/unassign')).length;

  const expectConfirmBusy = async (confirm: ReturnType<typeof page.getByRole>) => {
    await waitVisible(page, page.getByRole('alertdialog'));
    await skipUntil(page, () => confirm.isDisabled(), { maxMs: 1_000, what: 'a disabled Remove' });
  };
  /** The table is asked for again after a removal; with the slow fault that takes 11 s too. */
  const expectRowGone = async (name: string) => {
    await skipUntil(page, async () => (await rowsNamed(name).count()) === 0, { what: `${name} gone` });
  };

  runCases('details-remove', {
    ...perFault(async (key) => {
      await resetDemoData();
      await load(h, INFO, faultFor(key, UNASSIGN, 'PUT'));
      const { name, confirm } = await openRemoveDialog();
      await confirm.click();
      if (key === 'slow') {
        await expectConfirmBusy(confirm);
        await page.clock.fastForward(SLOW_MS);
        await expectToast(page, 'Success', 'Removed Successfully');
        await expectRowGone(name);
      } else {
        await expectToast(page, 'Error', toastDetailFor(key));
        expect(await rowsNamed(name).count()).toBe(1);
        expect(unassignCalls()).toBe(1);
      }
      await expectHealthy(h);
    }),
    'double-submit': async () => {
      await resetDemoData();
      await load(h, INFO);
      const { name, confirm } = await openRemoveDialog();
      await clickTwiceInOneFrame(confirm);
      await expectToast(page, 'Success', 'Removed Successfully');
      await expectRowGone(name);
      expect(unassignCalls()).toBe(1);
      await expectHealthy(h);
    },
  });
});

describe('assign new clinics', () => {
  runCases(
    'assign-locations',
    pickerCases(ASSIGN, '/v3/location/filter', () => Promise.resolve()),
  );

  const clinicsTable = () => page.getByRole('table', { name: 'Clinics of the chosen location' });

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
      await resetDemoData();
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
      await resetDemoData();
      await load(h, ASSIGN);
      await chooseGroup();
      await clickTwiceInOneFrame(addButton());
      await expectToast(page, 'Success', 'Assigned Successfully');
      expect(countCalls(h, 'POST', ADD_PATH)).toBe(1);
      await expectHealthy(h);
    },
  });
});
