import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';

/**
 * External Integrations (docs/integrations.md): the seeded loopback webhook read and edited, the
 * inactive one enabled, the FHIR endpoint's secret rotated; a new https: webhook; the log; a test
 * event and a redelivery to the FHIR endpoint (outside loopback: refused at once, so nothing goes
 * to the network).
 */
export const integrationPaths = (db: DemoDb): Record<string, HappyPath> => {
  const relay = db.integrations.find((row) => row.kind === 'webhook' && row.status);
  const fhir = db.integrations.find((row) => row.kind === 'fhir' && row.status);
  const inactive = db.integrations.find((row) => !row.status);
  if (!relay || !fhir || !inactive)
    throw new Error('The demo data has no active webhook, active FHIR endpoint and inactive integration');
  const delivery = db.deliveries.find((row) => row.integration_id === fhir.id);
  if (!delivery) throw new Error('The demo data has no delivery to the FHIR endpoint');
  return {
    filterIntegrations: { path: '/v3/integration/filter', body: { page: 1, limit: 10 } },
    createIntegration: {
      path: '/v3/integration/',
      body: {
        name: 'Pharmacy relay',
        kind: 'webhook',
        url: 'https://hooks.example.com/in',
        events: ['order.moved'],
      },
    },
    getIntegration: { path: `/v3/integration/${relay.id}` },
    updateIntegration: {
      path: `/v3/integration/${relay.id}`,
      body: {
        version: relay.version,
        name: relay.name,
        kind: relay.kind,
        url: relay.url,
        events: ['result.recorded'],
      },
    },
    setIntegrationStatus: {
      path: `/v3/integration/${inactive.id}/status`,
      body: { version: inactive.version, status: true },
    },
    rotateIntegrationSecret: {
      path: `/v3/integration/${fhir.id}/rotate-secret`,
      body: { version: fhir.version },
    },
    filterDeliveries: { path: `/v3/integration/${relay.id}/deliveries`, body: { page: 1, limit: 10 } },
    sendTestEvent: { path: `/v3/integration/${fhir.id}/test` },
    redeliver: { path: `/v3/delivery/${delivery.id}/redeliver` },
  };
};
