import type { RefinementCtx, ZodType } from 'zod';

import type { EditedRow } from '@/components/form/rows-editor';
import type { Consumable, ConsumableCreateRequest } from '@/generated/model';
import { CreateConsumableBody } from '@/generated/zod/v3.zod';

/** The form of Create Consumable and of Consumable Details' Edit (docs/orders.md, "Consumables"). */
export interface ConsumableValues {
  name: string;
  consumable_device_id: string;
  unit: string;
  pack_size: string;
  price: string;
  /** Create only: Edit leaves the status to Disable and Enable (null there). */
  status: boolean | null;
  /** A row per test: `test_type_id` and `quantity` as the controls hold them. */
  uses: EditedRow[];
}

export type ConsumablePayload = ConsumableCreateRequest;

export const CONSUMABLE_FIELDS = {
  name: { label: 'Name' },
  consumable_device_id: { label: 'Consumable device' },
  unit: { label: 'Unit' },
  pack_size: { label: 'Pack size' },
  price: { label: 'Price per unit' },
  status: { label: 'Status' },
  uses: {
    label: 'Used by tests',
    items: { test_type_id: { label: 'Test' }, quantity: { label: 'Units per result' } },
  },
} as const;

/** A blank control is missing (the schema says it is required); anything else is read as a number. */
const numberOf = (text: string | undefined): number | undefined =>
  text === undefined || text.trim() === '' ? undefined : Number(text);

export const toPayload = (values: ConsumableValues) => ({
  name: values.name.trim(),
  consumable_device_id: numberOf(values.consumable_device_id),
  unit: values.unit.trim(),
  pack_size: numberOf(values.pack_size),
  price: numberOf(values.price),
  ...(values.status === null ? {} : { status: values.status }),
  uses: values.uses.map((row) => ({
    test_type_id: numberOf(row.test_type_id),
    quantity: numberOf(row.quantity),
  })),
});

/** The server's 422 for a test given twice, said on the second row before Save is sent. */
const usesRules = (body: unknown, context: RefinementCtx): void => {
  const uses = (body as { uses?: unknown }).uses;
  if (!Array.isArray(uses)) return;
  const seen = new Set<unknown>();
  (uses as { test_type_id?: unknown }[]).forEach(({ test_type_id: test }, index) => {
    if (test === undefined) return;
    if (seen.has(test))
      context.addIssue({
        code: 'custom',
        path: ['uses', index, 'test_type_id'],
        message: 'This test is listed already: give each test once',
      });
    seen.add(test);
  });
};

/** The contract's body with the rule; it runs even when another field fails. */
export const CONSUMABLE_SCHEMA = CreateConsumableBody.superRefine(usesRules, {
  when: () => true,
}) as unknown as ZodType<ConsumablePayload>;

export const emptyValues = (): ConsumableValues => ({
  name: '',
  consumable_device_id: '',
  unit: '',
  pack_size: '1',
  price: '',
  status: true,
  uses: [],
});

export const valuesOf = (consumable: Consumable): ConsumableValues => ({
  name: consumable.name,
  consumable_device_id: String(consumable.consumable_device.id),
  unit: consumable.unit,
  pack_size: String(consumable.pack_size),
  price: String(consumable.price),
  status: null,
  uses: consumable.uses.map(({ test_type, quantity }) => ({
    test_type_id: String(test_type.id),
    quantity: String(quantity),
  })),
});
