import type { DemoDb } from './db';
import { recordAudit } from './handlers/audit-record';
import type { ProviderStateHandler } from './provider-states';

/**
 * Provider states of the proposed audit call (the proposals pact, docs/contracts.md; docs/audit.md).
 * The state leaves exactly one event on order 1: Asha Rao approved it an hour ago (status placed ->
 * approved). The archive holds no order events, so a filter on `entity: order, entity_id: 1`
 * answers that one event on any demo database, whatever other interactions recorded before.
 */

const ADMIN = 1;
const ORDER = 1;
const HOUR = 3_600_000;

const ensureOrderEvent = (db: DemoDb): Record<string, unknown> => {
  const events = db.auditEvents;
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (event?.entity === 'order' && event.entity_id === ORDER) events.splice(index, 1);
  }
  const actor = db.user(ADMIN);
  if (!actor) throw new Error('The demo data has no administrator 1');
  const event = recordAudit(db, {
    actor,
    action: 'status',
    operation: 'approveOrder',
    entity: 'order',
    entity_id: ORDER,
    patient_id: null,
    summary: `Approve order: order ${ORDER} (status)`,
    changes: [{ field: 'status', old: 'placed', new: 'approved' }],
  });
  event.at = new Date(db.now().getTime() - HOUR).toISOString();
  return { id: event.id, entity_id: ORDER };
};

export const auditProviderStates: Record<string, ProviderStateHandler> = {
  /** The only event of order 1 (see above); answers its id and the order's id (`entity_id`). */
  'an audit event exists': (db) => ensureOrderEvent(db),
};
