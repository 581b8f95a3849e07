import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { type Column, DataTable } from '@/components/data-table';
import { announceSuccess } from '@/components/form/announce';
import { Pagination } from '@/components/pagination';
import { LIST_QUERY } from '@/components/resource/list-rows';
import {
  getFilterDeliveriesQueryKey,
  getGetIntegrationQueryKey,
  useFilterDeliveries,
  useRedeliver,
  useSendTestEvent,
} from '@/generated/api/integrations/integrations';
import type { Delivery, Integration } from '@/generated/model';
import { formatDisplayDateTime } from '@/lib/dates';
import { keyPrefix } from '@/lib/query-keys';
import { useSingleFlight } from '@/lib/use-single-flight';

import { SecretDialog } from './integration-secret';
import { EVENT_WORDS, STATE_WORDS } from './integration-words';

const PAGE_SIZE = 10;

const codeText = (delivery: Delivery): string =>
  delivery.status_code === null ? '—' : String(delivery.status_code);
const latencyText = (delivery: Delivery): string =>
  delivery.latency_ms === null ? '—' : `${delivery.latency_ms} ms`;
const stateText = (delivery: Delivery): string =>
  delivery.state === 'pending' && delivery.next_attempt_at
    ? `${STATE_WORDS.pending} at ${formatDisplayDateTime(delivery.next_attempt_at)}`
    : STATE_WORDS[delivery.state];

/** Refreshes the log and the integration's last delivery after a send. */
const useRefresh = (id: number) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keyPrefix(getFilterDeliveriesQueryKey(id)) }),
      client.invalidateQueries({ queryKey: getGetIntegrationQueryKey(id) }),
    ]);
};

/** The answer a send got: state, status code, latency, the start of the receiver's answer. */
const DeliveryAnswer = ({ delivery }: { delivery: Delivery }) => (
  <dl className="ui-summary integration-answer" aria-label="The answer it got">
    <dt>State</dt>
    <dd>{stateText(delivery)}</dd>
    <dt>Status code</dt>
    <dd>{codeText(delivery)}</dd>
    <dt>Latency</dt>
    <dd>{latencyText(delivery)}</dd>
    {delivery.error ? (
      <>
        <dt>Why</dt>
        <dd>{delivery.error}</dd>
      </>
    ) : null}
    <dt>Response</dt>
    <dd>
      <code>{delivery.response_excerpt ?? '—'}</code>
    </dd>
  </dl>
);

const TestEvent = ({ integration }: { integration: Integration }) => {
  const send = useSendTestEvent();
  const refresh = useRefresh(integration.id);
  const [answer, setAnswer] = useState<Delivery | null>(null);
  const flight = useSingleFlight(async () => {
    try {
      const delivery = await send.mutateAsync({ id: integration.id });
      setAnswer(delivery);
      announceSuccess(`Test event sent: ${STATE_WORDS[delivery.state].toLowerCase()}.`);
      await refresh();
    } catch {
      // The error toast is the mutation cache's.
    }
  });
  return (
    <section className="ui-card" aria-labelledby="integration-test-title">
      <h2 id="integration-test-title">Send test event</h2>
      <p className="ui-muted">
        A signed sample of {EVENT_WORDS[integration.events[0] ?? 'result.recorded'].toLowerCase()}, marked as
        a test, sent now.
      </p>
      <button
        type="button"
        className="ui-btn"
        disabled={flight.pending || !integration.status}
        aria-busy={flight.pending}
        onClick={flight.run}
      >
        <i className="pi pi-send" aria-hidden="true" /> Send test event
      </button>
      {integration.status ? null : <p className="ui-muted">Enable the integration to send to it.</p>}
      {answer ? <DeliveryAnswer delivery={answer} /> : null}
    </section>
  );
};

const RedeliverButton = ({ delivery, onSent }: { delivery: Delivery; onSent: () => Promise<unknown> }) => {
  const redeliver = useRedeliver();
  const flight = useSingleFlight(async () => {
    try {
      const sent = await redeliver.mutateAsync({ id: delivery.id });
      announceSuccess(
        `Delivery ${delivery.id} sent again as ${sent.id}: ${STATE_WORDS[sent.state].toLowerCase()}.`,
      );
      await onSent();
    } catch {
      // The error toast is the mutation cache's.
    }
  });
  return (
    <button
      type="button"
      className="ui-btn ui-btn-outline ui-btn-small"
      disabled={flight.pending}
      aria-label={`Redeliver delivery ${delivery.id}`}
      onClick={flight.run}
    >
      Redeliver
    </button>
  );
};

const DeliveryLog = ({ integration }: { integration: Integration }) => {
  const [page, setPage] = useState(1);
  const refresh = useRefresh(integration.id);
  const log = useFilterDeliveries(integration.id, { page, limit: PAGE_SIZE }, { query: LIST_QUERY });
  const rows = log.data?.records ?? [];
  const pageCount = Math.max(1, Math.ceil((log.data?.total_count ?? 0) / PAGE_SIZE));
  const columns: readonly Column<Delivery>[] = [
    { key: 'id', header: 'Delivery', cell: (row) => `#${row.id}${row.test ? ' (test)' : ''}` },
    { key: 'event', header: 'Event', cell: (row) => EVENT_WORDS[row.event] },
    { key: 'at', header: 'Time', cell: (row) => formatDisplayDateTime(row.at), nowrap: true },
    { key: 'code', header: 'Status code', cell: codeText, align: 'end' },
    { key: 'latency', header: 'Latency', cell: latencyText, align: 'end', nowrap: true },
    { key: 'attempts', header: 'Attempts', cell: (row) => String(row.attempts), align: 'end' },
    {
      key: 'state',
      header: 'State',
      cell: (row) => <span title={row.error ?? undefined}>{stateText(row)}</span>,
    },
    {
      key: 'redeliver',
      header: 'Actions',
      cell: (row) => (integration.status ? <RedeliverButton delivery={row} onSent={refresh} /> : null),
    },
  ];
  return (
    <section className="ui-card" aria-labelledby="integration-log-title">
      <h2 id="integration-log-title">Delivery log</h2>
      <p className="ui-muted">
        {log.data ? `${log.data.total_count} deliveries, newest first.` : 'Loading the deliveries…'}
      </p>
      <DataTable
        caption={`Deliveries to ${integration.name}, newest first`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={log.isPending ? 'Loading…' : 'No deliveries yet.'}
        busy={log.isFetching}
        errorText={log.isError ? 'The delivery log could not be loaded.' : undefined}
        onRetry={() => void log.refetch()}
      />
      {pageCount > 1 ? (
        <Pagination label="Delivery log pages" page={page} pageCount={pageCount} onPage={setPage} />
      ) : null}
    </section>
  );
};

/** Below the integration's view: the one-time secret dialog, Send test event and the delivery log. */
export const IntegrationActivity = ({ record }: { record: Integration }) => (
  <>
    <SecretDialog id={record.id} name={record.name} />
    <TestEvent integration={record} />
    <DeliveryLog integration={record} />
  </>
);
