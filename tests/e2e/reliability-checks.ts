import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';

import type { DemoFaults } from '@/mocks/faults';

import {
  type CaseGroupKey,
  type CaseKey,
  caseTitle,
  FAULT_INPUTS,
  type FaultKey,
  GENERIC_SCHEMA_TEXT,
  reliabilityCases,
  SLOW_MS,
} from './reliability-cases';
import { type Harness, skipUntil } from './reliability-support';

/**
 * The reliability suite's faults and checks: the demo API fault of each case, what the user must
 * see (toasts, a healthy page, a usable header), and one test per case of a group.
 */
export const FALLBACK_TEXT = 'Oops, something went wrong :(';
const SERVER_MESSAGE = 'Service temporarily unavailable (e2e)';

/** The demo API fault for one call, by case key. `slow` slows every call. */
export const faultFor = (key: FaultKey, path: string, method?: string): DemoFaults => {
  const rule = { path, ...(method ? { method } : {}) };
  switch (key) {
    case '500-message':
      return { failures: [{ ...rule, status: 500, message: SERVER_MESSAGE }] };
    case '500-bare':
      return { failures: [{ ...rule, status: 500, message: '' }] };
    case 'network':
      return { networkErrors: [rule] };
    case 'slow':
      return { latencyMs: SLOW_MS };
    case 'malformed':
      return { malformed: [rule] };
  }
};

/** What the failed-call toast should say for each fault (docs/requirements.md section 8). */
export const toastDetailFor = (key: Exclude<FaultKey, 'slow'>): string => {
  switch (key) {
    case '500-message':
      return SERVER_MESSAGE;
    case '500-bare':
      return 'The server failed to process the request.';
    case 'network':
      return 'Network error: the server could not be reached.';
    case 'malformed':
      // The user reads a plain sentence; the operation and field paths go to the console only.
      return GENERIC_SCHEMA_TEXT;
  }
};

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

export type Runner = () => Promise<void>;

/** One test per case of the group, named as in docs/reliability.md; every case needs a runner. */
export const runCases = <G extends CaseGroupKey>(group: G, runners: Record<CaseKey<G>, Runner>): void => {
  for (const key of Object.keys(reliabilityCases[group].cases) as CaseKey<G>[]) {
    it(caseTitle(group, key), runners[key]);
  }
};

/** Runners for the five standard faults from one function of the fault. */
export const perFault = (run: (key: FaultKey) => Promise<void>): Record<FaultKey, Runner> =>
  Object.fromEntries((Object.keys(FAULT_INPUTS) as FaultKey[]).map((key) => [key, () => run(key)])) as Record<
    FaultKey,
    Runner
  >;
