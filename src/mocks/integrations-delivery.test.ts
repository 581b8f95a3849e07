import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Delivery, DeliveryPage, IntegrationCreated } from '@/generated/model';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { server as msw } from '@tests/msw/server';
import { readRequestText, signatureHolds } from '@tests/support/webhook-receiver';
import { ADMIN_ID } from './test-utils';
import { type DemoServer, startDemoServer } from './node-server';

/**
 * A webhook end to end over real HTTP (docs/integrations.md, "Verifying a delivery"): the demo
 * server delivers with node's http to a receiver on 127.0.0.1, which checks the signature with
 * node:crypto, fails the first attempt with a 500 and takes the retry. The test server's backoff
 * is 50 ms (`deliveryBackoffMs`) instead of 1 s.
 */

interface Received {
  signature: string;
  body: string;
  valid: boolean;
}

let secret = '';
const received: Received[] = [];

let receiver: Server;
let receiverUrl = '';
let demo: DemoServer;
let token = '';

beforeAll(async () => {
  // The unit project's MSW intercepts node:http and fetch: loopback traffic goes through.
  msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  receiver = createServer((request, response) => {
    void readRequestText(request).then((body) => {
      const signature = String(request.headers['x-webhook-signature'] ?? '');
      const valid = signatureHolds(secret, signature, body);
      received.push({ signature, body, valid });
      response.writeHead(received.length === 1 ? 500 : valid ? 200 : 400, {
        'content-type': 'application/json',
      });
      response.end(received.length === 1 ? '{"error":"try again"}' : JSON.stringify({ received: valid }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  demo = await startDemoServer({ port: 0, deliveryBackoffMs: [50, 50, 50, 50] });
  token = demo.db.issueToken(ADMIN_ID);
});

afterAll(async () => {
  await demo.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${demo.apiBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

it('a test event reaches a receiver on 127.0.0.1 signed, fails once with 500, and the retry is delivered', async () => {
  const created = await api<IntegrationCreated>('v3/integration/', {
    name: 'Local receiver',
    kind: 'webhook',
    url: receiverUrl,
    events: ['order.moved'],
  });
  secret = created.secret;
  const id = created.integration.id;
  const first = await api<Delivery>(`v3/integration/${id}/test`);
  expect(first).toMatchObject({ state: 'pending', attempts: 1, status_code: 500 });
  expect(first.response_excerpt).toBe('{"error":"try again"}');
  await vi.waitFor(async () => {
    const log = await api<DeliveryPage>(`v3/integration/${id}/deliveries`, { page: 1, limit: 5 });
    expect(log.records[0]).toMatchObject({ id: first.id, state: 'delivered', attempts: 2, status_code: 200 });
  });
  expect(received).toHaveLength(2);
  expect(received.every((one) => one.valid)).toBe(true);
  expect(JSON.parse(received[1]?.body ?? '{}')).toMatchObject({
    id: first.id,
    event: 'order.moved',
    test: true,
  });
  // A wrong secret does not verify.
  secret = 'whsec_wrong';
  expect(signatureHolds(secret, received[1]?.signature ?? '', received[1]?.body ?? '')).toBe(false);
});
