import type { ApiKey, ApiKeyCreated, ApiKeyPage, ApiKeyRotated } from '@/generated/model';
import { addressAllowed, parseRange } from '@/lib/ip-address';
import { beforeEach, describe, expect, it } from 'vitest';

import { secretHash } from '../api-key-secrets';
import type { DemoDb } from '../db';
import { PACT_API_KEY_SECRET } from '../provider-states-api-keys';
import { runProviderState } from '../provider-states';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, serveDemoDb } from '../test-utils';

const START = Date.parse('2026-06-01T10:00:00.000Z');
const HOUR = 3_600_000;
let clock = START;
let db: DemoDb;
let admin: string;
let customer: string;
beforeEach(() => {
  clock = START;
  db = serveDemoDb({ now: () => new Date(clock) });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
});

const post = (path: string, body: unknown, token = customer) => call(path, { body, token });
const list = async (token = customer, filter: Record<string, unknown> = {}) =>
  (await post('/v3/api-key/filter', { page: 1, limit: 100, ...filter }, token)).data as ApiKeyPage;
const myClinic = () => db.clinics.find((clinic) => clinic.user_id === CUSTOMER_ID && clinic.status)!;
const NEW_KEY = {
  name: 'Lab export',
  scopes: ['results'],
  clinic_ids: [] as number[],
  allowed_ips: [] as string[],
  expires_on: '2026-08-30',
};
const create = async (body: Partial<typeof NEW_KEY> = {}) => {
  const result = await post('/v3/api-key/', { ...NEW_KEY, ...body });
  expect(result.status).toBe(200);
  return result.data as ApiKeyCreated;
};
const publicResults = (secret: string, query = '') =>
  fetch(`http://demo.test/api/v3/public/results${query}`, { headers: { 'x-api-key': secret } });

describe('the seeded keys (docs/api-keys.md, "Demo data")', () => {
  it('give the demo customer two active keys and a revoked one, and other customers some', async () => {
    const mine = await list();
    expect(mine.records.map((key) => key.status).sort()).toEqual(['active', 'active', 'revoked']);
    const all = await list(admin);
    expect(new Set(all.records.map((key) => key.customer.id)).size).toBeGreaterThan(2);
    expect((await list(admin, { customer_id: CUSTOMER_ID })).total_count).toBe(3);
  });
});

describe('who may use the API key calls', () => {
  it('refuses a doctor, a customer without API access and an administrator without Integrations', async () => {
    expect((await post('/v3/api-key/filter', { page: 1, limit: 10 }, db.issueToken(DOCTOR_ID))).status).toBe(
      403,
    );
    db.customer(CUSTOMER_ID)!.is_expose_api = false;
    const refused = await post('/v3/api-key/filter', { page: 1, limit: 10 });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Your account does not include API access.' },
    });
    const user = db.user(ADMIN_ID)!;
    user.role = { id: 5, name: 'Inventory manager' };
    const area = await post('/v3/api-key/filter', { page: 1, limit: 10 }, admin);
    expect(area).toMatchObject({
      status: 403,
      body: { message: 'Your role does not include Integrations.' },
    });
  });

  it('lets only the customer create and rotate; an administrator may revoke any key', async () => {
    expect((await post('/v3/api-key/', NEW_KEY, admin)).status).toBe(403);
    const key = (await list()).records.find((row) => row.status === 'active')!;
    expect((await post(`/v3/api-key/${key.id}/rotate`, { version: key.version }, admin)).status).toBe(403);
    const revoked = await post(`/v3/api-key/${key.id}/revoke`, { version: key.version }, admin);
    expect((revoked.data as ApiKey).status).toBe('revoked');
  });

  it("answers 403 without the key's data for another customer's key", async () => {
    const theirs = db.apiKeys.find((key) => key.customer_id !== CUSTOMER_ID)!;
    const result = await post(`/v3/api-key/${theirs.id}/revoke`, { version: theirs.version });
    expect(result).toMatchObject({ status: 403, body: { message: 'This API key is not one of yours.' } });
    expect(JSON.stringify(result.body)).not.toContain(theirs.name);
  });
});

describe('a new key', () => {
  it('answers its secret once; no later answer, list, error, audit event or snapshot carries it', async () => {
    const { key, secret } = await create({ clinic_ids: [myClinic().id], allowed_ips: ['203.0.113.0/24'] });
    expect(secret).toMatch(/^hk_live_[A-Za-z0-9_-]{40}$/);
    expect(key).toMatchObject({ prefix: secret.slice(0, 12), status: 'active', last_used_at: null });
    expect(key.expires_at).toBe('2026-08-30T23:59:59.999Z');
    const stored = db.apiKeys.find((row) => row.id === key.id)!;
    expect(stored.secret_hash).toBe(secretHash(secret));
    const later = [
      await list(),
      await list(admin),
      (await post(`/v3/api-key/${key.id}/revoke`, { version: 99 })).body,
      (await post(`/v3/api-key/${key.id}/revoke`, { version: key.version })).body,
      (await post('/v3/api-key/', NEW_KEY)).body,
      (db as unknown as { auditEvents?: unknown }).auditEvents ?? [],
    ];
    for (const [index, answer] of later.entries()) {
      const text = JSON.stringify(answer);
      expect({ index, secret: text.includes(secret), hash: text.includes(stored.secret_hash) }).toEqual({
        index,
        secret: false,
        hash: false,
      });
    }
    // The browser's saved copy holds the hash, never the secret.
    expect(JSON.stringify(db.snapshot()).includes(secret)).toBe(false);
  });

  it("refuses a bad name, no scope, another customer's clinic, a bad address and an expiry out of range", async () => {
    const theirs = db.clinics.find((clinic) => clinic.user_id !== CUSTOMER_ID)!;
    const cases: Array<[Partial<typeof NEW_KEY>, string]> = [
      [{ name: '  ' }, 'name'],
      [{ scopes: [] }, 'scopes'],
      [{ clinic_ids: [theirs.id] }, 'clinic_ids'],
      [{ allowed_ips: ['10.0.0.300'] }, 'allowed_ips'],
      [{ allowed_ips: ['2001:db8::/129'] }, 'allowed_ips'],
      [{ expires_on: '2026-06-01' }, 'expires_on'],
      [{ expires_on: '2027-06-02' }, 'expires_on'],
    ];
    for (const [body, field] of cases) {
      const result = await post('/v3/api-key/', { ...NEW_KEY, ...body });
      expect({ body, status: result.status, field: (result.body as { field?: string }).field }).toEqual({
        body,
        status: 422,
        field,
      });
    }
    expect((await post('/v3/api-key/', { ...NEW_KEY, expires_on: '2027-06-01' })).status).toBe(200);
  });
});

describe('rotate and revoke', () => {
  it('rotate answers a new secret once; the old key works for 24 hours, then stops', async () => {
    const { key, secret } = await create();
    const rotated = (await post(`/v3/api-key/${key.id}/rotate`, { version: key.version }))
      .data as ApiKeyRotated;
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.retiring).toMatchObject({
      id: key.id,
      status: 'retiring',
      replaced_by: rotated.key.id,
      retiring_until: new Date(START + 24 * HOUR).toISOString(),
    });
    expect((await publicResults(secret)).status).toBe(200);
    expect((await publicResults(rotated.secret)).status).toBe(200);
    clock = START + 24 * HOUR;
    expect((await publicResults(secret)).status).toBe(401);
    expect((await publicResults(rotated.secret)).status).toBe(200);
    expect((await list()).records.find((row) => row.id === key.id)?.status).toBe('expired');
    const again = await post(`/v3/api-key/${key.id}/rotate`, { version: key.version + 1 });
    expect(again.status).toBe(422);
  });

  it('revoke stops a key at once; a stale version is 409 with the key now', async () => {
    const { key, secret } = await create();
    const stale = await post(`/v3/api-key/${key.id}/revoke`, { version: key.version + 1 });
    expect(stale).toMatchObject({ status: 409, body: { current: { id: key.id, version: key.version } } });
    expect((await post(`/v3/api-key/${key.id}/revoke`, { version: key.version })).status).toBe(200);
    const refused = await publicResults(secret);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: true, message: 'Unauthorized: this API key was revoked' });
  });

  it('an expired key gets 401', async () => {
    const { secret } = await create({ expires_on: '2026-06-02' });
    clock = Date.parse('2026-06-03T00:00:00.000Z');
    expect((await publicResults(secret)).status).toBe(401);
  });

  it("turning the customer's API access off revokes their working keys", async () => {
    const { secret } = await create();
    const record = (await call(`/v3/customer/${CUSTOMER_ID}`, { method: 'GET', token: admin }))
      .data as Record<string, unknown> & { location: { id: number }; version: number };
    const { id: _id, counts: _counts, location, created_at: _c, updated_at: _u, ...fields } = record;
    const saved = await call(`/v3/customer/${CUSTOMER_ID}`, {
      method: 'PUT',
      token: admin,
      body: { ...fields, location_id: location.id, is_expose_api: false },
    });
    expect(saved.status).toBe(200);
    expect(db.apiKeys.filter((key) => key.customer_id === CUSTOMER_ID && key.revoked_at === null)).toEqual(
      [],
    );
    expect((await publicResults(secret)).status).toBe(401);
  });
});

describe('the public call (GET /v3/public/results)', () => {
  it("answers only the key's clinics' results and records when and from where it was used", async () => {
    const clinic = myClinic();
    const { key, secret } = await create({ clinic_ids: [clinic.id] });
    const answer = await publicResults(secret, '?limit=500');
    expect(answer.status).toBe(200);
    const page = ((await answer.json()) as { data: { records: Array<{ clinic: { id: number } }> } }).data;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((row) => row.clinic.id === clinic.id)).toBe(true);
    expect(db.apiKeys.find((row) => row.id === key.id)).toMatchObject({
      last_used_at: new Date(START).toISOString(),
      last_used_ip: '127.0.0.1',
    });
    const other = db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.id !== clinic.id)!;
    expect((await publicResults(secret, `?clinic_id=${other.id}`)).status).toBe(403);
  });

  it('refuses an unknown or malformed key (401), another address or a scope it lacks (403)', async () => {
    expect((await publicResults('hk_live_' + 'a'.repeat(40))).status).toBe(401);
    expect((await publicResults('seeded key 1: no secret')).status).toBe(401);
    const remote = await create({ name: 'Remote', allowed_ips: ['203.0.113.0/24'] });
    expect((await publicResults(remote.secret)).status).toBe(403);
    const kiosks = await create({ name: 'Kiosks', scopes: ['kiosks'] });
    expect((await publicResults(kiosks.secret)).status).toBe(403);
  });
});

describe('the provider state of the pact (src/mocks/provider-states-api-keys.ts)', () => {
  it("leaves one key; with known: 1 its secret is the pact's and the public call answers it", async () => {
    const outcome = runProviderState(db, {
      state: 'an API key exists',
      params: { known: 1 },
      action: 'setup',
    });
    expect(outcome.status).toBe(200);
    expect(db.apiKeys).toHaveLength(1);
    expect((await publicResults(PACT_API_KEY_SECRET)).status).toBe(200);
    runProviderState(db, { state: 'an API key exists', params: { status: 'revoked' }, action: 'setup' });
    expect((await publicResults(PACT_API_KEY_SECRET)).status).toBe(401);
  });
});

describe('allowed addresses (src/lib/ip-address.ts)', () => {
  it('parses IPv4, IPv6 and CIDR, and matches an IPv4-mapped address as IPv4', () => {
    expect(
      ['192.0.2.1', '10.0.0.0/8', '2001:db8::1', '2001:db8::/32', '::1'].map(
        (text) => parseRange(text) !== null,
      ),
    ).toEqual([true, true, true, true, true]);
    expect(['', '1.2.3', '256.1.1.1', '1::2::3', '10.0.0.0/33', 'example.com'].map(parseRange)).toEqual(
      Array(6).fill(null),
    );
    expect(addressAllowed('203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(addressAllowed('::ffff:203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(addressAllowed('203.0.114.9', ['203.0.113.0/24'])).toBe(false);
    expect(addressAllowed('2001:db8:1::5', ['2001:db8::/32'])).toBe(true);
    expect(addressAllowed('127.0.0.1', [])).toBe(true);
  });
});
