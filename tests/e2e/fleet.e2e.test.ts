import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_ONLY_TEXT } from '@/components/admin-only';

import { apiFromPage, navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

/**
 * Customers, clinics and the kiosk fleet in a real browser against the demo API (issue 34;
 * docs/customers.md, docs/home-and-monitor.md "Kiosk Inventory"): the happy path across screens, the
 * bell agreeing with the kiosks, and a customer kept to their own records by URL. Each call's fault
 * cases are the component tests' (src/features/customers, clinics, kiosks).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const WALK_MS = 150_000;

interface KioskPage {
  total_count: number;
  records: { id: number; clinic: { id: number } | null; customer: { id: number } | null }[];
}

/** Every kiosk the signed-in user may read with `filter`, page by page (500 a call). */
const allKiosks = async (page: Page, filter: Record<string, unknown>): Promise<KioskPage['records']> => {
  const rows: KioskPage['records'] = [];
  for (let index = 1; index < 100; index += 1) {
    const answer = await apiFromPage<KioskPage>(page, '/v3/kiosk/filter', {
      page: index,
      limit: 500,
      searchValue: null,
      ...filter,
    });
    rows.push(...answer.records);
    if (rows.length >= answer.total_count || answer.records.length === 0) break;
  }
  return rows;
};

/** Every clinic the signed-in user may read with `filter` (the filter panel's clinic call). */
const allClinics = async (page: Page, filter: Record<string, unknown>): Promise<{ id: number }[]> => {
  const rows: { id: number }[] = [];
  for (let index = 1; index < 100; index += 1) {
    const answer = await apiFromPage<{ total_count: number; records: { id: number }[] }>(
      page,
      '/v3/Clinic/filter',
      { page: index, limit: 500, searchValue: null, ...filter },
    );
    rows.push(...answer.records);
    if (rows.length >= answer.total_count || answer.records.length === 0) break;
  }
  return rows;
};

/** The bell's 'pending for app update' line, as a number ('…' while loading is not a number). */
const pendingLine = (page: Page) =>
  page.getByRole('link', { name: /\d+ clinics are pending for app update/ });

const openBell = async (page: Page): Promise<number> => {
  await page.getByRole('button', { name: /^Notifications, \d+$/ }).click();
  const text = await pendingLine(page).innerText();
  await page.keyboard.press('Escape');
  return Number(/^(\d+)/.exec(text.trim())?.[1]);
};

describe('The kiosk fleet in the browser', () => {
  it(
    'an administrator creates a customer, a clinic for them, and deploys a kiosk there; the customer signs in with the temporary password, sets their own, and sees exactly that clinic and kiosk',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'admin');
      const main = page.locator('#main-content');
      const choose = async (label: string, option: string) => {
        const select = main.getByLabel(label, { exact: true });
        await select.locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
        await select.selectOption({ label: option });
      };

      // Create Customer: the sign-in comes with it, and its temporary password is shown once.
      await navigateInApp(page, '/dashboard/manage/customer/create');
      await main.getByRole('heading', { level: 1, name: 'Create Customer' }).waitFor();
      await main.getByLabel('First name', { exact: true }).fill('Kavya');
      await main.getByLabel('Last name', { exact: true }).fill('Nair');
      await main.getByLabel('Organisation name', { exact: true }).fill('Nair Diagnostics');
      await main.getByLabel('Email', { exact: true }).fill('kavya.nair@nair.example.com');
      await main.getByLabel('Phone', { exact: true }).fill('+91 484 400 1200');
      await choose('Country', 'India');
      await choose('State', 'Maharashtra');
      await choose('District', 'Mumbai Suburban');
      await choose('Location', 'Andheri');
      await main.getByLabel('Address', { exact: true }).fill('2 MG Road');
      await main.getByRole('button', { name: 'Save' }).click();
      const password = main.getByLabel('Temporary password', { exact: true });
      await password.waitFor();
      const temporary = (await password.innerText()).trim();
      expect(temporary.length).toBeGreaterThanOrEqual(8);
      await page.screenshot({ path: '/tmp/fleet-customer-created.png', fullPage: true });
      const stored = await page.evaluate(() =>
        [window.localStorage, window.sessionStorage]
          .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
          .join('\n'),
      );
      expect(stored).not.toContain(temporary);
      await main.getByRole('button', { name: 'Done' }).click();

      // Create Clinic for them.
      await navigateInApp(page, '/dashboard/manage/clinic/create');
      await main.getByRole('heading', { level: 1, name: 'Create Clinic' }).waitFor();
      await main.getByLabel('Name', { exact: true }).fill('Nair Kochi Clinic');
      await main.getByRole('combobox', { name: 'Customer' }).click();
      await page.getByRole('option', { name: 'Kavya Nair' }).click();
      const type = main.getByLabel('Clinic type', { exact: true });
      await type.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await type.selectOption({ index: 1 });
      await choose('Country', 'India');
      await choose('State', 'Maharashtra');
      await choose('District', 'Mumbai Suburban');
      await choose('Location', 'Andheri');
      await main.getByLabel('Address', { exact: true }).fill('5 Marine Drive');
      await main.getByLabel('Phone', { exact: true }).fill('+91 484 400 1300');
      await main.getByLabel('Email', { exact: true }).fill('kochi@nair.example.com');
      await main.getByLabel('AMC start', { exact: true }).fill('2026-01-01');
      await main.getByLabel('AMC expiry', { exact: true }).fill('2026-12-31');
      await main.getByRole('button', { name: 'Save' }).click();
      await main.getByRole('heading', { level: 1, name: 'Clinic: Nair Kochi Clinic' }).waitFor();

      // A kiosk from stock to that clinic, without a check-in first.
      await navigateInApp(page, '/dashboard/manage/kiosk-inventory?lifecycle=in_stock');
      await main.getByRole('heading', { level: 1, name: 'Kiosk Inventory' }).waitFor();
      const firstInStock = main.locator('table tbody tr a[href*="/kiosk-inventory/view/"]').first();
      await firstInStock.waitFor();
      const serial = (await firstInStock.innerText()).trim();
      await firstInStock.click();
      await main.getByRole('heading', { level: 1, name: `Kiosk: ${serial}` }).waitFor();
      await main.getByRole('button', { name: 'Move' }).click();
      await main.getByRole('radio', { name: 'To a clinic' }).check();
      await choose('Clinic', 'Nair Kochi Clinic');
      await main.getByLabel('Reason', { exact: true }).fill('First kiosk of the Kochi clinic');
      await main.getByRole('button', { name: 'Move', exact: true }).click();
      await main
        .getByRole('list', { name: 'Kiosk history' })
        .getByText('First kiosk of the Kochi clinic')
        .waitFor();
      await page.screenshot({ path: '/tmp/fleet-kiosk-moved.png', fullPage: true });

      // The new customer: the temporary password, then their own.
      await page.getByRole('button', { name: /account of Asha Rao/ }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      await page.getByLabel('Email').fill('kavya.nair@nair.example.com');
      await page.getByLabel('Password', { exact: true }).fill(temporary);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('you signed in with a temporary password').waitFor();
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Type it again', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.locator('#new-password-error').waitFor();
      await page.getByLabel('New password', { exact: true }).fill('Kochi@2026!');
      await page.getByLabel('Type it again', { exact: true }).fill('Kochi@2026!');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.waitForURL('**/dashboard/static');
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();

      // Exactly their clinic and their kiosk.
      await navigateInApp(page, '/dashboard/manage/customerclinic');
      const clinicRows = main.getByRole('table', { name: 'Clinics' }).locator('tbody tr');
      await expect
        .poll(() => clinicRows.allInnerTexts(), { timeout: 20_000 })
        .toEqual([expect.stringContaining('Nair Kochi Clinic')]);
      await navigateInApp(page, '/dashboard/manage/kiosk-inventory');
      const kioskRows = main.getByRole('table', { name: 'Kiosks' }).locator('tbody tr');
      await expect
        .poll(() => kioskRows.allInnerTexts(), { timeout: 20_000 })
        .toEqual([expect.stringContaining(serial)]);
      await page.screenshot({ path: '/tmp/fleet-customer-kiosks.png', fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );

  it(
    'a new forced APK raises the bell to the clinics with a deployed kiosk below it',
    async () => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'admin');
      const before = await openBell(page);

      // Master > APK Versions > Add: a version above every kiosk's, forcing the update.
      await navigateInApp(page, '/dashboard/master/apk/create');
      const main = page.locator('#main-content');
      await main.getByRole('heading', { level: 1, name: 'Create APK Version' }).waitFor();
      await main.getByLabel('Version name', { exact: true }).fill('9.9.0');
      await main.getByLabel('Version code', { exact: true }).fill('9900');
      await main.getByLabel('Released', { exact: true }).fill('01-11-2026');
      await main.getByRole('checkbox', { name: 'Force update' }).check();
      await main.getByRole('button', { name: 'Save' }).click();
      await main.getByRole('heading', { level: 1, name: 'APK Version: v9.9.0' }).waitFor();

      // Every deployed kiosk is below 9900: the active clinics with one (the bell counts active
      // clinics, requirements 2.4), counted from the kiosk list and the clinic list.
      const deployed = await allKiosks(page, { status: 'deployed' });
      const active = new Set((await allClinics(page, { status: true })).map((clinic) => clinic.id));
      const clinics = new Set(
        deployed.map((kiosk) => kiosk.clinic?.id).filter((id) => id !== undefined && active.has(id)),
      );
      expect(clinics.size).toBeGreaterThan(before);
      await expect.poll(() => openBell(page), { timeout: 20_000 }).toBe(clinics.size);
      // The Monitor's tab says the same.
      await navigateInApp(page, '/dashboard/monitor?tab=pending-update');
      await expect
        .poll(() => main.getByRole('tab', { name: /Pending app update/ }).innerText(), { timeout: 20_000 })
        .toContain(String(clinics.size));
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );

  it(
    "a customer cannot open another customer's kiosk or clinic by URL",
    async () => {
      const admin = await openPage(browser);
      await signIn(admin.page, 'admin');
      const everyKiosk = await allKiosks(admin.page, {});
      await admin.context.close();

      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, 'customer');
      const own = await allKiosks(page, {});
      const ownIds = new Set(own.map((kiosk) => kiosk.id));
      const ownCustomer = own[0]?.customer?.id;
      expect(ownCustomer).toBeDefined();
      const other = everyKiosk.find(
        (kiosk) => !ownIds.has(kiosk.id) && kiosk.customer !== null && kiosk.customer.id !== ownCustomer,
      );
      expect(other).toBeDefined();

      // Their own kiosk opens; another customer's says so, and shows nothing of it.
      const main = page.locator('#main-content');
      await navigateInApp(page, `/dashboard/manage/kiosk-inventory/view/${own[0]!.id}`);
      await main.getByRole('heading', { level: 1, name: /^Kiosk: / }).waitFor();
      await navigateInApp(page, `/dashboard/manage/kiosk-inventory/view/${other!.id}`);
      await main.getByText('This kiosk is not one of yours.').waitFor();
      expect(await main.getByRole('heading', { level: 1, name: /^Kiosk: / }).count()).toBe(0);

      // A clinic's page is the administrators'; a customer sees their clinics in Customer Clinics.
      const otherClinic = other!.clinic?.id ?? 1;
      await navigateInApp(page, `/dashboard/manage/clinic/clinicDetails/${otherClinic}`);
      await main.getByText(ADMIN_ONLY_TEXT).waitFor();
      expect(await main.getByRole('heading', { level: 1, name: /^Clinic: / }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_MS,
  );
});
