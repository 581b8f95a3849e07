import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { IntegrationCreated } from '@/generated/model';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { server as msw } from '@tests/msw/server';
import { readRequestText, signatureHolds } from '@tests/support/webhook-receiver';
import { createDemoDb } from './db';
import type { RecordedScreeningSession } from './handlers/screening-record';
import { type DemoServer, startDemoServer } from './node-server';
import { ADMIN_ID } from './test-utils';

/**
 * `result.recorded` end to end over real HTTP (docs/integrations.md, "Events"; docs/demo-api.md,
 * "Control routes"): a webhook and a FHIR endpoint on a receiver at 127.0.0.1, a screening session
 * recorded through `POST /__demo/screening-session` as the kiosk would, and both deliveries arrive
 * signed, with the session's ids (the webhook) and its Observations (the FHIR Bundle).
 */

interface Received {
  path: string;
  event: string;
  signature: string;
  body: string;
}

const received: Received[] = [];
const secrets = new Map<string, string>();

let receiver: Server;
let receiverUrl = '';
let demo: DemoServer;
let token = '';

beforeAll(async () => {
  msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  receiver = createServer((request, response) => {
    void readRequestText(request).then((body) => {
      received.push({
        path: request.url ?? '',
        event: String(request.headers['x-webhook-event'] ?? ''),
        signature: String(request.headers['x-webhook-signature'] ?? ''),
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const db = createDemoDb({ now: () => new Date('2026-11-28T10:30:00.000Z'), arrivalSeconds: 0 });
  // Only this test's receivers: the seed's integrations point at ports nobody here listens on.
  for (const integration of db.integrations) integration.status = false;
  demo = await startDemoServer({ port: 0, db, deliveryBackoffMs: [50, 50, 50, 50] });
  token = demo.db.issueToken(ADMIN_ID);
});

afterAll(async () => {
  await demo.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const createIntegration = async (kind: 'webhook' | 'fhir', path: string): Promise<void> => {
  const response = await fetch(`${demo.apiBase}v3/integration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: `Local ${kind}`,
      kind,
      url: `${receiverUrl}${path}`,
      events: ['result.recorded'],
    }),
  });
  expect(response.status).toBe(200);
  secrets.set(path, ((await response.json()) as { data: IntegrationCreated }).data.secret);
};

const record = (body: unknown) =>
  fetch(`${demo.url}/__demo/screening-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('a session recorded through the control route reaches a webhook and a FHIR endpoint, signed', async () => {
  await createIntegration('webhook', '/hooks');
  await createIntegration('fhir', '/fhir');
  const { db } = demo;
  const kiosk = db.kiosks.find((row) => row.status === 'deployed' && row.clinic_id !== null);
  const clinic = kiosk?.clinic_id == null ? undefined : db.clinic(kiosk.clinic_id);
  const patient = db.patients.find(
    (row) => row.customer_id === clinic?.user_id && row.date_of_birth < '2000',
  );
  const pulse = db.catalogues.testTypes.find((row) => row.code === 'PULSE');
  if (!kiosk || !patient || !pulse) throw new Error('no kiosk, patient or pulse test in the seed');

  const refused = await record({ kiosk_id: kiosk.id, patient_id: 999_999, results: [] });
  expect(refused.status).toBe(400);
  expect(refused.headers.get('access-control-allow-origin')).toBeNull();

  const response = await record({
    kiosk_id: kiosk.id,
    patient_id: patient.id,
    results: [{ test_type_id: pulse.id, value: 72 }],
  });
  expect(response.status).toBe(200);
  const { session, delivery_ids } = (await response.json()) as RecordedScreeningSession;
  expect(delivery_ids).toHaveLength(2);

  await vi.waitFor(() => expect(received).toHaveLength(2));
  for (const one of received) {
    expect(one.event).toBe('result.recorded');
    expect(signatureHolds(secrets.get(one.path) ?? '', one.signature, one.body)).toBe(true);
  }
  const webhook = received.find((one) => one.path === '/hooks');
  expect(JSON.parse(webhook?.body ?? '{}')).toMatchObject({
    event: 'result.recorded',
    test: false,
    data: { session_id: session.id, patient_id: patient.id, kiosk_id: kiosk.id, clinic_id: clinic?.id },
  });
  const fhir = received.find((one) => one.path === '/fhir');
  expect(JSON.parse(fhir?.body ?? '{}')).toMatchObject({
    resourceType: 'Bundle',
    entry: [
      {
        resource: {
          resourceType: 'Observation',
          subject: { reference: `Patient/${patient.id}` },
          valueQuantity: { value: 72, unit: pulse.unit },
        },
      },
    ],
  });
  await vi.waitFor(() =>
    expect(db.deliveries.filter((row) => delivery_ids.includes(row.id)).map((row) => row.state)).toEqual([
      'delivered',
      'delivered',
    ]),
  );
});
