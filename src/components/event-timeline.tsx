import type { ReactNode } from 'react';

import { formatDisplayDateTime } from '@/lib/dates';

/** One move of a record: what happened (a status tag, words), when, by whom, and why if given. */
export interface TimelineEvent {
  what: ReactNode;
  /** ISO 8601 date-time (UTC). */
  at: string;
  /** A name, or what acted ('Kiosk'). */
  who: string;
  reason?: string | null | undefined;
}

interface EventTimelineProps {
  events: readonly TimelineEvent[];
  /** Names the list, with its order: 'Status history, oldest first'. */
  label: string;
  emptyText: string;
}

/**
 * A record's history as the server keeps it, in the order given: each line reads
 * '{what} {when} UTC by {who}: {reason}' (docs/telemedicine.md, Consultation Details). Times are UTC,
 * as every time the dashboard shows.
 */
export const EventTimeline = ({ events, label, emptyText }: EventTimelineProps) =>
  events.length === 0 ? (
    <p className="ui-muted">{emptyText}</p>
  ) : (
    <ol className="ui-timeline" aria-label={label}>
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="ui-timeline-item">
          {event.what} <span className="ui-nowrap">{formatDisplayDateTime(event.at) || '—'} UTC</span> by{' '}
          {event.who}
          {event.reason ? <span className="ui-timeline-reason">: {event.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
