import type { QueryClient } from '@tanstack/react-query';

import {
  generatedWrites,
  type RecordDefinition,
  type SummaryItem,
} from '@/components/resource/record-definition';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import {
  getFilterConsumablesQueryKey,
  getGetConsumableQueryKey,
  useCreateConsumable,
  useGetConsumable,
  useSetConsumableStatus,
  useUpdateConsumable,
} from '@/generated/api/consumables/consumables';
import type { Consumable } from '@/generated/model';
import { GetConsumableResponse } from '@/generated/zod/v3.zod';
import { keyPrefix } from '@/lib/query-keys';

import { ConsumableDetails } from './consumable-details';
import { ConsumableFields } from './consumable-fields';
import { CONSUMABLES_PATH, consumableViewPath } from './consumable-paths';
import {
  CONSUMABLE_FIELDS,
  CONSUMABLE_SCHEMA,
  type ConsumablePayload,
  type ConsumableValues,
  emptyValues,
  toPayload,
  valuesOf,
} from './consumable-values';
import { packText, priceText, usesText } from './consumable-words';

export const consumableSummary = (consumable: Consumable): readonly SummaryItem[] => [
  ['Name', consumable.name],
  ['Consumable device', consumable.consumable_device.name],
  ['Unit', consumable.unit],
  ['Pack', packText(consumable)],
  ['Price', priceText(consumable)],
  ['Used by', usesText(consumable)],
  ['Status', consumable.status ? 'Active' : 'Inactive'],
];

export const useConsumable = (id: number) =>
  useGetConsumable<Consumable, unknown>(id, { query: RECORD_QUERY });

/**
 * Create Consumable and Consumable Details on the record layer (docs/adding-a-screen.md): both roles
 * read, administrators create, edit in place and disable or enable (the server refuses customers,
 * so the layer shows them no Edit or Disable: docs/orders.md, "Consumables").
 */
export const consumableRecord: RecordDefinition<Consumable, ConsumableValues, ConsumablePayload> = {
  singular: 'Consumable',
  listPath: CONSUMABLES_PATH,
  viewPath: consumableViewPath,
  useRecord: useConsumable,
  recordSchema: GetConsumableResponse.shape.data,
  summary: consumableSummary,
  Details: ConsumableDetails,
  disableNote: () =>
    'New consumable orders will no longer offer it. Nothing is deleted: its stock, its orders and its history stay.',
  form: {
    idPrefix: 'consumable',
    fields: CONSUMABLE_FIELDS,
    createSchema: CONSUMABLE_SCHEMA,
    updateSchema: CONSUMABLE_SCHEMA,
    empty: emptyValues,
    fromRecord: valuesOf,
    toPayload,
    Fields: ConsumableFields,
  },
  useWrites: generatedWrites({
    useCreate: useCreateConsumable,
    useUpdate: useUpdateConsumable,
    useSetStatus: useSetConsumableStatus,
  }),
  invalidate: async (client: QueryClient, consumable) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetConsumableQueryKey(consumable.id) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterConsumablesQueryKey()) }),
    ]);
  },
};
