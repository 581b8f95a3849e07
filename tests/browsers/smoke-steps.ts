import { seedDemoData } from '@/mocks/seed';

import type { SmokeDriver } from './smoke-driver';

/**
 * One screen of the cross-browser smoke. Steps run in order in one browser session, each starting
 * where the previous one left off (signed in from the first on).
 */
export interface SmokeStep {
  name: string;
  run: (driver: SmokeDriver) => Promise<void>;
}

/** The demo API's seed is deterministic: the home's figures are known in advance. */
const seed = seedDemoData(1);

const CAMPS_TABLE = { role: 'table', name: 'Camps' } as const;
const FILTER_PANEL = { role: 'complementary', name: 'Filter' } as const;

/**
 * The smoke, screen by screen. To cover one more screen, append a step: a name that says what must
 * hold, and a function using the driver (goto, click, fill, waitFor, waitForText, count, screenshot).
 */
export const SMOKE_STEPS: SmokeStep[] = [
  {
    name: 'signs in as the administrator',
    run: async (driver) => {
      await driver.goto('/');
      await driver.waitFor({ role: 'heading', name: 'Sign In' });
      await driver.fill({ label: 'Email' }, 'admin@example.com');
      await driver.fill({ label: 'Password' }, 'Admin@123');
      await driver.click({ role: 'button', name: 'Login' });
      await driver.waitForPath('/dashboard/static');
      await driver.waitFor({ role: 'navigation', name: 'Main menu' });
    },
  },
  {
    name: 'the dashboard home shows its figures',
    run: async (driver) => {
      await driver.waitFor({ role: 'heading', level: 1, name: 'Dashboard' });
      const figures = { role: 'list', name: 'Figures' } as const;
      await driver.waitForText(String(seed.clinics.length), {
        role: 'listitem',
        name: 'Clinics',
        within: figures,
      });
      const customers = seed.customers.filter((customer) => customer.status).length;
      await driver.waitForText(String(customers), { role: 'listitem', name: 'Customers', within: figures });
      // All eight of the administrator's cards have their number (issue 25 added Patients screened
      // and Abnormal results): none loading (aria-busy), none failed.
      await driver.waitForCount(
        { css: '.home-card:not([aria-busy]) > .home-card-value', within: figures },
        8,
      );
      await driver.waitFor({ role: 'link', within: { role: 'table', name: 'Latest camps' } });
      await driver.screenshot('home');
    },
  },
  {
    name: 'the camps list shows rows',
    run: async (driver) => {
      await driver.open('/dashboard/manage/camp');
      await driver.waitFor({ role: 'heading', level: 1, name: 'Camps' });
      await driver.waitFor({ role: 'link', within: CAMPS_TABLE, nth: 4 });
    },
  },
  {
    name: "a camp's details open from the list",
    run: async (driver) => {
      await driver.click({ role: 'link', within: CAMPS_TABLE });
      await driver.waitFor({ role: 'heading', level: 1, name: 'Camp Details' });
      await driver.waitForPath('/dashboard/manage/camp/info');
    },
  },
  {
    name: 'Add Camp refuses an empty form',
    run: async (driver) => {
      await driver.open('/dashboard/manage/camp');
      await driver.click({ role: 'link', name: 'Add Camp' });
      await driver.waitFor({ role: 'heading', level: 1, name: 'Add Camp' });
      await driver.click({ role: 'button', name: 'Save' });
      for (const message of [
        'Start date is required',
        'End date is required',
        'Select Location',
        'Select customer',
      ]) {
        await driver.waitForText(message);
      }
    },
  },
  {
    name: 'the filter panel opens on the summary with its sections',
    run: async (driver) => {
      await driver.open('/dashboard/summary');
      await driver.click({ role: 'button', name: 'Filter' });
      await driver.waitFor(FILTER_PANEL);
      for (const section of ['Date', 'Customer', 'Location', 'Clinics', 'Age', 'Gender']) {
        await driver.waitFor({ role: 'heading', level: 3, name: section, within: FILTER_PANEL });
      }
      await driver.waitFor({ role: 'button', name: 'Apply', within: FILTER_PANEL });
    },
  },
  {
    name: 'Master > Countries: Add Country checks the fields, then creates the country and opens its page',
    run: async (driver) => {
      await driver.open('/dashboard/master/countries');
      await driver.waitFor({ role: 'link', name: 'India', within: { role: 'table', name: 'Countries' } });
      await driver.click({ role: 'link', name: 'Add Country' });
      await driver.waitFor({ role: 'heading', level: 1, name: 'Create Country' });
      await driver.click({ role: 'button', name: 'Save' });
      await driver.waitForText('Name is required');
      await driver.waitForText('ISO code is required');
      await driver.fill({ label: 'Name' }, 'Smoke Land');
      await driver.fill({ label: 'ISO code' }, 'sl');
      await driver.click({ role: 'button', name: 'Save' });
      await driver.waitFor({ role: 'heading', level: 1, name: 'Country: Smoke Land' });
      await driver.waitForText('SL');
      await driver.screenshot('country');
    },
  },
];
