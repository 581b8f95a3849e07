import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';

import { type CaseGroupKey, type CaseKey, caseTitle, reliabilityCases } from './reliability-cases';
import { type Harness, skipUntil } from './reliability-support';

import type { Runner } from './reliability-faults';

export { callsFor, faultFor, perFault, type Runner, toastDetailFor } from './reliability-faults';

/**
 * The reliability suite's faults and checks: the demo API fault of each case, what the user must
 * see (toasts, a healthy page, a usable header), and one test per case of a group.
 */
export const FALLBACK_TEXT = 'Oops, something went wrong :(';
export const toasts = (page: Page): Locator => page.locator('.p-toast-message');

/** Waits for a toast with this summary and detail. */
export const expectToast = async (page: Page, summary: string, detail: string | RegExp): Promise<void> => {
  const message = toasts(page).filter({ has: page.locator('.p-toast-summary', { hasText: summary }) });
  await skipUntil(
    page,
    async () => {
      for (const text of await message.locator('.p-toast-detail').allInnerTexts()) {
        if (typeof detail === 'string' ? text.trim() === detail : detail.test(text.trim())) return true;
      }
      return false;
    },
    { what: `a toast '${summary}: ${String(detail)}'` },
  );
};

export const expectNoToast = async (page: Page): Promise<void> => {
  expect(await toasts(page).allInnerTexts()).toEqual([]);
};

/** Never a blank page, never the error fallback, no page error, no unhandled rejection. */
export const expectHealthy = async (h: Harness): Promise<void> => {
  expect(await h.page.getByText(FALLBACK_TEXT).count()).toBe(0);
  expect((await h.page.locator('#root').innerText()).trim()).not.toBe('');
  const rejections = await h.page.evaluate(() => window.__e2eRejections ?? []);
  expect([...h.problems, ...rejections]).toEqual([]);
};

/** The header still answers: the profile dropdown opens and closes. */
export const expectHeaderUsable = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /, account of / }).click();
  await page.getByText(/^Hello, /).waitFor();
  await page.keyboard.press('Escape');
  await page.getByText(/^Hello, /).waitFor({ state: 'hidden' });
};

/** One test per case of the group, named as in docs/reliability.md; every case needs a runner. */
export const runCases = <G extends CaseGroupKey>(group: G, runners: Record<CaseKey<G>, Runner>): void => {
  for (const key of Object.keys(reliabilityCases[group].cases) as CaseKey<G>[]) {
    it(caseTitle(group, key), runners[key]);
  }
};
