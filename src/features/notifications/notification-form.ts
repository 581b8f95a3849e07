import { z } from 'zod';

import type { FieldText } from '@/components/form/zod-messages';
import type { NotificationAudience, NotificationCreateRequest } from '@/generated/model';
import { safeHref } from '@/lib/safe-href';

import { BODY_MAX, TITLE_MAX } from './notification-words';

/** New notification's form (docs/notifications.md, "Compose"), as typed and picked. */
export interface NotificationValues {
  title: string;
  body: string;
  link: string;
  image_url: string;
  kind: 'kiosks' | 'users';
  scope: 'all' | 'customer' | 'clinic' | 'model' | 'app_version';
  customer_id: string;
  clinic_id: string;
  models: string[];
  /** App version codes, as text. */
  versions: string[];
  user_types: string[];
  role_ids: string[];
  when: 'now' | 'later';
  /** `YYYY-MM-DDTHH:mm` in the browser's zone (a datetime-local input). */
  send_at: string;
}

export const EMPTY_VALUES: NotificationValues = {
  title: '',
  body: '',
  link: '',
  image_url: '',
  kind: 'kiosks',
  scope: 'all',
  customer_id: '',
  clinic_id: '',
  models: [],
  versions: [],
  user_types: [],
  role_ids: [],
  when: 'now',
  send_at: '',
};

export const NOTIFICATION_FIELDS: Readonly<Record<string, FieldText>> = {
  title: { label: 'Title' },
  body: { label: 'Message' },
  link: { label: 'Link' },
  image_url: { label: 'Image URL' },
  audience: { label: 'Audience' },
  send_at: { label: 'Send time' },
};

const numbers = (values: readonly string[]): number[] =>
  values.map(Number).filter((value) => Number.isInteger(value) && value > 0);

/** The audience the form describes, as the contract carries it. */
export const audienceOf = (values: NotificationValues): NotificationAudience => {
  if (values.kind === 'users') {
    return {
      kind: 'users',
      user_types: values.user_types as NonNullable<NotificationAudience['user_types']>,
      role_ids: numbers(values.role_ids),
    };
  }
  const ids =
    values.scope === 'customer'
      ? numbers([values.customer_id])
      : values.scope === 'clinic'
        ? numbers([values.clinic_id])
        : values.scope === 'app_version'
          ? numbers(values.versions)
          : [];
  return { kind: 'kiosks', scope: values.scope, ids, models: values.scope === 'model' ? values.models : [] };
};

/** Whether the audience names anyone yet (the live count is asked only then). */
export const audienceChosen = (audience: NotificationAudience): boolean =>
  audience.kind === 'users'
    ? (audience.user_types?.length ?? 0) + (audience.role_ids?.length ?? 0) > 0
    : audience.scope === 'all' || (audience.ids?.length ?? 0) + (audience.models?.length ?? 0) > 0;

/** A datetime-local value ('2026-06-01T18:30') read in the browser's zone; null when unreadable. */
export const localToDate = (local: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at;
};

const trimmed = (text: string): string => text.trim();

/** The body's parts, keyed as the form's fields so that each message lands on the field holding it. */
export const payloadOf = (values: NotificationValues) => ({
  title: trimmed(values.title),
  body: trimmed(values.body),
  link: trimmed(values.link) === '' ? null : trimmed(values.link),
  image_url: trimmed(values.image_url) === '' ? null : trimmed(values.image_url),
  audience: audienceOf(values),
  send_at: values.when === 'now' ? null : values.send_at,
});

const url = (label: string) =>
  z
    .string()
    .nullable()
    .refine(
      (value) => value === null || safeHref(value) !== undefined,
      `${label} must be a full https:// address.`,
    );

const content = {
  title: z
    .string()
    .min(1, 'Enter a title.')
    .max(TITLE_MAX, `The title must be at most ${TITLE_MAX} characters.`),
  body: z
    .string()
    .min(1, 'Enter the message.')
    .max(BODY_MAX, `The message must be at most ${BODY_MAX} characters.`),
  link: url('The link'),
  image_url: url('The image URL'),
};

/** The rules the server has too (422), said before it is asked. */
export const NOTIFICATION_SCHEMA = z.object({
  ...content,
  audience: z
    .custom<NotificationAudience>((value) => typeof value === 'object' && value !== null)
    .refine(audienceChosen, 'Choose who receives it.'),
  send_at: z
    .string()
    .nullable()
    .transform((value, context) => {
      if (value === null) return null;
      const at = localToDate(value);
      if (at === null) {
        context.addIssue({ code: 'custom', message: 'Choose the date and time to send it.' });
        return z.NEVER;
      }
      if (at.getTime() <= Date.now()) {
        context.addIssue({
          code: 'custom',
          message: 'The send time is in the past. Choose a later time, or send now.',
        });
        return z.NEVER;
      }
      return at.toISOString();
    }),
});

export type NotificationPayload = z.output<typeof NOTIFICATION_SCHEMA>;

/** The test's part of the form: what it says, not to whom or when. */
export const CONTENT_SCHEMA = z.object(content);

export const toBody = (payload: NotificationPayload): NotificationCreateRequest => ({ ...payload });

/** The field a 422's `field` lands on. */
export const fieldOfRefusal = (field: string): keyof typeof NOTIFICATION_FIELDS =>
  field in NOTIFICATION_FIELDS ? field : 'title';
