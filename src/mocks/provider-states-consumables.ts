import type { DemoDb } from './db';
import { sameName } from './handlers/resource-kit';
import type { ProviderStateHandler } from './provider-states';
import type { DemoConsumable } from './types';

/**
 * Provider states of the proposed consumable calls (the proposals pact, docs/contracts.md). They make
 * sure of the consumable device and test type a write names (active), and of the consumable's name;
 * like the others, they only make sure of what they need.
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

/** The consumable device and the test type a pact's write names are there and active. */
const ensureReferences = (db: DemoDb, params: Record<string, unknown>): void => {
  const deviceId = idParam(params, 'consumable_device_id', 6);
  const device = db.catalogues.consumableDevices.find((row) => row.id === deviceId);
  if (!device) throw new Error(`The demo data has no consumable device ${deviceId}`);
  device.status = true;
  const testId = idParam(params, 'test_type_id', 4);
  const test = db.catalogues.testTypes.find((row) => row.id === testId);
  if (!test) throw new Error(`The demo data has no test type ${testId}`);
  test.status = true;
};

const ensureConsumable = (db: DemoDb, id: number): DemoConsumable => {
  const consumable = db.consumables.find((row) => row.id === id);
  if (!consumable) throw new Error(`The demo data has no consumable ${id}`);
  consumable.status = true;
  return consumable;
};

export const consumableProviderStates: Record<string, ProviderStateHandler> = {
  /** params: name, consumable_device_id, test_type_id. No consumable has the name. */
  'a consumable name is free': (db, params) => {
    ensureReferences(db, params);
    const name = nameParam(params);
    for (const consumable of db.consumables) {
      if (sameName(consumable.name, name)) consumable.name = `${consumable.name} (${consumable.id})`;
    }
  },
  /** params: name. An active consumable has the name (the duplicate refused; the list found by it). */
  'a consumable with this name exists': (db, params) => {
    ensureReferences(db, params);
    const name = nameParam(params);
    const named = db.consumables.find((consumable) => sameName(consumable.name, name)) ?? db.consumables[0];
    if (!named) throw new Error('The demo data has no consumable');
    named.name = name;
    named.status = true;
  },
  /** params: id. The consumable, active, and what an edit of it names; answers id and version. */
  'a consumable exists': (db, params) => {
    ensureReferences(db, params);
    const consumable = ensureConsumable(db, idParam(params, 'id', 1));
    return { id: consumable.id, version: consumable.version };
  },
  /** params: id. Someone saved it after version 1: an edit from version 1 is stale. Answers id. */
  'a consumable was changed since version 1': (db, params) => {
    ensureReferences(db, params);
    const consumable = ensureConsumable(db, idParam(params, 'id', 1));
    if (consumable.version < 2) {
      consumable.version = 2;
      consumable.updated_at = db.now().toISOString();
    }
    return { id: consumable.id };
  },
};
