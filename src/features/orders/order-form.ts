import { z } from 'zod';

import type { FieldText } from '@/components/form/zod-messages';
import type { OrderCreateRequest } from '@/generated/model';
import { parseId } from '@/lib/ids';

import type { OrderKind } from './order-kinds';

/** New order's form (docs/orders.md, "The order screens"), as typed and picked. */
export interface OrderValues {
  clinic_id: string;
  /** A kiosk order: `${manufacturer_id}|${model name}` of List kiosk models. */
  model: string;
  /** A kiosk order: how many kiosks. */
  quantity: string;
  /** A consumable order: its lines. */
  lines: { consumable_id: string; quantity: string }[];
  notes: string;
}

export const MAX_KIOSKS = 100;
export const MAX_UNITS = 100_000;
export const MAX_LINES = 50;

export const ORDER_FIELDS: Readonly<Record<string, FieldText>> = {
  clinic_id: { label: 'Clinic' },
  model: { label: 'Kiosk model' },
  quantity: { label: 'Quantity' },
  lines: {
    label: 'Consumables',
    none: 'Add at least one consumable.',
    items: { consumable_id: { label: 'Consumable' }, quantity: { label: 'Quantity' } },
  },
  notes: { label: 'Notes' },
};

export const modelValue = (manufacturerId: number, name: string): string => `${manufacturerId}|${name}`;

const modelOf = (value: string) => {
  const at = value.indexOf('|');
  return at < 1 ? null : { manufacturer_id: Number(value.slice(0, at)), model_name: value.slice(at + 1) };
};

const whole = (text: string): number | undefined =>
  text.trim() === '' ? undefined : /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/**
 * The values as the body's parts, keyed as the form's fields so that each message lands on the
 * field that holds it; a blank is undefined ('Clinic is required').
 */
export const payloadOf = (kind: OrderKind) => (values: OrderValues) => ({
  clinic_id: values.clinic_id === '' ? undefined : Number(values.clinic_id),
  model: kind === 'kiosk' ? (modelOf(values.model) ?? undefined) : null,
  quantity: kind === 'kiosk' ? whole(values.quantity) : null,
  lines:
    kind === 'consumable'
      ? values.lines.map((line) => ({
          consumable_id: line.consumable_id === '' ? undefined : Number(line.consumable_id),
          quantity: whole(line.quantity),
        }))
      : null,
  notes: values.notes.trim() === '' ? null : values.notes.trim(),
});

const count = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a whole number from 1 to ${max.toLocaleString('en')}` })
    .int(`${label} must be a whole number from 1 to ${max.toLocaleString('en')}`)
    .min(1, `${label} must be from 1 to ${max.toLocaleString('en')}`)
    .max(max, `${label} must be from 1 to ${max.toLocaleString('en')}`);

/** The rules the server has too (422), said before it is asked: one schema per kind. */
export const orderSchemaOf = (kind: OrderKind) =>
  z.object({
    clinic_id: z.number({ message: 'Choose the clinic.' }).int(),
    model:
      kind === 'kiosk'
        ? z.object(
            { manufacturer_id: z.number(), model_name: z.string() },
            { message: 'Choose the kiosk model.' },
          )
        : z.null(),
    quantity: kind === 'kiosk' ? count('Quantity', MAX_KIOSKS) : z.null(),
    lines:
      kind === 'consumable'
        ? z
            .array(
              z.object({
                consumable_id: z.number({ message: 'Choose the consumable.' }).int(),
                quantity: count('Quantity', MAX_UNITS),
              }),
            )
            .min(1, 'Add at least one consumable.')
            .max(MAX_LINES)
            .refine(
              (lines) => new Set(lines.map((line) => line.consumable_id)).size === lines.length,
              'Each consumable once: add to its quantity instead.',
            )
        : z.null(),
    notes: z.string().max(500, 'Notes must be at most 500 characters').nullable(),
  });

export type OrderPayload = z.output<ReturnType<typeof orderSchemaOf>>;

export const toBody = (
  kind: OrderKind,
  payload: OrderPayload,
  queryId: number | null,
): OrderCreateRequest => ({
  kind,
  clinic_id: payload.clinic_id,
  notes: payload.notes,
  lines:
    kind === 'kiosk' && payload.model && payload.quantity !== null
      ? [{ ...payload.model, consumable_id: null, quantity: payload.quantity }]
      : (payload.lines ?? []).map((line) => ({
          manufacturer_id: null,
          model_name: null,
          consumable_id: line.consumable_id,
          quantity: line.quantity,
        })),
  query_id: queryId,
});

/** The form field a refusal's `field` concerns (422). */
export const fieldOfRefusal = (kind: OrderKind, field: string): keyof OrderValues => {
  switch (field) {
    case 'clinic_id':
    case 'notes':
      return field;
    case 'manufacturer_id':
    case 'model_name':
      return 'model';
    case 'quantity':
      return kind === 'kiosk' ? 'quantity' : 'lines';
    default:
      return kind === 'kiosk' ? 'model' : 'lines';
  }
};

/**
 * What the address starts the form with (`?clinic=&consumable=&quantity=&query=`, and for a kiosk
 * order `&model=<manufacturer_id>:<model name>`): Running low and support queries link here (a
 * replacement kiosk for a query's kiosk: docs/support.md, "Screens").
 */
export interface OrderPrefill {
  values: OrderValues;
  queryId: number | null;
}

const digits = (raw: string | null): string => (raw !== null && /^\d{1,7}$/.test(raw) ? raw : '');

export const prefillOf = (kind: OrderKind, search: string): OrderPrefill => {
  const query = new URLSearchParams(search);
  const clinic = parseId(query.get('clinic'));
  const consumable = parseId(query.get('consumable'));
  const quantity = digits(query.get('quantity'));
  const model = /^([1-9]\d{0,8})[:|](\S.{0,79})$/.exec(query.get('model') ?? '');
  return {
    values: {
      clinic_id: clinic === null ? '' : String(clinic),
      model: kind === 'kiosk' && model ? modelValue(Number(model[1]), model[2] ?? '') : '',
      quantity: kind === 'kiosk' ? quantity || '1' : '',
      lines:
        kind === 'consumable'
          ? [{ consumable_id: consumable === null ? '' : String(consumable), quantity }]
          : [],
      notes: '',
    },
    queryId: parseId(query.get('query')),
  };
};
