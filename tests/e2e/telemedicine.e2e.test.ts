import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openFilterAt } from './filter-support';
import { apiFromPage, navigateInApp, openPage, signIn } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

/**
 * Telemedicine, Consultation Details and the doctor's export in a real browser against the demo API
 * (docs/telemedicine.md): the filter panel's scope reaching the counts and the list, the details a
 * row opens, and the CSV the worker builds and the browser downloads. Every state of each screen is
 * the component tests' (src/features/telemedicine, src/features/export).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const WALK_MS = 120_000;
const TELEMEDICINE = '/dashboard/telemedicine';
const FORMULA = '=HYPERLINK("http://x")';

interface Row {
  id: number;
  status: string;
  doctor: { id: number } | null;
  clinic: { id: number; name: string };
}

const countOf = async (page: Page, label: string): Promise<number> => {
  const button = page
    .getByRole('list', { name: 'Consultations by status' })
    .getByRole('button', { name: new RegExp(`^${label} [\\d,]+$`) });
  return Number((await button.innerText()).replace(/\D/g, ''));
};
const totalOf = async (page: Page): Promise<number> =>
  Number((await page.getByText(/Total Consultations:/).innerText()).replace(/\D+/g, ''));

describe('Telemedicine in the browser', () => {
  it(
    'an administrator narrows Telemedicine to a clinic: chips, counts and list agree; a row opens its details',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, 'admin');
      // Today's newest request is at a clinic with consultations in the default month.
      const newest = await apiFromPage<{ records: Row[] }>(page, '/v3/consultation/filter', {
        page: 1,
        limit: 1,
        order: 'newest',
      });
      const clinic = newest.records[0]!.clinic;

      const panel = await openFilterAt(page, TELEMEDICINE);
      await panel.getByRole('searchbox', { name: 'Search Clinics' }).fill(clinic.name);
      await panel
        .getByRole('listbox', { name: 'Clinics' })
        .getByRole('option', { name: clinic.name })
        .click();
      await panel.getByRole('button', { name: 'Apply' }).click();

      await expect
        .poll(() => page.locator('.ui-chip').allInnerTexts())
        .toEqual(expect.arrayContaining([`Clinic: ${clinic.name}`]));
      const list = page.getByRole('list', { name: 'Consultations by status' });
      await list.waitFor();
      await expect.poll(async () => (await totalOf(page)) === (await countOf(page, 'All'))).toBe(true);
      const all = await countOf(page, 'All');
      const parts = await Promise.all(
        ['Requested', 'Scheduled', 'In progress', 'Completed', 'Cancelled'].map((label) =>
          countOf(page, label),
        ),
      );
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(all);
      const clinics = await page
        .getByRole('table', { name: 'Consultations' })
        .locator('tbody tr td:nth-child(4)')
        .allInnerTexts();
      expect(clinics.length).toBeGreaterThan(0);
      expect(clinics.every((name) => name.trim() === clinic.name)).toBe(true);
      await page.screenshot({ path: '/tmp/telemedicine.png', fullPage: true });

      // The Completed count filters the list: the same number, the status in the address.
      const completed = await countOf(page, 'Completed');
      await list.getByRole('button', { name: /^Completed \d/ }).click();
      await page.waitForURL(/status=completed/);
      await expect.poll(() => totalOf(page)).toBe(completed);
      await expectNoSeriousA11yIssues(page, 'Telemedicine');

      const link = page
        .getByRole('table', { name: 'Consultations' })
        .getByRole('link', { name: /^Consultation \d+/ })
        .first();
      await link.click();
      await page.waitForURL(/\/dashboard\/manage\/doctor\/\d+\/consultation\/\d+$/);
      const preread = page.getByRole('region', { name: 'Pre-read of the latest screening' });
      await preread.getByRole('table').first().waitFor();
      const history = page.getByRole('list', { name: 'Status history, oldest first' });
      await expect.poll(() => history.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      expect(await history.getByRole('listitem').last().innerText()).toMatch(/^Completed /);
      await page.screenshot({ path: '/tmp/consultation-details.png', fullPage: true });
      await expectNoSeriousA11yIssues(page, 'Consultation Details');
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );

  it(
    "a doctor's export: as many rows as the screen counted, a formula diagnosis neutralised",
    async () => {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, 'doctor');
      // The doctor starts a waiting request and writes a formula as its diagnosis (the live page's
      // calls, made here directly: the live page is another browser test's).
      const queue = await apiFromPage<{ records: Row[] }>(page, '/v3/consultation/filter', {
        page: 1,
        limit: 1,
        status: 'requested',
        order: 'queue',
      });
      const request = queue.records[0]!;
      await page.evaluate(
        async ({ id, formula }) => {
          const token = window.localStorage.getItem('hcd_token') ?? '';
          const user = JSON.parse(window.localStorage.getItem('hcd_user') ?? '{}') as {
            id: number;
            user_type: string;
          };
          const headers = {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${token}`,
            'x-user-id': String(user.id),
            'x-user-type': user.user_type,
          };
          const current = (await (await fetch(`/api/v3/consultation/${id}`, { headers })).json()) as {
            data: { version: number };
          };
          await fetch(`/api/v3/consultation/${id}/status`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ status: 'in_progress', version: current.data.version, reason: null }),
          });
          await fetch(`/api/v3/consultation/${id}/note`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ notes: 'Seen.', diagnosis: formula, follow_up: null, prescription: [] }),
          });
        },
        { id: request.id, formula: FORMULA },
      );

      await navigateInApp(page, '/dashboard/export');
      const card = page.getByRole('region', { name: 'Consultations' });
      const line = await card.getByText(/rows? to export/).innerText();
      const total = Number(line.replace(/,/g, '').match(/\d+/)![0]);
      expect(total).toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/doctor-export.png', fullPage: true });

      const download = page.waitForEvent('download');
      await card.getByRole('button', { name: 'Export consultations' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^consultations-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = Papa.parse<string[]>(await readFile(await file.path(), 'utf8'), {
        skipEmptyLines: true,
      }).data;
      expect(rows).toHaveLength(total + 1);
      const started = rows.find((cells) => cells[0] === String(request.id))!;
      expect(started[4]).toBe('in_progress');
      expect(started[8]).toBe(`'${FORMULA}`);
      expect(rows.slice(1).every((cells) => cells.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true);
      await expect.poll(() => card.getByRole('status').textContent()).toMatch(/Downloaded/);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
});
