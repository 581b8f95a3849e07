import type { ApiKeyCreated } from '@/generated/model';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDemoDb } from './db';
import { type DemoServer, startDemoServer } from './node-server';
import { CUSTOMER_ID } from './test-utils';

/**
 * An API key against the demo API over real HTTP (docs/api-keys.md, "The public call"): the key is
 * made through the API, then GET /v3/public/results is called with `fetch` from Node, as a key
 * holder's system would. `bypass` lets the request past the unit project's MSW interception, so it
 * goes out on the socket and the server sees the caller's real address.
 */

let server: DemoServer;
let token: string;
let clock = Date.parse('2026-06-01T10:00:00.000Z');

beforeAll(async () => {
  const db = createDemoDb({ now: () => new Date(clock) });
  server = await startDemoServer({ port: 0, db });
  token = db.issueToken(CUSTOMER_ID);
});
afterAll(() => server.close());

const api = async (path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(bypass(`${server.apiBase}v3${path}`, init));
  return { status: response.status, body: (await response.json()) as unknown };
};

const post = (path: string, body: unknown) =>
  api(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const newKey = async (body: Record<string, unknown> = {}): Promise<ApiKeyCreated> => {
  const answer = await post('/api-key/', {
    name: `Key ${Math.round(clock)}-${JSON.stringify(body).length}-${String(Object.keys(body))}`,
    scopes: ['results'],
    clinic_ids: [],
    allowed_ips: [],
    expires_on: '2026-09-01',
    ...body,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ApiKeyCreated }).data;
};

const results = (secret: string, query = '', headers: Record<string, string> = {}) =>
  api(`/public/results${query}`, { headers: { 'x-api-key': secret, ...headers } });

describe('GET /v3/public/results over HTTP', () => {
  it('answers a valid key only its clinics\' rows, and "last used" becomes this call', async () => {
    const clinic = server.db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.status)!;
    const { key, secret } = await newKey({ clinic_ids: [clinic.id] });
    expect(key.last_used_at).toBeNull();
    const answer = await results(secret, '?limit=200');
    expect(answer.status).toBe(200);
    const records = (answer.body as { data: { records: Array<{ clinic: { id: number } }> } }).data.records;
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((row) => row.clinic.id))).toEqual(new Set([clinic.id]));
    const listed = await post('/api-key/filter', { page: 1, limit: 50 });
    const row = (
      listed.body as {
        data: { records: Array<{ id: number; last_used_at: string | null; last_used_ip: string | null }> };
      }
    ).data.records.find((each) => each.id === key.id);
    expect(row).toMatchObject({ last_used_at: '2026-06-01T10:00:00.000Z', last_used_ip: '127.0.0.1' });
  });

  it('refuses a missing, unknown, revoked or expired key with 401', async () => {
    expect((await api('/public/results')).status).toBe(401);
    expect((await results(`hk_live_${'x'.repeat(40)}`)).status).toBe(401);
    const revoked = await newKey();
    expect((await post(`/api-key/${revoked.key.id}/revoke`, { version: revoked.key.version })).status).toBe(
      200,
    );
    expect((await results(revoked.secret)).status).toBe(401);
    const expiring = await newKey({ expires_on: '2026-06-02' });
    clock = Date.parse('2026-06-03T00:00:00.000Z');
    try {
      expect((await results(expiring.secret)).status).toBe(401);
    } finally {
      clock = Date.parse('2026-06-01T10:00:00.000Z');
    }
  });

  it('refuses another address (even one the request claims) and a key without the results scope with 403', async () => {
    const remote = await newKey({ allowed_ips: ['203.0.113.0/24'] });
    expect((await results(remote.secret)).status).toBe(403);
    const claimed = await results(remote.secret, '', { 'x-demo-remote-address': '203.0.113.7' });
    expect(claimed).toMatchObject({
      status: 403,
      body: { message: 'Forbidden: this API key may not be used from 127.0.0.1' },
    });
    const local = await newKey({ allowed_ips: ['127.0.0.0/8', '::1'] });
    expect((await results(local.secret)).status).toBe(200);
    const kiosks = await newKey({ scopes: ['kiosks'] });
    expect((await results(kiosks.secret)).status).toBe(403);
  });
});
