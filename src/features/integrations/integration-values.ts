import { z } from 'zod';

import type { FieldText } from '@/components/form/zod-messages';
import type { Integration, IntegrationEvent, IntegrationKind } from '@/generated/model';
import { isDemoMode } from '@/lib/env';

/** An integration's form (docs/integrations.md, "Screens"): Create and Edit. */
export interface IntegrationValues {
  name: string;
  kind: IntegrationKind;
  url: string;
  events: IntegrationEvent[];
}

export const NAME_MIN = 3;
export const NAME_MAX = 80;

export const INTEGRATION_FIELDS: Readonly<Record<string, FieldText>> = {
  name: { label: 'Name' },
  kind: { label: 'Kind' },
  url: { label: 'Endpoint URL' },
  events: { label: 'Events' },
};

export const URL_HINT = isDemoMode
  ? 'https:, or in the demo http:// to 127.0.0.1 or localhost (the demo delivers only to this machine).'
  : 'An https: address.';

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/** `https:` outside demo mode; the demo also takes `http:` to a loopback address (as the server). */
export const acceptedUrl = (text: string, demo: boolean = isDemoMode): boolean => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (demo && url.protocol === 'http:' && LOOPBACK.test(url.hostname));
};

const NAME_TEXT = `Name must be ${NAME_MIN} to ${NAME_MAX} characters.`;
const URL_TEXT = isDemoMode
  ? 'Use an https: address (the demo also takes http:// to 127.0.0.1 or localhost).'
  : 'Use an https: address.';

/** The server's rules (422 on `name`, `url` or `events`; a name used already is the server's to refuse). */
export const INTEGRATION_SCHEMA = z
  .object({
    name: z.string().trim().min(NAME_MIN, NAME_TEXT).max(NAME_MAX, NAME_TEXT),
    kind: z.enum(['webhook', 'fhir']),
    url: z
      .string()
      .trim()
      .refine((url) => acceptedUrl(url), URL_TEXT),
    events: z
      .array(z.enum(['result.recorded', 'consultation.completed', 'order.moved', 'query.answered']))
      .min(1, 'Choose at least one event.'),
  })
  .refine((write) => write.kind !== 'fhir' || write.events.every((event) => event === 'result.recorded'), {
    message: 'A FHIR endpoint receives results only: choose "A result recorded" alone.',
    path: ['events'],
  });

export type IntegrationPayload = z.output<typeof INTEGRATION_SCHEMA>;

/** A checkbox group with none ticked reads as `false` in react-hook-form: always an array here. */
export const toPayload = (values: IntegrationValues) => ({
  name: values.name,
  kind: values.kind,
  url: values.url,
  events: Array.isArray(values.events) ? values.events : [],
});

export const emptyValues = (): IntegrationValues => ({ name: '', kind: 'webhook', url: '', events: [] });

export const valuesOf = (row: Integration): IntegrationValues => ({
  name: row.name,
  kind: row.kind,
  url: row.url,
  events: [...row.events],
});
