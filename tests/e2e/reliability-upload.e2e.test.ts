import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import type { DemoFaults } from '@/mocks/faults';
import { seedDemoData } from '@/mocks/seed';

import { type FaultKey, SLOW_MS } from './reliability-cases';
import { expectHealthy, expectNoToast, faultFor, perFault, runCases } from './reliability-checks';
import { type Harness, load, openHarness, signInAsAdmin, waitVisible } from './reliability-support';
import { launchChromium } from './support/chromium';

/** Faults on Upload Patients' import (docs/patients.md, "Upload Patients"), as an administrator. */
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

const IMPORT = '/v3/patient/import';
const CLINIC = seedDemoData(1).clinics.find((clinic) => clinic.status);

/** The fault on the real import only: the dry run before it answers as usual. */
const importFault = (key: FaultKey): DemoFaults => {
  const faults = faultFor(key, IMPORT, 'POST');
  const onImport = <T extends object>(rules: T[] | undefined) =>
    rules?.map((rule) => ({ ...rule, body: { dry_run: false } }));
  return {
    ...faults,
    ...(faults.failures ? { failures: onImport(faults.failures) } : {}),
    ...(faults.networkErrors ? { networkErrors: onImport(faults.networkErrors) } : {}),
    ...(faults.malformed ? { malformed: onImport(faults.malformed) } : {}),
  };
};

const setFaults = (faults: DemoFaults | null) =>
  page.evaluate((value) => {
    if (value === null) window.__demoApi?.clearFaults();
    else window.__demoApi?.setFaults(value);
  }, faults);

describe('Upload Patients: import', () => {
  runCases(
    'upload-import',
    perFault(async (key) => {
      await load(h, `/dashboard/manage/patient/upload-patient/${CLINIC?.id ?? 1}`);
      // Names differ by case: the same name, birth and phone would be a duplicate of an earlier case's.
      const csv = [
        'patient_id,first_name,last_name,date_of_birth,gender,phone,email',
        `REL-${key}-1,Uma,Rel ${key},1981-01-02,F,+919870000001,`,
        `REL-${key}-2,Dev,Rel ${key},1982-02-03,M,+919870000002,`,
      ].join('\n');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'patients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const importButton = page.getByRole('button', { name: 'Import 2 patients' });
      await waitVisible(page, importButton);
      await setFaults(importFault(key));
      await importButton.click();
      const done = page.getByText('2 patients imported.');
      if (key === 'slow') {
        await waitVisible(page, page.getByRole('progressbar', { name: 'Importing' }));
        expect(await page.getByText('0 of 2 sent').first().isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Stop' }).isVisible()).toBe(true);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, done);
      } else {
        await waitVisible(page, page.getByText(/Resume sends the same rows again\./));
        expect(await page.getByText(/0 of 2 sent/).isVisible()).toBe(true);
        await expectNoToast(page);
        await setFaults(null);
        await page.getByRole('button', { name: 'Resume' }).click();
        await waitVisible(page, done);
      }
      expect(await page.getByText('Created').locator('xpath=following-sibling::dd[1]').innerText()).toBe('2');
      await setFaults(null);
      await expectHealthy(h);
    }),
  );
});
