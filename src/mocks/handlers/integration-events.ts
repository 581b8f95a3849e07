import type { DemoDb } from '../db';
import type { DemoDelivery, DemoIntegrationEvent } from '../types';
import { addDelivery, attempt } from './deliveries';
import { deliveryBody, type EventData, type ResultValue } from './integrations-payload';

/**
 * An event for the External Integrations (docs/integrations.md, "Events"): one delivery to each
 * active integration that receives it (a FHIR endpoint only `result.recorded`), attempted at once
 * without holding up the call that emitted it. Called by the handlers of a consultation completed,
 * an order moved and a query answered by an administrator.
 */
export const emitEvent = (
  db: DemoDb,
  event: DemoIntegrationEvent,
  data: EventData,
  values?: readonly ResultValue[],
): DemoDelivery[] => {
  const receivers = db.integrations.filter(
    (row) => row.status && row.events.includes(event) && (row.kind !== 'fhir' || event === 'result.recorded'),
  );
  return receivers.map((integration) => {
    const delivery = addDelivery(db, { integration_id: integration.id, event, test: false }, (row) =>
      deliveryBody(integration, row, data, values),
    );
    void attempt(db, delivery);
    return delivery;
  });
};
