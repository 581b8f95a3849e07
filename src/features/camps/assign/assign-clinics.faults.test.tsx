import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { clickTwiceInOneFrame, pickerFaultCases } from '@tests/unit/camp-faults';
import { ANNA_NAGAR_CAMP, ASSIGN, CAMP_CALLS, shownName } from '@tests/unit/camps';
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
 * Faults on Assign New Clinics (docs/requirements.md 2.10, section 8), as an administrator: the
 * rows of docs/reliability.md that run here. Seed camp 29, Arjun's at Anna Nagar, has nothing
 * assigned; Sunrise Health Anna Nagar 4 (238) is one of the location's four active clinics.
 */
const AT_CAMP = `${ASSIGN}?camp_id=${ANNA_NAGAR_CAMP}`;
const CLINIC = 'Sunrise Health Anna Nagar 4';
const CHOOSE_TEXT = 'Choose a location to see its clinics.';

const clinicsTable = () => screen.getByRole('table', { name: 'Clinics of the chosen location' });
const addButtons = () => within(clinicsTable()).getAllByRole('button', { name: /^Add / });
const groupSelect = () => screen.getByRole('combobox', { name: `Group for ${CLINIC}` });
const addButton = () => screen.getByRole('button', { name: `Add ${CLINIC}` });
/** The text an element's aria-describedby points at. */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '');
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Shows only the clinic the case assigns, once the location's clinics have come. */
const findClinic = async (user: UserEvent) => {
  await skipUntil(() => expect(groupSelect()).toBeVisible());
  await user.type(screen.getByRole('searchbox', { name: 'Search clinics by name or id' }), CLINIC);
  expect(addButtons()).toHaveLength(1);
};
const chooseGroup = async (user: UserEvent) => {
  await findClinic(user);
  await user.selectOptions(groupSelect(), 'General Screening');
};

describe('Assign New Clinics under faults', () => {
  runComponentCases(
    'assign-camp',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: AT_CAMP,
        faults: faultFor(key, '/v3/camp-system/*', 'GET'),
        render: slow ? 'app' : 'route',
      });
      const location = screen.getByRole('combobox', { name: 'Location' });
      if (slow) {
        // Until the camp comes, its location is not known: the user may pick one meanwhile.
        expect(screen.getByText(CHOOSE_TEXT)).toBeVisible();
        expect(location).toHaveTextContent('Choose a location');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        const name = shownName(demo.db, demo.db.camp(ANNA_NAGAR_CAMP)!);
        await skipUntil(() => expect(screen.getByText(name)).toBeVisible());
        await skipUntil(() => expect(addButtons()).toHaveLength(4));
        expect(location).toHaveTextContent('Anna Nagar');
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error loading data$/));
        expect(demo.count('GET', CAMP_CALLS.one(ANNA_NAGAR_CAMP))).toBe(callsFor(key));
        expectNoToast(toasts);
        expect(screen.getByText(CHOOSE_TEXT)).toBeVisible();
        // Assigning still works: the location is picked by hand, and its clinics appear.
        await user.click(location);
        const list = screen.getByRole('listbox', { name: 'Location' });
        await skipUntil(() => expect(within(list).getByRole('option', { name: 'Anna Nagar' })).toBeVisible());
        await user.click(within(list).getByRole('option', { name: 'Anna Nagar' }));
        await skipUntil(() => expect(addButtons()).toHaveLength(4));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'assign-locations',
    pickerFaultCases({ url: AT_CAMP, label: 'Location', path: CAMP_CALLS.locations }),
  );

  runComponentCases(
    'assign-clinics',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: AT_CAMP,
        faults: faultFor(key, CAMP_CALLS.locationClinics),
        render: slow ? 'app' : 'route',
      });
      if (slow) {
        // The clinics are asked for once the camp (and so its location) has come.
        expect(screen.getByText(CHOOSE_TEXT)).toBeVisible();
        await skipUntil(() => expect(within(clinicsTable()).getByText('Loading...')).toBeVisible(), {
          maxMs: SLOW_MS + 2_000,
        });
        await user.click(screen.getByRole('combobox', { name: 'Location' }));
        expect(screen.getByRole('listbox', { name: 'Location' })).toBeVisible();
        await user.keyboard('{Escape}');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(addButtons()).toHaveLength(4));
      } else {
        await skipUntil(() => expect(within(clinicsTable()).getByText('Error loading data')).toBeVisible());
        expect(screen.getByText(/Total Clinics:/)).toHaveTextContent('Total Clinics: 0');
        expectNoToast(toasts);
        expect(demo.count('POST', CAMP_CALLS.locationClinics)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'assign-groups',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: AT_CAMP,
        faults: faultFor(key, CAMP_CALLS.groups),
        render: slow ? 'app' : 'route',
      });
      if (slow) {
        await skipUntil(() => expect(within(clinicsTable()).getByText('Loading...')).toBeVisible(), {
          maxMs: SLOW_MS + 2_000,
        });
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(optionTexts(groupSelect())).toContain('General Screening'));
        expect(optionTexts(groupSelect())[0]).toBe('Select group');
      } else {
        await skipUntil(() => expect(demo.count('POST', CAMP_CALLS.groups)).toBe(callsFor(key)));
        await advance(1_000);
        await findClinic(user);
        expect(optionTexts(groupSelect())).toEqual(['Select group']);
        // The row says why its dropdown is empty.
        expect(description(groupSelect())).toHaveTextContent(/^Error loading data$/);
        expect(description(groupSelect())).toBeVisible();
        expect(addButton()).toBeDisabled();
        expect(description(addButton())).toHaveTextContent(/^Please select a group first$/);
        expectNoToast(toasts);
        expect(demo.count('POST', CAMP_CALLS.groups)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases('assign-add', {
    ...perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: AT_CAMP, render: 'route' });
      await chooseGroup(user);
      // Only the Add meets the fault (slow: every call from now on).
      demo.db.setFaults(faultFor(key, CAMP_CALLS.assign));
      await user.click(addButton());
      if (key === 'slow') {
        await skipUntil(() => expect(addButton()).toHaveTextContent('Adding...'));
        expect(addButton()).toBeDisabled();
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Assigned Successfully', 'success');
      } else {
        await expectToast(toasts, 'Failed to assign clinic to camp', toastDetailFor(key));
        expect(groupSelect()).toHaveDisplayValue('General Screening');
        expect(addButton()).toBeEnabled();
        expect(demo.count('POST', CAMP_CALLS.assign)).toBe(1);
      }
      expectHealthy();
    }),
    'double-submit': async () => {
      const { demo, toasts, user } = await loadFaultCase({ url: AT_CAMP, render: 'route' });
      await chooseGroup(user);
      clickTwiceInOneFrame(addButton());
      await expectToast(toasts, 'Success', 'Assigned Successfully', 'success');
      expect(demo.count('POST', CAMP_CALLS.assign)).toBe(1);
      expectHealthy();
    },
  });
});
