import { deliveryBody, SAMPLE_DATA } from './handlers/integrations-payload';
import { maskSecret, secretFrom } from './handlers/integrations-signature';
import { createPrng } from './prng';
import type { DemoDelivery, DemoIntegration, DemoIntegrationEvent } from './types';

/**
 * External Integrations' demo data (docs/integrations.md, "Demo data"): three integrations (a
 * loopback webhook, a FHIR endpoint outside the machine, whose deliveries the demo refuses, and an
 * inactive one) and a delivery log of 30 entries over the last three days, failures included. A PRNG
 * of its own, so the other tables' seed is unchanged.
 */
const SEED = 3704;
const HOUR = 3_600_000;

const secretOf = (prng: ReturnType<typeof createPrng>): string =>
  secretFrom(Uint8Array.from({ length: 16 }, () => prng.int(0, 255)));

export const seedIntegrations = (
  now: number,
): { integrations: DemoIntegration[]; deliveries: DemoDelivery[] } => {
  const prng = createPrng(SEED);
  // From the start of today (as the other seeds), so two starts on the same day seed the same.
  const today = Math.floor(now / (24 * HOUR)) * 24 * HOUR;
  const created = new Date(today - 60 * 24 * HOUR).toISOString();
  const base = [
    {
      id: 1,
      name: 'Lab results relay',
      kind: 'webhook',
      url: 'http://127.0.0.1:4020/hooks/results',
      events: ['result.recorded', 'consultation.completed'],
      status: true,
    },
    {
      id: 2,
      name: 'Regional HIE (FHIR)',
      kind: 'fhir',
      url: 'https://fhir.example-hie.org/r4',
      events: ['result.recorded'],
      status: true,
    },
    {
      id: 3,
      name: 'Operations alerts',
      kind: 'webhook',
      url: 'http://localhost:4021/ops',
      events: ['order.moved', 'query.answered'],
      status: false,
    },
  ] as const;
  const integrations: DemoIntegration[] = base.map((row) => {
    const secret = secretOf(prng);
    return {
      ...row,
      events: [...row.events],
      secret_prefix: maskSecret(secret),
      signing_secret: secret,
      version: 1,
      created_at: created,
      updated_at: created,
    };
  });
  const deliveries: DemoDelivery[] = [];
  for (let id = 1; id <= 30; id += 1) {
    const integration = integrations[id % 3 === 0 ? 2 : id % 3 === 1 ? 0 : 1];
    if (!integration) continue;
    const event: DemoIntegrationEvent = prng.pick(integration.events);
    const at = new Date(today - (31 - id) * 2.3 * HOUR).toISOString();
    const outcome = prng.next();
    const refused = !isLoopbackUrl(integration.url);
    const delivered = !refused && outcome < 0.7;
    const code = delivered ? 200 : outcome < 0.85 ? 500 : null;
    deliveries.push({
      id,
      integration_id: integration.id,
      event,
      at,
      status_code: refused ? null : code,
      latency_ms: refused || code === null ? null : prng.int(8, 240),
      attempts: refused ? 0 : delivered ? prng.int(1, 2) : 5,
      state: delivered ? 'delivered' : 'failed',
      next_attempt_at: null,
      error: refused
        ? REFUSED_TEXT
        : delivered
          ? null
          : code === null
            ? 'Could not connect: connection refused.'
            : `The receiver answered ${code}.`,
      body: deliveryBody(integration, { id, event, at, test: false }, SAMPLE_DATA[event]),
      response_excerpt: delivered ? '{"received":true}' : code === 500 ? 'Internal Server Error' : null,
      test: false,
    });
  }
  return { integrations, deliveries };
};

export const REFUSED_TEXT =
  'The demo API delivers only to loopback addresses (127.0.0.0/8, ::1, localhost); this endpoint is not one.';

/** 127.0.0.0/8, ::1 and localhost (docs/integrations.md, "Only to this machine"). */
export const isLoopbackUrl = (url: string): boolean => {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host === '[::1]' ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
};
