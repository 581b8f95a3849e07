/**
 * The support routes (docs/support.md, "Screens"; issue 36): the list, New Query, the query page and
 * the canned replies. Other features (the query page's order buttons, Reopen's "New query") link
 * here through these.
 */
export const QUERIES_PATH = '/dashboard/manage/query';
export const NEW_QUERY_PATH = '/dashboard/manage/query/create';
export const queryPath = (id: number): string => `${QUERIES_PATH}/${id}`;

/** New Query filled in: `?clinic=&kiosk=&related=` (a kiosk's page, Reopen refused after 7 days). */
export const newQueryPath = (prefill: {
  clinic?: number | null;
  kiosk?: number | null;
  related?: number | null;
}): string => {
  const query = new URLSearchParams();
  if (prefill.clinic) query.set('clinic', String(prefill.clinic));
  if (prefill.kiosk) query.set('kiosk', String(prefill.kiosk));
  if (prefill.related) query.set('related', String(prefill.related));
  const text = query.toString();
  return text === '' ? NEW_QUERY_PATH : `${NEW_QUERY_PATH}?${text}`;
};

export const CANNED_REPLIES_PATH = '/dashboard/manage/canned-replies';
export const CREATE_CANNED_REPLY_PATH = `${CANNED_REPLIES_PATH}/create`;
export const cannedReplyPath = (id: number): string => `${CANNED_REPLIES_PATH}/view/${id}`;
