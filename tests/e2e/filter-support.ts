import type { Browser, Page, Request } from 'playwright-core';
import { inject } from 'vitest';

import { pushInApp } from './shell-helpers';
import { newContext } from './support/chromium';

/** The filter panel's browser tests: sign in through the real form, open the panel, watch calls. */
export const ACCOUNTS = {
  admin: { username: 'admin@example.com', password: 'Admin@123' },
  customer: { username: 'customer@example.com', password: 'Customer@123' },
} as const;

export const openSignedIn = async (
  browser: Browser,
  who: keyof typeof ACCOUNTS,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> => {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(inject('demoUrl'));
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await page.getByLabel('Email').fill(ACCOUNTS[who].username);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard\/static$/);
  return { page, errors, close: () => context.close() };
};

/** Goes to a filter route inside the app and opens the panel with the header's Filter toggle. */
export const openFilterAt = async (page: Page, path: string) => {
  await pushInApp(page, path);
  const panel = page.getByRole('complementary', { name: 'Filter' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await panel.waitFor();
  return panel;
};

export type Body = Record<string, unknown>;

/** Records the JSON bodies the page posts to one API path. */
export const recordCalls = (page: Page, path: string): Body[] => {
  const bodies: Body[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path)) {
      bodies.push(request.postDataJSON() as Body);
    }
  });
  return bodies;
};

/** Scrolls a list to its bottom and keeps it there past the 300 ms debounce. */
export const scrollToBottom = async (page: Page, listName: string) => {
  await page
    .getByRole('listbox', { name: listName })
    .evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await page.waitForTimeout(400);
};
