import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';

import { launchChromium, newContext } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

interface PageAnswer {
  status: number;
  body: unknown;
}

/** What the contract asks every call but sign-in to carry: the token and the user's id and type. */
interface Credentials {
  token: string;
  userId: number;
  userType: string;
}

/** Calls the demo API from inside the page, as the app's own requests do (same origin, /api/). */
const api = (page: Page, path: string, body: unknown, credentials?: Credentials): Promise<PageAnswer> =>
  page.evaluate(
    async ({ path, body, credentials }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (credentials) {
        headers.Authorization = `Bearer ${credentials.token}`;
        headers['x-user-id'] = String(credentials.userId);
        headers['x-user-type'] = credentials.userType;
      }
      const response = await fetch(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, body, credentials },
  );

const openApp = async (page: Page): Promise<void> => {
  await page.goto(inject('demoUrl'));
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
};

const signIn = async (page: Page): Promise<Credentials> => {
  const login = await api(page, '/v3/login/dashboard', {
    username: 'admin@example.com',
    password: 'Admin@123',
  });
  expect(login.status).toBe(200);
  const { token, user } = (login.body as { data: { token: string; user: { id: number; user_type: string } } })
    .data;
  return { token, userId: user.id, userType: user.user_type };
};

it('answers the API from the service worker in demo mode, and keeps changes across a reload', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openApp(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/mockServiceWorker\.js$/,
  );

  const wrong = await api(page, '/v3/login/dashboard', { username: 'admin@example.com', password: 'nope' });
  expect(wrong.body).toEqual({ data: { valid: false, message: 'Invalid username or password' } });
  const credentials = await signIn(page);

  const name = 'Camp_Browser_Persistence_Check';
  const created = await api(
    page,
    '/v3/camp-system/',
    {
      name,
      start_date: '2026-03-01',
      end_date: '2026-03-05',
      location_id: 5,
      user_id: 2,
      status: true,
      camp_status: true,
    },
    credentials,
  );
  expect(created.body).toEqual({ data: { error: false, message: 'Camp Created Successfully' } });

  // The app's Logout clears local storage; the demo data lives in IndexedDB and must survive it.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  const list = await api(
    page,
    '/v3/camp-system/filter',
    { status: true, page: 1, limit: 10, searchValue: 'browser_persistence' },
    credentials,
  );
  expect(list.status).toBe(200);
  const records = (
    list.body as { data: { records: Array<{ name: string; customer: { first_name: string } }> } }
  ).data.records;
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    name,
    customer: { first_name: 'Meera' },
    location: { id: 5, name: 'Malad' },
  });

  // Resetting the demo data drops the camp, and the session stays valid.
  await page.evaluate(() => window.__demoApi?.reset());
  const afterReset = await api(
    page,
    '/v3/camp-system/filter',
    { status: true, page: 1, limit: 10, searchValue: 'browser_persistence' },
    credentials,
  );
  expect((afterReset.body as { data: { total_count: number } }).data.total_count).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('lets a browser test set faults through window.__demoApi', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openApp(page);
  const credentials = await signIn(page);
  await page.evaluate(() =>
    window.__demoApi?.setFaults({
      failures: [{ path: '/v3/camp-system/filter', status: 503, message: 'Camp store offline' }],
      networkErrors: [{ path: '/v3/customer/filter' }],
    }),
  );
  const failed = await api(page, '/v3/camp-system/filter', { status: true, page: 1, limit: 10 }, credentials);
  expect(failed).toEqual({ status: 503, body: { error: true, message: 'Camp store offline' } });
  const dropped = await page.evaluate(() =>
    fetch('/api/v3/customer/filter', { method: 'POST', body: '{}' }).then(
      () => 'answered',
      (error: unknown) => (error instanceof TypeError ? 'network error' : 'other'),
    ),
  );
  expect(dropped).toBe('network error');
  await page.evaluate(() => window.__demoApi?.clearFaults());
  expect(
    (await api(page, '/v3/camp-system/filter', { status: true, page: 1, limit: 10 }, credentials)).status,
  ).toBe(200);
  await context.close();
});
