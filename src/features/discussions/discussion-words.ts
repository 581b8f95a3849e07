import type { DiscussionLink, DiscussionLinkKind, DiscussionRow } from '@/generated/model';

/** The board's words and paths (docs/discussions.md). */

export const DISCUSSIONS_PATH = '/dashboard/discussions';
export const topicPath = (id: number): string => `${DISCUSSIONS_PATH}/${id}`;

/** The sentence the New topic form always shows (docs/requirements.md 11: no patient data here). */
export const NO_PATIENT_DATA = 'Discussions are for operations. Never write patient details here.';

export const LINK_KINDS: readonly DiscussionLinkKind[] = ['clinic', 'kiosk', 'order', 'query'];

export const LINK_KIND_TEXT: Record<DiscussionLinkKind, string> = {
  clinic: 'Clinic',
  kiosk: 'Kiosk',
  order: 'Order',
  query: 'Support query',
};

/** Where a linked record is read. */
export const linkPath = (link: Pick<DiscussionLink & object, 'kind' | 'id'>): string => {
  switch (link.kind) {
    case 'clinic':
      return `/dashboard/manage/clinic/clinicDetails/${link.id}`;
    case 'kiosk':
      return `/dashboard/manage/kiosk-inventory/view/${link.id}`;
    case 'order':
      // Order Details opens a consumable order on its own page.
      return `/dashboard/manage/order/${link.id}`;
    case 'query':
      return `/dashboard/manage/query/${link.id}`;
  }
};

/** The unread marker in words, never by colour alone. */
export const unreadText = (row: Pick<DiscussionRow, 'unread'>): string =>
  row.unread === 0 ? 'Read' : row.unread === 1 ? '1 unread' : `${row.unread} unread`;

export const repliesText = (count: number): string => (count === 1 ? '1 reply' : `${count} replies`);
