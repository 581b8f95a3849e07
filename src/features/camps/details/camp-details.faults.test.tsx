import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { formatDisplayDate } from '@/lib/dates';

import { clickTwiceInOneFrame, pickerFaultCases } from '@tests/unit/camp-faults';
import { CAMP_CALLS, CAMP_INFO, CAMPS } from '@tests/unit/camps';
import type { DemoApi } from '@tests/unit/demo-api';
import { currentUrl } from '@tests/unit/harness';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  expectToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
} from '@tests/unit/reliability-kit';

/**
 * Faults on Camp Details (docs/requirements.md 2.9, section 8), as an administrator: the rows of
 * docs/reliability.md that run here. Seed camp 11, Meera's at Goregaon, has two clinics assigned:
 * LifeLine Goregaon 5 (assignment 20, the first row) and Sunrise Health Goregaon 3 (21).
 */
const CAMP_ID = 11;
const INFO = `${CAMP_INFO}?camp_id=${CAMP_ID}`;
const FIRST_CLINIC = 'LifeLine Goregaon 5';
const FIRST_ASSIGNMENT = 20;
const DAY_MS = 86_400_000;

const assignedTable = () => screen.getByRole('table', { name: 'Clinics assigned to this camp' });
const removeButtons = () => within(assignedTable()).getAllByRole('button', { name: /^Remove / });
const rowsNamed = (name: string) => within(assignedTable()).queryAllByRole('cell', { name });
const editButton = () => screen.getByRole('button', { name: 'Edit' });
const save = () => screen.getByRole('button', { name: 'Save' });

/** Edit, once the camp has come (skipping the clock while it is slow). */
const openEdit = async (user: UserEvent) => {
  await skipUntil(() => expect(editButton()).toBeVisible());
  await user.click(editButton());
};

/** A new end date, 30 days after the camp's start (whatever day the seed starts it on). */
const newEndDate = (demo: DemoApi): string =>
  formatDisplayDate(new Date(Date.parse(demo.db.camp(CAMP_ID)!.start_date) + 30 * DAY_MS));

const typeEndDate = async (user: UserEvent, demo: DemoApi) => {
  const field = screen.getByLabelText('End Date');
  // Cleared, then pasted: one input event, as quick as a fault case needs.
  await user.clear(field);
  await user.paste(newEndDate(demo));
  expect(field).toHaveValue(newEndDate(demo));
};

const editEndDateAndStatus = async (user: UserEvent, demo: DemoApi) => {
  await openEdit(user);
  await typeEndDate(user, demo);
  await user.selectOptions(screen.getByLabelText('Status', { exact: true }), 'Inactive');
};
const expectEditsKept = (demo: DemoApi) => {
  expect(screen.getByLabelText('End Date')).toHaveValue(newEndDate(demo));
  expect(screen.getByLabelText('Status', { exact: true })).toHaveValue('false');
};

/** Opens the removal dialog of the first assigned clinic: its name and the dialog's Remove. */
const openRemoveDialog = async (user: UserEvent) => {
  await skipUntil(() => expect(removeButtons()[0]).toBeVisible());
  const first = removeButtons()[0]!;
  const name = (first.getAttribute('aria-label') ?? '').replace(/^Remove /, '');
  expect(name).toBe(FIRST_CLINIC);
  await user.click(first);
  return within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' });
};
const removals = (demo: DemoApi) => demo.count('PUT', CAMP_CALLS.unassign(FIRST_ASSIGNMENT));

describe('Camp Details under faults', () => {
  runComponentCases(
    'details-camp',
    perFault(async (key) => {
      // The whole app: the header, the sidebar and its menu around the failed screen.
      const { demo, toasts, user } = await loadFaultCase({
        url: INFO,
        faults: faultFor(key, '/v3/camp-system/*', 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() =>
          expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...'),
        );
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(editButton()).toBeVisible());
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error loading data$/));
        expectNoToast(toasts);
        expect(demo.count('GET', CAMP_CALLS.one(CAMP_ID))).toBe(callsFor(key));
        // The shell around it still works: the sidebar leads back to the camps list.
        await user.click(
          within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Camps' }),
        );
        await skipUntil(() => expect(screen.getByRole('heading', { name: 'Camps', level: 1 })).toBeVisible());
        expect(currentUrl()).toBe(CAMPS);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'details-locations',
    pickerFaultCases({
      url: INFO,
      label: 'Location',
      path: CAMP_CALLS.locations,
      open: openEdit,
      otherFieldWorks: typeEndDate,
    }),
  );

  runComponentCases(
    'details-customers',
    pickerFaultCases({
      url: INFO,
      label: 'Customer',
      path: '/v3/customer/filter',
      open: openEdit,
      otherFieldWorks: typeEndDate,
    }),
  );

  runComponentCases(
    'details-assigned',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: INFO,
        faults: faultFor(key, CAMP_CALLS.assigned),
        render: 'route',
      });
      if (key === 'slow') {
        await skipUntil(() => expect(editButton()).toBeVisible());
        expect(within(assignedTable()).getByText('Loading...')).toBeVisible();
        await user.click(editButton());
        expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
        await advance(SLOW_MS);
        await skipUntil(() => expect(removeButtons()).toHaveLength(2));
      } else {
        await skipUntil(() => expect(within(assignedTable()).getByText('Error loading data')).toBeVisible());
        expect(screen.getByText('Camp Name')).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', CAMP_CALLS.assigned)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases('details-update', {
    ...perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: INFO, render: 'route' });
      await editEndDateAndStatus(user, demo);
      // Only the Save meets the fault (slow: every call from now on).
      demo.db.setFaults(faultFor(key, CAMP_CALLS.one(CAMP_ID), 'PUT'));
      await user.click(save());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expectEditsKept(demo);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Updated successfully', 'success');
        await skipUntil(() => expect(editButton()).toBeVisible());
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expectEditsKept(demo);
        expect(save()).toBeEnabled();
        expect(demo.count('PUT', CAMP_CALLS.one(CAMP_ID))).toBe(1);
      }
      expectHealthy();
    }),
    'double-submit': async () => {
      const { demo, toasts, user } = await loadFaultCase({ url: INFO, render: 'route' });
      await editEndDateAndStatus(user, demo);
      clickTwiceInOneFrame(save());
      await expectToast(toasts, 'Success', 'Updated successfully', 'success');
      expect(demo.count('PUT', CAMP_CALLS.one(CAMP_ID))).toBe(1);
      expectHealthy();
    },
  });

  runComponentCases('details-remove', {
    ...perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: INFO, render: 'route' });
      const confirm = await openRemoveDialog(user);
      // Only the removal meets the fault (slow: every call from now on).
      demo.db.setFaults(faultFor(key, '/v3/camp-system/unassign-clinic-to-camp/*', 'PUT'));
      await user.click(confirm);
      if (key === 'slow') {
        await skipUntil(() => expect(confirm).toBeDisabled(), { maxMs: 1_000 });
        expect(screen.getByRole('alertdialog')).toBeVisible();
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Removed Successfully', 'success');
        // The table is asked for again after a removal; with the slow fault that takes 11 s too.
        await skipUntil(() => expect(rowsNamed(FIRST_CLINIC)).toHaveLength(0));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(rowsNamed(FIRST_CLINIC)).toHaveLength(1);
        expect(removals(demo)).toBe(1);
      }
      expectHealthy();
    }),
    'double-submit': async () => {
      const { demo, toasts, user } = await loadFaultCase({ url: INFO, render: 'route' });
      const confirm = await openRemoveDialog(user);
      clickTwiceInOneFrame(confirm);
      await expectToast(toasts, 'Success', 'Removed Successfully', 'success');
      await skipUntil(() => expect(rowsNamed(FIRST_CLINIC)).toHaveLength(0));
      expect(removals(demo)).toBe(1);
      expectHealthy();
    },
  });
});
