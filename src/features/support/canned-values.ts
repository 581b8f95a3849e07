import { z } from 'zod';

import type { FieldText } from '@/components/form/zod-messages';
import type { CannedReply } from '@/generated/model';

/** A canned reply's form (docs/support.md, "Screens"): Add and Edit. */
export interface CannedValues {
  title: string;
  body: string;
}

export const TITLE_MIN = 3;
export const TITLE_MAX = 80;
export const BODY_MAX = 5000;

export const CANNED_FIELDS: Readonly<Record<string, FieldText>> = {
  title: { label: 'Title' },
  body: { label: 'Reply' },
};

const TITLE_TEXT = `Title must be ${TITLE_MIN} to ${TITLE_MAX} characters.`;

/** The server's rules (422 on `title` or `body`; a title used already is the server's to refuse). */
export const CANNED_SCHEMA = z.object({
  title: z.string().min(TITLE_MIN, TITLE_TEXT).max(TITLE_MAX, TITLE_TEXT),
  body: z
    .string()
    .min(1, 'Write the reply.')
    .max(BODY_MAX, `Reply must be at most ${BODY_MAX.toLocaleString('en')} characters.`),
});

export type CannedPayload = z.output<typeof CANNED_SCHEMA>;

export const toPayload = (values: CannedValues) => ({ title: values.title.trim(), body: values.body.trim() });

export const emptyValues = (): CannedValues => ({ title: '', body: '' });

export const valuesOf = (reply: CannedReply): CannedValues => ({ title: reply.title, body: reply.body });
