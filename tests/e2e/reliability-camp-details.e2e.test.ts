import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { camp, INFO, pickerCases, resetDemoData } from './reliability-camp-support';
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

/** Faults on Camp Details (docs/requirements.md 2.9, section 8), as an administrator. */
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

const END_DATE = '28-12-2031';

const assignedTable = () => page.getByRole('table', { name: 'Clinics assigned to this camp' });
const removeButtons = () => assignedTable().getByRole('button', { name: /^Remove / });

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

  const openEdit = async () => {
    const edit = page.getByRole('button', { name: 'Edit' });
    await waitVisible(page, edit);
    await edit.click();
  };
  /** The edit form's End Date still takes a date while a picker's list has failed. */
  const endDateWorks = async () => {
    await page.getByLabel('End Date').fill(END_DATE);
    expect(await page.getByLabel('End Date').inputValue()).toBe(END_DATE);
  };

  runCases(
    'details-locations',
    pickerCases(() => h, {
      url: INFO,
      label: 'Location',
      path: '/v3/location/filter',
      open: openEdit,
      otherFieldWorks: endDateWorks,
    }),
  );

  runCases(
    'details-customers',
    pickerCases(() => h, {
      url: INFO,
      label: 'Customer',
      path: '/v3/customer/filter',
      open: openEdit,
      otherFieldWorks: endDateWorks,
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
      await resetDemoData(page);
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
      await resetDemoData(page);
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
