import type { QueryHistoryAction, QueryRecord, QuerySlaOutcome } from '@/generated/model';
import { formatDisplayTime } from '@/lib/dates';

import { queryNumber } from './support-words';

/**
 * The words of the query page (docs/support.md, "The query page") beside the list's
 * (support-words.ts): its title, its history and what a stale move says.
 */

/** '#12 Kiosk printer jams': the page's title. */
export const queryTitle = (query: Pick<QueryRecord, 'id' | 'subject'>): string =>
  `${queryNumber(query.id)} ${query.subject}`;

/** A history line's heading: 'Resolved'. */
export const HISTORY_TEXT: Record<QueryHistoryAction, string> = {
  created: 'Created',
  triaged: 'Triaged',
  started: 'Started',
  resolved: 'Resolved',
  closed: 'Closed',
  reopened: 'Reopened',
};

/** A history line as a sentence's verb: 'Asha Rao resolved this query'. */
const HISTORY_VERB: Record<QueryHistoryAction, string> = {
  created: 'created',
  triaged: 'triaged',
  started: 'started work on',
  resolved: 'resolved',
  closed: 'closed',
  reopened: 'reopened',
};

/** A clock's outcome once it stopped, or while it runs. */
export const OUTCOME_TEXT: Record<QuerySlaOutcome, string> = {
  met: 'Met',
  breached: 'Met late (breached)',
  pending: 'Running',
};

const after = (at: string) => `at ${formatDisplayTime(at)} UTC, after you opened it. Nothing was changed.`;

/**
 * What a stale move says (docs/support.md, "The query page"): who changed the query after the page
 * read it, from the newest history line or message of the query as the 409 answered it.
 */
export const conflictText = (shown: QueryRecord, current: QueryRecord): string => {
  const event = current.history[0];
  if (event && event.at > shown.updated_at && event.by) {
    return `${event.by.name} ${HISTORY_VERB[event.action]} this query ${after(event.at)}`;
  }
  const message = current.messages.at(-1);
  if (message && message.at > shown.updated_at && message.id !== shown.messages.at(-1)?.id) {
    return `${message.author.name} wrote in this query ${after(message.at)}`;
  }
  return 'Someone else changed this query after you opened it. Nothing was changed.';
};

/** Beside an author's name in the thread: 'Asha Rao (Support)', 'Meera Iyer (Customer)'. */
export const authorRole = (userType: string): string =>
  userType === 'Administrator' ? 'Support' : userType === 'Customer' ? 'Customer' : userType;
