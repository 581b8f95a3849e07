import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { type FaultKey, GENERIC_SCHEMA_TEXT, SLOW_MS } from './reliability-cases';
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
  countCalls,
  type Harness,
  load,
  openHarness,
  signInAsAdmin,
  skipUntil,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/**
 * Faults on Doctors, Doctor Details, Create and Edit Doctor, Assign New Clinic and the signature
 * (docs/telemedicine.md, docs/requirements.md section 8), as an administrator, on the demo doctor.
 */
let browser: Browser;
let h: Harness;
let page: Page;

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
/** A 1×1 PNG: a real image, far under 200 KiB. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
  await signInAsAdmin(h);
});
afterAll(async () => {
  await browser.close();
});

/** Retried three times after a 5xx or a dropped connection; a malformed answer is not retried. */
const callsFor = (key: FaultKey): number => (key === 'malformed' ? 1 : 4);
/** What an in-place notice says for each fault (the server's message, or the generic text). */
const noticeFor = (key: Exclude<FaultKey, 'slow'>): string =>
  key === 'malformed' ? GENERIC_SCHEMA_TEXT : toastDetailFor(key);
/** Only the write is slow: the page loads at once, then every later call waits. */
const slowFromNowOn = () => page.evaluate((latencyMs) => window.__demoApi?.setFaults({ latencyMs }), SLOW_MS);
const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });

describe('Doctors list and Doctor Details', () => {
  runCases(
    'doctors-list',
    perFault(async (key) => {
      await load(h, DOCTORS, faultFor(key, LIST_CALL));
      const table = page.getByRole('table', { name: 'Doctors' });
      if (key === 'slow') {
        await waitVisible(page, table.getByText('Loading...'));
        expect(await page.getByRole('link', { name: 'Create Doctor' }).isVisible()).toBe(true);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, table.getByRole('link', { name: /^Dr / }));
      } else {
        await waitVisible(page, page.getByText('The doctors could not be loaded.'));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        await expectNoToast(page);
        expect(countCalls(h, 'POST', LIST_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'doctor-details',
    perFault(async (key) => {
      await load(h, DETAILS, faultFor(key, DOCTOR_CALL, 'GET'));
      if (key === 'slow') {
        await waitVisible(page, page.getByText('Loading...'));
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('heading', { level: 1, name: DETAILS_HEADING }));
        await waitVisible(page, page.getByRole('heading', { level: 2, name: 'Signature' }));
      } else {
        await waitVisible(page, page.getByRole('alert').filter({ hasText: 'Error loading data' }));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'Back to Doctors' }).isVisible()).toBe(true);
        await expectNoToast(page);
        await expectHeaderUsable(page);
        expect(countCalls(h, 'GET', DOCTOR_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );
});

describe("the doctor's consultations on Doctor Details", () => {
  const table = () => page.getByRole('table', { name: 'Consultations of Dr Vikram Shah' });

  runCases(
    'doctor-consultations',
    perFault(async (key) => {
      await load(h, DETAILS, faultFor(key, CONSULTATIONS_CALL, 'POST'));
      // Every call is slow: the doctor comes after 11 s, then their consultations are asked.
      if (key === 'slow') await page.clock.fastForward(SLOW_MS);
      await waitVisible(page, page.getByRole('heading', { level: 1, name: DETAILS_HEADING }));
      if (key === 'slow') {
        await waitVisible(page, table().getByText('Loading...'));
        expect(await page.getByRole('heading', { level: 2, name: 'Profile' }).isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'Edit' }).isVisible()).toBe(true);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, table().getByRole('link').first());
      } else {
        await waitVisible(page, table().getByText('Error loading data'));
        expect(await table().getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        expect(await page.getByRole('heading', { level: 2, name: 'Signature' }).isVisible()).toBe(true);
        await expectNoToast(page);
        expect(countCalls(h, 'POST', CONSULTATIONS_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );
});

describe('Create and Edit Doctor', () => {
  let created = 0;
  runCases(
    'create-doctor-save',
    perFault(async (key) => {
      await load(h, CREATE, key === 'slow' ? null : faultFor(key, CREATE_CALL, 'POST'));
      created += 1;
      const last = `Fault${'abcde'[created] ?? 'x'}`;
      await page.getByLabel('First name', { exact: true }).fill('Ila');
      await page.getByLabel('Last name', { exact: true }).fill(last);
      await page.getByLabel('Qualification').fill('MBBS, MD');
      await page.getByLabel('Specialisation').fill('Cardiology');
      await page.getByLabel('Registration number').fill(`MMC-2026-9100${created}`);
      await page.getByLabel('Phone').fill('+91 98200 12345');
      await page.getByLabel('Email').fill(`ila.fault${created}@example.com`);
      await page.getByRole('combobox', { name: 'Customer' }).click();
      await waitVisible(page, page.getByRole('option', { name: 'Meera Iyer' }));
      await page.getByRole('option', { name: 'Meera Iyer' }).click();
      if (key === 'slow') await slowFromNowOn();
      await saveButton().click();
      if (key === 'slow') {
        const saving = page.getByRole('button', { name: 'Saving...' });
        await waitVisible(page, saving);
        expect(await saving.isDisabled()).toBe(true);
        expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe(last);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await expectToast(page, 'Success', `Doctor Dr Ila ${last} created.`);
        await waitVisible(page, page.getByRole('heading', { level: 1, name: `Doctor: Dr Ila ${last}` }));
      } else {
        await expectToast(page, 'Error', toastDetailFor(key));
        expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe(last);
        expect(await page.getByLabel('Email').inputValue()).toBe(`ila.fault${created}@example.com`);
        expect(await saveButton().isEnabled()).toBe(true);
        expect(new URL(page.url()).pathname).toBe(CREATE);
        expect(countCalls(h, 'POST', CREATE_CALL)).toBe(1);
      }
      await expectHealthy(h);
    }),
  );

  let edits = 0;
  runCases(
    'edit-doctor-save',
    perFault(async (key) => {
      await load(h, EDIT, key === 'slow' ? null : faultFor(key, DOCTOR_CALL, 'PUT'));
      const qualification = page.getByLabel('Qualification');
      await waitVisible(page, qualification);
      edits += 1;
      const typed = `MBBS, MD (${edits})`;
      await qualification.fill(typed);
      if (key === 'slow') await slowFromNowOn();
      await saveButton().click();
      if (key === 'slow') {
        const saving = page.getByRole('button', { name: 'Saving...' });
        await waitVisible(page, saving);
        expect(await saving.isDisabled()).toBe(true);
        expect(await qualification.inputValue()).toBe(typed);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await expectToast(page, 'Success', 'Doctor Dr Vikram Shah updated.');
        await skipUntil(page, () => Promise.resolve(new URL(page.url()).pathname === DETAILS), {
          what: 'Doctor Details',
        });
      } else {
        await expectToast(page, 'Error', toastDetailFor(key));
        expect(await qualification.inputValue()).toBe(typed);
        expect(await saveButton().isEnabled()).toBe(true);
        expect(new URL(page.url()).pathname).toBe(EDIT);
        expect(countCalls(h, 'PUT', DOCTOR_CALL)).toBe(1);
      }
      await expectHealthy(h);
    }),
  );
});

describe('Assign New Clinic and the signature', () => {
  runCases(
    'assign-clinic-save',
    perFault(async (key) => {
      await load(h, ASSIGN, key === 'slow' ? null : faultFor(key, CLINICS_CALL, 'PUT'));
      const choices = page.getByRole('list', { name: 'Clinics of Meera Iyer' });
      const free = choices.getByRole('checkbox', { checked: false }).first();
      await waitVisible(page, free);
      const name = (await free.evaluate((box) => box.closest('label')?.textContent ?? '')).trim();
      await free.check();
      if (key === 'slow') await slowFromNowOn();
      await page.getByRole('button', { name: 'Save (1)' }).click();
      if (key === 'slow') {
        await skipUntil(page, () => page.getByRole('button', { name: 'Save (1)' }).isDisabled(), {
          stepMs: 50,
          what: 'Save waiting',
        });
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('heading', { level: 1, name: DETAILS_HEADING }));
        await waitVisible(page, page.getByRole('button', { name: `Remove ${name}` }));
      } else {
        await waitVisible(page, page.getByRole('alert').filter({ hasText: noticeFor(key) }));
        expect(await choices.getByRole('checkbox', { checked: true, disabled: false }).count()).toBe(1);
        expect(await page.getByRole('button', { name: 'Save (1)' }).isEnabled()).toBe(true);
        expect(new URL(page.url()).pathname).toBe(ASSIGN);
        await expectNoToast(page);
        expect(countCalls(h, 'PUT', CLINICS_CALL)).toBe(1);
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'doctor-signature-save',
    perFault(async (key) => {
      await load(h, DETAILS, key === 'slow' ? null : faultFor(key, SIGNATURE_CALL, 'PUT'));
      await waitVisible(page, page.getByRole('heading', { level: 1, name: DETAILS_HEADING }));
      await page.getByLabel(SIGNATURE_LABEL).setInputFiles({
        name: 'signature.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      const preview = page.getByRole('img', { name: 'Signature preview' });
      await waitVisible(page, preview);
      const save = page.getByRole('button', { name: 'Save signature' });
      if (key === 'slow') await slowFromNowOn();
      await save.click();
      if (key === 'slow') {
        await skipUntil(page, () => save.isDisabled(), { stepMs: 50, what: 'Save signature waiting' });
        expect(await preview.isVisible()).toBe(true);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await expectToast(page, 'Success', 'Signature saved.');
        await waitVisible(page, page.getByRole('img', { name: 'Saved signature' }));
      } else {
        await expectToast(page, 'Error', toastDetailFor(key));
        expect(await preview.isVisible()).toBe(true);
        expect(await save.isEnabled()).toBe(true);
        expect(countCalls(h, 'PUT', SIGNATURE_CALL)).toBe(1);
      }
      await expectHealthy(h);
    }),
  );
});
