import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appUrl, navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

/**
 * Doctors and the letter head in a real browser against the demo API (docs/telemedicine.md, "Doctors
 * and letter head"): what only a browser shows (a file chosen in the file chooser, the image decoded
 * and drawn). The states of each screen are the component tests' (src/features/doctors).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const WALK_MS = 150_000;

/** A signature drawn on a canvas in the page, as PNG bytes (a real image, well under 200 KiB). */
const drawnSignature = async (page: Page): Promise<Buffer> => {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.strokeStyle = '#1b2a6b';
    context.lineWidth = 3;
    context.beginPath();
    context.moveTo(12, 60);
    for (let x = 12; x < 300; x += 6) context.lineTo(x, 50 + Math.sin(x / 9) * 22 * Math.cos(x / 40));
    context.stroke();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
};

/** Whether the image has been decoded and drawn (a broken image has no natural width). */
const drawn = (page: Page, name: string) =>
  page
    .getByRole('img', { name })
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

describe('Doctors in the browser', () => {
  it(
    "an administrator creates a doctor, assigns a clinic, uploads a signature; the doctor's letter head shows it",
    async () => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'admin');

      // Create a doctor of the demo customer.
      await navigateInApp(page, '/dashboard/manage/doctor');
      await page.getByRole('table', { name: 'Doctors' }).locator('tbody tr').first().waitFor();
      await page.screenshot({ path: '/tmp/doctors-list.png', fullPage: true });
      await page.getByRole('link', { name: 'Create Doctor' }).click();
      await page.getByLabel('First name', { exact: true }).fill('Ila');
      await page.getByLabel('Last name', { exact: true }).fill('Menon');
      await page.getByLabel('Qualification').fill('MBBS, MD');
      await page.getByLabel('Specialisation').fill('Cardiology');
      await page.getByLabel('Registration number').fill('MMC-2026-00077');
      await page.getByLabel('Phone').fill('+91 98200 12345');
      await page.getByLabel('Email').fill('ila.menon@example.com');
      await page.getByRole('combobox', { name: 'Customer' }).click();
      await page.getByRole('option', { name: 'Meera Iyer' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { level: 1, name: 'Doctor: Dr Ila Menon' }).waitFor();
      expect(await page.getByText('No clinics assigned yet.').isVisible()).toBe(true);

      // Assign one of the customer's clinics.
      await page.getByRole('link', { name: 'Assign New Clinic' }).click();
      const choices = page.getByRole('list', { name: 'Clinics of Meera Iyer' });
      const first = choices.getByRole('checkbox').first();
      const clinicName = (await choices.locator('label').first().innerText()).trim();
      await first.check();
      await page.getByRole('button', { name: 'Save (1)' }).click();
      await page.getByRole('heading', { level: 1, name: 'Doctor: Dr Ila Menon' }).waitFor();
      await page.getByRole('button', { name: `Remove ${clinicName}` }).waitFor();

      // The demo doctor's signature, from the file chooser: previewed, then saved.
      await navigateInApp(page, '/dashboard/manage/doctor/views/3');
      await page.getByRole('heading', { level: 1, name: 'Doctor: Dr Vikram Shah' }).waitFor();
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel('Signature image (PNG or JPEG, at most 200 KiB)').click();
      await (
        await chooser
      ).setFiles({
        name: 'vikram-signature.png',
        mimeType: 'image/png',
        buffer: await drawnSignature(page),
      });
      await expect.poll(() => drawn(page, 'Signature preview')).toBe(true);
      await page.screenshot({ path: '/tmp/doctor-details.png', fullPage: true });
      await page.getByRole('button', { name: 'Save signature' }).click();
      await expect.poll(() => drawn(page, 'Saved signature')).toBe(true);

      // The demo doctor signs in (the demo data stays in this browser) and opens their letter head.
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(appUrl('/'));
      await signIn(page, 'doctor');
      await page.getByRole('link', { name: 'Letter Head' }).click();
      const head = page.getByRole('group', { name: 'Letter head of Dr Vikram Shah' });
      await head.waitFor();
      await expect.poll(() => drawn(page, 'Signature of Dr Vikram Shah')).toBe(true);
      expect(await head.innerText()).toContain('Registration no.');
      await page.screenshot({ path: '/tmp/letter-head.png', fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
});
