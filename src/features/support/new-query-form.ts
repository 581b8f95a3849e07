import { z } from 'zod';

import type { FieldText } from '@/components/form/zod-messages';
import type { QueryCategory, QueryPriority } from '@/generated/model';
import { parseId } from '@/lib/ids';

import { CATEGORIES, PRIORITIES } from './support-words';

/** New Query's form (docs/support.md, "Screens") as typed and picked; the attachments live beside it. */
export interface NewQueryValues {
  subject: string;
  category: string;
  priority: string;
  clinic_id: string;
  kiosk_id: string;
  message: string;
}

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 5000;

export const NEW_QUERY_FIELDS: Readonly<Record<string, FieldText>> = {
  subject: { label: 'Subject' },
  category: { label: 'Category' },
  priority: { label: 'Priority' },
  clinic_id: { label: 'Clinic' },
  kiosk_id: { label: 'Kiosk' },
  message: { label: 'Message' },
};

const idOf = (text: string): number | undefined => (text === '' ? undefined : Number(text));

export const toPayload = (values: NewQueryValues) => ({
  subject: values.subject.trim(),
  category: values.category === '' ? undefined : values.category,
  priority: values.priority === '' ? undefined : values.priority,
  clinic_id: idOf(values.clinic_id),
  kiosk_id: idOf(values.kiosk_id) ?? null,
  message: values.message.trim(),
});

const SUBJECT_TEXT = `Subject must be ${SUBJECT_MIN} to ${SUBJECT_MAX} characters.`;

/** The server's rules (422), said before it is asked (openapi/v3.yaml, createQuery). */
export const NEW_QUERY_SCHEMA = z.object({
  subject: z.string().min(SUBJECT_MIN, SUBJECT_TEXT).max(SUBJECT_MAX, SUBJECT_TEXT),
  category: z.enum(CATEGORIES as [QueryCategory, ...QueryCategory[]], { message: 'Choose a category.' }),
  priority: z.enum(PRIORITIES as [QueryPriority, ...QueryPriority[]], { message: 'Choose a priority.' }),
  clinic_id: z.number({ message: 'Choose the clinic.' }).int(),
  kiosk_id: z.number().int().nullable(),
  message: z
    .string()
    .min(1, 'Write what happened.')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX.toLocaleString('en')} characters.`),
});

export type NewQueryPayload = z.output<typeof NEW_QUERY_SCHEMA>;

/** The form field a refusal's `field` concerns (422); null for one the page says above the form. */
export const fieldOfRefusal = (field: string): keyof NewQueryValues | 'attachments' | null => {
  switch (field) {
    case 'subject':
    case 'category':
    case 'priority':
    case 'clinic_id':
    case 'kiosk_id':
    case 'message':
    case 'attachments':
      return field;
    default:
      return null;
  }
};

/** What the address starts the form with: `?clinic=&kiosk=&related=` (a kiosk's page, a query too old to reopen). */
export interface NewQueryPrefill {
  values: NewQueryValues;
  related: number | null;
}

export const prefillOf = (search: string): NewQueryPrefill => {
  const query = new URLSearchParams(search);
  const clinic = parseId(query.get('clinic'));
  const kiosk = clinic === null ? null : parseId(query.get('kiosk'));
  return {
    values: {
      subject: '',
      category: kiosk === null ? '' : 'kiosk_hardware',
      priority: 'normal',
      clinic_id: clinic === null ? '' : String(clinic),
      kiosk_id: kiosk === null ? '' : String(kiosk),
      message: '',
    },
    related: parseId(query.get('related')),
  };
};
