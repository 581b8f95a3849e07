import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DemoServer, startDemoServer } from '@/mocks/node-server';
import { PACT_ADMIN_TOKEN } from '@/mocks/provider-states';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemoServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const post = async (url: string, body: unknown, token?: string) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // The app's origin calls the API; the control routes refuse any origin but the server's own.
  if (!url.includes('/__demo/')) headers.Origin = 'http://127.0.0.1:4173';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
};

const signIn = async (): Promise<string> => {
  const { body } = await post(`${server.apiBase}v3/login/dashboard`, {
    username: 'admin@example.com',
    password: 'Admin@123',
  });
  return (body.data as { token: string }).token;
};

describe('npm run demo-api (the demo API over real HTTP)', () => {
  it('answers a sign-in, with CORS headers for the calling origin', async () => {
    const { status, headers, body } = await post(`${server.apiBase}v3/login/dashboard`, {
      username: 'customer@example.com',
      password: 'Customer@123',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      valid: true,
      user: { id: 2, first_name: 'Meera', is_expose_api: true },
    });
    expect(headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
  });

  it('answers a CORS preflight that allows the headers the app sends', async () => {
    const response = await fetch(`${server.apiBase}v3/camp-system/filter`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-user-id,x-user-type,x-xsrf-token',
      },
    });
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'x-user-id', 'x-user-type', 'x-xsrf-token']),
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('answers a camp filter and keeps a created camp', async () => {
    const token = await signIn();
    const camp = {
      name: 'Camp_Server_Check',
      start_date: '2026-05-01',
      end_date: '2026-05-02',
      location_id: 7,
      user_id: 2,
      status: false,
      camp_status: true,
    };
    const created = await post(`${server.apiBase}v3/camp-system/`, camp, token);
    expect(created.body).toEqual({ data: { error: false, message: 'Camp Created Successfully' } });
    const list = await post(
      `${server.apiBase}v3/camp-system/filter`,
      { status: false, page: 1, limit: 10, searchValue: 'server_check' },
      token,
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({
      total_count: 1,
      records: [{ name: 'Camp_Server_Check', location: { id: 7 } }],
    });
    expect(server.db.camps.at(-1)?.name).toBe('Camp_Server_Check');
  });

  it('answers 401 without a token and 400 for malformed JSON, and 404 outside /api/', async () => {
    expect(
      (await post(`${server.apiBase}v3/camp-system/filter`, { status: true, page: 1, limit: 10 })).status,
    ).toBe(401);
    const malformed = await fetch(`${server.apiBase}v3/login/dashboard`, {
      method: 'POST',
      body: '{"username":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: true,
      message: 'Invalid request body: it is not valid JSON',
    });
    expect((await fetch(`${server.url}/v3/login/dashboard`, { method: 'POST', body: '{}' })).status).toBe(
      404,
    );
  });

  it('takes fault settings and resets under /__demo', async () => {
    const token = await signIn();
    const set = await post(`${server.url}/__demo/faults`, {
      failures: [{ path: '/v3/customer/filter', status: 502, message: 'Upstream down' }],
    });
    expect(set.body).toEqual({
      faults: { failures: [{ path: '/v3/customer/filter', status: 502, message: 'Upstream down' }] },
    });
    expect(await post(`${server.apiBase}v3/customer/filter`, { status: true }, token)).toMatchObject({
      status: 502,
      body: { error: true, message: 'Upstream down' },
    });
    await fetch(`${server.url}/__demo/faults`, { method: 'DELETE' });
    expect((await post(`${server.apiBase}v3/customer/filter`, { status: true }, token)).status).toBe(200);

    await post(`${server.url}/__demo/faults`, { networkErrors: [{ path: '/v3/customer/filter' }] });
    await expect(post(`${server.apiBase}v3/customer/filter`, { status: true }, token)).rejects.toThrow();
    expect((await post(`${server.url}/__demo/reset`, {})).body).toEqual({ ok: true });
    expect(server.db.faults).toEqual({});
    expect((await post(`${server.apiBase}v3/customer/filter`, { status: true }, token)).status).toBe(401);
  });

  it('runs Pact provider states', async () => {
    const state = await post(`${server.url}/__demo/provider-states`, {
      state: 'a valid token',
      action: 'setup',
    });
    expect(state).toMatchObject({ status: 200, body: { token: PACT_ADMIN_TOKEN, userId: 1 } });
    expect(
      (
        await post(
          `${server.apiBase}v3/camp-system/group-master-list`,
          { status: true, offset: 0, limit: 100 },
          PACT_ADMIN_TOKEN,
        )
      ).status,
    ).toBe(200);
    expect((await post(`${server.url}/__demo/provider-states`, { state: 'unheard of' })).status).toBe(400);
  });

  it('refuses the control routes to a website, without CORS headers (src/mocks/node-server.test.ts has the rest)', async () => {
    const response = await fetch(`${server.url}/__demo/reset`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:4173' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('survives a request that is cut off mid-body', async () => {
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${server.apiBase}v3/login/dashboard`, {
        method: 'POST',
        headers: { 'Content-Length': '100' },
      });
      request.on('error', () => resolve());
      request.write('{"username":');
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 50);
    });
    expect((await post(`${server.apiBase}v3/login/dashboard`, { username: 'a', password: 'b' })).status).toBe(
      200,
    );
  });
});
