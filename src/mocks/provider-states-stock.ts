import type { DemoDb } from './db';
import { appendStockMovement } from './handlers/stock-ledger';
import type { ProviderStateHandler } from './provider-states';

/**
 * Provider states of the proposed stock calls (the proposals pact, docs/contracts.md). The clinic a
 * state names gets a known movement for consumable 1 (Glucose test strips): a count of 5 in a batch
 * that does not expire before 2099, yesterday, so its ledger holds a stored row with a person, a
 * reason, a batch and an expiry whatever else the demo database holds.
 */

const idParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};

const CONSUMABLE = 1;

/** The customer's first active clinic. */
const clinicOf = (db: DemoDb, customerId: number) => {
  const clinics = db.clinics.filter((clinic) => clinic.user_id === customerId && clinic.status);
  const clinic = clinics[0];
  if (!clinic) throw new Error(`The demo data has no active clinic of customer ${customerId}`);
  return clinic;
};

export const stockProviderStates: Record<string, ProviderStateHandler> = {
  /** params: customer_id. A clinic of the customer with a known ledger; answers clinic_id, consumable_id. */
  'a clinic of the customer has stock of a consumable': (db, params) => {
    const clinic = clinicOf(db, idParam(params, 'customer_id', 2));
    const at = new Date(db.now().getTime() - 86_400_000).toISOString();
    const base = {
      clinic_id: clinic.id,
      consumable_id: CONSUMABLE,
      by_user_id: clinic.user_id,
      order_id: null,
      dispatch_id: null,
    };
    appendStockMovement(db, {
      ...base,
      kind: 'adjusted',
      quantity: 5,
      at,
      reason: 'Stock count',
      batch: 'LOT-PACT-1',
      expires_on: '2099-12-31',
    });
    return { clinic_id: clinic.id, consumable_id: CONSUMABLE };
  },
  /** params: customer_id. An active clinic of another customer; answers clinic_id. */
  'a clinic of another customer exists': (db, params) => {
    const customerId = idParam(params, 'customer_id', 2);
    const clinic = db.clinics.find((row) => row.user_id !== customerId && row.status);
    if (!clinic) throw new Error(`The demo data has no clinic of a customer other than ${customerId}`);
    return { clinic_id: clinic.id };
  },
};
