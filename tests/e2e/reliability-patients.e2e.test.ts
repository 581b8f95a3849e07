import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { seedDemoData } from '@/mocks/seed';

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
  countCalls,
  type Harness,
  load,
  openHarness,
  signInAsAdmin,
  waitVisible,
} from './reliability-support';
import { launchChromium } from './support/chromium';

/** Faults on Patients and Patient Details (docs/patients.md, docs/requirements.md section 8), as an administrator. */
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

const PATIENTS = '/dashboard/manage/patients';
const patient = seedDemoData(1).patients[0]!;
const DETAILS = `${PATIENTS}/patientDetails?patient_id=${patient.id}`;
const PATIENT_CALL = `/v3/patient/${patient.id}`;
const SESSIONS_CALL = '/v3/screening-session/filter';

/** Retried three times after a 5xx or a dropped connection; a malformed answer is not retried. */
const callsFor = (key: string): number => (key === 'malformed' ? 1 : 4);

describe('patients list', () => {
  runCases(
    'patients-list',
    perFault(async (key) => {
      await load(h, PATIENTS, faultFor(key, '/v3/patient/filter'));
      const table = page.getByRole('table', { name: 'Patients' });
      if (key === 'slow') {
        await waitVisible(page, table.getByText('Loading...'));
        await page.getByRole('searchbox').fill('Neha');
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, table.getByRole('link', { name: /^P-\d{6}$/ }));
      } else {
        await waitVisible(page, page.getByText('The patients could not be loaded.'));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        await expectNoToast(page);
        expect(countCalls(h, 'POST', '/v3/patient/filter')).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );
});

describe('patient details', () => {
  runCases(
    'patient-details-patient',
    perFault(async (key) => {
      await load(h, DETAILS, faultFor(key, PATIENT_CALL, 'GET'));
      if (key === 'slow') {
        await waitVisible(page, page.getByText('Loading...'));
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('heading', { level: 1, name: /^Patient: / }));
      } else {
        await waitVisible(page, page.getByRole('alert').filter({ hasText: 'Error loading data' }));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        expect(await page.getByText(patient.external_id).count()).toBe(0);
        await expectNoToast(page);
        await expectHeaderUsable(page);
        expect(countCalls(h, 'GET', PATIENT_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'patient-details-sessions',
    perFault(async (key) => {
      await load(h, DETAILS, faultFor(key, SESSIONS_CALL));
      if (key === 'slow') {
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('heading', { level: 1, name: /^Patient: / }));
        await waitVisible(
          page,
          page.getByRole('region', { name: 'Screening sessions' }).getByText('Loading...'),
        );
        expect(await page.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, page.getByRole('article').first());
      } else {
        await waitVisible(page, page.getByText('The screening sessions could not be loaded.'));
        expect(await page.getByText(patient.external_id).first().isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        await expectNoToast(page);
        expect(countCalls(h, 'POST', SESSIONS_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );
});

describe('edit patient', () => {
  const EDIT = `${PATIENTS}/patientDetails/${patient.id}/edit`;
  const firstName = () => page.getByLabel('First name', { exact: true });
  let edits = 0;

  runCases(
    'edit-patient-save',
    perFault(async (key) => {
      await load(h, EDIT, faultFor(key, PATIENT_CALL, 'PUT'));
      if (key === 'slow') await page.clock.fastForward(SLOW_MS);
      await waitVisible(page, firstName());
      edits += 1;
      const typed = `Anita ${edits}`;
      await firstName().fill(typed);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      if (key === 'slow') {
        const saving = page.getByRole('button', { name: 'Saving...' });
        await waitVisible(page, saving);
        expect(await saving.isDisabled()).toBe(true);
        expect(await firstName().inputValue()).toBe(typed);
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await expectToast(page, 'Success', new RegExp(`Patient ${typed} .*updated\\.`));
        await page.waitForURL(`**${DETAILS}`);
      } else {
        await expectToast(page, 'Error', toastDetailFor(key));
        expect(await firstName().inputValue()).toBe(typed);
        expect(await page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);
        expect(new URL(page.url()).pathname).toBe(EDIT);
        expect(countCalls(h, 'PUT', PATIENT_CALL)).toBe(1);
      }
      await expectHealthy(h);
    }),
  );
});
