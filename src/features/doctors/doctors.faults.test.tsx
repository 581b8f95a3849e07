import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  expectToast,
  type FaultKey,
  faultFor,
  GENERIC_SCHEMA_TEXT,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
  tryAgain,
} from '@tests/unit/reliability-kit';
import { customerUser } from '@tests/unit/session-fixtures';
import { currentUrl } from '@tests/unit/harness';
import type { DemoApi } from '@tests/unit/demo-api';

/**
 * Faults on Doctors, Doctor Details, Create and Edit Doctor, Assign New Clinic and the signature
 * (docs/telemedicine.md, docs/requirements.md section 8), as an administrator, on the demo doctor
 * (Dr Vikram Shah, id 3, of the demo customer Meera Iyer): the rows of docs/reliability.md that run
 * here.
 */
const DOCTORS = '/dashboard/manage/doctor';
const DOCTOR_ID = 3;
const DETAILS = `${DOCTORS}/views/${DOCTOR_ID}`;
const EDIT = `${DETAILS}/edit`;
const CREATE = `${DOCTORS}/create`;
const ASSIGN = `${DOCTORS}/${DOCTOR_ID}/assignnewclinic`;
const LIST_CALL = '/v3/doctor/filter';
const DOCTOR_CALL = `/v3/doctor/${DOCTOR_ID}`;
const CREATE_CALL = '/v3/doctor/';
const CONSULTATIONS_CALL = '/v3/consultation/filter';
const CLINICS_CALL = `/v3/doctor/${DOCTOR_ID}/clinics`;
const SIGNATURE_CALL = `/v3/doctor/${DOCTOR_ID}/signature`;
const DETAILS_HEADING = 'Doctor: Dr Vikram Shah';
const SIGNATURE_LABEL = 'Signature image (PNG or JPEG, at most 200 KiB)';

/** What an in-place notice says for each fault (the server's message, or the generic text). */
const noticeFor = (key: Exclude<FaultKey, 'slow'>): string =>
  key === 'malformed' ? GENERIC_SCHEMA_TEXT : toastDetailFor(key);
/** Only the write is slow: the page loaded at once, every later call waits. */
const slowFromNowOn = (demo: DemoApi) => demo.db.setFaults({ latencyMs: SLOW_MS });
const field = (name: string) => screen.getByLabelText(name, { exact: true });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('Doctors list and Doctor Details under faults', { timeout: 20_000 }, () => {
  runComponentCases(
    'doctors-list',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: DOCTORS, faults: faultFor(key, LIST_CALL) });
      const table = () => screen.getByRole('table', { name: 'Doctors' });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        expect(screen.getByRole('link', { name: 'Create Doctor' })).toBeVisible();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getAllByRole('link', { name: /^Dr / }).length).toBe(10));
      } else {
        await skipUntil(() => expect(screen.getByText('The doctors could not be loaded.')).toBeVisible());
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', LIST_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'doctor-details',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: DETAILS,
        faults: faultFor(key, DOCTOR_CALL, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(DETAILS_HEADING)).toBeVisible());
        expect(screen.getByRole('heading', { level: 2, name: 'Signature' })).toBeVisible();
        expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
        expect(screen.getByRole('list', { name: 'Assigned clinics' })).toBeVisible();
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expect(screen.getByRole('link', { name: 'Back to Doctors' })).toBeVisible();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', DOCTOR_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'doctor-consultations',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: DETAILS,
        faults: faultFor(key, CONSULTATIONS_CALL, 'POST'),
      });
      const table = () => screen.getByRole('table', { name: 'Consultations of Dr Vikram Shah' });
      // Every call is slow: the doctor comes after 11 s, then their consultations are asked.
      if (key === 'slow') await advance(SLOW_MS);
      await skipUntil(() => expect(heading(DETAILS_HEADING)).toBeVisible());
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
        expect(screen.getByRole('link', { name: 'Edit' })).toBeVisible();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getAllByRole('link').length).toBeGreaterThan(0));
      } else {
        await skipUntil(() => expect(within(table()).getByText('Error loading data')).toBeVisible());
        expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
        expect(screen.getByRole('list', { name: 'Assigned clinics' })).toBeVisible();
        expect(screen.getByRole('heading', { level: 2, name: 'Signature' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', CONSULTATIONS_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

/** Create Doctor's form, filled in for Dr Ila Menon of the demo customer. */
const fillInDoctor = async (user: UserEvent) => {
  await user.type(field('First name'), 'Ila');
  await user.type(field('Last name'), 'Menon');
  await user.type(field('Qualification'), 'MBBS, MD');
  await user.type(field('Specialisation'), 'Cardiology');
  await user.type(field('Registration number'), 'MMC-2026-91001');
  await user.type(field('Phone'), '+91 98200 12345');
  await user.type(field('Email'), 'ila.menon@example.com');
  await user.click(screen.getByRole('combobox', { name: 'Customer' }));
  await skipUntil(() => expect(screen.getByRole('option', { name: customerName })).toBeVisible());
  await user.click(screen.getByRole('option', { name: customerName }));
};
const customerName = `${customerUser.first_name} ${customerUser.last_name}`;

describe('Create and Edit Doctor under faults', { timeout: 20_000 }, () => {
  runComponentCases(
    'create-doctor-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CREATE });
      await fillInDoctor(user);
      if (key === 'slow') slowFromNowOn(demo);
      else demo.db.setFaults(faultFor(key, CREATE_CALL, 'POST'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Last name')).toHaveValue('Menon');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Doctor Dr Ila Menon created.', 'success');
        await skipUntil(() => expect(heading('Doctor: Dr Ila Menon')).toBeVisible());
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('First name')).toHaveValue('Ila');
        expect(field('Last name')).toHaveValue('Menon');
        expect(field('Registration number')).toHaveValue('MMC-2026-91001');
        expect(field('Email')).toHaveValue('ila.menon@example.com');
        expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveTextContent(customerName);
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(CREATE);
        expect(demo.count('POST', CREATE_CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'edit-doctor-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: EDIT });
      await skipUntil(() => expect(heading('Edit Doctor: Dr Vikram Shah')).toBeVisible());
      const typed = 'MBBS, MD, DM';
      await user.clear(field('Qualification'));
      await user.type(field('Qualification'), typed);
      if (key === 'slow') slowFromNowOn(demo);
      else demo.db.setFaults(faultFor(key, DOCTOR_CALL, 'PUT'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Qualification')).toHaveValue(typed);
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Doctor Dr Vikram Shah updated.', 'success');
        await skipUntil(() => expect(currentUrl()).toBe(DETAILS));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Qualification')).toHaveValue(typed);
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(EDIT);
        expect(demo.count('PUT', DOCTOR_CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );
});

/** The smallest PNG the demo API takes (it checks only the data URL). */
const png = () => new File([new Uint8Array(68).fill(137)], 'signature.png', { type: 'image/png' });

describe('Assign New Clinic and the signature under faults', { timeout: 20_000 }, () => {
  runComponentCases(
    'assign-clinic-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: ASSIGN });
      const choices = () => screen.getByRole('list', { name: `Clinics of ${customerName}` });
      const free = () => within(choices()).getAllByRole('checkbox', { checked: false })[0]!;
      await skipUntil(() => expect(free()).toBeVisible());
      const box = free();
      const name = box.closest('label')?.textContent?.trim() ?? '';
      await user.click(box);
      if (key === 'slow') slowFromNowOn(demo);
      else demo.db.setFaults(faultFor(key, CLINICS_CALL, 'PUT'));
      await user.click(screen.getByRole('button', { name: 'Save (1)' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Save (1)' })).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(DETAILS_HEADING)).toBeVisible());
        await skipUntil(() => expect(screen.getByRole('button', { name: `Remove ${name}` })).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(
            screen.getAllByRole('alert').some((alert) => alert.textContent.includes(noticeFor(key))),
          ).toBe(true),
        );
        expect(
          within(choices())
            .getAllByRole('checkbox', { checked: true })
            .filter((c) => !c.hasAttribute('disabled')),
        ).toHaveLength(1);
        expect(screen.getByRole('checkbox', { name })).toBeChecked();
        expect(screen.getByRole('button', { name: 'Save (1)' })).toBeEnabled();
        expect(currentUrl()).toBe(ASSIGN);
        expectNoToast(toasts);
        expect(demo.count('PUT', CLINICS_CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'doctor-signature-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: DETAILS });
      await skipUntil(() => expect(heading(DETAILS_HEADING)).toBeVisible());
      fireEvent.change(screen.getByLabelText(SIGNATURE_LABEL), { target: { files: [png()] } });
      const preview = () => screen.getByRole('img', { name: 'Signature preview' });
      await skipUntil(() => expect(preview()).toBeVisible());
      const save = () => screen.getByRole('button', { name: 'Save signature' });
      if (key === 'slow') slowFromNowOn(demo);
      else demo.db.setFaults(faultFor(key, SIGNATURE_CALL, 'PUT'));
      await user.click(save());
      if (key === 'slow') {
        await skipUntil(() => expect(save()).toBeDisabled());
        expect(preview()).toBeVisible();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Signature saved.', 'success');
        await skipUntil(() => expect(screen.getByRole('img', { name: 'Saved signature' })).toBeVisible());
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(preview()).toBeVisible();
        expect(save()).toBeEnabled();
        expect(demo.count('PUT', SIGNATURE_CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );
});
