import type { DemoDb } from './db';
import { configureDeliveries, type DeliveryTransport, setupOf } from './handlers/deliveries';
import { deliveryBody, SAMPLE_DATA } from './handlers/integrations-payload';
import { maskSecret } from './handlers/integrations-signature';
import type { ProviderStateHandler } from './provider-states';
import type { DemoDelivery, DemoIntegration } from './types';

/**
 * Provider states of the External Integrations calls (the proposals pact, docs/contracts.md;
 * docs/integrations.md). The state leaves exactly one integration, a webhook to the pact's receiver
 * (`PACT_RECEIVER`, which this state answers 200 in place of the network: no process listens there),
 * with one delivered delivery, so every field the pact pins answers with one type on any demo
 * database.
 */
export const PACT_RECEIVER = 'http://127.0.0.1:9/pact-receiver';
const HOUR = 3_600_000;
const PACT_SECRET = 'whsec_00112233445566778899aabbccddeeff';

const intParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};

/** The pact's receiver answers 200; any other URL goes to the transport the server had. */
const withPactReceiver = (db: DemoDb): void => {
  const { transport } = setupOf(db);
  if ((transport as { pact?: boolean } | null)?.pact) return;
  const answering: DeliveryTransport & { pact?: boolean } = (request) =>
    request.url === PACT_RECEIVER
      ? Promise.resolve({ status: 200, body: '{"received":true}' })
      : transport
        ? transport(request)
        : Promise.reject(new Error('no transport'));
  answering.pact = true;
  configureDeliveries(db, { transport: answering });
};

const onlyIntegration = (
  db: DemoDb,
  version: number,
): { integration: DemoIntegration; delivery: DemoDelivery } => {
  const at = (hoursAgo: number) => new Date(db.now().getTime() - hoursAgo * HOUR).toISOString();
  const integration: DemoIntegration = {
    id: 1,
    name: 'Lab results relay',
    kind: 'webhook',
    url: PACT_RECEIVER,
    events: ['result.recorded', 'order.moved'],
    status: true,
    secret_prefix: maskSecret(PACT_SECRET),
    signing_secret: PACT_SECRET,
    version,
    created_at: at(240),
    updated_at: at(version === 1 ? 240 : 1),
  };
  const delivery: DemoDelivery = {
    id: 1,
    integration_id: 1,
    event: 'order.moved',
    at: at(2),
    status_code: 200,
    latency_ms: 14,
    attempts: 1,
    state: 'delivered',
    next_attempt_at: null,
    error: null,
    body: '',
    response_excerpt: '{"received":true}',
    test: false,
  };
  delivery.body = deliveryBody(integration, delivery, SAMPLE_DATA['order.moved']);
  db.integrations.splice(0, db.integrations.length, integration);
  db.deliveries.splice(0, db.deliveries.length, delivery);
  withPactReceiver(db);
  return { integration, delivery };
};

export const integrationProviderStates: Record<string, ProviderStateHandler> = {
  /**
   * params: version (1 by default; 2: changed by another administrator an hour ago). The only
   * integration, active, with one delivered delivery; answers id, version and delivery_id.
   */
  'an integration exists': (db, params) => {
    const { integration, delivery } = onlyIntegration(db, intParam(params, 'version', 1));
    return { id: integration.id, version: integration.version, delivery_id: delivery.id };
  },
};
