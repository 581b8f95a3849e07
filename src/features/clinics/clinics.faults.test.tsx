import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
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
  tryAgain,
} from '@tests/unit/reliability-kit';
import { customerUser } from '@tests/unit/session-fixtures';

/**
 * Faults on Create Clinic, Clinic Details, Edit Clinic and Disable (docs/lists.md, "Clinics";
 * docs/requirements.md section 8), as an administrator, on the demo customer's (Meera Iyer's) first
 * active clinic: the rows of docs/reliability.md that run here.
 */
const CLINICS = '/dashboard/manage/clinic';
const CREATE = `${CLINICS}/create`;
const CREATE_CALL = '/v3/clinic/';
const CUSTOMER_NAME = `${customerUser.first_name} ${customerUser.last_name}`;

/** The demo customer's first active clinic (the seed, src/mocks/seed.test.ts), and its pages. */
const ownClinic = () => {
  const demo = serveDemoApi();
  const clinic = demo.db.clinics.find((row) => row.user_id === customerUser.id && row.status)!;
  const details = `${CLINICS}/clinicDetails/${clinic.id}`;
  return {
    demo,
    clinic,
    details,
    edit: `${details}/editClinics`,
    call: `/v3/clinic/${clinic.id}`,
    heading: `Clinic: ${clinic.name}`,
  };
};

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
/** A line of the clinic's profile, as read: its value next to its label. */
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

/** Picks an option of a select once its list has loaded. */
const choose = async (user: UserEvent, label: string, option: string) => {
  await skipUntil(() => expect(screen.getByRole('option', { name: option })).toBeInTheDocument());
  await user.selectOptions(field(label), screen.getByRole('option', { name: option }));
};

/** Create Clinic's form, filled in for a new clinic of the demo customer in Andheri. */
const fillInClinic = async (user: UserEvent) => {
  await user.type(field('Name'), 'Swasthya Faults 1');
  await user.click(screen.getByRole('combobox', { name: 'Customer' }));
  await skipUntil(() => expect(screen.getByRole('option', { name: CUSTOMER_NAME })).toBeVisible());
  await user.click(screen.getByRole('option', { name: CUSTOMER_NAME }));
  await choose(user, 'Clinic type', 'Standalone clinic');
  await choose(user, 'Country', 'India');
  await choose(user, 'State', 'Maharashtra');
  await choose(user, 'District', 'Mumbai Suburban');
  await choose(user, 'Location', 'Andheri');
  await user.type(field('Address'), '14 Link Road');
  await user.type(field('Phone'), '+91 22 4000 1200');
  await user.type(field('Email'), 'faults@example.com');
  await user.type(field('AMC start'), '2026-01-01');
  await user.type(field('AMC expiry'), '2026-12-31');
};

describe('Create Clinic under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'create-clinic-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CREATE });
      await fillInClinic(user);
      const before = demo.db.clinics.length;
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CREATE_CALL, 'POST'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Name')).toHaveValue('Swasthya Faults 1');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Clinic Swasthya Faults 1 created.', 'success');
        await skipUntil(() => expect(heading('Clinic: Swasthya Faults 1')).toBeVisible());
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Name')).toHaveValue('Swasthya Faults 1');
        expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveTextContent(CUSTOMER_NAME);
        expect(field('Location')).toHaveDisplayValue('Andheri');
        expect(field('Email')).toHaveValue('faults@example.com');
        expect(field('AMC expiry')).toHaveValue('2026-12-31');
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(CREATE);
        expect(demo.count('POST', CREATE_CALL)).toBe(1);
        // A malformed answer is the server's 200: the clinic may exist; any other fault saved nothing.
        if (key !== 'malformed') expect(demo.db.clinics).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});

describe('Clinic Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'clinic-details',
    perFault(async (key) => {
      const { demo, clinic, details, call, heading: title } = ownClinic();
      const { toasts, user } = await loadFaultCase({
        url: details,
        demo,
        faults: faultFor(key, call, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        expect(screen.queryByText(clinic.address)).not.toBeInTheDocument();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(title)).toBeVisible());
        expect(line('Address')).toHaveTextContent(clinic.address);
        expect(screen.getByText('Patients screened in the last 30 days')).toBeVisible();
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expect(screen.queryByText(clinic.address)).not.toBeInTheDocument();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'clinic-status',
    perFault(async (key) => {
      const { demo, clinic, details, call, heading: title } = ownClinic();
      const statusCall = `${call}/status`;
      const { toasts, user } = await loadFaultCase({ url: details, demo });
      await skipUntil(() => expect(heading(title)).toBeVisible());
      expect(line('Status')).toHaveTextContent('Active');
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      const dialog = () => screen.getByRole('alertdialog', { name: `Disable ${clinic.name}?` });
      await skipUntil(() => expect(dialog()).toBeVisible());
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, statusCall, 'PUT'));
      const confirm = () => within(dialog()).getByRole('button', { name: 'Disable' });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        expect(line('Status')).toHaveTextContent('Active');
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Clinic ${clinic.name} disabled.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Inactive'));
        expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(line('Status')).toHaveTextContent('Active');
        expect(screen.getByRole('button', { name: 'Disable' })).toBeEnabled();
        expect(demo.count('PUT', statusCall)).toBe(1);
        if (key !== 'malformed') expect(demo.db.clinic(clinic.id)!.status).toBe(true);
      }
      expectHealthy();
    }),
  );
});

describe('Edit Clinic under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'edit-clinic-save',
    perFault(async (key) => {
      const { demo, clinic, details, edit, call } = ownClinic();
      const { toasts, user } = await loadFaultCase({ url: edit, demo });
      await skipUntil(() => expect(field('Address')).toHaveValue(clinic.address));
      const typed = '22 Hill Road, Bandra';
      await user.clear(field('Address'));
      await user.type(field('Address'), typed);
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, call, 'PUT'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Address')).toHaveValue(typed);
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Clinic ${clinic.name} updated.`, 'success');
        await skipUntil(() => expect(currentUrl()).toBe(details));
        await skipUntil(() => expect(line('Address')).toHaveTextContent(typed));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Address')).toHaveValue(typed);
        expect(field('Name')).toHaveValue(clinic.name);
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(edit);
        expect(demo.count('PUT', call)).toBe(1);
      }
      expectHealthy();
    }),
  );
});
