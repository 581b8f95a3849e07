import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import type { DemoFaults } from '@/mocks/faults';

import { type FaultKey, GENERIC_SCHEMA_TEXT, SLOW_MS } from './reliability-cases';
import {
  expectHealthy,
  expectHeaderUsable,
  expectNoToast,
  faultFor,
  perFault,
  runCases,
  toastDetailFor,
} from './reliability-checks';
import { countCalls, type Harness, load, openHarness, skipUntil, waitVisible } from './reliability-support';
import { launchChromium } from './support/chromium';

/**
 * Faults on the doctor's queue, counts and Patient Booking (docs/telemedicine.md, docs/requirements.md
 * section 8), as the demo doctor, in the in-browser demo API with a fake clock.
 */
let browser: Browser;
let h: Harness;
let page: Page;

const QUEUE = '/dashboard/consulataion';
const FILTER_CALL = '/v3/consultation/filter';
const SUMMARY_CALL = '/v3/consultation/summary';
const MOVE_CALL = '/v3/consultation/*/status';
const BOOKINGS_CALL = '/v3/booking/filter';
const CONVERT_CALL = '/v3/booking/*/consultation';
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const BOOKINGS = `/dashboard/doctor/patientbooking?date=${tomorrow}`;

const signInAsDoctor = async (): Promise<void> => {
  await page.getByLabel('Email').fill('doctor@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Doctor@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await skipUntil(page, () => Promise.resolve(page.url().endsWith('/dashboard/static')), {
    what: 'the dashboard',
  });
};

/**
 * A page load with these faults, signed in as the doctor. The live page signs out when it reloads
 * (docs/requirements.md 2.13: local storage is cleared on unload), so a case after Start may find
 * the sign-in page: the doctor signs in again first.
 */
const loadAsDoctor = async (path: string, faults: DemoFaults | null): Promise<void> => {
  await load(h, path, faults);
  if (await page.getByRole('heading', { name: 'Sign In' }).isVisible()) {
    await load(h, '/', null);
    await signInAsDoctor();
    await load(h, path, faults);
  }
};

beforeAll(async () => {
  browser = await launchChromium();
  h = await openHarness(browser);
  page = h.page;
  await signInAsDoctor();
});
afterAll(async () => {
  await browser.close();
});

/** Retried three times after a 5xx or a dropped connection; a malformed answer is not retried. */
const callsFor = (key: FaultKey): number => (key === 'malformed' ? 1 : 4);

/** What the move notice says for each fault (the server's message, or the generic text). */
const noticeFor = (key: Exclude<FaultKey, 'slow'>): string =>
  key === 'malformed' ? GENERIC_SCHEMA_TEXT : toastDetailFor(key);

const queueTable = () => page.getByRole('table', { name: 'Consultation queue' });

describe('the doctor’s queue', () => {
  runCases(
    'queue-list',
    perFault(async (key) => {
      await loadAsDoctor(QUEUE, faultFor(key, FILTER_CALL));
      if (key === 'slow') {
        await waitVisible(page, queueTable().getByText('Loading...'));
        await page.getByRole('combobox', { name: 'Status' }).focus();
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, queueTable().getByRole('button', { name: /^Start / }));
      } else {
        await waitVisible(page, page.getByText('The queue could not be loaded.'));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        await expectNoToast(page);
        expect(countCalls(h, 'POST', FILTER_CALL)).toBe(callsFor(key));
        // The refresh stops while the failure is shown.
        await page.clock.fastForward(12_000);
        expect(countCalls(h, 'POST', FILTER_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'queue-counts',
    perFault(async (key) => {
      await loadAsDoctor(QUEUE, faultFor(key, SUMMARY_CALL));
      const counts = page.getByRole('list', { name: 'Today' });
      if (key === 'slow') {
        await waitVisible(page, counts.getByText('Loading'));
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, queueTable().getByRole('button', { name: /^Start / }));
        await waitVisible(page, counts.getByText('Completed today'));
        await skipUntil(page, async () => (await counts.getAttribute('aria-busy')) === null);
      } else {
        await waitVisible(page, page.getByText("Today's counts could not be loaded."));
        await waitVisible(page, queueTable().getByRole('button', { name: /^Start / }));
        await expectNoToast(page);
        expect(countCalls(h, 'POST', SUMMARY_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'queue-start',
    perFault(async (key) => {
      await loadAsDoctor(QUEUE, key === 'slow' ? null : faultFor(key, MOVE_CALL, 'POST'));
      const start = queueTable()
        .getByRole('button', { name: /^Start / })
        .first();
      await waitVisible(page, start);
      if (key === 'slow') {
        // Only the move is slow; the next load starts without the fault (it lives in this page's demo API).
        await page.evaluate((latencyMs) => window.__demoApi?.setFaults({ latencyMs }), SLOW_MS);
        await start.click();
        await skipUntil(page, () => start.isDisabled(), { stepMs: 50, what: 'the button waiting' });
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await skipUntil(page, () => Promise.resolve(new URL(page.url()).pathname === '/dashboard/live'), {
          what: 'the live page',
        });
        // The live page reloads once per tab (requirements 2.13.4): it settles on a heading again.
        await page.waitForLoadState();
        await waitVisible(page, page.locator('h1'));
      } else {
        await start.click();
        const notice = page.getByRole('alert').filter({ hasText: noticeFor(key) });
        await waitVisible(page, notice);
        expect(new URL(page.url()).pathname).toBe(QUEUE);
        await expectNoToast(page);
        expect(h.calls.filter((call) => /\/v3\/consultation\/\d+\/status$/.test(call.path))).toHaveLength(1);
      }
      await expectHealthy(h);
    }),
  );
});

describe('Patient Booking', () => {
  const table = () => page.getByRole('table', { name: /^Bookings on / });

  runCases(
    'bookings-list',
    perFault(async (key) => {
      await loadAsDoctor(BOOKINGS, faultFor(key, BOOKINGS_CALL));
      if (key === 'slow') {
        await waitVisible(page, table().getByText('Loading...'));
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await waitVisible(page, table().getByRole('button', { name: /^Start consultation / }));
      } else {
        await waitVisible(page, page.getByText('The bookings could not be loaded.'));
        expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Next day' }).isEnabled()).toBe(true);
        await expectNoToast(page);
        expect(countCalls(h, 'POST', BOOKINGS_CALL)).toBe(callsFor(key));
      }
      await expectHealthy(h);
    }),
  );

  runCases(
    'bookings-convert',
    perFault(async (key) => {
      await loadAsDoctor(BOOKINGS, key === 'slow' ? null : faultFor(key, CONVERT_CALL, 'POST'));
      const start = table()
        .getByRole('button', { name: /^Start consultation / })
        .first();
      await waitVisible(page, start);
      if (key === 'slow') {
        // Only the move is slow; the next load starts without the fault (it lives in this page's demo API).
        await page.evaluate((latencyMs) => window.__demoApi?.setFaults({ latencyMs }), SLOW_MS);
        await start.click();
        await skipUntil(page, () => start.isDisabled(), { stepMs: 50, what: 'the button waiting' });
        await expectHeaderUsable(page);
        await page.clock.fastForward(SLOW_MS);
        await skipUntil(page, () => Promise.resolve(page.url().endsWith(`${QUEUE}?status=scheduled`)), {
          what: 'the scheduled queue',
        });
      } else {
        await start.click();
        await waitVisible(page, page.getByRole('alert').filter({ hasText: noticeFor(key) }));
        expect(page.url()).toContain(BOOKINGS);
        await expectNoToast(page);
      }
      await expectHealthy(h);
    }),
  );
});
