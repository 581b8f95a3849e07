import { useState } from 'react';
import { Link } from 'wouter';

import { EventTimeline } from '@/components/event-timeline';
import { RecordSummary } from '@/components/resource/record-summary';
import type { QueryRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

import { QueryActions } from './query-actions';
import { kioskPath, QueryKioskContext } from './query-kiosk';
import { useQueryMoves } from './query-moves';
import { QueryOrders } from './query-orders';
import { useReadMarker } from './query-read';
import { QueryReplyBox } from './query-reply';
import { QuerySlaPanel } from './query-sla';
import { QueryThread } from './query-thread';
import { HISTORY_TEXT } from './query-words';
import { queryPath } from './support-paths';
import { PriorityTag, QueryStatusTag } from './support-tags';
import { CATEGORY_TEXT, queryNumber, STATUS_TEXT } from './support-words';

const summaryOf = (query: QueryRecord) =>
  [
    ['Status', <QueryStatusTag key="status" status={query.status} />],
    ['Priority', <PriorityTag key="priority" priority={query.priority} />],
    ['Category', CATEGORY_TEXT[query.category]],
    ['Customer', query.customer.name],
    ['Clinic', query.clinic.name],
    [
      'Kiosk',
      query.kiosk ? (
        <Link key="kiosk" href={absolute(kioskPath(query.kiosk.id))} className="ui-link">
          {query.kiosk.serial_number}
        </Link>
      ) : (
        '–'
      ),
    ],
    ['Assignee', query.assignee?.name ?? 'Unassigned'],
    ['Created', `${formatDisplayDateTime(query.created_at)} UTC`],
    ...(query.waiting_on_customer ? [['Waiting on', 'The customer (the SLA is paused)'] as const] : []),
    ...(query.reopen_until
      ? [['Can be reopened until', `${formatDisplayDateTime(query.reopen_until)} UTC`] as const]
      : []),
    ...(query.related_query
      ? [
          [
            'Follows up',
            <Link key="related" href={absolute(queryPath(query.related_query.id))} className="ui-link">
              Query {queryNumber(query.related_query.id)}: {query.related_query.subject}
            </Link>,
          ] as const,
        ]
      : []),
  ] as const;

const QueryHistory = ({ query }: { query: QueryRecord }) => (
  <EventTimeline
    label="Query history, newest first"
    emptyText="No history yet."
    events={query.history.map((event) => ({
      what: (
        <>
          <strong>{HISTORY_TEXT[event.action]}</strong>
          {event.from_status && event.from_status !== event.to_status
            ? ` (${STATUS_TEXT[event.from_status]} → ${STATUS_TEXT[event.to_status]})`
            : ''}
        </>
      ),
      at: event.at,
      who: event.by?.name ?? 'Automatically',
      reason: event.detail,
    }))}
  />
);

/**
 * The query page's body (docs/support.md, "The query page"): what the query is and its moves, the
 * SLA, the kiosk as it was, the thread and the reply box, its orders and its history. Opening it
 * moves the caller's read marker.
 */
export const QueryView = ({ query }: { query: QueryRecord }) => {
  const [conflict, setConflict] = useState<string | null>(null);
  const moves = useQueryMoves(query, setConflict);
  useReadMarker(query);
  const writes = query.allowed_actions.includes('reply') || query.allowed_actions.includes('note');
  return (
    <>
      {conflict ? (
        <p role="alert" className="ui-message query-conflict">
          {conflict}
        </p>
      ) : null}
      <div className="ui-card">
        <RecordSummary items={summaryOf(query)} />
        <QueryActions query={query} moves={moves} />
      </div>
      <QuerySlaPanel sla={query.sla} />
      {query.kiosk_snapshot ? (
        <QueryKioskContext kiosk={query.kiosk} snapshot={query.kiosk_snapshot} />
      ) : null}
      <section className="ui-card" aria-labelledby="query-thread-title">
        <h2 id="query-thread-title">Messages</h2>
        <QueryThread messages={query.messages} />
      </section>
      {writes ? <QueryReplyBox query={query} /> : null}
      <QueryOrders query={query} />
      <section className="ui-card" aria-labelledby="query-history-title">
        <h2 id="query-history-title">History</h2>
        <QueryHistory query={query} />
      </section>
    </>
  );
};
