import { createHmac } from 'node:crypto';

import type { Delivery, Integration, IntegrationCreated } from '@/generated/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { DemoDb } from '../db';
import {
  ADMIN_ID,
  call,
  type CallResult,
  CUSTOMER_ID,
  DOCTOR_ID,
  messageOf,
  records,
  serveDemoDb,
} from '../test-utils';
import { addDelivery, attempt, configureDeliveries, type DeliveryRequest, NO_TRANSPORT } from './deliveries';
import { emitEvent } from './integration-events';
import { FHIR_EVENTS_TEXT, URL_TEXT } from './integrations-rules';

const NOW = new Date('2026-06-01T10:00:00Z');
let db: DemoDb;
let admin: string;
let sent: DeliveryRequest[];
let answers: Array<number | Error>;

beforeEach(() => {
  db = serveDemoDb({ now: () => NOW });
  admin = db.issueToken(ADMIN_ID);
  sent = [];
  answers = [];
  configureDeliveries(db, {
    transport: (request) => {
      sent.push(request);
      const next = answers.shift() ?? 200;
      return next instanceof Error
        ? Promise.reject(next)
        : Promise.resolve({
            status: next,
            body: next === 200 ? '{"received":true}' : 'Internal Server Error',
          });
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (path: string, body?: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const WRITE = {
  name: 'Results relay',
  kind: 'webhook',
  url: 'http://127.0.0.1:4999/hooks',
  events: ['result.recorded', 'order.moved'],
};
const create = async (write: object = WRITE) =>
  (await post('/v3/integration/', write)).data as IntegrationCreated;
/** Every answer's JSON, to prove a secret is in none of them. */
const text = (result: CallResult) => JSON.stringify(result.body);

describe('integrations: who and what', () => {
  it('lists the seeded integrations to an administrator, masked, and refuses customers and doctors', async () => {
    const list = await post('/v3/integration/filter', { page: 1, limit: 10 });
    const rows = records<Integration>(list);
    expect(rows.map((row) => row.name)).toEqual([
      'Lab results relay',
      'Operations alerts',
      'Regional HIE (FHIR)',
    ]);
    expect(rows[0]?.secret_prefix).toMatch(/^whsec_…[0-9a-f]{4}$/);
    for (const row of db.integrations) expect(text(list)).not.toContain(row.signing_secret);
    for (const id of [CUSTOMER_ID, DOCTOR_ID]) {
      const refused = await post('/v3/integration/filter', { page: 1, limit: 10 }, db.issueToken(id));
      expect(refused.status).toBe(403);
      expect(text(refused)).not.toContain('Lab results relay');
    }
  });

  it('refuses a URL that is not https: (or loopback http:), a duplicate name and a FHIR endpoint for other events', async () => {
    const url = await post('/v3/integration/', { ...WRITE, url: 'http://hooks.example.com/in' });
    expect(url.status).toBe(422);
    expect(url.body).toMatchObject({ field: 'url', message: URL_TEXT });
    const name = await post('/v3/integration/', { ...WRITE, name: 'lab results relay ' });
    expect(name.body).toMatchObject({ field: 'name' });
    const fhir = await post('/v3/integration/', { ...WRITE, kind: 'fhir' });
    expect(fhir.body).toMatchObject({ field: 'events', message: FHIR_EVENTS_TEXT });
    const none = await post('/v3/integration/', { ...WRITE, events: [] });
    expect(none.body).toMatchObject({ field: 'events' });
    expect((await post('/v3/integration/', { ...WRITE, url: 'https://hooks.example.com/in' })).status).toBe(
      200,
    );
  });
});

describe('the signing secret is answered once', () => {
  it('create answers it; no later answer carries it; Rotate secret answers a new one once', async () => {
    const created = await create();
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{32}$/);
    expect(created.integration.secret_prefix).toBe(`whsec_…${created.secret.slice(-4)}`);
    const id = created.integration.id;
    const later = [
      await get(`/v3/integration/${id}`),
      await post('/v3/integration/filter', { page: 1, limit: 50 }),
      await put(`/v3/integration/${id}`, { ...WRITE, name: 'Results relay 2', version: 1 }),
      await put(`/v3/integration/${id}/status`, { status: true, version: 1 }),
      await post(`/v3/integration/${id}/test`),
      await post(`/v3/integration/${id}/deliveries`, { page: 1, limit: 10 }),
    ];
    for (const answer of later) expect(text(answer)).not.toContain(created.secret);
    // A stale edit's `current` is masked too.
    const stale = await put(`/v3/integration/${id}`, { ...WRITE, version: 1 });
    expect(stale.status).toBe(409);
    expect(text(stale)).not.toContain(created.secret);
    const rotated = (await post(`/v3/integration/${id}/rotate-secret`, { version: 2 }))
      .data as IntegrationCreated;
    expect(rotated.secret).not.toBe(created.secret);
    expect(text(await get(`/v3/integration/${id}`))).not.toContain(rotated.secret);
  });
});

describe('deliveries', () => {
  it('signs the body: t=<unix seconds>,v1=<HMAC-SHA256(secret, "<t>.<body>")>', async () => {
    const created = await create();
    const answer = await post(`/v3/integration/${created.integration.id}/test`);
    const delivery = answer.data as Delivery;
    expect(delivery).toMatchObject({ state: 'delivered', status_code: 200, attempts: 1, test: true });
    expect(delivery.response_excerpt).toBe('{"received":true}');
    const request = sent[0];
    const header = request?.headers['x-webhook-signature'] ?? '';
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    expect(Number(t)).toBe(NOW.getTime() / 1000);
    const expected = createHmac('sha256', created.secret).update(`${t}.${request?.body}`).digest('hex');
    expect(v1).toBe(expected);
    expect(request?.headers['x-webhook-id']).toBe(String(delivery.id));
    expect(request?.headers['x-webhook-event']).toBe('result.recorded');
    expect(JSON.stringify(request)).not.toContain(`"${created.secret}"`);
  });

  it('retries after 1 s, 4 s, 16 s and 64 s, and stops at 5 attempts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const created = await create();
    answers = [500, new Error('connection refused'), 500, 500, 500];
    const delivery = addDelivery(
      db,
      { integration_id: created.integration.id, event: 'order.moved', test: false },
      () => '{}',
    );
    await attempt(db, delivery);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, status_code: 500 });
    expect(delivery.next_attempt_at).toBe(new Date(NOW.getTime() + 1000).toISOString());
    await vi.advanceTimersByTimeAsync(999);
    expect(delivery.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(delivery).toMatchObject({
      attempts: 2,
      status_code: null,
      error: 'Could not connect: connection refused.',
    });
    await vi.advanceTimersByTimeAsync(4000 + 16_000 + 64_000);
    expect(delivery).toMatchObject({
      state: 'failed',
      attempts: 5,
      next_attempt_at: null,
      error: 'The receiver answered 500.',
    });
    expect(sent).toHaveLength(5);
  });

  it('succeeds on a retry: delivered, attempts 2', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const created = await create();
    answers = [500, 200];
    const delivery = addDelivery(
      db,
      { integration_id: created.integration.id, event: 'order.moved', test: false },
      () => '{}',
    );
    await attempt(db, delivery);
    await vi.advanceTimersByTimeAsync(1000);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 2, status_code: 200, error: null });
  });

  it('sends only to loopback, and nothing without a transport', async () => {
    const outside = await create({ ...WRITE, name: 'Outside', url: 'https://hooks.example.com/in' });
    const refused = (await post(`/v3/integration/${outside.integration.id}/test`)).data as Delivery;
    expect(refused).toMatchObject({ state: 'failed', attempts: 0 });
    expect(refused.error).toMatch(/only to loopback addresses/);
    configureDeliveries(db, { transport: null });
    const inside = await create();
    const none = (await post(`/v3/integration/${inside.integration.id}/test`)).data as Delivery;
    expect(none).toMatchObject({ state: 'failed', error: NO_TRANSPORT });
    expect(sent).toHaveLength(0);
  });

  it('a FHIR endpoint receives a Bundle of Observations for a result', async () => {
    const fhir = await create({ ...WRITE, name: 'FHIR', kind: 'fhir', events: ['result.recorded'] });
    const delivery = emitEvent(db, 'result.recorded', { patient_id: 7 }).find(
      (row) => row.integration_id === fhir.integration.id,
    );
    await vi.waitFor(() => expect(delivery?.state).toBe('delivered'));
    const request = sent.find((one) => one.headers['x-webhook-id'] === String(delivery?.id));
    const bundle = JSON.parse(request?.body ?? '{}') as {
      resourceType: string;
      type: string;
      entry: unknown[];
    };
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry[0]).toMatchObject({
      resource: { resourceType: 'Observation', subject: { reference: 'Patient/7' } },
    });
    expect(request?.headers['content-type']).toBe('application/fhir+json');
    expect(fhir.integration.kind).toBe('fhir');
  });

  it('an administrator answering a query emits query.answered; the log is newest first, paged; Redeliver sends the body again', async () => {
    const ops = db.integrations.find((row) => row.name === 'Operations alerts');
    if (!ops) throw new Error('seed');
    ops.status = true;
    ops.url = 'http://127.0.0.1:4999/ops';
    const query = db.queries[0];
    if (!query) throw new Error('seed');
    const reply = await post(`/v3/query/${query.id}/message`, {
      text: 'We have sent a technician.',
      internal: false,
    });
    expect(reply.status).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.headers['x-webhook-event']).toBe('query.answered');
    const log = await post(`/v3/integration/${ops.id}/deliveries`, { page: 1, limit: 2 });
    const rows = records<Delivery>(log);
    expect(rows[0]?.event).toBe('query.answered');
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    const again = (await post(`/v3/delivery/${rows[0]?.id}/redeliver`)).data as Delivery;
    expect(again.id).not.toBe(rows[0]?.id);
    expect(sent[1]?.body).toBe(sent[0]?.body);
    ops.status = false;
    const off = await post(`/v3/delivery/${rows[0]?.id}/redeliver`);
    expect(off.status).toBe(422);
    expect(messageOf(off)).toBe('Operations alerts is disabled: enable it to send to it.');
    expect((await post('/v3/delivery/99999/redeliver')).status).toBe(404);
  });
});
