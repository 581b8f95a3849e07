import { safeUrl } from '@/lib/safe-url';

import type { Refusal } from './kit';

/**
 * What a notification may say (docs/notifications.md, "Compose"): the same rules for a send and a
 * test. Each refusal names its field (422).
 */
export const TITLE_MAX = 65;
export const BODY_MAX = 240;
/** A form that took a moment to send still means "now". */
const PAST_TOLERANCE_MS = 60_000;

export interface ComposeInput {
  title: string;
  body: string;
  link?: string | null;
  image_url?: string | null;
}

export interface Composed {
  title: string;
  body: string;
  link: string | null;
  image_url: string | null;
}

const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** A URL the safeHref rule passes (https, or http: the demo API is demo mode), normalised. */
const urlOf = (value: string | null | undefined): string | null | undefined =>
  blank(value) ? null : safeUrl(value, true);

export const composeOf = (
  input: ComposeInput,
): { ok: true; value: Composed } | { ok: false; refusal: Refusal } => {
  const title = input.title.trim();
  const body = input.body.trim();
  if (title === '') return { ok: false, refusal: { message: 'Enter a title.', field: 'title' } };
  if (title.length > TITLE_MAX) {
    return {
      ok: false,
      refusal: { message: `The title is ${title.length} characters; at most ${TITLE_MAX}.`, field: 'title' },
    };
  }
  if (body === '') return { ok: false, refusal: { message: 'Enter the message.', field: 'body' } };
  if (body.length > BODY_MAX) {
    return {
      ok: false,
      refusal: { message: `The message is ${body.length} characters; at most ${BODY_MAX}.`, field: 'body' },
    };
  }
  const link = urlOf(input.link);
  if (link === undefined) {
    return { ok: false, refusal: { message: 'The link must be a full https:// address.', field: 'link' } };
  }
  const image = urlOf(input.image_url);
  if (image === undefined) {
    return {
      ok: false,
      refusal: { message: 'The image must be a full https:// address.', field: 'image_url' },
    };
  }
  return { ok: true, value: { title, body, link, image_url: image } };
};

/** When to send: null is now; a time more than a minute ago is refused. */
export const sendAtOf = (
  raw: string | null | undefined,
  now: number,
): { ok: true; value: string } | { ok: false; refusal: Refusal } => {
  if (raw == null || raw === '') return { ok: true, value: new Date(now).toISOString() };
  const at = Date.parse(raw);
  if (!Number.isFinite(at)) {
    return { ok: false, refusal: { message: 'The send time is not a date and time.', field: 'send_at' } };
  }
  if (at < now - PAST_TOLERANCE_MS) {
    return {
      ok: false,
      refusal: {
        message: 'The send time is in the past. Choose a later time, or send now.',
        field: 'send_at',
      },
    };
  }
  return { ok: true, value: new Date(Math.max(at, now)).toISOString() };
};
