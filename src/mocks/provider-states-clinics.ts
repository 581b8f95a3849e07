import type { DemoDb } from './db';
import { sameName } from './handlers/resource-kit';
import type { ProviderStateHandler } from './provider-states';
import type { DemoClinic } from './types';

/**
 * Provider states of the proposed clinic calls (the proposals pact, docs/contracts.md). They make
 * sure of the customer, clinic type and location a write names (active), and of the clinic's name
 * within its customer; like the others, they only make sure of what they need.
 */

const idParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};

const nameParam = (params: Record<string, unknown>): string => {
  const value = params.name;
  if (typeof value !== 'string' || value.trim() === '') throw new Error('"name" is required');
  return value;
};

/** The customer, clinic type and location a pact's write names are there and active. */
const ensureReferences = (db: DemoDb, params: Record<string, unknown>): number => {
  const customerId = idParam(params, 'customer_id', 2);
  const customer = db.customer(customerId);
  if (!customer) throw new Error(`The demo data has no customer ${customerId}`);
  customer.status = true;
  const type = db.catalogues.clinicTypes.find((row) => row.id === idParam(params, 'clinic_type_id', 1));
  if (type) type.status = true;
  const location = db.location(idParam(params, 'location_id', 1));
  if (location) location.status = true;
  return customerId;
};

const ensureClinic = (db: DemoDb, id: number): DemoClinic => {
  const clinic = db.clinic(id);
  if (!clinic) throw new Error(`The demo data has no clinic ${id}`);
  clinic.status = true;
  return clinic;
};

export const clinicProviderStates: Record<string, ProviderStateHandler> = {
  /** params: name, customer_id, clinic_type_id, location_id. No clinic of the customer has the name. */
  'a clinic name is free for its customer': (db, params) => {
    const customerId = ensureReferences(db, params);
    const name = nameParam(params);
    for (const clinic of db.clinics) {
      if (clinic.user_id === customerId && sameName(clinic.name, name))
        clinic.name = `${clinic.name} (${clinic.id})`;
    }
  },
  /** params: name, customer_id. A clinic of the customer has the name (the duplicate refused). */
  'a clinic with this name exists for its customer': (db, params) => {
    const customerId = ensureReferences(db, params);
    const name = nameParam(params);
    if (db.clinics.some((clinic) => clinic.user_id === customerId && sameName(clinic.name, name))) return;
    const first = db.clinics.find((clinic) => clinic.user_id === customerId);
    if (!first) throw new Error(`The demo data has no clinic of customer ${customerId}`);
    first.name = name;
  },
  /** params: id. The clinic, active, and what an edit of it names; answers id and version. */
  'a clinic exists': (db, params) => {
    ensureReferences(db, params);
    const clinic = ensureClinic(db, idParam(params, 'id', 1));
    return { id: clinic.id, version: clinic.version };
  },
  /** params: id. Someone saved it after version 1: an edit from version 1 is stale. Answers id. */
  'a clinic was changed since version 1': (db, params) => {
    ensureReferences(db, params);
    const clinic = ensureClinic(db, idParam(params, 'id', 1));
    if (clinic.version < 2) {
      clinic.version = 2;
      clinic.updated_at = db.now().toISOString();
    }
    return { id: clinic.id };
  },
};
