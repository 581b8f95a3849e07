import type { Consumable, ConsumableWriteRequest } from '@/generated/model';
import {
  CreateConsumableBody,
  FilterConsumablesBody,
  SetConsumableStatusBody,
  UpdateConsumableBody,
} from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import { currency } from '../settings';
import type { DemoConsumable, DemoConsumableUse, DemoUser } from '../types';
import { consumableWriteProblem } from './consumable-rules';
import { ok, parseBody, refusal, type RouteDefinition, type RouteResult } from './kit';
import { recordKit } from './record-kit';
import { byName, isAdministrator } from './scope';

/**
 * The proposed consumable calls (docs/proposed-api.md, "Consumables"; docs/orders.md,
 * "Consumables"): list, create, read, edit, disable and enable a consumable of the catalogue.
 * Administrators write; customers read the whole catalogue; doctors get 403 on every call.
 */

/** The consumable of an id, for the orders and the stock (undefined when there is none). */
export const consumableById = (db: DemoDb, id: number): DemoConsumable | undefined =>
  db.consumables[id - 1]?.id === id ? db.consumables[id - 1] : db.consumables.find((row) => row.id === id);

/** The tests that use a consumable, and how many units one result of each uses. */
export const usesOf = (consumable: DemoConsumable): readonly DemoConsumableUse[] => consumable.uses;

export const CONSUMABLES = recordKit<DemoConsumable, 'read' | 'change'>({
  noun: 'consumable',
  find: consumableById,
  actions: {
    read: {
      allowed: (user) => user.user_type !== 'Doctor',
      refused: 'Doctors cannot read the consumables catalogue.',
    },
    change: { allowed: isAdministrator, refused: 'Only administrators can create or change consumables.' },
  },
});

export const consumableDtoOf = (db: DemoDb, consumable: DemoConsumable): Consumable => {
  const device = db.catalogues.consumableDevices.find((row) => row.id === consumable.consumable_device_id);
  return {
    id: consumable.id,
    name: consumable.name,
    consumable_device: { id: consumable.consumable_device_id, name: device?.name ?? '' },
    unit: consumable.unit,
    pack_size: consumable.pack_size,
    price: consumable.price,
    currency: currency(db),
    status: consumable.status,
    uses: consumable.uses.map(({ test_type_id, quantity }) => {
      const test = db.catalogues.testTypes.find((row) => row.id === test_type_id);
      return { test_type: { id: test_type_id, code: test?.code ?? '', name: test?.name ?? '' }, quantity };
    }),
    version: consumable.version,
    created_at: consumable.created_at,
    updated_at: consumable.updated_at,
  };
};

const fieldsOf = (write: ConsumableWriteRequest) => ({
  name: write.name.trim().replace(/\s+/g, ' '),
  consumable_device_id: write.consumable_device_id,
  unit: write.unit.trim(),
  pack_size: write.pack_size,
  price: Math.round(write.price * 100) / 100,
  uses: write.uses.map(({ test_type_id, quantity }) => ({ test_type_id, quantity })),
});

const saved = (db: DemoDb, consumable: DemoConsumable, fields: Partial<DemoConsumable>): RouteResult => {
  Object.assign(consumable, fields, { version: consumable.version + 1, updated_at: db.now().toISOString() });
  return ok(consumableDtoOf(db, consumable));
};

const refuses = (action: 'read' | 'change', user: DemoUser): RouteResult | null =>
  CONSUMABLES.refuses('read', user) ?? (action === 'change' ? CONSUMABLES.refuses('change', user) : null);

const searchable = (db: DemoDb, consumable: DemoConsumable): string[] => {
  const dto = consumableDtoOf(db, consumable);
  return [
    dto.name,
    dto.consumable_device.name,
    ...dto.uses.flatMap(({ test_type }) => [test_type.code, test_type.name]),
  ];
};

export const consumableRoutes: RouteDefinition[] = [
  {
    operation: 'filterConsumables',
    resolve: ({ db, user, body }) => {
      const denied = refuses('read', user);
      if (denied) return denied;
      const parsed = parseBody(FilterConsumablesBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit, searchValue, status, consumable_device_id } = parsed.value;
      const needle = (searchValue ?? '').trim().toLowerCase();
      const found = db.consumables
        .filter(
          (row) =>
            (status === null || status === undefined || row.status === status) &&
            (consumable_device_id === null ||
              consumable_device_id === undefined ||
              row.consumable_device_id === consumable_device_id) &&
            (needle === '' ||
              String(row.id) === needle ||
              searchable(db, row).some((text) => text.toLowerCase().includes(needle))),
        )
        .sort(byName);
      return ok({
        records: found.slice((page - 1) * limit, page * limit).map((row) => consumableDtoOf(db, row)),
        total_count: found.length,
      });
    },
  },
  {
    operation: 'createConsumable',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(CreateConsumableBody, body);
      if (!parsed.ok) return parsed.result;
      const problem = consumableWriteProblem(db, parsed.value, undefined);
      if (problem) return refusal(problem.message, problem.field);
      const now = db.now().toISOString();
      const consumable: DemoConsumable = {
        ...fieldsOf(parsed.value),
        id: Math.max(0, ...db.consumables.map((row) => row.id)) + 1,
        status: parsed.value.status ?? true,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      db.consumables.push(consumable);
      return ok(consumableDtoOf(db, consumable));
    },
  },
  {
    operation: 'getConsumable',
    resolve: ({ db, user, params }) => {
      const denied = refuses('read', user);
      if (denied) return denied;
      const found = CONSUMABLES.readable(db, user, params.id);
      return found.ok ? ok(consumableDtoOf(db, found.row)) : found.result;
    },
  },
  {
    operation: 'updateConsumable',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(UpdateConsumableBody, body);
      if (!parsed.ok) return parsed.result;
      const found = CONSUMABLES.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const consumable = found.row;
      const stale = CONSUMABLES.stale(consumable, parsed.value.version, () =>
        consumableDtoOf(db, consumable),
      );
      if (stale) return stale;
      const problem = consumableWriteProblem(db, parsed.value, consumable);
      if (problem) return refusal(problem.message, problem.field);
      return saved(db, consumable, fieldsOf(parsed.value));
    },
  },
  {
    operation: 'setConsumableStatus',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(SetConsumableStatusBody, body);
      if (!parsed.ok) return parsed.result;
      const found = CONSUMABLES.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const consumable = found.row;
      // Already so: nothing changes, the version stays (a repeated click is harmless).
      if (consumable.status === parsed.value.status) return ok(consumableDtoOf(db, consumable));
      return saved(db, consumable, { status: parsed.value.status });
    },
  },
];
