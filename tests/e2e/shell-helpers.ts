import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

import { newContext } from './support/chromium';

/** Helpers shared by the shell's browser tests (sign-in, menus, header, routes). */
export type DemoRole = 'admin' | 'customer' | 'doctor';

/** The demo accounts (docs/requirements.md 13.11), with the names and roles the demo API seeds for them. */
export const DEMO_ACCOUNTS: Record<
  DemoRole,
  { username: string; password: string; firstName: string; roleName: string; accountButton: string }
> = {
  admin: {
    username: 'admin@example.com',
    password: 'Admin@123',
    firstName: 'Asha',
    roleName: 'Super Admin',
    accountButton: 'AR, account of Asha Rao',
  },
  customer: {
    username: 'customer@example.com',
    password: 'Customer@123',
    firstName: 'Meera',
    roleName: 'Customer',
    accountButton: 'MI, account of Meera Iyer',
  },
  doctor: {
    username: 'doctor@example.com',
    password: 'Doctor@123',
    firstName: 'Vikram',
    roleName: 'Doctor',
    accountButton: 'VS, account of Vikram Shah',
  },
};

export const appUrl = (path = '/'): string => `${inject('demoUrl')}${path}`;

export interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A fresh context (own storage, own demo data) with page errors collected. */
export const openPage = async (browser: Browser, path = '/'): Promise<Opened> => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(appUrl(path));
  return { context, page, errors };
};

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Signs in through the form, as a user would, and waits for the dashboard. */
export const signIn = async (page: Page, role: DemoRole): Promise<void> => {
  const account = DEMO_ACCOUNTS[role];
  if (pathOf(page) !== '/') await page.goto(appUrl('/'));
  await page.getByLabel('Email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard/static');
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
};

/** Moves within the loaded app as a link would (a history entry, no reload); waits for nothing. */
export const pushInApp = (page: Page, path: string): Promise<void> =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Moves within the loaded app (as a link would), without reloading the page, and waits for the URL. */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await pushInApp(page, path);
  await page.waitForURL(`**${path}`);
};

/** Top-level menu entries in order, as the sidebar shows them. */
export const topLevelMenu = (page: Page): Promise<string[]> =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    // The titles alone: a badge's count ('Support 3 unread') is not part of the menu's shape.
    .locator(':scope > ul > li > :first-child .sidebar-title')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()));

/** Calls the demo API from the page with the stored credentials, as the app does (same origin, /api/). */
export const apiFromPage = <T>(page: Page, path: string, body: unknown): Promise<T> =>
  page.evaluate(
    async ({ path, body }) => {
      const token = window.localStorage.getItem('hcd_token') ?? '';
      const user = JSON.parse(window.localStorage.getItem('hcd_user') ?? '{}') as {
        id: number;
        user_type: string;
      };
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'x-user-id': String(user.id),
          'x-user-type': user.user_type,
        },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: T }).data;
    },
    { path, body },
  );
