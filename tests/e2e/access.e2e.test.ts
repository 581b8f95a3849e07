import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storageKeys } from '@/lib/storage-keys';
import { type DemoServer, startDemoServer } from '@/mocks/node-server';

import { launchChromium, newContext } from './support/chromium';
import { HTTP_BUILD_PORT, serveHttpBuild } from './support/http-build';
import { readRequestText, signatureHolds } from '@tests/support/webhook-receiver';

/**
 * Who may do what, and who did (issue 37; docs/shell.md "Roles and areas", docs/users.md,
 * docs/api-keys.md, docs/integrations.md, docs/audit.md), in a real browser against the demo API over
 * real HTTP (the shared HTTP build), so that node can call the same server: the public call with an
 * API key, and a webhook receiver on 127.0.0.1. What each screen shows in every state is its
 * component tests'; here is what only the whole system shows.
 */
const ACCOUNTS = {
  admin: { username: 'admin@example.com', password: 'Admin@123' },
  customer: { username: 'customer@example.com', password: 'Customer@123' },
  support: { username: 'support@example.com', password: 'Support@123' },
} as const;
type Account = keyof typeof ACCOUNTS;

let server: DemoServer;
let site: { url: string; close: () => Promise<void> };
let browser: Browser;
const pageErrors: string[] = [];

interface Received {
  event: string;
  body: string;
  valid: boolean;
}
let receiver: Server;
let receiverUrl = '';
let signingSecret = '';
const received: Received[] = [];

beforeAll(async () => {
  server = await startDemoServer({ port: HTTP_BUILD_PORT });
  site = await serveHttpBuild();
  browser = await launchChromium();
  receiver = createServer((request, response) => {
    void readRequestText(request).then((body) => {
      const header = String(request.headers['x-webhook-signature'] ?? '');
      received.push({
        event: String(request.headers['x-webhook-event'] ?? ''),
        body,
        valid: signatureHolds(signingSecret, header, body),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
}, 240_000);

afterAll(async () => {
  await browser.close();
  await site.close();
  await server.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** A fresh context signed in with a demo account, on the page the sign-in lands on. */
const signIn = async (who: Account): Promise<Page> => {
  const context = await newContext(browser);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${who}: ${error.message}`));
  await page.goto(`${site.url}/`);
  await page.getByLabel('Email').fill(ACCOUNTS[who].username);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard\//);
  return page;
};

/** A call to the demo API from node, as a script of the backend team would make it. */
const callApi = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${server.apiBase}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>),
  };
};

const tokenOf = (page: Page): Promise<string> =>
  page.evaluate((key) => window.localStorage.getItem(key) ?? '', storageKeys.token);

describe('roles, users, keys, webhooks and the audit trail', () => {
  let agent: Page;
  let admin: Page;

  it('the support agent sees only Support, and is refused elsewhere by menu, route and call', async () => {
    agent = await signIn('support');
    // The first page the role opens: Support Queries, not the Dashboard it lacks.
    await agent.waitForURL(/\/dashboard\/manage\/query$/);
    await expect
      .poll(() => agent.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Support Queries');
    const menu = agent.getByRole('navigation', { name: 'Main menu' });
    // Only the Support group's entries (Canned Replies is Support's too).
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual([expect.stringMatching(/^Support Queries/) as unknown, 'Canned Replies']);
    // By route: an address typed in.
    await agent.goto(`${site.url}/dashboard/manage/camp`);
    await expect.poll(() => agent.getByText('Your role does not include Manage.').isVisible()).toBe(true);
    // By call: the agent's own token, from node.
    const token = await tokenOf(agent);
    expect(token).not.toBe('');
    const refused = await callApi('v3/camp-system/filter', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 10 }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: true,
      code: 'area_forbidden',
      message: 'Your role does not include Manage.',
    });
    await agent.getByRole('link', { name: /Support Queries/ }).click();
    await expect.poll(() => agent.getByRole('table').first().isVisible()).toBe(true);
  });

  it('an administrator disables the signed-in support agent, whose next action signs them out', async () => {
    admin = await signIn('admin');
    await admin.goto(`${site.url}/dashboard/manage/user/view/9010`);
    await admin.getByRole('button', { name: 'Disable', exact: true }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Disable Sam Fernandes?' });
    await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect
      .poll(() => admin.getByRole('button', { name: 'Enable', exact: true }).isVisible())
      .toBe(true);
    // The agent's next action is a call with the old token: 401, and the app signs them out.
    await agent.reload();
    await agent.waitForURL((url) => !url.pathname.startsWith('/dashboard'), { timeout: 15_000 });
    await expect.poll(() => agent.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await agent.getByLabel('Email').fill(ACCOUNTS.support.username);
    await agent.getByLabel('Password', { exact: true }).fill(ACCOUNTS.support.password);
    await agent.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => agent.getByText('This account is disabled. Contact your administrator.').isVisible())
      .toBe(true);
  });

  it('a customer creates a key, sees it once, calls the public call with it from node, rotates and revokes it', async () => {
    const customer = await signIn('customer');
    await customer.goto(`${site.url}/dashboard/secret-api/list`);
    await customer.getByRole('button', { name: 'Create key' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel('Name', { exact: true }).fill('Browser test export');
    await dialog.getByRole('checkbox', { name: 'Read results' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = customer.getByRole('dialog', { name: 'Secret for Browser test export' });
    const secret = (await shown.getByLabel('API key secret').textContent()) ?? '';
    expect(secret).toMatch(/^hk_live_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    // Shown once: not on the page, not in storage, not in the address.
    await expect.poll(() => customer.content()).not.toContain(secret);
    const stored = await customer.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
    expect(stored).not.toContain(secret);
    expect(customer.url()).not.toContain(secret);
    const row = customer.getByRole('row').filter({ hasText: secret.slice(0, 12) });
    await expect.poll(() => row.textContent()).toContain('Never');

    const read = (key: string) =>
      callApi('v3/public/results?page=1&limit=5', { headers: { 'x-api-key': key } });
    const first = await read(secret);
    expect(first.status).toBe(200);
    await customer.reload();
    await expect.poll(() => row.textContent()).toContain('127.0.0.1');

    await row.getByRole('button', { name: 'Rotate Browser test export' }).click();
    await customer
      .getByRole('alertdialog', { name: 'Rotate Browser test export?' })
      .getByRole('button', { name: 'Rotate key' })
      .click();
    const rotated = customer.getByRole('dialog', { name: 'New secret for Browser test export' });
    const next = (await rotated.getByLabel('API key secret').textContent()) ?? '';
    await rotated.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => row.textContent()).toContain('Retiring until');
    // The retiring key still works for 24 hours, beside the new one.
    expect((await read(secret)).status).toBe(200);
    expect((await read(next)).status).toBe(200);

    const nextRow = customer.getByRole('row').filter({ hasText: next.slice(0, 12) });
    await nextRow.getByRole('button', { name: 'Revoke Browser test export' }).click();
    await customer
      .getByRole('alertdialog', { name: 'Revoke Browser test export?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect.poll(() => nextRow.textContent()).toContain('Revoked');
    expect((await read(next)).status).toBe(401);
  });

  it('a webhook test event reaches a local receiver with a valid signature', async () => {
    // This build talks to a configured API, where the form takes https: only (docs/integrations.md):
    // the integration to the local http: receiver is made the way a script would, over the API,
    // and the administrator sends its test event from its page.
    const token = await tokenOf(admin);
    const created = await callApi('v3/integration/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Browser test receiver',
        kind: 'webhook',
        url: receiverUrl,
        events: ['query.answered'],
      }),
    });
    expect(created.status).toBe(200);
    const data = created.body?.data as { integration: { id: number }; secret: string };
    signingSecret = data.secret;
    expect(signingSecret).toMatch(/^whsec_/);
    await admin.goto(`${site.url}/dashboard/manage/externalIntergation/view/${data.integration.id}`);
    await admin
      .getByRole('heading', { level: 1, name: 'External Integration: Browser test receiver' })
      .waitFor();
    // The page shows the secret masked, never in full.
    expect(await admin.content()).not.toContain(signingSecret);
    await admin.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => admin.getByLabel('The answer it got').textContent()).toContain('200');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ event: 'query.answered', valid: true });
  });

  it("reading a patient's record shows up in that patient's Access tab", async () => {
    await admin.goto(`${site.url}/dashboard/manage/patients/patientDetails?patient_id=1`);
    await admin.getByRole('tab', { name: 'Access' }).click();
    const trail = admin.getByRole('table', { name: 'Who read or changed this record' });
    await expect.poll(() => trail.getByRole('row').nth(1).textContent()).toContain('Asha Rao');
    expect(pageErrors).toEqual([]);
  });
});
