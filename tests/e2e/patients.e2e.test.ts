import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openFilterAt } from './filter-support';
import { apiFromPage, navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

/**
 * Patients and Patient Details in a real browser against the demo API (docs/patients.md): what only
 * a browser shows. The states of each screen are the component tests' (src/features/patients).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const WALK_MS = 120_000;
const PATIENTS = '/dashboard/manage/patients';

interface PatientRowBody {
  id: number;
  customer_id: number;
}

const totalOf = async (page: Page): Promise<number> =>
  Number((await page.getByText(/Total Patients:/).innerText()).replace(/\D+/g, ''));

/** Every body row's cells, as text. */
const rowsOf = (page: Page): Promise<string[][]> =>
  page
    .getByRole('table', { name: 'Patients' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent.trim())),
    );

describe('Patients in the browser', () => {
  it(
    'an administrator narrows the list to women of 40 to 60 in the filter panel',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, 'admin');
      await navigateInApp(page, PATIENTS);
      await page.getByRole('heading', { level: 1, name: 'Patients' }).waitFor();
      await expect.poll(() => totalOf(page)).toBeGreaterThan(0);
      const before = await totalOf(page);

      const panel = await openFilterAt(page, PATIENTS);
      await panel.getByRole('button', { name: 'Female' }).click();
      await panel.getByRole('button', { name: '40-60' }).click();
      await panel.getByRole('button', { name: 'Apply' }).click();

      const chips = page.locator('.ui-chip');
      await expect
        .poll(() => chips.allInnerTexts())
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/Gender: Female/),
            expect.stringMatching(/Age: 40-60/),
          ]),
        );
      await expect.poll(() => totalOf(page)).not.toBe(before);
      await expect
        .poll(async () => {
          const rows = await rowsOf(page);
          return (
            rows.length > 0 &&
            rows.every((cells) => cells[3] === 'Female' && Number(cells[2]) >= 40 && Number(cells[2]) <= 60)
          );
        })
        .toBe(true);
      await page.screenshot({ path: '/tmp/patients-list.png', fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );

  it(
    "a customer who opens another customer's patient by address reads the refusal, not the data",
    async () => {
      const admin = await openPage(browser);
      await signIn(admin.page, 'admin');
      const customer = await openPage(browser);
      await signIn(customer.page, 'customer');
      const customerId = await customer.page.evaluate(
        () => (JSON.parse(localStorage.getItem('hcd_user') ?? '{}') as { id: number }).id,
      );
      const answer = await apiFromPage<{ records: PatientRowBody[] }>(admin.page, '/v3/patient/filter', {
        page: 1,
        limit: 50,
      });
      const foreign = answer.records.find((patient) => patient.customer_id !== customerId);
      expect(foreign).toBeDefined();
      await admin.context.close();

      const { page } = customer;
      await navigateInApp(page, `${PATIENTS}/patientDetails?patient_id=${foreign?.id ?? 0}`);
      await page.getByRole('alert').filter({ hasText: 'This patient is not one of yours.' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Patient Details');
      expect(await page.getByText('Demographics').count()).toBe(0);
      await customer.context.close();
    },
    WALK_MS,
  );

  it(
    'Patient Details draws the trend chart with its table, and prints the record alone',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, 'admin');
      await navigateInApp(page, PATIENTS);
      await page.getByRole('table', { name: 'Patients' }).locator('tbody a').first().click();
      await page.getByRole('heading', { level: 1, name: /^Patient: / }).waitFor();
      const trend = page.getByRole('region', { name: 'Trend' });
      await trend.locator('canvas').waitFor();
      await expect
        .poll(() => trend.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width))
        .toBeGreaterThan(0);
      expect(await trend.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/patient-details.png', fullPage: true });
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.app-sidebar').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: 'Screening sessions' }).isVisible()).toBe(true);
      await page.screenshot({ path: '/tmp/patient-details-print.png', fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
});
