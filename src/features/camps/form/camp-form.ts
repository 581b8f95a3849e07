import { useState } from 'react';

import type { Camp, CampWriteRequest } from '@/generated/model';
import { toApiDate } from '@/lib/dates';
import type { PickerOption } from '@/components/option-picker';

import { deriveFormCampName } from '@/lib/camp-name';
import {
  type addCampSchema,
  type CampField,
  type CampFieldErrors,
  type editCampSchema,
  validateCamp,
} from '../model/camp-schemas';

export interface CustomerChoice extends PickerOption {
  first_name: string;
}

export interface CampFormState {
  /** YYYY-MM-DD, as a date input gives it. */
  start_date: string;
  end_date: string;
  location: PickerOption | null;
  customer: CustomerChoice | null;
  status: boolean;
  camp_status: boolean;
}

/** A new camp starts Active and Ongoing. */
export const EMPTY_CAMP_FORM: CampFormState = {
  start_date: '',
  end_date: '',
  location: null,
  customer: null,
  status: true,
  camp_status: true,
};

export const customerLabel = (customer: { first_name: string; last_name?: string | undefined }): string =>
  [customer.first_name, customer.last_name].filter(Boolean).join(' ');

/** The edit form's start; a record without a location or customer (id 0) must have one chosen. */
export const fromCamp = (camp: Camp): CampFormState => ({
  start_date: toApiDate(camp.start_date),
  end_date: toApiDate(camp.end_date),
  location: camp.location_id > 0 ? { id: camp.location_id, name: camp.location.name } : null,
  customer:
    camp.user_id > 0
      ? { id: camp.user_id, first_name: camp.customer.first_name, name: customerLabel(camp.customer) }
      : null,
  status: camp.status,
  camp_status: camp.camp_status,
});

/** The write payload; the name is always derived, never typed (SPEC.md section 2.9). */
export const toPayload = (form: CampFormState): CampWriteRequest => ({
  name: deriveFormCampName(form.customer?.first_name, form.location?.name, form.start_date),
  start_date: form.start_date,
  end_date: form.end_date,
  location_id: form.location?.id ?? 0,
  user_id: form.customer?.id ?? 0,
  status: form.status,
  camp_status: form.camp_status,
});

/** Focus order for the first invalid field; the read-only name last, as it follows the others. */
const FIELD_ORDER: readonly CampField[] = ['start_date', 'end_date', 'location_id', 'user_id', 'name'];
export const fieldId = (prefix: string, field: CampField): string => `${prefix}-${field}`;

const same = (a: CampFormState, b: CampFormState): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Plain React state for the camp form. Errors appear after the first Save and then follow every
 * change, so a corrected field clears its message at once.
 */
export const useCampForm = (
  initial: CampFormState,
  schema: typeof addCampSchema | typeof editCampSchema,
  idPrefix: string,
) => {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const result = validateCamp(schema, toPayload(values));
  const errors: CampFieldErrors = submitted && !result.ok ? result.errors : {};

  const set = <K extends keyof CampFormState>(key: K, value: CampFormState[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** The payload when valid; otherwise shows the messages and focuses the first invalid field. */
  const submit = (): CampWriteRequest | null => {
    setSubmitted(true);
    if (result.ok) return result.data;
    const first = FIELD_ORDER.find((field) => result.errors[field] !== undefined);
    if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
    return null;
  };

  return { values, set, errors, submit, dirty: !same(values, initial), reset: () => setValues(initial) };
};
