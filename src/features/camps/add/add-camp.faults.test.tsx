import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { clickTwiceInOneFrame, pickerFaultCases, pickFirst } from '@tests/unit/camp-faults';
import { ADD_CAMP, CAMP_CALLS, CAMPS } from '@tests/unit/camps';
import { currentUrl } from '@tests/unit/harness';
import {
  advance,
  expectHeaderUsable,
  expectHealthy,
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
 * Faults on Add Camp (docs/requirements.md 2.8, section 8), as an administrator: the rows of
 * docs/reliability.md that run here.
 */
const START = '04-05-2031';
const END = '06-05-2031';

const typeDate = async (user: UserEvent, label: string, date: string) => {
  const field = screen.getByLabelText(label);
  // Cleared, then pasted: one input event, as quick as a fault case needs.
  await user.clear(field);
  await user.paste(date);
  expect(field).toHaveValue(date);
};

/** Fills every field with valid values (the first location and customer of the pickers). */
const fillAddCamp = async (user: UserEvent) => {
  await typeDate(user, 'Start Date', START);
  await typeDate(user, 'End Date', END);
  await pickFirst(user, 'Location');
  await pickFirst(user, 'Customer');
  // Both selects away from their defaults (Active, Ongoing), so a reset form would show.
  await user.selectOptions(screen.getByLabelText('Status', { exact: true }), 'Inactive');
  await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
};

const formValues = () => [
  screen.getByLabelText<HTMLInputElement>('Start Date').value,
  screen.getByLabelText<HTMLInputElement>('End Date').value,
  screen.getByRole('combobox', { name: 'Location' }).textContent,
  screen.getByRole('combobox', { name: 'Customer' }).textContent,
  screen.getByLabelText<HTMLSelectElement>('Status', { exact: true }).value,
  screen.getByLabelText<HTMLSelectElement>('Camp Status').value,
];

const save = () => screen.getByRole('button', { name: 'Save' });

describe('Add Camp under faults', () => {
  runComponentCases(
    'add-camp-locations',
    pickerFaultCases({
      url: ADD_CAMP,
      label: 'Location',
      path: CAMP_CALLS.locations,
      otherFieldWorks: (user) => typeDate(user, 'Start Date', START),
    }),
  );

  runComponentCases(
    'add-camp-customers',
    pickerFaultCases({
      url: ADD_CAMP,
      label: 'Customer',
      path: '/v3/customer/filter',
      otherFieldWorks: (user) => typeDate(user, 'End Date', END),
    }),
  );

  runComponentCases('add-camp-save', {
    ...perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: ADD_CAMP,
        render: slow ? 'app' : 'route',
      });
      await fillAddCamp(user);
      const typed = formValues();
      // Status and Camp Status as chosen: Inactive, Completed; the pickers chose something.
      expect(typed.slice(4)).toEqual(['false', 'false']);
      expect(typed[2]).not.toMatch(/^Select|^Choose|^$/);
      // Only the Save meets the fault (slow: every call from now on).
      demo.db.setFaults(faultFor(key, CAMP_CALLS.create, 'POST'));
      await user.click(save());
      if (slow) {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(formValues()).toEqual(typed);
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Camp Created Successfully', 'success');
        await skipUntil(() => expect(currentUrl()).toBe(CAMPS));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(formValues()).toEqual(typed);
        expect(save()).toBeEnabled();
        expect(currentUrl()).toBe(ADD_CAMP);
        expect(demo.count('POST', CAMP_CALLS.create)).toBe(1);
      }
      expectHealthy();
    }),
    'double-submit': async () => {
      const { demo, toasts, user } = await loadFaultCase({ url: ADD_CAMP, render: 'route' });
      const camps = demo.db.camps.length;
      await fillAddCamp(user);
      clickTwiceInOneFrame(save());
      await expectToast(toasts, 'Success', 'Camp Created Successfully', 'success');
      await skipUntil(() => expect(currentUrl()).toBe(CAMPS));
      expect(demo.count('POST', CAMP_CALLS.create)).toBe(1);
      expect(demo.db.camps).toHaveLength(camps + 1);
      expectHealthy();
    },
  });
});
