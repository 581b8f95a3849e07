import type { DemoDb } from '../db';
import type { DemoDiscussion, DemoDiscussionLinkKind } from '../types';
import type { Refusal } from './kit';
import { byRole, everyRow, recordKit } from './record-kit';

/**
 * The rules of the discussion board (docs/discussions.md): administrators only, a title and posts of
 * bounded length, and a link to a record that exists: a clinic, a kiosk, an order or a query, never a
 * patient.
 */

const isAdministrator = (user: { user_type: string }): boolean => user.user_type === 'Administrator';
const nobody = () => () => false;

export const DISCUSSIONS = recordKit<DemoDiscussion, 'use'>({
  noun: 'discussion',
  find: (db, id) => db.discussions.find((topic) => topic.id === id),
  scope: byRole<DemoDiscussion>({ Administrator: everyRow, Customer: nobody, Doctor: nobody }),
  foreign: 'Only administrators can use the discussion board.',
  actions: {
    use: { allowed: isAdministrator, refused: 'Only administrators can use the discussion board.' },
  },
});

export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const TEXT_MAX = 5_000;

export const LINK_KINDS: readonly DemoDiscussionLinkKind[] = ['clinic', 'kiosk', 'order', 'query'];

const isLinkKind = (kind: string): kind is DemoDiscussionLinkKind =>
  (LINK_KINDS as readonly string[]).includes(kind);

/** The record's label in words, or null when it does not exist. */
export const linkLabel = (db: DemoDb, kind: DemoDiscussionLinkKind, id: number): string | null => {
  switch (kind) {
    case 'clinic': {
      const clinic = db.clinic(id);
      return clinic ? `Clinic: ${clinic.name}` : null;
    }
    case 'kiosk': {
      const kiosk = db.kiosks.find((row) => row.id === id);
      return kiosk ? `Kiosk ${kiosk.serial_number}` : null;
    }
    case 'order':
      return db.orders.some((row) => row.id === id) ? `Order #${id}` : null;
    case 'query':
      return db.queries.some((row) => row.id === id) ? `Query #${id}` : null;
  }
};

const refused = (message: string, field: string): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { message, field },
});

/** A new topic's link, checked: one of the four kinds, naming a record that exists. */
export const linkOf = (
  db: DemoDb,
  link: { kind: string; id: number } | null,
): { ok: true; link: DemoDiscussion['link'] } | { ok: false; refusal: Refusal } => {
  if (link === null) return { ok: true, link: null };
  if (!isLinkKind(link.kind))
    return refused('A topic can link to a clinic, a kiosk, an order or a query only.', 'link');
  if (linkLabel(db, link.kind, link.id) === null)
    return refused(`There is no ${link.kind} #${link.id}.`, 'link');
  return { ok: true, link: { kind: link.kind, id: link.id } };
};

/** A post's text, trimmed, or why it is refused. */
export const textOf = (text: string): { ok: true; text: string } | { ok: false; refusal: Refusal } => {
  const trimmed = text.trim();
  if (trimmed === '') return refused('Write a message.', 'text');
  if (trimmed.length > TEXT_MAX)
    return refused(`A message holds at most ${TEXT_MAX.toLocaleString('en-US')} characters.`, 'text');
  return { ok: true, text: trimmed };
};

/** A topic's title, trimmed, or why it is refused. */
export const titleOf = (title: string): { ok: true; title: string } | { ok: false; refusal: Refusal } => {
  const trimmed = title.trim();
  if (trimmed.length < TITLE_MIN || trimmed.length > TITLE_MAX)
    return refused(`A title holds ${TITLE_MIN} to ${TITLE_MAX} characters.`, 'title');
  return { ok: true, title: trimmed };
};
