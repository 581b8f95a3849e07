import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiFromPage, openPage, signIn } from './shell-helpers';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { launchChromium } from './support/chromium';

/**
 * Live Consultation in a real browser (docs/telemedicine.md, "Live consultation, autosave and the
 * prescription"): what only a browser shows. The notes survive a reload (which signs out: the shell
 * clears local storage on unload) and the idle sign-out (a fake clock), and the printed prescription
 * (Chromium's print to PDF, read back with poppler's pdftotext) holds the doctor, the patient and both
 * medicines, and nothing of the page around it. Every state of the screen is the component tests'.
 */
let browser: Browser;
let out: string;
beforeAll(async () => {
  browser = await launchChromium();
  out = mkdtempSync(join(tmpdir(), 'live-e2e-'));
});
afterAll(async () => {
  await browser.close();
  rmSync(out, { recursive: true, force: true });
});

const WALK_MS = 180_000;
/** `LIVE_SCREENSHOTS=/some/dir`: the live page and its print preview as PNGs, to look at. */
const SCREENSHOTS = process.env.LIVE_SCREENSHOTS;

interface Row {
  id: number;
  version: number;
}

/** The oldest request in the demo doctor's queue, started by him through the demo API. */
const startOne = async (page: Page): Promise<number> => {
  const queue = await apiFromPage<{ records: Row[] }>(page, '/v3/consultation/filter', {
    page: 1,
    limit: 1,
    status: 'requested',
    order: 'queue',
  });
  const first = queue.records[0];
  if (!first) throw new Error('the demo doctor has no request waiting');
  await apiFromPage(page, `/v3/consultation/${String(first.id)}/status`, {
    status: 'in_progress',
    version: first.version,
    reason: null,
  });
  return first.id;
};

/** Opens Live from the menu; the first visit in a tab reloads the page once (docs/requirements.md 2.13). */
const openLive = async (page: Page, firstVisit: boolean): Promise<void> => {
  const link = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Live Consultation' });
  if (firstVisit) await Promise.all([page.waitForEvent('load'), link.click()]);
  else await link.click();
  await page.getByRole('heading', { level: 1, name: /^Live Consultation: / }).waitFor();
};

const notes = (page: Page) => page.getByRole('textbox', { name: 'Notes' });
const saved = (page: Page) =>
  page
    .locator('.live-save')
    .getByText(/^Saved at \d\d:\d\d/)
    .waitFor();

const prescribe = async (page: Page, row: number, search: string, dose: string): Promise<void> => {
  await page.getByRole('button', { name: 'Add a medicine' }).click();
  await page.getByRole('combobox', { name: `Medicine ${String(row)}` }).fill(search);
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: `Dose, medicine ${String(row)}` }).fill(dose);
  await page.getByRole('textbox', { name: `Frequency, medicine ${String(row)}` }).fill('Once a day');
  await page.getByRole('textbox', { name: `Duration, medicine ${String(row)}` }).fill('30 days');
};

describe('Live Consultation in the browser', () => {
  it(
    'notes survive a reload and the idle sign-out; two medicines are prescribed, completed and printed',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, 'doctor');
      await startOne(page);
      await openLive(page, true);
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      const patient = heading.replace(/^Live Consultation: /, '');

      // Saved a moment after typing stops; a reload signs out, and signing in brings the notes back.
      await notes(page).fill('Headache for two weeks.');
      await saved(page);
      // The clock of the pages from here on is Playwright's (it runs on as usual until told to jump),
      // and their fetch notes the keepalive requests.
      await page.clock.install();
      await context.addInitScript(() => {
        const sent: string[] = [];
        (window as unknown as { __keepalive: string[] }).__keepalive = sent;
        const original = window.fetch.bind(window);
        window.fetch = (input, init) => {
          if (init?.keepalive === true || (input instanceof Request && input.keepalive))
            sent.push(input instanceof Request ? input.url : String(input));
          return original(input, init);
        };
      });
      await page.reload();
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      await signIn(page, 'doctor');
      await openLive(page, false);
      await expect.poll(() => notes(page).inputValue()).toBe('Headache for two weeks.');

      // Five idle minutes on a fake clock sign out; the typing is saved first.
      await notes(page).focus();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Worse in the morning.');
      await page.clock.fastForward(5 * 60_000);
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('hcd_token'))).toBeNull();
      await signIn(page, 'doctor');
      await openLive(page, false);
      await expect.poll(() => notes(page).inputValue()).toBe('Headache for two weeks. Worse in the morning.');

      // The tab goes to the background: the typing leaves at once, as a keepalive request.
      await notes(page).focus();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Nausea.');
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await saved(page);
      expect(await page.evaluate(() => (window as unknown as { __keepalive: string[] }).__keepalive)).toEqual(
        [expect.stringMatching(/\/v3\/consultation\/\d+\/note$/)],
      );
      await page.evaluate(() => Reflect.deleteProperty(document, 'visibilityState'));

      await page.getByRole('textbox', { name: 'Diagnosis' }).fill('Stage 1 hypertension');
      await prescribe(page, 1, 'Amlodipine', '5 mg');
      await prescribe(page, 2, 'Metformin 500', '500 mg');
      await saved(page);
      if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'live.png'), fullPage: true });
      // The accessibility tour visits Live with nothing in progress; the chart is checked here.
      await expectNoSeriousA11yIssues(page, 'the live consultation chart');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

      await page.getByRole('button', { name: 'Complete', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Complete' }).click();
      await page.getByText(/is completed\./).waitFor();

      // Print prescription asks the browser to print; the PDF is Chromium's print of the same page.
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await page.getByRole('button', { name: 'Print prescription' }).click();
      expect(await page.evaluate(() => document.body.getAttribute('data-printed'))).toBe('yes');
      const pdf = join(out, 'prescription.pdf');
      await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      expect(text).toContain('Dr Vikram Shah');
      expect(text).toContain(patient);
      expect(text).toContain('Amlodipine 5 mg');
      expect(text).toContain('Metformin 500 mg');
      expect(text).toContain('Stage 1 hypertension');
      // Only the prescription: none of the page's menu or buttons.
      expect(text).not.toContain('Back to the queue');
      expect(text).not.toContain('Patient Booking');
      if (SCREENSHOTS) {
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: join(SCREENSHOTS, 'print.png'), fullPage: true });
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
});
