import { customerName } from '@/components/customers';
import { useEntityForm } from '@/components/form/use-entity-form';
import type { PickerOption } from '@/components/option-picker';
import type { Camp, CampWriteRequest } from '@/generated/model';
import { deriveFormCampName } from '@/lib/camp-name';
import { toApiDate } from '@/lib/dates';

import type { addCampSchema, editCampSchema } from '../model/camp-schemas';

export interface CustomerChoice extends PickerOption {
  first_name: string;
}

/** What the camp form holds: the write body's keys, a picked location and customer as options. */
export interface CampFormValues {
  /** YYYY-MM-DD, as a date input gives it. */
  start_date: string;
  end_date: string;
  location_id: PickerOption | null;
  user_id: CustomerChoice | null;
  status: boolean;
  camp_status: boolean;
}

/** A new camp starts Active and Ongoing. */
export const EMPTY_CAMP_FORM: CampFormValues = {
  start_date: '',
  end_date: '',
  location_id: null,
  user_id: null,
  status: true,
  camp_status: true,
};

export const customerLabel = customerName;

/** The edit form's start; a record without a location or customer (id 0) must have one chosen. */
export const fromCamp = (camp: Camp): CampFormValues => ({
  start_date: toApiDate(camp.start_date),
  end_date: toApiDate(camp.end_date),
  location_id: camp.location_id > 0 ? { id: camp.location_id, name: camp.location.name } : null,
  user_id:
    camp.user_id > 0
      ? { id: camp.user_id, first_name: camp.customer.first_name, name: customerLabel(camp.customer) }
      : null,
  status: camp.status,
  camp_status: camp.camp_status,
});

/** The write payload; the name is always derived, never typed (requirements 2.9). */
export const toPayload = (form: CampFormValues): CampWriteRequest => ({
  name: deriveFormCampName(form.user_id?.first_name, form.location_id?.name, form.start_date),
  start_date: form.start_date,
  end_date: form.end_date,
  location_id: form.location_id?.id ?? 0,
  user_id: form.user_id?.id ?? 0,
  status: form.status,
  camp_status: form.camp_status,
});

/**
 * Focus order for the first invalid field; the read-only name last, as it follows the others. The
 * camp schemas word every message themselves (requirements 5), so the labels are only for order.
 */
const CAMP_FIELDS = {
  start_date: { label: 'Start date' },
  end_date: { label: 'End date' },
  location_id: { label: 'Location' },
  user_id: { label: 'Customer' },
  name: { label: 'Camp name' },
} as const;

export type CampField = keyof typeof CAMP_FIELDS;

/** The camp form on the kit's form (react-hook-form, checked by the camp schema on every Save). */
export const useCampForm = (
  initial: CampFormValues,
  schema: typeof addCampSchema | typeof editCampSchema,
  idPrefix: string,
) =>
  useEntityForm<CampFormValues, CampWriteRequest>({
    idPrefix,
    schema,
    toPayload,
    fields: CAMP_FIELDS,
    defaultValues: initial,
  });

export type CampForm = ReturnType<typeof useCampForm>;
