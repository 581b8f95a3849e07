import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { navigateInApp, openPage, signIn } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

/**
 * The Export screen in a real browser (docs/patients.md, Export): the CSV is built by papaparse in
 * a Web Worker and handed over as a download, which only a browser shows. A patient whose first name
 * is a formula comes out neutralised, and the file has as many rows as the screen said it would.
 * Every other state is the component tests' (src/features/export/export-screen.test.tsx).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const FORMULA = '=HYPERLINK("http://x")';

describe('Export', () => {
  it('downloads the patients in scope as a CSV, a formula neutralised, as many rows as counted', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'admin');
    const counted = page.waitForRequest((request) => request.url().endsWith('/v3/patient/filter'));
    await navigateInApp(page, '/dashboard/export');
    const scope = (await counted).postDataJSON() as Record<string, unknown>;

    // The first patient in the screen's scope gets a formula for a first name (PUT /v3/patient/{id}).
    const renamed = await page.evaluate(
      async ({ scope, formula }) => {
        const token = window.localStorage.getItem('hcd_token') ?? '';
        const user = JSON.parse(window.localStorage.getItem('hcd_user') ?? '{}') as {
          id: number;
          user_type: string;
        };
        // The headers every call carries (the contract's security schemes; Prism checks them).
        const headers = {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'x-user-id': String(user.id),
          'x-user-type': user.user_type,
        };
        const call = async (path: string, method: string, body?: unknown) => {
          const response = await fetch(`/api${path}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return ((await response.json()) as { data: Record<string, unknown> }).data;
        };
        const found = await call('/v3/patient/filter', 'POST', { ...scope, page: 1, limit: 1 });
        const id = (found.records as { id: number }[])[0]!.id;
        const patient = await call(`/v3/patient/${id}`, 'GET');
        const fields = ['external_id', 'last_name', 'date_of_birth', 'gender', 'phone', 'email', 'version'];
        const body = Object.fromEntries(fields.map((field) => [field, patient[field]]));
        await call(`/v3/patient/${id}`, 'PUT', { ...body, first_name: formula });
        return String(patient.external_id);
      },
      { scope, formula: FORMULA },
    );

    const patients = page.getByRole('region', { name: 'Patients' });
    const line = await patients.getByText(/rows? in the current filter/).textContent();
    const total = Number(line!.replace(/,/g, '').match(/\d+/)![0]);
    expect(total).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await patients.getByRole('button', { name: 'Export patients' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^patients-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await file.path(), 'utf8');
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(total + 1);
    const row = rows.find((cells) => cells[0] === renamed)!;
    expect(row[1]).toBe(`'${FORMULA}`);
    await expect.poll(() => patients.getByRole('status').textContent()).toMatch(/Downloaded/);
    await expectNoSeriousA11yIssues(page, 'the Export screen after a download');
    expect(errors).toEqual([]);
    await context.close();
  });
});
