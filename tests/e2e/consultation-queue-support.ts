import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { createDemoDb } from '@/mocks/db';
import { type DemoServer, startDemoServer } from '@/mocks/node-server';
import type { DemoConsultation } from '@/mocks/telemedicine/types';

import { launchChromium, newContext } from './support/chromium';
import { HTTP_BUILD_PORT, serveHttpBuild } from './support/http-build';

/**
 * Two doctors, one queue (docs/telemedicine.md): a production build against the demo API over real
 * HTTP, so that two browser contexts (two doctors) share one server's data. The in-browser demo API
 * keeps its data per context, which cannot show a race between two doctors. Exported for the
 * lead's end-to-end walk: `openSharedQueue`, `signInAs`, `queueRowOf`, `secondDoctorConflict`.
 */
export const QUEUE = '/dashboard/consulataion';
export const LIVE = '/dashboard/live';

export const DOCTORS = {
  first: { username: 'doctor@example.com', password: 'Doctor@123', name: 'Dr Vikram Shah', id: 3 },
  second: { username: 'doctor2@example.com', password: 'Doctor@123', name: 'Dr Nandini Rao', id: 5001 },
} as const;
export type DoctorKey = keyof typeof DOCTORS;

export interface SharedQueue {
  server: DemoServer;
  siteUrl: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** The shared HTTP build against a fresh demo server (arrivals off: the test adds requests itself). */
export const openSharedQueue = async (): Promise<SharedQueue> => {
  const server = await startDemoServer({ port: HTTP_BUILD_PORT, db: createDemoDb({ arrivalSeconds: 0 }) });
  const site = await serveHttpBuild();
  const browser = await launchChromium();
  return {
    server,
    siteUrl: site.url,
    browser,
    close: async () => {
      await browser.close();
      await site.close();
      await server.close();
    },
  };
};

export interface DoctorPage {
  page: Page;
  errors: string[];
  /** Every API call's method and path (from /v3/ on), in order. */
  calls: string[];
  close: () => Promise<void>;
}

/** A fresh context signed in as one of the two demo doctors, on their home. */
export const signInAs = async (shared: SharedQueue, who: DoctorKey): Promise<DoctorPage> => {
  const context = await newContext(shared.browser);
  const page = await context.newPage();
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const at = pathname.indexOf('/v3/');
    if (at >= 0 && request.method() !== 'OPTIONS') calls.push(`${request.method()} ${pathname.slice(at)}`);
  });
  await page.goto(`${shared.siteUrl}/`);
  const account = DOCTORS[who];
  await page.getByLabel('Email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard/static');
  return { page, errors, calls, close: () => context.close() };
};

/** Moves within the loaded app as a link would (no reload: a reload of the app is a new session). */
export const goInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
};

/** Emulates the tab being hidden or shown (react-query pauses the refresh while hidden). */
export const setHidden = (page: Page, hidden: boolean): Promise<void> =>
  page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

/** 'DD-MM-YYYY HH:mm' (UTC), as the queue shows a request's time. */
const shownAt = (iso: string): string =>
  `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${iso.slice(11, 16)}`;

/** The queue's row of this consultation: its patient's name and its request time. */
export const queueRowOf = (page: Page, server: DemoServer, c: DemoConsultation): Locator => {
  const patient = server.db.patient(c.patient_id);
  return page
    .getByRole('table', { name: 'Consultation queue' })
    .getByRole('row')
    .filter({ hasText: `${patient?.first_name ?? ''} ${patient?.last_name ?? ''}` })
    .filter({ hasText: shownAt(c.requested_at) });
};

/** The oldest request waiting at a clinic both doctors serve. */
export const sharedRequest = (server: DemoServer): DemoConsultation => {
  const shared = new Set(server.db.doctor(DOCTORS.second.id)?.clinic_ids ?? []);
  const found = server.db.telemedicine.consultations.find(
    (c) => c.status === 'requested' && shared.has(c.clinic_id),
  );
  if (!found) throw new Error('no request waits at a clinic the two demo doctors share');
  return found;
};

/**
 * The 409 race (docs/telemedicine.md): both doctors see the same waiting request; the first starts it and
 * lands on the live page; the second, whose queue still shows it, clicks Start and reads the
 * message naming the first. Returns that message.
 */
export const secondDoctorConflict = async (
  server: DemoServer,
  first: Page,
  second: Page,
  c: DemoConsultation,
): Promise<string> => {
  for (const page of [first, second]) {
    if (!page.url().includes(QUEUE)) await goInApp(page, QUEUE);
    await queueRowOf(page, server, c).waitFor();
  }
  // The second doctor's queue would drop the row at its next 5 s refresh; a real doctor may click
  // in that moment, a test cannot aim at it. Their refresh pauses (the tab reads as hidden) while
  // the first doctor starts, so the click lands on the row as it was.
  await setHidden(second, true);
  await queueRowOf(first, server, c)
    .getByRole('button', { name: /^Start / })
    .click();
  await first.waitForURL(`**${LIVE}`);
  expect(server.db.telemedicine.consultations.find((one) => one.id === c.id)?.status).toBe('in_progress');
  // The second doctor clicks before their next refresh takes the row away.
  await queueRowOf(second, server, c)
    .getByRole('button', { name: /^Start / })
    .click();
  const alert = second.getByRole('alert').filter({ hasText: 'has already started this consultation' });
  await alert.waitFor();
  await setHidden(second, false);
  return alert.innerText();
};
