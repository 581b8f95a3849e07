import type { ConsumableWriteRequest } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoConsumable, DemoConsumableUse } from '../types';
import type { Refusal } from './kit';
import { sameName } from './resource-kit';

/**
 * The rules of a consumable write (docs/orders.md, "Consumables"): a name no other consumable has
 * (without regard to case), an active consumable device, a pack of at least one unit, a price of at
 * least 0, and uses that name existing, active test types, each once, with 1 to 100 units per
 * result. A device or test the consumable already has stays allowed when it was disabled since.
 */

export const MAX_UNITS_PER_TEST = 100;

const deviceProblem = (
  db: DemoDb,
  deviceId: number,
  existing: DemoConsumable | undefined,
): Refusal | null => {
  const device = db.catalogues.consumableDevices.find((row) => row.id === deviceId);
  if (!device) return { message: 'That consumable device does not exist.', field: 'consumable_device_id' };
  if (!device.status && existing?.consumable_device_id !== deviceId)
    return {
      message: `${device.name} is inactive: enable it first, or choose another consumable device.`,
      field: 'consumable_device_id',
    };
  return null;
};

export const usesProblem = (
  db: DemoDb,
  uses: readonly DemoConsumableUse[],
  existing: DemoConsumable | undefined,
): Refusal | null => {
  const field = 'uses';
  const seen = new Set<number>();
  for (const use of uses) {
    const test = db.catalogues.testTypes.find((row) => row.id === use.test_type_id);
    if (!test) return { message: `Test type #${use.test_type_id} does not exist.`, field };
    const kept = existing?.uses.some((row) => row.test_type_id === test.id) ?? false;
    if (!test.status && !kept) return { message: `${test.name} is inactive: choose an active test.`, field };
    if (seen.has(test.id)) return { message: `${test.name} is listed twice: give it once.`, field };
    seen.add(test.id);
    if (!Number.isInteger(use.quantity) || use.quantity < 1 || use.quantity > MAX_UNITS_PER_TEST)
      return { message: `${test.name}: give 1 to ${MAX_UNITS_PER_TEST} units per result.`, field };
  }
  return null;
};

export const consumableWriteProblem = (
  db: DemoDb,
  write: ConsumableWriteRequest,
  existing: DemoConsumable | undefined,
): Refusal | null => {
  const taken = db.consumables.some((row) => row.id !== existing?.id && sameName(row.name, write.name));
  if (taken) return { message: `A consumable named ${write.name.trim()} already exists.`, field: 'name' };
  const device = deviceProblem(db, write.consumable_device_id, existing);
  if (device) return device;
  if (!Number.isInteger(write.pack_size) || write.pack_size < 1)
    return { message: 'A pack holds at least one unit.', field: 'pack_size' };
  if (!Number.isFinite(write.price) || write.price < 0)
    return { message: 'The price cannot be below 0.', field: 'price' };
  return usesProblem(db, write.uses, existing);
};
