import { z } from 'zod';

import type { FieldText } from '@/components/form/zod-messages';
import type { PickerOption } from '@/components/option-picker';
import type { KioskRolloutCreateRequest, KioskRolloutTargetKind } from '@/generated/model';
import { CreateKioskRolloutBody } from '@/generated/zod/v3.zod';

/** New rollout's form (docs/kiosk-rollouts.md): the configuration, the target, the staged share. */
export interface RolloutValues {
  config_id: string;
  target_kind: KioskRolloutTargetKind;
  customer_id: PickerOption | null;
  clinic_id: PickerOption | null;
  kiosk_ids: PickerOption[];
  staged: boolean;
  staged_percent: string;
}

export const EMPTY_ROLLOUT: RolloutValues = {
  config_id: '',
  target_kind: 'clinic',
  customer_id: null,
  clinic_id: null,
  kiosk_ids: [],
  staged: false,
  staged_percent: '10',
};

/** The body's words, in focus order; the target's picker holds the body's `target_id`. */
export const ROLLOUT_FIELDS: Readonly<Record<string, FieldText>> = {
  config_id: { label: 'Configuration' },
  target_kind: { label: 'Send to' },
  customer_id: { label: 'Customer' },
  clinic_id: { label: 'Clinic' },
  kiosk_ids: { label: 'Kiosks' },
  staged_percent: { label: 'First share (%)' },
};

const wholeOrNaN = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The form's values as the body, keyed by the form's fields so that a message lands on the field
 * that holds it: the customer or clinic picked stays under its own name until `toBody`.
 */
export const toPayload = (values: RolloutValues) => ({
  config_id: values.config_id === '' ? null : Number(values.config_id),
  target_kind: values.target_kind,
  // undefined where the kind needs one: 'Customer is required'.
  customer_id: values.target_kind === 'customer' ? values.customer_id?.id : null,
  clinic_id: values.target_kind === 'clinic' ? values.clinic_id?.id : null,
  kiosk_ids:
    values.target_kind !== 'kiosks'
      ? null
      : values.kiosk_ids.length > 0
        ? values.kiosk_ids.map((kiosk) => kiosk.id)
        : undefined,
  staged_percent: values.staged ? wholeOrNaN(values.staged_percent) : null,
});

/**
 * The contract's body (CreateKioskRolloutBody) plus what the form says before the server does: the
 * picker of the target's kind is required, the share is 1-99.
 */
export const rolloutSchema = z.object({
  config_id: CreateKioskRolloutBody.shape.config_id,
  target_kind: CreateKioskRolloutBody.shape.target_kind,
  customer_id: z.number().int().nullable(),
  clinic_id: z.number().int().nullable(),
  kiosk_ids: CreateKioskRolloutBody.shape.kiosk_ids.nullable(),
  staged_percent: z
    .number({ message: 'First share (%) must be a whole number from 1 to 99' })
    .int()
    .min(1, 'First share (%) must be from 1 to 99')
    .max(99, 'First share (%) must be from 1 to 99')
    .nullable(),
});

export type RolloutPayload = z.output<typeof rolloutSchema>;

export const toBody = (payload: RolloutPayload, preview: boolean): KioskRolloutCreateRequest => ({
  config_id: payload.config_id,
  target_kind: payload.target_kind,
  target_id: payload.customer_id ?? payload.clinic_id,
  kiosk_ids: payload.kiosk_ids ?? [],
  staged_percent: payload.staged_percent,
  preview,
});

/** The form field a refusal's `field` concerns. */
export const fieldOfRefusal = (field: string, kind: KioskRolloutTargetKind): string => {
  if (field === 'target_id') return kind === 'customer' ? 'customer_id' : 'clinic_id';
  if (field === 'target') return 'target_kind';
  return field;
};
