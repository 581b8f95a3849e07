import type { DemoDb } from '../db';
import { isLoopbackUrl, REFUSED_TEXT } from '../seed-integrations';
import type { DemoDelivery, DemoIntegration } from '../types';
import { signatureOf } from './integrations-signature';

/**
 * The delivery engine (docs/integrations.md, "Deliveries"): signs a delivery's body, sends it with
 * the transport the host gives (node's http in the HTTP demo server, `fetch` in the browser, a fake
 * in unit tests), and retries a network error or a non-2xx answer after 1 s, 4 s, 16 s and 64 s
 * (5 attempts at most). Only loopback URLs are ever sent to.
 */

export interface DeliveryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface DeliveryAnswer {
  status: number;
  body: string;
}

/** Sends one attempt; rejects on a network error or a timeout. */
export type DeliveryTransport = (request: DeliveryRequest) => Promise<DeliveryAnswer>;

export interface DeliverySetup {
  transport: DeliveryTransport | null;
  /** The waits before attempts 2, 3, 4 and 5 (tests pass short ones). */
  backoffMs: readonly number[];
}

export const DEFAULT_BACKOFF_MS: readonly number[] = [1000, 4000, 16_000, 64_000];
export const MAX_ATTEMPTS = 5;
const EXCERPT = 500;
export const NO_TRANSPORT =
  'This demo API cannot send deliveries here (no transport): use the HTTP demo server or the browser.';

const setups = new WeakMap<DemoDb, DeliverySetup>();

/** Gives a database its transport and backoff (the HTTP server, the browser, a test). */
export const configureDeliveries = (db: DemoDb, setup: Partial<DeliverySetup>): void => {
  setups.set(db, { transport: null, backoffMs: DEFAULT_BACKOFF_MS, ...setups.get(db), ...setup });
};

/** The database's transport and backoff (none given: no transport, the default backoff). */
export const setupOf = (db: DemoDb): DeliverySetup =>
  setups.get(db) ?? { transport: null, backoffMs: DEFAULT_BACKOFF_MS };

/** The browser's transport: `fetch` (the receiver must answer CORS for a page's request). */
export const fetchTransport: DeliveryTransport = async ({ url, headers, body }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};

const finish = (delivery: DemoDelivery, state: DemoDelivery['state'], error: string | null): void => {
  delivery.state = state;
  delivery.error = error;
  delivery.next_attempt_at = null;
};

const headersOf = (integration: DemoIntegration, delivery: DemoDelivery, unixSeconds: number) => ({
  'content-type': integration.kind === 'fhir' ? 'application/fhir+json' : 'application/json',
  'user-agent': 'hcd-demo-webhooks/1',
  'x-webhook-event': delivery.event,
  'x-webhook-id': String(delivery.id),
  'x-webhook-signature': signatureOf(integration.signing_secret, unixSeconds, delivery.body),
});

/** Still this database's row (a reset replaces the tables; a pending retry then stops). */
const isCurrent = (db: DemoDb, delivery: DemoDelivery): boolean =>
  db.deliveries.find((row) => row.id === delivery.id) === delivery;

const scheduleRetry = (db: DemoDb, delivery: DemoDelivery, error: string): void => {
  const { backoffMs } = setupOf(db);
  const wait = backoffMs[delivery.attempts - 1];
  if (delivery.attempts >= MAX_ATTEMPTS || wait === undefined) {
    finish(delivery, 'failed', error);
    return;
  }
  delivery.state = 'pending';
  delivery.error = error;
  delivery.next_attempt_at = new Date(db.now().getTime() + wait).toISOString();
  const timer = setTimeout(() => {
    if (isCurrent(db, delivery)) void attempt(db, delivery);
  }, wait);
  // Node: a pending retry does not keep the process alive.
  (timer as { unref?: () => void }).unref?.();
};

/**
 * One attempt. What needs no network is decided at once (no transport, not a loopback URL, the
 * integration gone or disabled), so a call that emits an event changes the log before it answers.
 */
export const attempt = (db: DemoDb, delivery: DemoDelivery): Promise<void> => {
  const integration = db.integrations.find((row) => row.id === delivery.integration_id);
  const { transport } = setupOf(db);
  if (!integration?.status) {
    finish(delivery, 'failed', 'The integration is disabled.');
    return Promise.resolve();
  }
  if (!isLoopbackUrl(integration.url)) {
    finish(delivery, 'failed', REFUSED_TEXT);
    return Promise.resolve();
  }
  if (transport === null) {
    finish(delivery, 'failed', NO_TRANSPORT);
    return Promise.resolve();
  }
  delivery.attempts += 1;
  delivery.state = 'pending';
  delivery.next_attempt_at = null;
  const unixSeconds = Math.floor(db.now().getTime() / 1000);
  const request = {
    url: integration.url,
    headers: headersOf(integration, delivery, unixSeconds),
    body: delivery.body,
  };
  // The measured latency: the one place the real clock is read (docs/integrations.md).
  const started = performance.now();
  return transport(request).then(
    (answer) => {
      delivery.latency_ms = Math.round(performance.now() - started);
      delivery.status_code = answer.status;
      delivery.response_excerpt = answer.body.slice(0, EXCERPT);
      if (answer.status >= 200 && answer.status < 300) finish(delivery, 'delivered', null);
      else scheduleRetry(db, delivery, `The receiver answered ${answer.status}.`);
    },
    (error: unknown) => {
      delivery.latency_ms = null;
      delivery.status_code = null;
      delivery.response_excerpt = null;
      const reason = error instanceof Error ? error.message : String(error);
      scheduleRetry(db, delivery, `Could not connect: ${reason}.`);
    },
  );
};

/** A new delivery row, appended with the next id (not yet attempted). */
export const addDelivery = (
  db: DemoDb,
  fields: Pick<DemoDelivery, 'integration_id' | 'event' | 'test'>,
  bodyOf: (delivery: DemoDelivery) => string,
): DemoDelivery => {
  const delivery: DemoDelivery = {
    id: (db.deliveries.at(-1)?.id ?? 0) + 1,
    ...fields,
    at: db.now().toISOString(),
    status_code: null,
    latency_ms: null,
    attempts: 0,
    state: 'pending',
    next_attempt_at: null,
    error: null,
    body: '',
    response_excerpt: null,
  };
  delivery.body = bodyOf(delivery);
  db.deliveries.push(delivery);
  return delivery;
};
