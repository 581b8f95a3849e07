import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { apiFromPage, navigateInApp, openPage, signIn } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

/**
 * Upload Patients as an administrator, in a real browser against the demo API (docs/patients.md,
 * "Upload Patients"): the file goes through the real input and the real Web Worker (papaparse);
 * good rows are imported, bad rows and a duplicate of a seeded patient are not, and a second upload
 * of the same file imports nothing. The rules behind each state are the component tests'
 * (src/features/patient-upload/upload-screen.test.tsx).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

interface PatientPage {
  total_count: number;
  records: { id: number; external_id: string; clinic: { id: number; name: string } }[];
}

const search = (searchValue: string) => ({
  start_date: null,
  end_date: null,
  page: 1,
  limit: 10,
  searchValue,
});

it('imports exactly the good rows of a file, then nothing on a second run', async () => {
  const { context, page, errors } = await openPage(browser);
  await signIn(page, 'admin');
  const seeded = await apiFromPage<PatientPage>(page, '/v3/patient/filter', search('P-000001'));
  const patient = seeded.records.find((record) => record.external_id === 'P-000001');
  expect(patient).toBeDefined();
  const clinic = patient?.clinic ?? { id: 0, name: '' };

  const csv = [
    'patient_id,first_name,last_name,date_of_birth,gender,phone,email',
    'E2E-UP-1,Kavya,Iyer,1985-06-15,female,+919812300001,kavya@example.com',
    'E2E-UP-2,Arjun,Mehta,15-07-1979,M,+919812300002,',
    'E2E-UP-3,,Nair,1990-13-40,x,12,',
    'P-000001,Copy,Of Seeded,1970-01-01,F,+919812300009,',
    'E2E-UP-4,Leela,Das,2001-01-31,f,+919812300004,',
  ].join('\n');
  const file = { name: 'patients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await navigateInApp(page, `/dashboard/manage/patient/upload-patient/${clinic.id}`);
  await page.getByRole('heading', { name: `Clinic: ${clinic.name} (#${clinic.id})` }).waitFor();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('heading', { name: 'Rows with errors: 1 (4 errors)' }).waitFor();
  await page.getByRole('heading', { name: 'Duplicates, not imported: 1' }).waitFor();
  // The fullest state: the error table, a row being corrected and the duplicates.
  await page.getByRole('button', { name: 'Correct row 4' }).click();
  await expectNoSeriousA11yIssues(page, 'Upload Patients, a file with errors and a duplicate');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Import 3 patients' }).click();
  await page.getByText('3 patients imported.').waitFor();

  const imported = await apiFromPage<PatientPage>(page, '/v3/patient/filter', search('E2E-UP-'));
  expect(imported.records.map((record) => record.external_id).sort()).toEqual([
    'E2E-UP-1',
    'E2E-UP-2',
    'E2E-UP-4',
  ]);
  expect(new Set(imported.records.map((record) => record.clinic.id))).toEqual(new Set([clinic.id]));

  await page.getByRole('button', { name: 'Upload another file' }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByText('Nothing to import: every good row is already a patient.').waitFor();
  expect(await page.getByRole('button', { name: 'Import 0 patients' }).isDisabled()).toBe(true);
  const again = await apiFromPage<PatientPage>(page, '/v3/patient/filter', search('E2E-UP-'));
  expect(again.total_count).toBe(3);

  await page.screenshot({ path: 'test-results/patient-upload.png', fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
