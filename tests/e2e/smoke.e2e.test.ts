import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';

import { launchChromium, newContext } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

it('loads / and shows the sign-in page', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(inject('demoUrl'));
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  expect(await page.title()).toBe('Staff Dashboard');
  expect(errors).toEqual([]);
  await context.close();
});
